/**
 * German strings of the page builder's keyboard shortcuts (app/components/admin/editor/use-builder-shortcuts.ts)
 * and their overlay ('?', the toolbar's 'Tastenkürzel' button).
 */
export const deBuilderShortcuts = {
  title: "Tastenkürzel",
  button: "Tastenkürzel anzeigen",
  description: "Diese Tasten wirken im Editor, solange kein Textfeld bearbeitet wird (außer Speichern und Strg+Eingabe).",
  groups: {
    blocks: "Elemente",
    history: "Verlauf und Speichern",
    text: "Text bearbeiten",
  },
  items: {
    remove: { keys: ["Entf", "Rücktaste"], label: "Ausgewähltes Element löschen" },
    copy: { keys: ["Strg+C"], label: "Ausgewähltes Element kopieren (auch für eine andere Seite)" },
    paste: { keys: ["Strg+V"], label: "Einfügen nach dem ausgewählten Element oder am Seitenende" },
    duplicate: { keys: ["Strg+D"], label: "Ausgewähltes Element duplizieren" },
    parent: { keys: ["Esc"], label: "Übergeordnetes Element auswählen (auf oberster Ebene: Auswahl aufheben)" },
    help: { keys: ["?"], label: "Diese Übersicht öffnen" },
    undo: { keys: ["Strg+Z"], label: "Rückgängig" },
    redo: { keys: ["Strg+Y", "Strg+Umschalt+Z"], label: "Wiederholen" },
    save: { keys: ["Strg+S"], label: "Speichern" },
    finish: { keys: ["Strg+Eingabe"], label: "Text im Canvas übernehmen und Bearbeitung beenden" },
    cancel: { keys: ["Esc"], label: "Textbearbeitung im Canvas verwerfen" },
  },
  or: "oder",
  copied: "Element kopiert",
  pasted: "Element eingefügt",
  nothingToPaste: "Die Zwischenablage enthält kein Element des Editors",
} as const;
