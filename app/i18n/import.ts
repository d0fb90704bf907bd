/** German strings of the WordPress import: the admin screen 'Import' and its API (issue 28). */
export const deImport = {
  nav: "Import",
  title: "Import",
  intro: "Übernehmen Sie Seiten, Beiträge, Medien, Menüs und alte Adressen aus einer WordPress-Exportdatei (WXR). Ein Probelauf zeigt zuerst, was geschehen würde, ohne etwas zu ändern.",
  metaTitle: "WordPress-Import",

  /** Step 1: the export file. */
  upload: {
    step: "1. Exportdatei hochladen",
    hint: "In WordPress unter Werkzeuge → Daten exportieren → Alle Inhalte erstellt (XML, höchstens 200 MB).",
    choose: "Datei auswählen",
    drop: "Exportdatei hierher ziehen oder",
    dropOverlay: "Exportdatei hier ablegen",
    uploading: (percent: number) => `Wird hochgeladen … ${percent} %`,
    uploaded: (name: string, size: string) => `${name} (${size}) hochgeladen`,
    another: "Andere Datei wählen",
    failed: "Hochladen fehlgeschlagen",
    networkError: "Keine Verbindung zum Server. Bitte versuchen Sie es erneut.",
    onlyOne: "Bitte nur eine Exportdatei auf einmal.",
    fileLabel: "WordPress-Exportdatei (XML)",
  },

  /** Step 2 and 3: dry run, then the import. */
  run: {
    step: "2. Probelauf",
    stepHint: "Der Probelauf liest die ganze Datei und zeigt, was der Import anlegen, ändern oder überspringen würde. Es wird nichts gespeichert.",
    dryRun: "Probelauf starten",
    dryRunAgain: "Probelauf wiederholen",
    importStep: "3. Import",
    importHint: "Legt Seiten, Beiträge, Medien, Weiterleitungen und Menüeinträge an. Ein zweiter Import derselben Datei aktualisiert, was er beim ersten Mal angelegt hat, statt es zu verdoppeln.",
    overwrite: "Hier geänderte Seiten überschreiben",
    overwriteHint: "Ohne diese Option bleiben Seiten, die seit dem letzten Import hier bearbeitet wurden, unverändert.",
    start: "Jetzt importieren",
    starting: "Wird gestartet …",
    runningDry: "Probelauf läuft …",
    runningImport: "Import läuft …",
    runningUnknown: "Import oder Probelauf läuft …",
    afterDryRun: "Verfügbar nach einem Probelauf dieser Datei.",
    needsUpload: "Verfügbar, sobald eine Exportdatei hochgeladen ist.",
    startFailed: "Der Import konnte nicht gestartet werden",
    failedTitle: "Fehlgeschlagen",
    failedDry: "Der Probelauf ist fehlgeschlagen",
    failedImport: "Der Import ist fehlgeschlagen",
    imported: "Import abgeschlossen",
  },

  /** The report (dry run and import). */
  report: {
    title: "Ergebnis",
    empty: "Noch kein Import. Laden Sie eine Exportdatei hoch und starten Sie den Probelauf: er zeigt, was übernommen würde.",
    dryTitle: "Ergebnis des Probelaufs",
    dryNote: "So würde der Import aussehen. Es wurde noch nichts gespeichert.",
    finalTitle: "Import abgeschlossen",
    lastTitle: "Letzter Import",
    lastDryTitle: "Letzter Probelauf",
    site: (title: string) => `Website: ${title}`,
    duration: (seconds: string) => `Dauer: ${seconds} s`,
    finishedAt: (when: string) => `Abgeschlossen am ${when}`,
    caption: "Was der Import anlegt, aktualisiert, unverändert lässt oder überspringt",
    kind: "Art",
    created: "neu",
    updated: "aktualisiert",
    unchanged: "unverändert",
    skipped: "übersprungen",
    failed: "fehlgeschlagen",
    pages: "Seiten",
    posts: "Beiträge",
    media: "Medien",
    redirects: "Weiterleitungen",
    menuEntries: "Menüeinträge",
    categories: "Neue Kategorien",
    none: "keine",
    notes: (n: number) => (n === 1 ? "1 Hinweis" : `${n} Hinweise`),
    noNotes: "Keine Hinweise: alles wurde übernommen.",
    toPages: "Zu den Seiten",
    toBlog: "Zum Blog",
    toMedia: "Zu den Medien",
    toRedirects: "Zu den Weiterleitungen",
    unreadable: "Der Bericht dieser Arbeit kann nicht angezeigt werden.",
  },

  /** API (answers name the field). */
  api: {
    notWxr: "Das ist keine WordPress-Exportdatei (WXR).",
    noFile: "Bitte eine WordPress-Exportdatei (Teil „file“) senden.",
    badForm: "Die Anfrage muss multipart/form-data mit der Datei im Teil „file“ sein.",
    tooLarge: (mb: number) => `Die Datei ist zu groß (höchstens ${mb} MB).`,
    storageFailed: "Die Datei konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
    aborted: "Upload abgebrochen",
    unknownUpload: "Diese hochgeladene Datei gibt es nicht (mehr). Bitte laden Sie die Exportdatei erneut hoch.",
    busy: "Es läuft bereits ein Import. Bitte warten Sie, bis er fertig ist.",
    dryRun: "Bitte angeben, ob es ein Probelauf ist (true oder false).",
    overwrite: "overwrite muss true oder false sein.",
  },

  /** Limits of reading an export (decision 031): the import refuses the file and says why. */
  limits: {
    tooDeep: (levels: number) =>
      `Die Exportdatei ist zu tief verschachtelt (mehr als ${levels} Ebenen; ein WordPress-Export hat höchstens sechs). Sie wurde nicht importiert.`,
    textTooLarge: (mb: number) =>
      `Die Exportdatei enthält ein einzelnes Element mit mehr als ${mb} MB Text. Sie wurde nicht importiert.`,
    outOfMemory: (mb: number) =>
      `Das Lesen der Exportdatei brauchte mehr als ${mb} MB Arbeitsspeicher und wurde abgebrochen. Die Datei wurde nicht importiert.`,
    workerFailed: "Das Lesen der Exportdatei ist unerwartet abgebrochen. Die Datei wurde nicht importiert.",
  },

  /** Logs. */
  log: {
    stored: "Exportdatei für den Import gespeichert",
    swept: "Alte Exportdateien des Imports gelöscht",
    removeFailed: "Exportdatei konnte nicht gelöscht werden",
  },
};
