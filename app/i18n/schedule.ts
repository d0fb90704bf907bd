/** German strings of scheduled publishing (issue 15 item 4). */
export const deSchedule = {
  /** Page settings. */
  field: "Veröffentlichen am",
  hint: "Zu diesem Zeitpunkt geht der gespeicherte Arbeitsstand von selbst online. Sofort veröffentlichen oder offline nehmen entfernt den Zeitplan.",
  clear: "Zeitplan entfernen",
  scheduledFor: (when: string) => `Geplant: ${when}`,
  /** API validation (400 names the field). */
  invalid: "Ungültiger Zeitpunkt: ISO 8601 mit Zeitzone erwartet, z. B. 2026-05-01T09:00:00Z, oder null",
  /** Revision summaries and the history. */
  scheduled: (when: string) => `Veröffentlichung geplant: ${when}`,
  unscheduled: "Zeitplan entfernt",
  /** OpenAPI. */
  apiNote: "Zeitpunkt (ISO 8601 mit Zeitzone), zu dem der Arbeitsstand von selbst veröffentlicht wird; null entfernt den Zeitplan. Ein Zeitpunkt in der Vergangenheit bedeutet: beim nächsten Durchlauf. Sofort veröffentlichen oder offline nehmen entfernt ihn.",
  /** Logs. */
  published: "Geplante Seite veröffentlicht",
  failed: "Geplante Veröffentlichung fehlgeschlagen",
};
