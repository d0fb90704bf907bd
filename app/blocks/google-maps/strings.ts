/** German texts of the Google Maps block. */
export const deMaps = {
  load: "Karte laden",
  noAddress: "Keine Adresse angegeben",
  title: (address: string) => `Karte: ${address}`,
} as const;
