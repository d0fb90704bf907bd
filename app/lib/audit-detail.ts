import { deLog } from "~/i18n/log";
import { isRole, ROLE_LABELS } from "./access";
import { formatDateTime, formatFileSize } from "./format";

/**
 * The details of a log entry in German words (issue 38 item 14): 'Rolle geändert' shows
 * "Redakteur → Administrator", a download its size, an import its counts. Shared by the log table
 * and its CSV export, so neither shows raw JSON or English role ids. Keys nobody described yet
 * (a new action's details) still come out readable: values as words, ids as they are.
 */

const d = deLog.details;

function roleWord(value: unknown): string {
  if (value === null || value === undefined || value === "") return d.noRole;
  return isRole(value) ? ROLE_LABELS[value] : String(value);
}

function plain(value: unknown): string {
  if (value === true) return d.yes;
  if (value === false) return d.no;
  if (typeof value === "number") return value.toLocaleString("de-DE");
  if (typeof value === "string") return isRole(value) ? ROLE_LABELS[value] : value;
  if (Array.isArray(value)) return value.map(plain).join(", ");
  if (value && typeof value === "object") return Object.values(value as Record<string, unknown>).map(plain).join(", ");
  return "";
}

const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** One part per detail the entry carries; keys handled here are not repeated by the fallback. */
function parts(action: string, detail: Record<string, unknown>): string[] {
  const out: string[] = [];
  const used = new Set<string>();
  /** Marks the keys as described and adds the text (when there is one). */
  const add = (keys: string[], text: string | null) => {
    for (const key of keys) used.add(key);
    if (text) out.push(text);
  };

  if (action === "user.role-changed" && ("from" in detail || "to" in detail)) add(["from", "to"], d.roleChange(roleWord(detail.from), roleWord(detail.to)));
  if ("role" in detail) add(["role"], d.role(roleWord(detail.role)));
  add(["invitation", "blockId"], null);
  if (detail.twoFactor === true) add(["twoFactor"], d.withTwoFactor);
  const reason = str(detail.reason);
  if (reason) add(["reason"], d.failedReason[reason] ?? reason);
  const status = num(detail.status);
  if (status !== null) add(["status"], d.status(status));
  const trigger = str(detail.trigger);
  if (trigger) add(["trigger"], d.trigger[trigger] ?? trigger);
  const bytes = num(detail.bytes);
  if (bytes !== null) add(["bytes"], d.size(formatFileSize(bytes)));
  const days = num(detail.days);
  if (days !== null) add(["days"], d.days(days));
  const expires = str(detail.expires_at);
  if (expires) add(["expires_at"], d.until(formatDateTime(expires)));
  const count = num(detail.count);
  if (count !== null) add(["count"], action === "page.preview-links-revoked" ? d.links(count) : d.sessions(count));
  const body = str(detail.body);
  if (body) add(["body"], d.note(body.length > 120 ? `${body.slice(0, 119)}…` : body));
  if (typeof detail.resolved === "boolean") add(["resolved"], d.resolved(detail.resolved));
  if (detail.force === true) add(["force"], d.forced);
  if (detail.schemaVersion !== undefined) add(["schemaVersion"], d.schemaVersion(String(detail.schemaVersion)));
  const tables = num(detail.tables);
  if (tables !== null) add(["tables"], d.tables(tables));
  const rows = num(detail.rows);
  if (rows !== null) add(["rows"], d.rows(rows));
  if ("replace" in detail) add(["replace"], detail.replace === true ? d.replaced : null);
  for (const [key, label] of Object.entries(d.counts)) {
    const n = num(detail[key]);
    if (n !== null) add([key], `${n.toLocaleString("de-DE")} ${label}`);
  }
  const ended = str(detail.ended);
  if (ended) add(["ended"], d.sessionsEnded[ended] ?? ended);
  const device = str(detail.device);
  if (device) add(["device"], d.device(device));
  const address = str(detail.address);
  if (address) add(["address"], d.address(address));
  for (const [key, value] of Object.entries(detail)) {
    if (used.has(key) || value === null || value === undefined) continue;
    const text = plain(value);
    if (text) out.push(text);
  }
  return out;
}

/** The entry's details as one German line ("Redakteur → Administrator"), or null without any. */
export function describeDetail(action: string, detail: Record<string, unknown> | null | undefined): string | null {
  if (!detail) return null;
  const text = parts(action, detail).join(" · ");
  return text === "" ? null : text;
}
