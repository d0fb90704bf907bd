/** German texts of the FAQ block. */
export const deFaq = {
  empty: "Keine FAQ-Items vorhanden",
} as const;
