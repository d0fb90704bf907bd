/** German texts of the gallery block and its lightbox. */
export const deGallery = {
  imageFallback: (n: number) => `Bild ${n}`,
  openImage: (label: string) => `${label} in großer Ansicht öffnen`,
  lightboxLabel: "Bildansicht",
  lightboxClose: "Schließen",
  lightboxPrevious: "Vorheriges Bild",
  lightboxNext: "Nächstes Bild",
  lightboxZoomIn: "Vergrößern",
  lightboxZoomOut: "Verkleinern",
  lightboxCounter: (current: number, total: number) => `Bild ${current} von ${total}`,
} as const;
