import { deSortable } from "./sortable";

/** German texts of /admin/downloads (spec §2 admin downloads, §9 preview 'und n weitere'). */
export const deDownloadsAdmin = {
  title: "Downloads",
  intro: "Legen Sie fest, welche Ordner der Medienbibliothek auf der Downloads-Seite erscheinen und in welcher Reihenfolge.",
  viewPage: "Downloads-Seite ansehen",
  manageMedia: "Zur Medienbibliothek",
  folders: "Ordner",
  foldersHint: "Dateien in Download-Ordnern sind für alle Besucher abrufbar. Neue Ordner legen Sie in der Medienbibliothek an.",
  noFolders: "Es gibt noch keine Ordner. Legen Sie in der Medienbibliothek einen Ordner an und laden Sie Dateien hinein.",
  downloadFolder: "Download-Ordner",
  searchPlaceholder: "Ordner suchen…",
  searchLabel: "Ordner durchsuchen",
  folderCount: (n: number) => `${n.toLocaleString("de-DE")} Ordner`,
  noMatch: "Kein Ordner passt zur Suche.",
  previewLoading: "Vorschau wird geladen…",
  fileCount: (n: number) => (n === 1 ? "1 Datei" : `${n} Dateien`),
  order: "Reihenfolge auf der Downloads-Seite",
  orderHint: "Ziehen Sie die Ordner in die gewünschte Reihenfolge oder verschieben Sie sie mit den Pfeil-Schaltflächen.",
  dragHandle: (name: string) => `${name} verschieben`,
  moveUp: (name: string) => `${name} nach oben`,
  moveDown: (name: string) => `${name} nach unten`,
  preview: "Vorschau",
  previewHint: "So listet die Downloads-Seite die Dateien dieses Ordners.",
  emptyFolder: "Dieser Ordner enthält noch keine Dateien.",
  /** Spec §9: the preview shows 10 files, then 'und n weitere'. */
  more: (n: number) => `und ${n} weitere`,
  rootFiles: "Dateien ohne Ordner",
  noDownloadFolder:
    "Kein Ordner ist als Download-Ordner markiert. Die Downloads-Seite zeigt deshalb alle Dateien, die in keinem Ordner liegen.",
  noRootFiles: "Es liegen keine Dateien außerhalb von Ordnern – die Downloads-Seite ist leer.",
  disabled: "Die Downloads sind in den Einstellungen deaktiviert: Der Link im Fußbereich fehlt, die Seite /downloads bleibt aber erreichbar.",
  openSettings: "Einstellungen öffnen",
  flagOn: (name: string) => `„${name}“ erscheint jetzt auf der Downloads-Seite`,
  flagOff: (name: string) => `„${name}“ erscheint nicht mehr auf der Downloads-Seite`,
  flagFailed: "Der Ordner konnte nicht geändert werden",
  orderSaved: "Reihenfolge gespeichert",
  orderFailed: "Die Reihenfolge konnte nicht gespeichert werden",
  announce: deSortable.announce,
  instructions:
    "Drücken Sie die Leertaste, um einen Ordner aufzunehmen. Verschieben Sie ihn mit den Pfeiltasten und legen Sie ihn mit der Leertaste ab. Escape bricht ab.",
};
