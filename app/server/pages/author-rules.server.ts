import { deRoles } from "~/i18n/roles";
import type { Role } from "~/lib/access";
import { forbidden } from "../auth/guard.server";
import type { Db } from "../db/client.server";
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
