/** An address in a sentence; the root named as the home page. */
const where = (address: string) => (address === "/" ? "/ (Startseite)" : address);

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

  /** Step 1, optional second file: a ZIP of wp-content/uploads (issue 39, Deliver 6). */
  media: {
    /** 'Medien aus einer Sicherung (ZIP von wp-content/uploads)': the part in brackets is kept on one line. */
    label: "Medien aus einer Sicherung",
    labelSource: "(ZIP von wp-content/uploads)",
    hint: "Optional: Ist die alte Website nicht mehr erreichbar, nimmt der Import Bilder und Dateien aus dieser ZIP-Datei statt aus dem Netz. Packen Sie dazu den Ordner wp-content/uploads vom Webspace oder aus einer Sicherung als ZIP (höchstens 2 GB je Datei; ist er größer, etwa ein Jahresordner je ZIP-Datei: sie ergänzen einander).",
    choose: "ZIP-Datei auswählen",
    uploading: (percent: number) => `Wird hochgeladen … ${percent} %`,
    unpacking: "Wird entpackt …",
    uploaded: (name: string, size: string, files: number) => `${name} (${size}, ${files.toLocaleString("de-DE")} ${files === 1 ? "Datei" : "Dateien"})`,
    total: (files: number) => `Zusammen ${files.toLocaleString("de-DE")} ${files === 1 ? "Datei" : "Dateien"}`,
    add: "Weitere ZIP-Datei hinzufügen",
    remove: "ZIP-Dateien entfernen",
    removed: "ZIP-Dateien entfernt",
    needsUpload: "Verfügbar, sobald eine Exportdatei hochgeladen ist.",
    fileLabel: "ZIP-Datei mit wp-content/uploads",
    /** The report's note: "12 Dateien aus der ZIP-Datei „uploads.zip“ übernommen". */
    source: (names: readonly string[]) => (names.length === 1 ? `der ZIP-Datei „${names[0]}“` : `den ZIP-Dateien ${names.map((n) => `„${n}“`).join(", ")}`),
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
    keepDemo: "Demo-Inhalte behalten",
    keepDemoHint: "Ohne diese Option ersetzt der Import die noch unveränderten Demo-Inhalte (Seiten, Beiträge, Menü, Medien). Eigene Inhalte bleiben immer erhalten.",
    start: "Jetzt importieren",
    options: "Optionen",
    asDrafts: "Als Entwurf importieren",
    asDraftsHint: "Alles kommt unveröffentlicht an: Besucher sehen nichts davon, bis Sie es veröffentlichen (einzeln oder alles auf einmal im Bericht).",
    menu: "Menü",
    menuImport: "übernehmen",
    menuImportHint: "Das Menü der alten Website ersetzt die Menüeinträge der importierten Seiten.",
    menuKeep: "nicht ändern",
    menuKeepHint: "Das Menü dieser Website bleibt, wie es ist; importierte Seiten erscheinen nicht im Menü.",
    discard: "Verwerfen",
    discarded: "Hochgeladene Datei und Probelauf verworfen",
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

  /**
   * Own pages at an imported page's address (issue 39): the report's group 'Gleiche Adresse', the
   * choice on the screen after the dry run, the page's version kept before it is replaced.
   */
  collisions: {
    wouldKeep: (address: string, title: string, next: string) =>
      `Adresse ${where(address)} hat hier schon die Seite „${title}“: sie bliebe, die importierte Seite erhielte ${next} (oder „Vorhandene Seiten mit gleicher Adresse ersetzen“ wählen)`,
    kept: (address: string, title: string, next: string) => `Adresse ${where(address)} hat hier schon die Seite „${title}“: sie bleibt, importiert unter ${next}`,
    wouldReplace: (address: string, title: string) => `Adresse ${where(address)}: die Seite „${title}“ hier würde ersetzt; ihr bisheriger Inhalt bliebe als Version erhalten`,
    replaced: (address: string, title: string) => `Adresse ${where(address)}: die Seite „${title}“ hier wurde ersetzt; ihr bisheriger Inhalt ist als Version erhalten (Seite bearbeiten → Versionen)`,
    versionSummary: "Stand vor dem WordPress-Import (durch die importierte Seite ersetzt)",
    /** The screen's choice (step 3). */
    title: (n: number) => (n === 1 ? "1 Seite mit gleicher Adresse" : `${n} Seiten mit gleicher Adresse`),
    hint: "Diese Seiten gibt es hier schon unter der Adresse, die eine importierte Seite hat. Was soll geschehen?",
    keep: "Behalten (importierte Seiten erhalten eine neue Adresse)",
    keepHint: "Ihre Seiten bleiben unverändert; die importierten Seiten erscheinen unter der oben genannten neuen Adresse.",
    replace: "Vorhandene Seiten mit gleicher Adresse ersetzen",
    replaceHint: "Die importierten Inhalte kommen in Ihre Seiten. Nichts geht verloren: der bisherige Inhalt jeder Seite bleibt als Version erhalten und lässt sich unter Versionen wiederherstellen.",
    home: "Startseite",
    existing: "Seite hier",
    outcomeKeep: (next: string) => `bleibt; importiert unter ${next}`,
    outcomeReplace: "wird ersetzt (Version bleibt)",
    /** The command line's section. */
    cliTitle: (n: number, dryRun: boolean, replaced: boolean) =>
      `Gleiche Adresse (${n}): ${replaced ? (dryRun ? "vorhandene Seiten würden ersetzt, ihr Inhalt bliebe als Version erhalten" : "vorhandene Seiten ersetzt, ihr Inhalt ist als Version erhalten") : `vorhandene Seiten ${dryRun ? "blieben" : "bleiben"}; mit --overwrite ersetzt der Import sie (ihr Inhalt bleibt als Version erhalten)`}`,
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
    drafts: (n: number) => (n === 1 ? "1 Seite oder Beitrag als Entwurf übernommen" : `${n} Seiten und Beiträge als Entwurf übernommen`),
    draftsLabel: "Entwürfe",
    publishAll: "Alle importierten Inhalte veröffentlichen",
    publishAllConfirm: (n: number) => `${n === 1 ? "1 importierte Seite oder Beitrag" : `${n} importierte Seiten und Beiträge`} jetzt veröffentlichen?`,
    published: (n: number) => (n === 1 ? "1 Seite oder Beitrag veröffentlicht" : `${n} Seiten und Beiträge veröffentlicht`),
    menuKept: "Menü nicht geändert (Option „Menü: nicht ändern“)",
    groups: { collisions: "Gleiche Adresse", content: "Inhalte", media: "Medien", menu: "Menü", redirects: "Weiterleitungen", general: "Allgemein" },
    filterAll: "Alle",
    filterLabel: "Hinweise filtern",
    csv: "Bericht als CSV herunterladen",
    csvHeader: ["Bereich", "Eintrag", "Hinweis"],
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
    keepDemo: "keep_demo muss true oder false sein.",
    asDrafts: "as_drafts muss true oder false sein.",
    menu: "menu muss „import“ (Menü übernehmen) oder „keep“ (Menü nicht ändern) sein.",
    replaceExisting: "replace_existing muss true oder false sein.",
    unknownJob: "Diesen Import gibt es nicht (mehr).",
    dryRunNothing: "Ein Probelauf hat nichts angelegt, das veröffentlicht werden könnte.",
    /** POST /api/import/{upload}/media (the ZIP of wp-content/uploads); each names the field `file`. */
    noZip: "Bitte eine ZIP-Datei mit wp-content/uploads (Teil „file“) senden.",
    zipTooLarge: (gb: number) => `Die ZIP-Datei ist zu groß (höchstens ${gb.toLocaleString("de-DE")} GB). Packen Sie nur den Ordner wp-content/uploads, ohne Sicherungen und Caches von Plugins.`,
    notZip: "Das ist keine ZIP-Datei. Bitte packen Sie den Ordner wp-content/uploads als ZIP-Datei.",
    zipBroken: "Die ZIP-Datei ist beschädigt oder unvollständig. Es wurde nichts übernommen.",
    zipEmpty: "Die ZIP-Datei enthält keine Dateien.",
    zipNoUploads: "In der ZIP-Datei ist der Ordner wp-content/uploads leer. Es wurde nichts übernommen.",
    noMedia: "Zu dieser Exportdatei gibt es keine ZIP-Datei der Medien (mehr).",
    zipTooManyEntries: (max: number) => `Die ZIP-Datei enthält mehr als ${max.toLocaleString("de-DE")} Einträge. Es wurde nichts übernommen.`,
    zipTooLargeUnpacked: (gb: number) => `Die ZIP-Datei wäre entpackt größer als ${gb.toLocaleString("de-DE")} GB. Es wurde nichts übernommen.`,
    zipUnsafePath: (name: string) => `Die ZIP-Datei enthält einen unzulässigen Pfad („${name}“): Einträge müssen innerhalb des Ordners liegen. Es wurde nichts übernommen.`,
    zipLink: (name: string) => `Die ZIP-Datei enthält eine Verknüpfung oder Sonderdatei („${name}“). Es wurde nichts übernommen.`,
    zipEncrypted: (name: string) => `Die ZIP-Datei ist verschlüsselt („${name}“). Bitte packen Sie sie ohne Passwort. Es wurde nichts übernommen.`,
    zipUnsupported: (name: string) => `Die ZIP-Datei verwendet ein nicht unterstütztes Packverfahren („${name}“). Bitte packen Sie sie als gewöhnliche ZIP-Datei. Es wurde nichts übernommen.`,
    zipDuplicate: (name: string) => `Die ZIP-Datei enthält „${name}“ mehrfach. Es wurde nichts übernommen.`,
    zipNoSpace: "Auf dem Server ist nicht genug Speicherplatz, um die ZIP-Datei zu entpacken. Es wurde nichts übernommen.",
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
    mediaStored: "ZIP-Datei der Medien für den Import entpackt",
    mediaRefused: "ZIP-Datei der Medien abgelehnt",
  },
};
