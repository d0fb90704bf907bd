import { DAILY_DISTINCT, MAX_RANGE_DAYS } from "~/lib/analytics";

/** German strings of the visitor statistics (/admin/analytics, /api/analytics). */
export const deAnalytics = {
  /** Referrers and campaigns beyond a day's cap (issue 26), one line in the lists. */
  other: "Andere",
  errors: {
    day: "Bitte ein Datum im Format JJJJ-MM-TT angeben",
    order: "Das Enddatum liegt vor dem Startdatum",
    tooLong: (days: number) => `Höchstens ${days} Tage auf einmal`,
  },
  csv: {
    filename: (from: string, to: string) => `besucherstatistik-${from}-bis-${to}.csv`,
    header: ["Bereich", "Eintrag", "Seitenaufrufe", "Besucher"],
    sections: {
      day: "Tag",
      page: "Seite",
      referrer: "Herkunft",
      campaign: "Kampagne",
      device: "Gerät",
      browser: "Browser",
      notFound: "Nicht gefunden (404)",
    },
  },
  devices: { desktop: "Desktop", mobile: "Mobil", tablet: "Tablet" },
  /** The screen /admin/analytics. */
  screen: {
    intro: (range: string, previous: string) => `${range} · verglichen mit ${previous}`,
    countingHint:
      "Gezählt wird ohne Cookies: Besucher werden nur innerhalb eines Tages wiedererkannt. „Besucher“ eines Zeitraums ist daher die Summe der Besucher je Tag – wer an zwei Tagen kommt, zählt zweimal.",
    disabled: "Die Besucherstatistik ist ausgeschaltet – neue Besuche werden nicht gezählt. Bereits gezählte Besuche bleiben sichtbar.",
    disabledLink: "In den Einstellungen einschalten",
    rangeFallback: "Der Zeitraum in der Adresse war ungültig; angezeigt werden die letzten 30 Tage.",
    ranges: {
      label: "Zeitraum",
      presets: { "7": "7 Tage", "30": "30 Tage", "90": "90 Tage", year: "Dieses Jahr" },
      custom: "Benutzerdefiniert",
      from: "Von",
      to: "Bis",
      apply: "Anwenden",
      required: "Bitte ein Datum angeben",
    },
    exportCsv: "CSV exportieren",
    exportHint: (from: string, to: string) => `Alle Zahlen vom ${from} bis ${to} als CSV-Datei (für Excel)`,
    summary: {
      visitors: "Besucher",
      views: "Seitenaufrufe",
      perVisitor: "Seiten pro Besucher",
      previous: (value: string) => `Vorzeitraum: ${value}`,
      noTrend: "–",
      noTrendLabel: "Kein Vergleich möglich: im Vorzeitraum wurde nichts gezählt",
      up: (percent: string) => `${percent} mehr als im Vorzeitraum`,
      down: (percent: string) => `${percent} weniger als im Vorzeitraum`,
      same: "Genauso viel wie im Vorzeitraum",
    },
    chart: {
      title: "Besucher und Seitenaufrufe",
      visitors: "Besucher",
      views: "Seitenaufrufe",
      previousVisitors: "Besucher (Vorzeitraum)",
      date: "Datum",
      loading: "Diagramm wird geladen …",
      failed: "Das Diagramm konnte nicht geladen werden. Die Zahlen stehen in der Tabelle.",
      showTable: "Als Tabelle anzeigen",
      hideTable: "Tabelle ausblenden",
      summary: (days: number, from: string, to: string, visitors: string, views: string, peak: string | null) =>
        `Liniendiagramm über ${days} Tage vom ${from} bis ${to}: zusammen ${visitors} Besucher und ${views} Seitenaufrufe` +
        (peak ? `, die meisten Besucher am ${peak}.` : "."),
      tableCaption: "Besucher und Seitenaufrufe je Tag",
    },
    lists: {
      views: "Aufrufe",
      visitors: "Besucher",
      share: "Anteil",
      showAll: (count: number) => `Alle anzeigen (${count})`,
      showLess: "Weniger anzeigen",
      openPage: "Seite auf der Website öffnen (neuer Tab)",
      pages: { title: "Beliebteste Seiten", column: "Seite", empty: "Noch keine Seitenaufrufe in diesem Zeitraum." },
      referrers: {
        title: "Herkunft",
        column: "Website",
        hint: `Besuche über Links anderer Websites; direkte Aufrufe und Lesezeichen erscheinen hier nicht. „Andere“ fasst die Websites zusammen, die an einem Tag nach den ersten ${DAILY_DISTINCT.referrers} verschiedenen kamen.`,
        empty: "Noch keine Besuche über Links anderer Websites in diesem Zeitraum.",
      },
      campaigns: {
        title: "Kampagnen",
        column: "Kampagne",
        hint: `„Andere“ fasst die Kampagnen zusammen, die an einem Tag nach den ersten ${DAILY_DISTINCT.campaigns} verschiedenen kamen.`,
        empty: "Keine Kampagnen in diesem Zeitraum. Links mit ?utm_campaign=name (z. B. im Newsletter) erscheinen hier.",
      },
      devices: { title: "Geräte", column: "Gerät", empty: "Noch keine Besucher in diesem Zeitraum." },
      browsers: { title: "Browser", column: "Browser", empty: "Noch keine Besucher in diesem Zeitraum." },
    },
    notFound: {
      title: "Nicht gefunden (404)",
      hint: `Adressen, die Besucher aufgerufen haben und die es nicht gibt – oft alte oder falsch gesetzte Links anderer Websites. Gespeichert werden höchstens ${DAILY_DISTINCT.notFoundPaths} verschiedene Adressen am Tag.`,
      path: "Adresse",
      hits: "Aufrufe",
      redirect: "Weiterleitung",
      redirectTo: (to: string) => `→ ${to}`,
      redirectLink: (from: string, to: string) => `Weiterleitung von ${from} nach ${to} (in Weiterleitungen öffnen)`,
      create: "Weiterleitung anlegen",
      createFor: (path: string) => `Weiterleitung anlegen für ${path}`,
      empty: "Keine Aufrufe nicht vorhandener Adressen in diesem Zeitraum.",
      dialogTitle: "Weiterleitung anlegen",
      dialogText: "Besucher dieser Adresse werden dauerhaft (301) auf die neue Adresse weitergeleitet.",
      from: "Von",
      to: "Nach (Seite oder URL)",
      toPlaceholder: "/neue-seite",
      toHint: "Vorschläge: die Seiten der Website. Auch eine vollständige URL ist möglich.",
      toRequired: "Bitte die neue Adresse angeben",
      save: "Weiterleitung speichern",
      saving: "Wird gespeichert …",
    },
    live: {
      title: "Jetzt auf der Website",
      description: (minutes: number) => `Besucher der letzten ${minutes} Minuten`,
      visitors: "Besucher",
      views: "Seitenaufrufe",
      pages: "Gerade aufgerufen",
      empty: "Gerade ist niemand auf der Website.",
      asOf: (time: string) => `Stand: ${time}`,
      loading: "Wird geladen …",
      failed: "Nicht erreichbar – neuer Versuch in 10 Sekunden.",
    },
  },
} as const;

/** The messages of rangeErrors (app/lib/analytics.ts), for the API and the screen alike. */
export function rangeMessages() {
  return { day: deAnalytics.errors.day, order: deAnalytics.errors.order, tooLong: deAnalytics.errors.tooLong(MAX_RANGE_DAYS) };
}
