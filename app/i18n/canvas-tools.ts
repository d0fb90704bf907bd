/**
 * German strings of the block tools on the builder's canvas (app/blocks/table|flexible-row|list/canvas.tsx):
 * table rows, columns and column widths, flexible-row columns, list items (spec §4).
 */
export const deCanvasTools = {
  table: {
    toolbar: "Tabelle bearbeiten",
    addRow: "Zeile hinzufügen",
    removeRow: "Zeile entfernen",
    addColumn: "Spalte hinzufügen",
    removeColumn: "Spalte entfernen",
    maxRows: (n: number) => `Höchstens ${n} Zeilen`,
    noRows: "Die Tabelle hat keine Zeilen mehr",
    maxColumns: (n: number) => `Höchstens ${n} Spalten`,
    minColumns: "Mindestens eine Spalte",
    removeRowHint: "Entfernt die letzte Zeile",
    removeColumnHint: "Entfernt die letzte Spalte",
    resizeHint: "Spaltenbreite: Rand zwischen zwei Spalten ziehen",
  },
  row: {
    toolbar: "Spalten der Zeile bearbeiten",
    addColumn: "Spalte hinzufügen",
    removeColumn: "Spalte entfernen",
    maxColumns: (n: number) => `Höchstens ${n} Spalten`,
    minColumns: "Mindestens eine Spalte",
    removeColumnHint: "Entfernt die letzte Spalte; ihre Elemente wandern in die vorige Spalte",
    count: (n: number) => (n === 1 ? "1 Spalte" : `${n} Spalten`),
    resizeHint: "Breite: Grenze zwischen zwei Spalten ziehen",
  },
  /** Spalten, Zwei Spalten, Drei Spalten, Raster (issue 38). */
  columns: {
    toolbar: "Spaltenbreiten bearbeiten",
    equal: "Gleich breit",
    resizeHint: "Breite: Grenze zwischen zwei Spalten ziehen",
  },
  list: {
    toolbar: "Einträge der Liste bearbeiten",
    addItem: "Eintrag hinzufügen",
    /** Spec §4: a new list item's text. */
    newItem: "New item",
    removeItem: (n: number) => `Eintrag ${n} entfernen`,
    removeItemTitle: (n: number, text: string) => `Eintrag ${n} entfernen: „${text}“`,
  },
} as const;
