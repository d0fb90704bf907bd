import { z } from "zod";
import { adminEditPath } from "./admin-paths";
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditAction, type AuditObjectType } from "./audit-actions";

/** The log's list (GET /api/log, /admin/log): 50 entries a page, newest first. */
export const LOG_PAGE_SIZE = 50;

/** `person=none`: entries without a person (the server's own work, the shell, a failed sign-in of an unknown address). */
export const NO_PERSON = "none";

const ACTION_IDS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum im Format JJJJ-MM-TT angeben.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Dieses Datum gibt es nicht.");

/** The filters of GET /api/log and /api/log/export (query parameters); a bad one answers 400 naming it. */
export const logFilterSchema = z
  .object({
    person: z.string().min(1).max(200).optional().meta({ description: `ID der Person; \`${NO_PERSON}\` für Einträge ohne Person (Zeitplan, Kommandozeile, unbekannte Adresse)` }),
    action: z.enum(ACTION_IDS, { error: "Diese Aktion gibt es im Protokoll nicht." }).optional().meta({ description: "Aktion, z. B. page.published" }),
    von: day.optional().meta({ description: "Ab diesem Tag (deutsche Zeit, JJJJ-MM-TT)" }),
    bis: day.optional().meta({ description: "Bis einschließlich diesem Tag (deutsche Zeit, JJJJ-MM-TT)" }),
  })
  .refine((q) => !q.von || !q.bis || q.von <= q.bis, { message: "„Bis“ liegt vor „Von“.", path: ["bis"] });

export const logListQuerySchema = z.object({
  ...logFilterSchema.shape,
  page: z.string().regex(/^[1-9]\d{0,5}$/, "Bitte eine Seitenzahl ab 1 angeben.").optional().meta({ description: `Seite der Liste, ab 1 (${LOG_PAGE_SIZE} Einträge je Seite)` }),
});

export type LogFilter = z.infer<typeof logFilterSchema>;

export interface LogEntry {
  id: string;
  at: string;
  person: { id: string | null; name: string | null; email: string | null } | null;
  action: string;
  action_label: string;
  object_type: string | null;
  object_type_label: string | null;
  object_id: string | null;
  object_title: string | null;
  /** The page editor of a page, post or presentation that still exists; null otherwise. */
  object_href: string | null;
  address: string | null;
  detail: Record<string, unknown> | null;
  /** The details in German words (app/lib/audit-detail.ts), e.g. "Redakteur → Administrator". */
  detail_text: string | null;
}

export interface LogPerson {
  id: string;
  name: string | null;
  email: string | null;
}

export interface LogList {
  entries: LogEntry[];
  total: number;
  page: number;
  page_size: number;
  /** Everyone the log names, for the person filter. */
  people: LogPerson[];
}

export function actionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

export function objectTypeLabel(type: string | null): string | null {
  return type ? ((AUDIT_OBJECT_TYPES as Record<string, string>)[type] ?? type) : null;
}

/** Where a page, post or presentation is edited. */
export function editorHref(objectType: AuditObjectType | string | null, id: string): string | null {
  const contentType = CONTENT_TYPE_OF[objectType ?? ""];
  return contentType === undefined ? null : adminEditPath({ id, content_type: contentType });
}

/** The content type of a log object type that is a content_pages row (the inverse of pageObjectType). */
const CONTENT_TYPE_OF: Record<string, string> = { page: "page", post: "blog", presentation: "presentation" };

/** The answer of GET /api/log, for the OpenAPI document. */
export const logEntrySchema = z.object({
  id: z.string(),
  at: z.string().meta({ description: "Zeitpunkt (ISO, UTC)" }),
  person: z
    .object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() })
    .nullable()
    .meta({ description: "Wer gehandelt hat (Name und E-Mail zu der Zeit); null: der Server selbst (Zeitplan) oder eine unbekannte Adresse" }),
  action: z.enum(ACTION_IDS),
  action_label: z.string().meta({ description: "Die Aktion auf Deutsch" }),
  object_type: z.string().nullable(),
  object_type_label: z.string().nullable(),
  object_id: z.string().nullable(),
  object_title: z.string().nullable().meta({ description: "Titel des Objekts zu der Zeit (bei einer fehlgeschlagenen Anmeldung: die versuchte E-Mail-Adresse)" }),
  object_href: z.string().nullable().meta({ description: "Editor der Seite, des Beitrags oder der Präsentation, wenn es sie noch gibt" }),
  address: z.string().nullable().meta({ description: "Gekürzte Adresse (IPv4 ohne letztes Oktett, IPv6 als /48)" }),
  detail: z.record(z.string(), z.unknown()).nullable(),
  detail_text: z.string().nullable().meta({ description: "Die Details auf Deutsch, z. B. 'Redakteur → Administrator' bei 'Rolle geändert'" }),
});

export const logListSchema = z.object({
  entries: z.array(logEntrySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  page_size: z.number().int(),
  people: z.array(z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() })),
});
