import { describeDetail } from "~/lib/audit-detail";
import { formatDateTime } from "~/lib/format";
import { fromBerlinInput } from "~/lib/publish-at";
import {
  actionLabel,
  editorHref,
  LOG_PAGE_SIZE,
  logFilterSchema,
  logListQuerySchema,
  NO_PERSON,
  objectTypeLabel,
  type LogEntry,
  type LogFilter,
  type LogList,
  type LogPerson,
} from "~/lib/audit-query";
import { parseOrThrow } from "../api/validation.server";
import { toCsv } from "../csv.server";
import type { Selectable } from "kysely";
import type { Db } from "../db/client.server";
import type { AuditLogTable } from "../db/schema.server";
import { fromDbJson, fromDbTimestamp } from "../db/dialect.server";

/**
 * Reading the log ('Protokoll'): the filtered list (GET /api/log, /admin/log), the CSV export
 * (GET /api/log/export) and the daily retention.
 */

/** The query of GET /api/log: filters and page; a bad value throws ValidationError naming it. */
export function parseLogQuery(params: URLSearchParams): LogFilter & { page: number } {
  const raw: Record<string, string> = {};
  for (const key of ["person", "action", "von", "bis", "page"]) {
    const value = params.get(key);
    if (value !== null && value !== "") raw[key] = value;
  }
  const { page, ...filter } = parseOrThrow(logListQuerySchema, raw);
  // The range is checked as a whole by the filter schema (von ≤ bis).
  parseOrThrow(logFilterSchema, filter);
  return { ...filter, page: page ? Number(page) : 1 };
}

/** The same, leniently for the admin screen: a broken value is left out instead of refused. */
export function readLogQuery(params: URLSearchParams): LogFilter & { page: number } {
  try {
    return parseLogQuery(params);
  } catch {
    const out: LogFilter & { page: number } = { page: 1 };
    for (const key of ["person", "action", "von", "bis"] as const) {
      const single = logFilterSchema.safeParse({ [key]: params.get(key) || undefined });
      if (single.success && single.data[key]) (out as Record<string, unknown>)[key] = single.data[key];
    }
    if (out.von && out.bis && out.von > out.bis) delete out.bis;
    const page = Number(params.get("page"));
    if (Number.isInteger(page) && page >= 1) out.page = page;
    return out;
  }
}

/** The start of the day after `day` (yyyy-mm-dd). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function filtered(db: Db, filter: LogFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.person === NO_PERSON) query = query.where("user_id", "is", null);
  else if (filter.person) query = query.where("user_id", "=", filter.person);
  if (filter.action) query = query.where("action", "=", filter.action);
  // Days in German time: von from its midnight, bis up to the next midnight.
  if (filter.von) query = query.where("at", ">=", fromBerlinInput(`${filter.von}T00:00`)!);
  if (filter.bis) query = query.where("at", "<", fromBerlinInput(`${nextDay(filter.bis)}T00:00`)!);
  return query;
}

/** An audit_log row as stored. */
type Row = Selectable<AuditLogTable>;

/** Of these entries' pages, posts and presentations, the ids that still exist (their editor is linked). */
async function existingPages(db: Db, rows: Row[]): Promise<Set<string>> {
  const ids = [...new Set(rows.filter((r) => r.object_id && editorHref(r.object_type, r.object_id)).map((r) => r.object_id!))];
  if (!ids.length) return new Set();
  const found = await db.selectFrom("content_pages").select("id").where("id", "in", ids).execute();
  return new Set(found.map((r) => r.id));
}

function toEntry(row: Row, pages: Set<string>): LogEntry {
  const parsed = row.detail ? fromDbJson(row.detail) : null;
  const detail = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  return {
    id: row.id,
    at: fromDbTimestamp(row.at),
    person: row.user_id || row.user_name || row.user_email ? { id: row.user_id, name: row.user_name, email: row.user_email } : null,
    action: row.action,
    action_label: actionLabel(row.action),
    object_type: row.object_type,
    object_type_label: objectTypeLabel(row.object_type),
    object_id: row.object_id,
    object_title: row.object_title,
    object_href: row.object_id && pages.has(row.object_id) ? editorHref(row.object_type, row.object_id) : null,
    address: row.address,
    detail,
    detail_text: describeDetail(row.action, detail),
  };
}

/** Everyone the log names (by their newest name and e-mail), for the person filter. */
async function listPeople(db: Db): Promise<LogPerson[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["user_id", "user_name", "user_email", "at"])
    .where("user_id", "is not", null)
    .orderBy("at", "desc")
    .limit(5000)
    .execute();
  const people = new Map<string, LogPerson>();
  for (const row of rows) if (!people.has(row.user_id!)) people.set(row.user_id!, { id: row.user_id!, name: row.user_name, email: row.user_email });
  return [...people.values()].sort((a, b) => (a.name ?? a.email ?? "").localeCompare(b.name ?? b.email ?? "", "de"));
}

export async function listLog(db: Db, query: LogFilter & { page?: number }): Promise<LogList> {
  const page = Math.max(1, query.page ?? 1);
  const [{ n }, rows, people] = await Promise.all([
    filtered(db, query).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    filtered(db, query)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(LOG_PAGE_SIZE)
      .offset((page - 1) * LOG_PAGE_SIZE)
      .execute(),
    listPeople(db),
  ]);
  const pages = await existingPages(db, rows);
  return { entries: rows.map((r) => toEntry(r, pages)), total: Number(n), page, page_size: LOG_PAGE_SIZE, people };
}

export const LOG_CSV_HEADERS = ["Zeit", "Person", "E-Mail", "Aktion", "Objekttyp", "Objekt", "Objekt-ID", "Adresse", "Details"];

/** The entries matching `filter`, all of them, newest first, as CSV for Excel (like the inbox export). */
export async function logCsv(db: Db, filter: LogFilter): Promise<string> {
  const rows = await filtered(db, filter).selectAll().orderBy("at", "desc").orderBy("id", "desc").execute();
  const lines: string[][] = [LOG_CSV_HEADERS];
  for (const row of rows) {
    const entry = toEntry(row, new Set());
    lines.push([
      formatDateTime(entry.at),
      entry.person?.name ?? "",
      entry.person?.email ?? "",
      entry.action_label,
      entry.object_type_label ?? "",
      entry.object_title ?? "",
      entry.object_id ?? "",
      entry.address ?? "",
      entry.detail_text ?? "",
    ]);
  }
  return toCsv(lines);
}

/** Deletes the entries older than `days` (settings.team.log_retention_days); the number deleted. */
export async function deleteExpiredLogEntries(db: Db, days: number, now = new Date()): Promise<number> {
  if (!Number.isFinite(days) || days <= 0) return 0;
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  const result = await db.deleteFrom("audit_log").where("at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
