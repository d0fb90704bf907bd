import { z } from "zod";
import { ROLES } from "./access";
import { BLOCK_CATEGORIES, FIELD_KINDS } from "./block-vocabulary";
import { DELIVERY_STATES } from "./inbox";
import { CONTENT_TYPES } from "./pages";

/**
 * What the JSON API answers, as zod schemas: the OpenAPI document (/api/docs) is generated from
 * them, and the API's integration tests parse real answers with them, so the description cannot
 * drift from what the routes send. Request bodies have their schemas beside their areas
 * (page-schema.ts, settings.ts, inbox-schema.ts); the routes parse every write with those.
 *
 * Objects are not strict: an answer may carry more fields than described here.
 */

const timestamp = z.string().meta({ format: "date-time" });
const id = z.string();

export const apiErrorSchema = z
  .object({
    error: z.string().meta({ description: "Deutsche Meldung für die Oberfläche" }),
    code: z.string().optional().meta({
      description: "Art des Konflikts, z. B. version, slug, legal, cycle, parent",
    }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "Feldname → deutsche Meldung" }),
  })
  .meta({ description: "Fehler mit deutscher Meldung" });

export const validationErrorSchema = z
  .object({
    error: z.string().meta({ examples: ["Ungültige Eingaben"] }),
    fields: z.record(z.string(), z.string()).meta({
      description: "Jedes fehlerhafte Feld mit deutscher Meldung; `_` für die Anfrage als Ganzes",
    }),
  })
  .meta({ description: "Ungültige Eingaben; nichts wurde gespeichert" });

export const blockSchema = z
  .object({
    id,
    type: z.string().meta({ examples: ["heading", "section", "flexible-row"] }),
    content: z.record(z.string(), z.unknown()).meta({
      description: "Inhalt nach dem Schema des Bausteins (GET /api/blocks)",
    }),
    style: z.record(z.string(), z.unknown()).nullable().optional(),
    slots: z.record(z.string(), z.array(z.unknown())).optional().meta({
      description: 'Verschachtelte Blöcke je benanntem Bereich des Bausteins, z. B. "children" oder "columns[0]", "columns[1]" … (die Spalten einer flexiblen Zeile); leere Bereiche fehlen',
    }),
    children: z.array(z.unknown()).nullable().optional().meta({
      description: "Ältere Form der verschachtelten Blöcke (eine Liste oder eine Liste je Spalte); wird beim Speichern in `slots` übernommen",
      deprecated: true,
    }),
  })
  .meta({ description: "Ein Baustein der Seite" });

export const pageContentSchema = z.array(blockSchema).meta({ description: "Blockliste; bei Präsentationen Bausteine vom Typ slide (Titel, Bild, Inhalt in children)" });

export const pageSummarySchema = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  parent_id: z.string().nullable(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  is_legal: z.boolean(),
  content_type: z.enum(CONTENT_TYPES),
  show_in_footer_navigation: z.boolean(),
  show_in_menu: z.boolean().optional().meta({ description: "Im Hauptmenü anzeigen" }),
  menu_title: z.string().nullable().optional().meta({ description: "Menütitel: kurze Bezeichnung in Menü und Brotkrümeln; null: der Titel" }),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  version: z.number().int().meta({
    description: "Steigt bei jeder Änderung; bei PATCH mitsenden (veraltet → 409)",
  }),
  published_at: timestamp.nullable().optional().meta({ description: "Letzte Veröffentlichung; null: nie veröffentlicht" }),
  has_unpublished_changes: z.boolean().optional().meta({
    description: "Der Arbeitsstand (Titel, Inhalt, Meta-Angaben) weicht vom veröffentlichten Stand ab; für Besucher immer false",
  }),
  publish_at: timestamp.nullable().optional().meta({
    description: "Geplante Veröffentlichung des Arbeitsstands; null: kein Zeitplan; für Besucher immer null",
  }),
});

export const treePageSchema = pageSummarySchema.extend({
  depth: z.number().int().min(0).meta({ description: "Tiefe im Seitenbaum (0 = oberste Ebene)" }),
});

export const pageSchema = pageSummarySchema.extend({
  content: pageContentSchema,
});

export const revisionSchema = z.object({
  id,
  page_id: z.string(),
  title: z.string(),
  slug: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  summary: z.string().meta({ examples: ["Inhalt geändert (3 Blöcke)", "Slug: alt → neu"] }),
  author_id: z.string().nullable(),
  author: z.object({ name: z.string(), email: z.string() }).nullable().optional(),
  kind: z.string().meta({
    description: "Art der Version; Speicherungen einer Person innerhalb von 10 Minuten ergeben eine Version",
  }),
  created_at: timestamp,
  updated_at: timestamp.nullable().meta({ description: "Letzte Speicherung dieser Version" }),
  content: pageContentSchema.optional().meta({ description: "Nur in der Einzelansicht" }),
});

export const redirectSchema = z.object({
  id,
  from_path: z.string().meta({ examples: ["/alte-seite"] }),
  to_path: z.string().meta({ examples: ["/neue-seite"] }),
  status_code: z.union([z.literal(301), z.literal(302)]),
  hits: z.number().int().min(0),
  created_at: timestamp,
  updated_at: timestamp,
});

export const jobSchema = z.object({
  id,
  kind: z.enum(["import", "backup", "restore", "verify"]),
  status: z.enum(["running", "done", "failed"]),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  message: z.string().nullable().meta({ description: "Der aktuelle Schritt" }),
  result: z.unknown().meta({ description: "Bericht (Import) oder Ergebnis (Sicherung); null solange die Arbeit läuft oder nach einem Fehler" }),
  error: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const templateSchema = z.object({
  id,
  name: z.string(),
  description: z.string().nullable(),
  content: pageContentSchema.optional().meta({ description: "Nur in der Einzelansicht und nach dem Speichern" }),
  created_at: timestamp,
  updated_at: timestamp,
});

export const deliverySchema = z
  .object({
    state: z.enum(DELIVERY_STATES),
    mail_id: z.string().nullable(),
    to: z.string().nullable(),
    attempts: z.number().int().min(0),
    next_attempt_at: timestamp.nullable(),
    last_error: z.string().nullable(),
    sent_at: timestamp.nullable(),
  })
  .meta({ description: "Zustellung einer E-Mail aus dem Postausgang" });

export const submissionSummarySchema = z.object({
  id,
  created_at: timestamp,
  read: z.boolean(),
  page_id: z.string().nullable(),
  page_title: z.string(),
  page_path: z.string(),
  block_id: z.string(),
  form_title: z.string(),
  subject: z.string(),
  sender_email: z.string().nullable(),
  sender_name: z.string().nullable(),
  preview: z.string(),
  delivery: deliverySchema,
});

export const submissionSchema = submissionSummarySchema.extend({
  values: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      value: z.string(),
    }),
  ),
  recipient: z.string(),
  confirmation: deliverySchema.nullable().meta({
    description: "Kopie an den Absender, wenn das Formular eine sendet",
  }),
});

export const inboxListSchema = z.object({
  items: z.array(submissionSummarySchema),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
  forms: z.array(
    z.object({
      key: z.string(),
      page_id: z.string().nullable(),
      block_id: z.string(),
      page_title: z.string(),
      form_title: z.string(),
      count: z.number().int(),
    }),
  ),
});

export const slugCheckSchema = z.object({
  available: z.boolean(),
  suggestion: z.string().meta({ description: "Ein freier Slug auf der Grundlage des geprüften" }),
});

export const slugCheckQuerySchema = z.object({
  slug: z.string().meta({ description: "Der zu prüfende Slug" }),
  except_id: z.string().optional().meta({ description: "Diese Seite nicht mitzählen (beim Bearbeiten)" }),
});

export const orderResultSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});

/** POST /api/contact. Checked by the server against the stored form of the published page. */
export const contactRequestSchema = z.object({
  page_id: z.string(),
  block_id: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])).meta({
    description: 'Feldname → Eingabe; Kontrollkästchen: "ja" oder ""',
  }),
  subject: z.string().optional().meta({ description: "Eine der Betreff-Optionen des Formulars" }),
  token: z.string().optional().meta({
    description: "Signierter Zeitpunkt, zu dem die Seite erzeugt wurde (aus dem Formular)",
  }),
  website: z.string().optional().meta({ description: "Honigtopf-Feld: muss leer bleiben" }),
});

export const contactResultSchema = z.object({
  message: z.string().meta({ examples: ["Nachricht erfolgreich gesendet!"] }),
});


// Strict: a field property the registry sends but this schema lacks fails the docs test that
// parses the real GET /api/blocks answer. The names are snake_case (decision 032); the block
// modules' FieldDescription keeps its TypeScript names and describeBlocks (app/blocks/registry.ts)
// maps them.
export const blockFieldSchema: z.ZodType = z
  .strictObject({
    kind: z.enum(FIELD_KINDS),
    label: z.string().optional().meta({ description: "Deutsche Beschriftung im Eigenschaften-Panel" }),
    help: z.string().optional(),
    multiline: z.boolean().optional(),
    max_length: z.number().int().optional(),
    placeholder: z.string().optional(),
    format: z.enum(["date", "email"]).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    step: z.number().optional(),
    unit: z.string().optional(),
    unset_value: z.number().optional().meta({ description: "Wert für „wie im Theme“ (number), z. B. 0" }),
    start: z.number().optional().meta({ description: "Startwert des Schiebereglers, solange nichts gesetzt ist (number)" }),
    suggestions: z.string().optional().meta({ description: "Name einer Vorschlagsliste des Editors, z. B. blogCategories (text)" }),
    computed: z.string().optional().meta({ description: "Name eines berechneten Werts, der gilt, solange nichts gesetzt ist, z. B. readTime (number)" }),
    options: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .optional()
      .meta({ description: "Auswahl (select)" }),
    accept: z.array(z.string()).optional().meta({
      description: "MIME-Muster der Dateiauswahl (asset), z. B. image/*",
    }),
    take_over: z
      .object({ alt: z.string().optional(), caption: z.string().optional() })
      .optional()
      .meta({ description: "Welche Felder des Blocks den Alternativtext und die Beschreibung eines gewählten Bildes übernehmen, solange sie leer sind (asset)" }),
    presets: z
      .array(z.array(z.number()))
      .optional()
      .meta({ description: "Vorgaben der Spaltenbreiten in Prozent, z. B. [[33, 67], [25, 50, 25]] (column-widths)" }),
    item_label: z.string().optional().meta({ description: "Name eines Eintrags (list)" }),
    min_items: z.number().int().optional(),
    max_items: z.number().int().optional(),
    get fields() {
      return z.record(z.string(), blockFieldSchema).optional().meta({ description: "Unterfelder (group, list)" });
    },
    get item() {
      return blockFieldSchema.optional().meta({ description: "Ein Eintrag einfacher Werte (list)" });
    },
    reason: z.string().optional().meta({
      description: "Warum kein Formular das Feld bearbeitet (not-editable)",
    }),
    private: z.boolean().optional().meta({
      description: "Nur für Administratoren: Besucher erhalten den Wert nie (z. B. der Empfänger eines Kontaktformulars)",
    }),
  })
  .meta({
    description: "Feldbeschreibung für das Eigenschaften-Panel; welche Angaben gelten, hängt von kind ab",
  });

export const blockTypeSchema = z.object({
  type: z.string(),
  aliases: z.array(z.string()).meta({
    description: "Ältere Typnamen, die beim Lesen auf diesen abgebildet werden",
  }),
  label: z.string().meta({ description: "Deutscher Name in der Elementbibliothek" }),
  category: z.enum(BLOCK_CATEGORIES),
  defaults: z.record(z.string(), z.unknown()).meta({ description: "Standardinhalt (jedes Feld mit Standardwert)" }),
  fields: z.record(z.string(), blockFieldSchema).meta({ description: "Eine Beschreibung je Inhaltsfeld" }),
  style_fields: z.record(z.string(), blockFieldSchema).meta({ description: "Die Stilfelder, die der Block anbietet" }),
  slots: z
    .record(
      z.string(),
      z.object({
        label: z.string().meta({ description: "Deutscher Name des Bereichs" }),
        count: z
          .union([z.number().int(), z.object({ field: z.string() })])
          .optional()
          .meta({ description: 'Ohne Angabe eine Blockliste unter dem Namen des Bereichs; sonst so viele Listen "name[0]", "name[1]" … (Zahl oder Inhaltsfeld)' }),
        legacy_fields: z.array(z.string()).optional().meta({ description: "Ältere Inhaltsfelder, die beim Lesen in den Bereich wandern" }),
      }),
    )
    .nullable()
    .meta({
      description: "Benannte Bereiche verschachtelter Blöcke (Slots), z. B. children oder columns; null: keine",
    }),
});

const counts = { views: z.number().int().describe("Seitenaufrufe"), visitors: z.number().int().describe("Besucher (Summe der täglich eindeutigen Besucher)") };
const dayCountsSchema = z.object({ date: z.string().describe("Tag (JJJJ-MM-TT, Europe/Berlin)"), ...counts });

export const analyticsRangeQuerySchema = z.object({
  from: z.string().optional().describe("Erster Tag (JJJJ-MM-TT, Europe/Berlin); Standard: 29 Tage vor `to`"),
  to: z.string().optional().describe("Letzter Tag (einschließlich); Standard: heute"),
});

/** GET /api/analytics (documentation; the server builds it in app/server/analytics/report.server.ts). */
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(counts),
  previous: z.object({ from: z.string(), to: z.string(), totals: z.object(counts), days: z.array(dayCountsSchema) }).describe("Der gleich lange Zeitraum davor"),
  days: z.array(dayCountsSchema).describe("Jeder Tag des Zeitraums, auch ohne Aufrufe"),
  pages: z.array(z.object({ path: z.string(), ...counts })).describe("Meistbesuchte Seiten zuerst (höchstens 100)"),
  referrers: z.array(z.object({ domain: z.string(), ...counts })).describe("Verweisende Websites (Domain)"),
  campaigns: z.array(z.object({ campaign: z.string(), ...counts })).describe("utm_campaign, sonst utm_source"),
  devices: z.array(z.object({ device: z.enum(["desktop", "mobile", "tablet"]), ...counts })),
  browsers: z.array(z.object({ browser: z.string(), ...counts })),
  not_found: z
    .array(z.object({ path: z.string(), hits: z.number().int(), redirect: z.object({ id: z.string(), to_path: z.string() }).nullable() }))
    .describe("Adressen, die mit 404 beantwortet wurden, mit vorhandener Weiterleitung"),
});

export const adminBarSchema = z.object({
  page: z
    .object({
      id,
      title: z.string(),
      edit_path: z.string().meta({ description: "Editor der Seite (Baukasten, Blog- oder Folien-Editor)" }),
      edit_here_path: z.string().meta({ description: "Dieselbe Adresse im Bearbeitungsmodus (?edit=true)" }),
    })
    .nullable(),
  admin_path: z.string(),
  user: z
    .object({
      name: z.string(),
      role: z.enum(ROLES).meta({ description: "admin, editor oder author" }),
      role_label: z.string().meta({ description: "Die Rolle auf Deutsch (Administrator, Redakteur, Autor)" }),
    })
    .meta({ description: "Wer angemeldet ist (die Leiste zeigt Name und Rolle)" }),
});

export const liveVisitorsSchema = z.object({
  minutes: z.number().int(),
  ...counts,
  pages: z.array(z.object({ path: z.string(), ...counts })),
});
