/** German texts of the embed block. */
export const deEmbed = {
  title: "Eingebetteter Inhalt",
} as const;
