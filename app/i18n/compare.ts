/** German strings of comparing versions (issue 30, 'Versionen vergleichen'). */
export const deCompare = {
  title: (title: string) => `Versionen vergleichen: ${title}`,
  intro: "Wählen Sie zwei Stände der Seite. Hinzugefügte, entfernte, verschobene und geänderte Blöcke sind markiert, in geänderten Texten die einzelnen Wörter.",
  back: "Versionen",
  fromLabel: "Älterer Stand",
  toLabel: "Neuerer Stand",
  compare: "Vergleichen",
  swap: "Tauschen",
  // States.
  published: "Veröffentlicht",
  notPublished: "Nicht veröffentlicht",
  draft: "Arbeitsstand",
  revision: (date: string) => `Version vom ${date}`,
  revisionBy: (date: string, who: string) => `Version vom ${date} · ${who}`,
  // Errors of the API (fields from / to).
  missingRef: "Bitte einen Stand angeben.",
  badRef: (allowed: string) => `Unbekannter Stand. Erlaubt sind ${allowed} oder die ID einer Version dieser Seite.`,
  revisionNotFound: "Version nicht gefunden",
  // The view.
  sideBySide: "Nebeneinander",
  inline: "Im Text",
  viewMode: "Darstellung",
  before: "Vorher",
  after: "Nachher",
  kinds: {
    added: "Hinzugefügt",
    removed: "Entfernt",
    moved: "Verschoben",
    changed: "Geändert",
    style: "Nur Gestaltung",
    unchanged: "Unverändert",
  },
  summary: (s: { added: number; removed: number; moved: number; changed: number; style: number }) => {
    const parts = [
      s.added && `${s.added} hinzugefügt`,
      s.removed && `${s.removed} entfernt`,
      s.moved && `${s.moved} verschoben`,
      s.changed && `${s.changed} geändert`,
      s.style && `${s.style} nur in der Gestaltung geändert`,
    ].filter(Boolean);
    return parts.length ? `Blöcke: ${parts.join(", ")}.` : "Keine Unterschiede in den Blöcken.";
  },
  noDifferences: "Beide Stände sind gleich.",
  pageFields: "Seitenangaben",
  styleChanges: "Gestaltung",
  unchangedBlocks: (n: number) => (n === 1 ? "1 unveränderter Block" : `${n} unveränderte Blöcke`),
  hideUnchanged: "Unveränderte Blöcke ausblenden",
  empty: "(leer)",
  insideOf: (where: string) => `in ${where}`,
  removedWords: "entfernt:",
  addedWords: "hinzugefügt:",
  loadFailed: "Der Vergleich konnte nicht geladen werden.",
  // 'Versionen'.
  compareWithDraft: "Mit Arbeitsstand vergleichen",
  select: (date: string) => `Version vom ${date} zum Vergleich auswählen`,
  compareSelected: "Ausgewählte vergleichen",
  publishedWithDraft: "Veröffentlicht mit Arbeitsstand vergleichen",
  selectTwo: "Zwei Versionen auswählen, um sie zu vergleichen.",
} as const;
