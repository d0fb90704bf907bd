/**
 * German texts of the downloads block (spec §2, §8, §9), in its own folder like every block's
 * (decision 017).
 */
export const deDownloads = {
  fallbackLabel: "Downloads",
  ungrouped: "Allgemein",
  searchLabel: "Downloads durchsuchen",
  searchPlaceholder: "Downloads durchsuchen...",
  typeLabel: "Dateityp",
  types: {
    all: "Alle Dateitypen",
    document: "Dokumente",
    image: "Bilder",
    video: "Videos",
    presentation: "Präsentationen",
  },
  download: "Herunterladen",
  count: (n: number) => (n === 1 ? "1 Download" : `${n} Downloads`),
  noneFound: "Keine Downloads gefunden",
  noneFoundHint: "Versuchen Sie andere Suchbegriffe oder Filter",
  noneAvailable: "Es sind noch keine Downloads verfügbar",
};
