import { z } from "zod";
import { deImport } from "~/i18n/import";

/**
 * The import API's shapes (POST /api/import, POST /api/import/{upload}/run) and the report a job
 * returns, shared by the route (parse), the admin screen (reading a job's result) and the OpenAPI
 * document. The report mirrors ImportReport of app/server/import/wordpress/import.server.ts.
 */

/** Largest export file the admin may upload (a 2,000-post export with content is ~50 MB). */
export const IMPORT_MAX_MB = 200;
export const IMPORT_UPLOAD_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;

/** 'Menü: übernehmen / nicht ändern' (decision 032: snake_case values of the API). */
export const IMPORT_MENU_MODES = ["import", "keep"] as const;
export type ImportMenuMode = (typeof IMPORT_MENU_MODES)[number];

export const importRunSchema = z.object({
  dry_run: z.boolean({ error: deImport.api.dryRun }).meta({ description: "true: nur zeigen, was geschehen würde (nichts wird gespeichert)" }),
  overwrite: z.boolean({ error: deImport.api.overwrite }).optional().meta({ description: "Auch Seiten überschreiben, die seit dem letzten Import hier geändert wurden" }),
  keep_demo: z
    .boolean({ error: deImport.api.keepDemo })
    .optional()
    .meta({ description: "Demo-Inhalte behalten: ohne diese Option ersetzt der Import die unveränderten Demo-Inhalte (Seiten, Beiträge, Menü, Medien) einer neuen Installation" }),
  as_drafts: z
    .boolean({ error: deImport.api.asDrafts })
    .optional()
    .meta({
      description:
        "Als Entwurf importieren: neue Seiten und Beiträge bleiben unveröffentlicht, Änderungen an schon importierten bleiben unveröffentlichte Änderungen (veröffentlichen: POST /api/import/jobs/{job}/publish)",
    }),
  menu: z
    .enum(IMPORT_MENU_MODES, { error: deImport.api.menu })
    .optional()
    .meta({ description: "„import“ (Standard): das Menü der alten Website übernehmen; „keep“: Menü-Einstellungen und Menü-Häkchen bestehender Seiten nicht ändern, importierte Seiten nicht im Menü" }),
  replace_existing: z
    .boolean({ error: deImport.api.replaceExisting })
    .optional()
    .meta({
      description:
        "Vorhandene Seiten mit gleicher Adresse ersetzen: true schreibt importierte Seiten in die eigenen Seiten gleicher Adresse (deren bisheriger Inhalt bleibt als Version erhalten); ohne (Standard: wie overwrite) behalten, die importierten Seiten erhalten eine neue Adresse. Der Bericht listet jeden Fall unter collisions.",
    }),
});
export type ImportRunInput = z.infer<typeof importRunSchema>;

/**
 * 'Medien aus einer Sicherung' (POST /api/import/{upload}/media): ZIPs of wp-content/uploads, each
 * at most this large as sent, with at most this many entries and this many bytes once unpacked (a
 * zip bomb is refused by its directory before a byte is unpacked). A WordPress site creates up to
 * ten files per picture (its sizes): 100,000 entries are 10,000 pictures. A larger uploads folder
 * comes in several ZIPs (a year each, say): they add up.
 */
export const IMPORT_MEDIA_MAX_MB = 2048;
export const IMPORT_MEDIA_MAX_BYTES = IMPORT_MEDIA_MAX_MB * 1024 * 1024;
export const IMPORT_MEDIA_MAX_ENTRIES = 100_000;
export const IMPORT_MEDIA_MAX_UNPACKED_BYTES = 4 * 1024 * 1024 * 1024;

export const importMediaRequestSchema = z.object({
  file: z.string().meta({ format: "binary", description: "ZIP-Datei mit dem Ordner wp-content/uploads (oder seinem Inhalt)" }),
});

export const importMediaZipSchema = z.object({
  name: z.string().meta({ description: "Dateiname der ZIP-Datei, wie gesendet" }),
  size: z.number().int().min(0).meta({ description: "Größe der ZIP-Datei in Bytes" }),
  files: z.number().int().min(0).meta({ description: "Dateien darin" }),
});

export const importMediaSchema = z.object({
  files: z.number().int().min(0).meta({ description: "Dateien aller ZIP-Dateien zusammen (gleiche Pfade einmal gezählt)" }),
  zips: z.array(importMediaZipSchema).meta({ description: "Die ZIP-Dateien in der Reihenfolge des Hochladens; eine spätere ersetzt Dateien gleichen Pfads" }),
});
export type ImportMedia = z.infer<typeof importMediaSchema>;

export const importUploadRequestSchema = z.object({
  file: z.string().meta({ format: "binary", description: "Die WordPress-Exportdatei (WXR, XML)" }),
});

export const importUploadSchema = z.object({
  upload: z.string().meta({ description: "ID der hochgeladenen Datei für /api/import/{upload}/run" }),
  name: z.string().meta({ description: "Dateiname, wie gesendet" }),
  size: z.number().int().min(0).meta({ description: "Größe in Bytes" }),
  media: importMediaSchema.nullable().optional().meta({ description: "Die zur Exportdatei hochgeladenen ZIP-Dateien der Medien (POST /api/import/{upload}/media), falls vorhanden" }),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const jobStartedSchema = z.object({
  job: z.string().meta({ description: "ID der Hintergrundarbeit; Fortschritt und Bericht unter GET /api/jobs/{id}" }),
});

const counts = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});

/** The groups of the report's notes (Gleiche Adresse, Inhalte, Medien, Menü, Weiterleitungen, the rest). */
export const IMPORT_NOTE_KINDS = ["collisions", "content", "media", "menu", "redirects", "general"] as const;
export type ImportNoteKind = (typeof IMPORT_NOTE_KINDS)[number];

/** An own page at the address an imported page or post asks for (issue 39): kept or replaced. */
export const addressCollisionSchema = z.object({
  address: z.string().meta({ description: "Die gemeinsame Adresse („/impressum“, „/“ für die Startseite)" }),
  item: z.string().meta({ description: "Die importierte Seite oder der Beitrag („Seite „Impressum““)" }),
  existing_id: z.string().meta({ description: "ID der vorhandenen Seite" }),
  existing_title: z.string().meta({ description: "Titel der vorhandenen Seite" }),
  new_address: z.string().meta({ description: "Adresse der importierten Seite, wenn die vorhandene bleibt" }),
  replaced: z.boolean().meta({ description: "true: die vorhandene Seite wird (wurde) ersetzt, ihr bisheriger Inhalt bleibt als Version" }),
});
export type AddressCollisionView = z.infer<typeof addressCollisionSchema>;

export const importReportSchema = z.object({
  dry_run: z.boolean(),
  site: z.object({ title: z.string(), link: z.string() }),
  pages: counts,
  posts: counts,
  media: counts.extend({ failed: z.number() }),
  redirects: z.number(),
  menu_entries: z.number(),
  categories: z.array(z.string()),
  notes: z.array(
    z.object({
      item: z.string().nullable(),
      message: z.string(),
      kind: z.enum(IMPORT_NOTE_KINDS).optional().meta({ description: "Bereich: collisions (Gleiche Adresse), content (Inhalte), media (Medien), menu (Menü), redirects (Weiterleitungen), general" }),
    }),
  ),
  duration_ms: z.number(),
  /** Files not taken over (older reports lack the list). */
  media_failures: z
    .array(z.object({ url: z.string(), reason: z.string() }))
    .default([])
    .meta({ description: "Nicht übernommene Dateien mit Grund (höchstens 1.000; die Hinweise fassen sie je Host zusammen)" }),
  media_failures_left_off: z.number().default(0).meta({ description: "Weitere nicht übernommene Dateien über die Liste hinaus" }),
  /** Hosts the files not taken over stayed on (older reports lack them). */
  kept_hosts: z
    .array(z.string())
    .default([])
    .meta({ description: "Hosts, auf denen nicht übernommene Dateien blieben: ihre Bilder zeigt die Website nur mit „Bilder der alten Website anzeigen“ (Einstellungen)" }),
  /** Own pages at an address an imported page or post asks for (older reports lack them). */
  collisions: z.array(addressCollisionSchema).default([]).meta({ description: "Eigene Seiten mit der Adresse einer importierten Seite: ersetzt (replace_existing) oder behalten (die importierte erhält new_address)" }),
  /** Options of the run (older reports lack them). */
  as_drafts: z.boolean().default(false),
  menu: z.enum(IMPORT_MENU_MODES).default("import"),
  /** Pages and posts that would have been published but were kept as drafts (as_drafts). */
  drafts: z.array(z.string()).default([]),
});
export type ImportReportView = z.infer<typeof importReportSchema>;
export type ImportCountsView = z.infer<typeof counts>;
