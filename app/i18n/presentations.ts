/**
 * German strings of the presentation viewer, its handout and the 'Präsentation' block (issue 16).
 * Visitor-facing: the public bundle may carry them.
 */
export const dePresentations = {
  /** Spec §2 content renderer, a presentation without slides. */
  noSlides: "Keine Folien verfügbar.",
  /** Spec §8, the viewer without slides. */
  viewerEmpty: "Keine Slides verfügbar",
  label: "Präsentation",
  slide: "Folie",
  slideTitleField: "Titel",
  slideImageField: "Bild",
  slideContentSlot: "Inhalt",
  titleTooLong: (max: number) => `Der Folientitel darf höchstens ${max} Zeichen lang sein.`,
  counter: (n: number, total: number) => `Folie ${n} von ${total}`,
  previous: "Vorherige Folie",
  next: "Nächste Folie",
  play: "Automatisch abspielen",
  stop: "Wiedergabe anhalten",
  fullscreen: "Vollbild",
  exitFullscreen: "Vollbild beenden",
  handout: "Handout drucken",
  keysHint: "Pfeiltasten, Leertaste, Pos1 und Ende blättern; Esc hält an.",
  slideTitle: (n: number) => `Folie ${n}`,
  page: (n: number, total: number) => `Seite ${n} von ${total}`,
  print: "Drucken oder als PDF speichern",
  backToViewer: "Zur Präsentation",
  block: {
    label: "Präsentation",
    presentation: "Präsentation",
    presentationHelp:
      "Slug der Präsentation (z. B. unternehmensprofil) oder ihre Adresse /presentations/unternehmensprofil. Nur veröffentlichte Präsentationen werden gezeigt.",
    showTitle: "Titel anzeigen",
    showTitleHelp: "Zeigt den Titel der Präsentation über den Folien.",
    showHandoutLink: "Link zum Handout anzeigen",
    showHandoutLinkHelp: "Ein Link auf die Druckfassung aller Folien.",
    missing: "Keine Präsentation ausgewählt",
  },
} as const;
