/** German texts of the table block (spec §8). */
export const deTable = {
  /** Spec §8, kept verbatim (English in the original). */
  empty: "No data in table",
  region: "Tabelle (horizontal scrollbar)",
} as const;
