/**
 * German strings of 'Bilder der alten Website anzeigen' (issue 39, Deliver 7): images an import
 * left at the old site's address, allowed by the Content-Security-Policy while the move lasts.
 */
export const deLegacyImages = {
  section: "Umzug von der alten Website",
  sectionDescription:
    "Nur für die Zeit des Umzugs: Bilder, die der Import nicht übernehmen konnte, verweisen noch auf die alte Website. Die Sicherheitsrichtlinie dieser Website blockiert sie, bis Sie sie hier erlauben.",
  label: "Bilder der alten Website anzeigen",
  hintOff: "Aus: Bilder, die noch auf der alten Website liegen, erscheinen als leere Flächen.",
  hintOn: (hosts: string) => `Ein: Bilder von ${hosts} werden angezeigt. Besucher laden sie dann von dort.`,
  hintEmpty: "Ein: Tragen Sie unten die Adresse der alten Website ein.",
  lastImport: (hosts: string) => `Beim letzten Import blieben Bilder auf ${hosts}.`,
  hosts: "Hosts der alten Website",
  hostsHint:
    "Nur der Name des Hosts, z. B. alt.example.de – ohne https://, Pfad oder *. Schalten Sie die Einstellung aus, sobald die Bilder in der Mediathek sind: dann laden Besucher nichts mehr von der alten Website.",
  newHost: "Neuer Host",
  add: "Hinzufügen",
  remove: (host: string) => `Host „${host}“ entfernen`,
  empty: "Noch kein Host eingetragen.",
  errors: {
    host: "Bitte nur einen Hostnamen angeben, z. B. alt.example.de (ohne https://, Pfad, Port oder *).",
    duplicate: (host: string) => `Der Host „${host}“ ist schon eingetragen.`,
    tooMany: (max: number) => `Höchstens ${max} Hosts.`,
    list: "Bitte eine Liste von Hostnamen angeben, z. B. [\"alt.example.de\"].",
  },
  /** The import report's note (app/server/import/wordpress/import.server.ts). */
  reportNote: (files: string, hosts: string, count: number) =>
    `${files} auf der alten Website (${hosts}). Die Sicherheitsrichtlinie dieser Website lässt nur eigene Bilder zu, deshalb erscheinen diese Bilder als leere Flächen. Während des Umzugs zeigen Sie sie an, indem Sie unter Einstellungen › Allgemein › Umzug von der alten Website „Bilder der alten Website anzeigen“ einschalten (${count === 1 ? "Host" : "Hosts"}: ${hosts}). Dauerhaft: Laden Sie die Dateien in die Mediathek hoch und setzen Sie sie ein, oder importieren Sie erneut, sobald die alte Website erreichbar ist.`,
  reportNoteAllowed: (files: string, hosts: string) =>
    `${files} auf der alten Website (${hosts}). Ihre Bilder werden angezeigt, solange unter Einstellungen › Allgemein › Umzug von der alten Website „Bilder der alten Website anzeigen“ eingeschaltet ist. Dauerhaft: Laden Sie die Dateien in die Mediathek hoch und setzen Sie sie ein, oder importieren Sie erneut, sobald die alte Website erreichbar ist.`,
  reportNoteOther: (files: string) =>
    `${files} auf der alten Website: Bilder von dort zeigt diese Website nicht an (Sicherheitsrichtlinie: nur eigene Bilder). Laden Sie sie in die Mediathek hoch und setzen Sie sie ein, oder importieren Sie erneut, sobald die alte Website erreichbar ist.`,
};
