/** German texts of the blog meta block's post header preview in the builder. */
export const deBlogMeta = {
  previewHint: "Titel und Kurzbeschreibung wie auf der Website. Den Titel ändern Sie in den Einstellungen, die Kurzbeschreibung in den Eigenschaften dieses Blocks.",
  untitledPost: "(ohne Titel)",
} as const;
