/** German strings of the admin dashboard (/admin). The enquiries and account cards use de.inbox and de.admin. */

const number = new Intl.NumberFormat("de-DE");
const n = (value: number) => number.format(value);

export const deDashboard = {
  intro: "Was auf der Website gerade ansteht – jede Karte führt in ihren Bereich.",
  more: (shown: number, total: number) => `${n(shown)} von ${n(total)} – alle anzeigen`,
  visitors: {
    title: "Besucher (7 Tage)",
    visitors: (value: number) => `${n(value)} Besucher`,
    views: (value: number) => `${n(value)} ${value === 1 ? "Seitenaufruf" : "Seitenaufrufe"}`,
    /** Arrow and words, so the direction does not depend on colour. */
    trendUp: (percent: number) => `▲ ${n(percent)} % mehr`,
    trendDown: (percent: number) => `▼ ${n(Math.abs(percent))} % weniger`,
    trendSame: "unverändert",
    trendNone: "kein Vergleich möglich",
    comparedTo: "als in den 7 Tagen davor",
    /** The sparkline's text alternative: one entry per day. */
    chartLabel: (days: string) => `Besucher der letzten 7 Tage: ${days}`,
    chartDay: (weekday: string, visitors: number) => `${weekday} ${n(visitors)}`,
    empty: "In den letzten 7 Tagen wurden noch keine Besuche gezählt.",
    off: "Die Besucherstatistik ist ausgeschaltet. Einschalten können Sie sie in den Einstellungen unter Allgemein › Funktionen › Analytics.",
    toSettings: "Zu den Einstellungen",
  },
  unpublished: {
    title: "Unveröffentlichte Änderungen",
    description: "Gespeicherte Änderungen, die Besucher noch nicht sehen.",
    empty: "Keine offenen Änderungen – alles Gespeicherte ist veröffentlicht.",
    changed: (when: string) => `geändert ${when}`,
  },
  scheduled: {
    title: "Geplante Beiträge",
    description: "Seiten und Beiträge, die zu einem festen Zeitpunkt online gehen.",
    empty: "Nichts geplant. Einen Veröffentlichungstermin legen Sie in den Einstellungen einer Seite oder eines Beitrags fest.",
    at: (when: string) => `am ${when}`,
    overdue: "wird gerade veröffentlicht",
  },
  seo: {
    title: "SEO-Hinweise",
    description: (checked: number) => `Veröffentlichte Seiten mit Verbesserungsbedarf (${n(checked)} geprüft).`,
    empty: "Keine SEO-Hinweise: alle veröffentlichten Seiten bestehen die Prüfung.",
    score: (score: number) => `${n(score)}/100`,
    scoreLabel: (score: number) => `SEO-Bewertung ${n(score)} von 100`,
    problems: (count: number) => `${n(count)} ${count === 1 ? "Hinweis" : "Hinweise"}`,
  },
  revisions: {
    title: "Letzte Änderungen",
    description: "Die neuesten Versionen aller Seiten.",
    empty: "Noch keine Versionen. Sobald jemand eine Seite speichert, erscheint sie hier.",
    by: (name: string) => `von ${name}`,
    unknownAuthor: "System",
    history: (title: string) => `Versionen von „${title}“`,
    /** For a revision without a summary of its own. */
    kinds: {
      save: "Gespeichert",
      created: "Erstellt",
      publish: "Veröffentlicht",
      unpublish: "Veröffentlichung aufgehoben",
      discard: "Änderungen verworfen",
      restore: "Version wiederhergestellt",
      links: "Links aktualisiert",
      fix: "Automatisch korrigiert",
    } as Record<string, string>,
  },
  kinds: {
    basis: "Seite",
    produkt: "Produktseite",
    technical: "Technische Seite",
    referenz: "Referenz",
    blog: "Beitrag",
    presentation: "Präsentation",
  } as Record<string, string>,
  /** Relative times up to a day ago, then the date. */
  relative: {
    justNow: "gerade eben",
    minutes: (m: number) => `vor ${n(m)} ${m === 1 ? "Minute" : "Minuten"}`,
    hours: (h: number) => `vor ${n(h)} ${h === 1 ? "Stunde" : "Stunden"}`,
  },
} as const;
