/** German texts of restoring a backup from the admin and of the probe restore (issue 38 item 16, decision 029). */
export const deRestore = {
  /** Maintenance answer of every instance while a restore runs. */
  maintenance: "Wartungsarbeiten: Die Website wird gerade aus einer Sicherung wiederhergestellt. Bitte versuchen Sie es in einer Minute erneut.",
  maintenanceTitle: "Wartungsarbeiten",
  maintenanceText: "Die Website wird gerade aus einer Sicherung wiederhergestellt und ist in wenigen Minuten wieder erreichbar. Diese Seite lädt sich von selbst neu.",

  /** Buttons in the list. */
  restore: "Wiederherstellen",
  restoreNamed: (name: string) => `Wiederherstellen: ${name}`,
  verify: "Probe-Wiederherstellung",
  verifyNamed: (name: string) => `Probe-Wiederherstellung: ${name}`,
  actionsNamed: (name: string) => `Aktionen für ${name}`,

  /** The confirmation dialog. */
  dialogTitle: "Sicherung wiederherstellen?",
  dialogReplaces: (name: string, when: string) =>
    `Alle Inhalte, Seiten, Beiträge, Medien-Einträge, Einstellungen, Konten und das Protokoll dieser Website werden durch den Stand der Sicherung ${name} vom ${when} ersetzt.`,
  dialogBefore: "Vorher wird automatisch eine Sicherung des aktuellen Stands angelegt. Während der Wiederherstellung zeigt die Website allen Besucherinnen und Besuchern eine Wartungsseite.",
  dialogSessions: "Alle anderen Personen werden abgemeldet. Sie selbst bleiben angemeldet, wenn Ihr Konto auch in der Sicherung enthalten ist.",
  dialogPassword: "Ihr Passwort",
  dialogCode: "Code aus der Authenticator-App (statt des Passworts)",
  dialogReauth: "Bestätigen Sie die Wiederherstellung mit Ihrem Passwort.",
  dialogReauthTwoFactor: "Bestätigen Sie die Wiederherstellung mit Ihrem Passwort oder dem Code Ihrer Authenticator-App.",
  dialogConfirm: "Jetzt wiederherstellen",
  dialogCancel: "Abbrechen",

  /** Progress and report. */
  running: "Wiederherstellung läuft …",
  progressLabel: "Fortschritt der Wiederherstellung",
  maintenanceNote: "Die Website zeigt währenddessen eine Wartungsseite.",
  done: "Sicherung wiederhergestellt",
  failed: "Wiederherstellung fehlgeschlagen",
  startFailed: "Die Wiederherstellung konnte nicht gestartet werden.",
  signInAgain: "Die Wiederherstellung ist beendet und Ihre Anmeldung gehört nicht zum wiederhergestellten Stand. Bitte melden Sie sich neu an.",
  signIn: "Neu anmelden",
  reportTitle: "Bericht der Wiederherstellung",
  reportFrom: (name: string) => `Wiederhergestellt aus ${name}`,
  reportSafety: (name: string) => `Sicherung des vorherigen Stands: ${name}`,
  reportCounts: (tables: number, rows: number, media: number) => `${tables} Tabellen, ${rows.toLocaleString("de-DE")} Zeilen, ${media.toLocaleString("de-DE")} Mediendateien`,
  reportSchema: (from: string, to: string) => (from === to ? `Schemastand ${to}` : `Schemastand der Sicherung ${from}, jetzt ${to}`),
  close: "Schließen",

  /** Probe restore. */
  verifyStarted: "Probe-Wiederherstellung gestartet",
  verifyRunning: "Probe-Wiederherstellung läuft …",
  verifyOk: "Probe-Wiederherstellung erfolgreich: Die Sicherung lässt sich vollständig wiederherstellen.",
  verifyFailed: "Probe-Wiederherstellung: Abweichungen gefunden",
  verifyTitle: (name: string) => `Probe-Wiederherstellung von ${name}`,
  verifyIntro: "Die Sicherung wurde in eine Wegwerf-Datenbank eingespielt, Tabelle für Tabelle mit dem Archiv verglichen und wieder verworfen. Die Website war davon nicht betroffen.",
  verifyTable: "Tabelle",
  verifyRows: "Zeilen",
  verifyResult: "Ergebnis",
  verifyRowOk: "in Ordnung",
  verifyRowBad: (expected: number) => `abweichend (erwartet ${expected.toLocaleString("de-DE")})`,

  /** Uploading an archive. */
  upload: "Sicherung hochladen",
  uploading: "Wird hochgeladen …",
  uploaded: (name: string) => `Sicherung ${name} hochgeladen und geprüft`,
  uploadFailed: "Die Sicherung konnte nicht hochgeladen werden.",
  uploadType: "Bitte eine Sicherungsdatei (.tar.gz) hochladen.",
  uploadTooLarge: "Die Datei ist zu groß für eine Sicherung (höchstens 20 GB).",
  uploadFull: "Kein freier Speicherplatz für die hochgeladene Sicherung.",
  uploadHint: "Eine heruntergeladene Sicherung (.tar.gz) hochladen: Sie wird geprüft und erscheint dann in der Liste.",

  /** Server messages. */
  reauthMissing: "Bitte geben Sie Ihr Passwort (oder den Code Ihrer Authenticator-App) ein.",
  reauthWrong: "Passwort oder Code ist falsch. Es wurde nichts verändert.",
  busy: "Es läuft bereits eine Sicherung oder Wiederherstellung. Bitte warten Sie, bis sie fertig ist.",
  probeDone: "Probe-Wiederherstellung abgeschlossen",
  logRestored: "Sicherung aus der Verwaltung wiederhergestellt",
  logRestoreFailed: "Wiederherstellung aus der Verwaltung fehlgeschlagen",
  safetyProgress: (message: string) => `Sicherung des aktuellen Stands: ${message}`,
  upgrading: (from: string, to: string) => `Die Sicherung (Schemastand ${from}) wird auf den aktuellen Stand ${to} gebracht …`,
};
