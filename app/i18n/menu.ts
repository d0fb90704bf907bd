/**
 * German strings of menu control, breadcrumbs and the admin bar (issue 25 items 7, 8, 13). The
 * admin bar's labels are public-bundle strings (the site runtime draws the bar).
 */
export const deMenu = {
  field: {
    showInMenu: "Im Menü anzeigen",
    showInMenuHint: "Die Seite erscheint in der Hauptnavigation der Website (unter ihrer übergeordneten Seite).",
    menuTitle: "Menütitel",
    menuTitleHint: "Kurze Bezeichnung für Menü und Brotkrümelnavigation. Leer: der Seitentitel.",
    menuTitleTooLong: (max: number) => `Der Menütitel darf höchstens ${max} Zeichen lang sein.`,
  },
  links: {
    title: "Eigene Menüeinträge",
    description:
      "Links auf andere Websites im Hauptmenü, z. B. zum Shop. Sie öffnen sich in einem neuen Tab. Die Position ordnet sie zwischen die Seiten ein (Seiten haben die Sortierung 10, 20, 30 …).",
    empty: "Noch keine eigenen Menüeinträge.",
    add: "Menüeintrag hinzufügen",
    remove: (label: string) => `Menüeintrag „${label || "ohne Bezeichnung"}“ entfernen`,
    label: "Bezeichnung",
    url: "Adresse (https://… oder /blog)",
    parent: "Unter Seite",
    noParent: "Hauptmenü (oberste Ebene)",
    position: "Position",
    labelRequired: "Bitte geben Sie eine Bezeichnung ein.",
    labelTooLong: (max: number) => `Die Bezeichnung darf höchstens ${max} Zeichen lang sein.`,
    urlInvalid: "Bitte geben Sie eine vollständige Adresse mit http:// oder https:// ein – oder /blog bzw. /downloads.",
    position_invalid: "Die Position muss eine ganze Zahl sein.",
    tooMany: (max: number) => `Höchstens ${max} eigene Menüeinträge.`,
  },
  site: {
    /** Announced after an external menu entry's label (it opens a new tab). */
    newTab: "(öffnet in neuem Tab)",
    currentSection: "Aktueller Bereich",
  },
  adminBar: {
    label: "Admin-Leiste",
    editPage: "Seite bearbeiten",
    editHere: "Hier bearbeiten",
    admin: "Verwaltung",
    signedInAs: (name: string, role: string) => `Angemeldet als ${name} (${role})`,
  },
} as const;
