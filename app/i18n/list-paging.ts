/** German texts of the paged admin lists (issue 38, item 18): pager, search field, sort choice. */
export const deListPaging = {
  previous: "Zurück",
  next: "Weiter",
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pagination: (page: number, pages: number) => `Seitenweise Liste, Seite ${page} von ${pages}`,
  search: "Suchen",
  sort: "Sortierung",
  limitInvalid: "Bitte eine ganze Zahl ab 1 angeben.",
  offsetInvalid: "Bitte eine ganze Zahl ab 0 angeben.",
  pageInvalid: "Bitte eine Seitenzahl ab 1 angeben.",
  /** /admin/redirects */
  redirects: {
    search: "Weiterleitungen suchen (Von oder Nach)",
    searchLabel: "Weiterleitungen durchsuchen",
    sorts: { quelle: "Von (A–Z)", ziel: "Nach (A–Z)", aufrufe: "Meiste Aufrufe", neueste: "Neueste zuerst" },
    count: (n: number) => `${n.toLocaleString("de-DE")} ${n === 1 ? "Weiterleitung" : "Weiterleitungen"}`,
    noMatch: "Keine Weiterleitung passt zur Suche.",
    reset: "Suche zurücksetzen",
  },
  /** /admin/pages */
  pages: {
    rootsHint: (from: number, to: number, roots: number) => `Hauptseiten ${from}–${to} von ${roots}, jeweils mit ihren Unterseiten`,
  },
};
