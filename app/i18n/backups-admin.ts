/** German texts of scheduled backups and the admin screen 'Sicherungen' (issue 28 item 3). */
export const deBackups = {
  title: "Sicherungen",
  intro: "Sicherungen enthalten alle Inhalte, Einstellungen, Konten und Mediendateien der Website in einer Datei. Laden Sie regelmäßig eine Sicherung herunter und bewahren Sie sie an einem anderen Ort auf.",
  createNow: "Jetzt sichern",
  creating: "Sicherung läuft …",
  started: "Sicherung gestartet",
  done: (name: string) => `Sicherung ${name} angelegt`,
  failed: "Sicherung fehlgeschlagen",
  /** Notes of a finished backup (e.g. a media file deleted while it ran). */
  warnings: (notes: string[]) => (notes.length <= 2 ? notes.join(" ") : `${notes.slice(0, 2).join(" ")} (und ${notes.length - 2} weitere Hinweise)`),
  startFailed: "Die Sicherung konnte nicht gestartet werden.",
  progressLabel: "Fortschritt der Sicherung",

  /** The list. */
  list: "Vorhandene Sicherungen",
  empty: "Es gibt noch keine Sicherung. Klicken Sie auf 'Jetzt sichern', um die erste anzulegen.",
  file: "Datei",
  created: "Angelegt",
  size: "Größe",
  download: "Herunterladen",
  downloadNamed: (name: string) => `Herunterladen: ${name}`,
  count: (n: number) => (n === 1 ? "1 Sicherung" : `${n} Sicherungen`),

  /** The schedule. */
  schedule: "Zeitplan",
  scheduleText: (hour: number, days: number) => `Täglich um ${hour} Uhr, ${days === 1 ? "1 Tag" : `${days} Tage`} aufbewahrt`,
  scheduleOff: "Keine tägliche Sicherung (BACKUP_HOUR=off). Sichern Sie von Hand oder auf anderem Weg.",
  scheduleHint: "Ändern lässt sich der Zeitplan mit den Umgebungsvariablen BACKUP_HOUR und BACKUP_KEEP des Servers.",
  whereLocal: "Ablage: Verzeichnis backups im Datenverzeichnis des Servers (DATA_DIR/backups)",
  whereS3: "Ablage: S3-Bucket der Website, Ordner backups/",
  lastOk: (when: string) => `Letzte Sicherung: ${when}`,
  lastFailed: "Letzte Sicherung fehlgeschlagen",
  lastFailedAt: (when: string) => `Am ${when}:`,
  never: "Bisher wurde noch keine Sicherung angelegt.",
  toBackups: "Zu den Sicherungen",

  /** Restoring. */
  restore: "Wiederherstellen",
  restoreIntro:
    "Über 'Wiederherstellen' in der Liste spielen Sie eine Sicherung bei laufender Website ein; 'Probe-Wiederherstellung' prüft sie vorher, ohne etwas zu verändern. Ohne laufende Website (z. B. auf einem neuen Server) geht es mit diesem Befehl im Verzeichnis der Website:",
  restoreSteps: [
    "Stoppen Sie vorher den Server; solange er läuft, verweigert der Befehl die Wiederherstellung.",
    "Die Datei muss auf dem Server liegen (z. B. mit scp kopiert), und DATA_DIR und DATABASE_URL müssen dieselben sein wie beim Server.",
    "Ohne --replace wird nur in eine leere Datenbank wiederhergestellt. Mit --replace werden vorhandene Inhalte ersetzt.",
    "Die Datenbank darf eine andere sein als beim Sichern (SQLite oder PostgreSQL, über DATABASE_URL).",
    "Damit die Zwei-Faktor-Anmeldung weiter funktioniert, muss AUTH_SECRET (bzw. die Datei auth-secret im Datenverzeichnis) dieselbe sein wie auf dem gesicherten Server.",
  ],
  restoreCommand: "npm run cms -- restore <datei> [--replace]",
  copy: "Befehl kopieren",
  copied: "Befehl kopiert",
  copyFailed: "Kopieren nicht möglich – bitte den Befehl markieren und kopieren.",

  /** API and server. */
  invalidName: "Ungültiger Dateiname: erwartet wird cms-backup-JJJJ-MM-TT-hhmmss.tar.gz",
  notFound: "Sicherung nicht gefunden",
  alreadyRunning: "Es läuft bereits eine Sicherung. Bitte warten Sie, bis sie fertig ist.",
  errorFull: "Kein freier Speicherplatz für die Sicherung: Datenträger oder Bucket ist voll.",
  errorWrite: (detail: string) => `Die Sicherung konnte nicht geschrieben werden (${detail}).`,
  abandoned: "Die Sicherung wurde abgebrochen, weil der Server während der Arbeit beendet wurde.",
  /** Logs. */
  logDone: "Sicherung angelegt",
  logFailed: "Sicherung fehlgeschlagen",
  logPruned: "Alte Sicherungen entfernt",
  logScheduleFailed: "Zeitplan der Sicherungen: Prüfung fehlgeschlagen",
};
