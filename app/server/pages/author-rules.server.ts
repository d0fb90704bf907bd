import { data } from "react-router";
import { deRoles } from "~/i18n/roles";
import { can, type Role } from "~/lib/access";
import { forbidden, refusal } from "../auth/guard.server";
import type { Db } from "../db/client.server";
import { fromDbBool } from "../db/dialect.server";
import { getPageRow } from "./pages.server";

/**
 * What an Autor may do beyond the matrix (issue 29): create blog posts (never online or scheduled
 * at once), and change only their own posts that were never published and are not scheduled.
 * Editors and administrators are not limited here. Each check throws a 403 Response with a German
 * message before anything is written.
 */

function record(input: unknown): Record<string, unknown> {
  return input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/** A create or patch by an author must not publish or schedule. */
function assertNoPublishing(input: Record<string, unknown>): void {
  if (input.is_published === true || (input.publish_at !== undefined && input.publish_at !== null)) throw forbidden(deRoles.authorNoPublish);
}

/** POST /api/pages: an author creates blog posts only, offline and unscheduled. */
export function assertMayCreatePage(role: Role, input: unknown): void {
  if (role !== "author") return;
  const values = record(input);
  if (values.content_type !== "blog") throw forbidden(deRoles.authorPostsOnly);
  assertNoPublishing(values);
}

/** Whether a person of `role` may change this page (its row as stored). */
export function mayEditPage(
  role: Role,
  userId: string,
  row: { content_type: string; created_by?: string | null; published_at: string | Date | null; publish_at?: string | Date | null },
): boolean {
  if (role !== "author") return true;
  return row.content_type === "blog" && row.created_by === userId && row.published_at == null && row.publish_at == null;
}

/** PATCH /api/pages/:id: an author only on an own never-published, unscheduled post, and without publishing it. */
export async function assertMayPatchPage(db: Db, role: Role, userId: string, id: string, input: unknown): Promise<void> {
  if (role !== "author") return;
  const row = await getPageRow(db, id);
  if (!row) return; // the route answers 404
  if (!mayEditPage(role, userId, row)) throw forbidden(deRoles.authorOwnDrafts);
  const values = record(input);
  if (values.content_type !== undefined && values.content_type !== "blog") throw forbidden(deRoles.authorPostsOnly);
  assertNoPublishing(values);
}

/**
 * Issue 38: whether this person may open an item beyond its title (editor, review, history,
 * comparison, notes, `?preview=true`, the working copy over the API): with drafts.others always;
 * an Autor only an item that is online or one they made. Lists still name others' unpublished
 * items by title (pages.read), without a way in.
 */
export function mayOpenPage(role: Role | null, userId: string, row: { is_published: unknown; created_by?: string | null }): boolean {
  if (can(role, "drafts.others")) return true;
  return fromDbBool(row.is_published) || (row.created_by != null && row.created_by === userId);
}

/**
 * The refusal of an item the person may not open: a JSON 403 for the API, the admin's 'Kein
 * Zugriff' screen (as requireAccess throws it) for admin pages. Nothing when the page does not
 * exist (the route answers 404).
 */
export async function assertMayOpenPage(db: Db, access: { role: Role; user: { id: string; email: string } }, pageId: string, options: { api: boolean }): Promise<void> {
  if (can(access.role, "drafts.others")) return;
  const row = await getPageRow(db, pageId);
  if (!row || mayOpenPage(access.role, access.user.id, row)) return;
  const message = refusal(access.role, "drafts.others");
  if (options.api) throw forbidden(message);
  throw data({ noAccess: true, email: access.user.email, role: access.role, message }, { status: 403 });
}

/** What a list row offers one person (issue 38): `open` — a way in beyond the title; `edit` — the pencil. */
export interface RowAccess {
  open: boolean;
  edit: boolean;
}

/**
 * For an admin list: per page id what this person may do with it, or null when nothing is
 * limited (roles with drafts.others edit what their role edits). One query, whatever the list.
 */
export async function listAccess(db: Db, role: Role, userId: string): Promise<Map<string, RowAccess> | null> {
  if (can(role, "drafts.others")) return null;
  const rows = await db.selectFrom("content_pages").select(["id", "content_type", "created_by", "is_published", "published_at", "publish_at"]).execute();
  return new Map(rows.map((row) => [row.id, { open: mayOpenPage(role, userId, row), edit: mayEditPage(role, userId, row) }]));
}

/**
 * List rows with what this person may do (listAccess): `locked` rows (someone else's unpublished
 * item, for an Autor) are shown by title and status only, without a link into editor or preview;
 * `may_edit` false takes the pencil away.
 */
export function withRowAccess<T extends { id: string }>(rows: T[], access: Map<string, RowAccess> | null): (T & { locked?: boolean; may_edit?: boolean })[] {
  if (!access) return rows;
  return rows.map((row) => {
    const a = access.get(row.id) ?? { open: false, edit: false };
    return a.open ? { ...row, may_edit: a.edit } : { ...row, locked: true, may_edit: false };
  });
}
