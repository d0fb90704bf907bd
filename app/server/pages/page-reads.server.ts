import type { Kysely } from "kysely";
import type { Block } from "~/blocks/types";
import { depthFirst, type Page, type PageSummary } from "~/lib/pages";
import type { Db } from "../db/client.server";
import { normaliseContent } from "./normalise.server";
import { getPageById, listPages, listPublishedPages } from "./pages.server";
import { getRevision, listRevisions, type PageRevision, type PageRevisionSummary } from "./revisions.server";

/** The reads beside the page write path (service.server.ts re-exports them for its callers). */

export type TreePage = PageSummary & { depth: number };

/**
 * Pages in tree order: depth-first, siblings by sort_order. Visitors get published pages only;
 * a published page under a hidden parent is listed at the top level.
 */
export async function listPageTree(db: Db, options: { includeUnpublished: boolean }): Promise<TreePage[]> {
  const pages = options.includeUnpublished ? await listPages(db) : await listPublishedPages(db);
  return depthFirst(pages);
}

/** A page with its content as canonical, sanitised blocks; hidden from visitors unless published. */
export async function getPageWithBlocks(
  db: Db,
  id: string,
  options: { includeUnpublished: boolean },
): Promise<(Omit<Page, "content"> & { content: Block[] }) | null> {
  // Visitors get the published state, admins the working copy.
  const page = await getPageById(db, id, options.includeUnpublished ? "working" : "published");
  if (!page || (!page.is_published && !options.includeUnpublished)) return null;
  return { ...page, content: normaliseContent(page.content, { strict: false }) };
}

export type RevisionWithAuthor<R extends PageRevisionSummary = PageRevisionSummary> = R & { author: { name: string; email: string } | null };

/** Authors come from better-auth's user table, which our schema types do not describe. */
export async function authorsOf(db: Db, ids: (string | null)[]): Promise<Map<string, { name: string; email: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await (db as unknown as Kysely<Record<string, { id: string; name: string; email: string }>>)
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}

export async function listRevisionsWithAuthors(db: Db, pageId: string): Promise<RevisionWithAuthor[]> {
  const revisions = await listRevisions(db, pageId);
  const authors = await authorsOf(db, revisions.map((r) => r.author_id));
  return revisions.map((r) => ({ ...r, author: (r.author_id && authors.get(r.author_id)) || null }));
}

export async function getRevisionForPage(db: Db, pageId: string, revisionId: string): Promise<RevisionWithAuthor<PageRevision> | null> {
  const revision = await getRevision(db, revisionId);
  if (!revision || revision.page_id !== pageId) return null;
  const authors = await authorsOf(db, [revision.author_id]);
  return {
    ...revision,
    content: normaliseContent(revision.content, { strict: false }),
    author: (revision.author_id && authors.get(revision.author_id)) || null,
  };
}
