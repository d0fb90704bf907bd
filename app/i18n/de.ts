/**
 * Every German UI string. Wording follows ../shared/spec/product-spec.md where it gives one.
 * Grouped by area; functions for strings with values.
 */
export const de = {
  site: {
    notFoundTitle: "Seite nicht gefunden",
    notFoundHeading: "Oops! Page not found",
    notFoundLink: "Return to Home",
    pageNotFound: (slug: string) => `Seite "${slug}" nicht gefunden`,
    noContent: "Diese Seite hat noch keinen Inhalt.",
    noContentAvailable: "Kein Inhalt verfügbar.",
    loading: "Lädt...",
    home: "Home",
    skipToContent: "Zum Inhalt springen",
    mainNavigation: "Hauptnavigation",
    legal: "Rechtliches",
    menu: "Menü",
    allRightsReserved: "Alle Rechte vorbehalten",
    errorTitle: "Ein Fehler ist aufgetreten",
    errorText: "Bitte versuchen Sie es später erneut.",
  },
  blocks: {
    unknownType: (type: string) => `Unbekannter Block-Typ: ${type}`,
    unsupported: "Dieser Block-Typ wird nicht unterstützt.",
    readTime: (minutes: number) => `${minutes} Min. Lesezeit`,
  },
  // UI kit strings (app/components/ui) live in this section.
  ui: {
    close: "Schließen",
    cancel: "Abbrechen",
    confirm: "Bestätigen",
    notifications: "Benachrichtigungen",
    closeNotification: "Benachrichtigung schließen",
    sliderMinimum: "Minimum",
    sliderMaximum: "Maximum",
    sliderValue: (position: number, count: number) => `Wert ${position} von ${count}`,
  },
} as const;
