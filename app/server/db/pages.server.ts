import crypto from "node:crypto";
import type { Selectable } from "kysely";
import { CONTENT_TYPES, PAGE_ORDER_STEP, type ContentType, type Page, type PageSummary } from "~/lib/pages";
import type { Db } from "./client.server";
import {
  containsInsensitive,
  fromDbBool,
  fromDbJson,
  fromDbTimestamp,
  inTransaction,
  nowIso,
  toDbBool,
  toDbJson,
} from "./dialect.server";
import type { ContentPagesTable } from "./schema.server";

/** The only code that reads and writes content_pages. */

const summaryColumns = [
  "id",
  "slug",
  "title",
  "parent_id",
  "sort_order",
  "is_published",
  "is_legal",
  "content_type",
  "show_in_footer_navigation",
  "meta_title",
  "meta_description",
  "created_at",
  "updated_at",
  "version",
] as const;

type Row = Omit<Selectable<ContentPagesTable>, "content"> & { content?: unknown };

function toContentType(value: string): ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value) ? (value as ContentType) : "basis";
}

function toSummary(row: Row): PageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    parent_id: row.parent_id ?? null,
    sort_order: Number(row.sort_order),
    is_published: fromDbBool(row.is_published),
    is_legal: fromDbBool(row.is_legal),
    content_type: toContentType(row.content_type),
    show_in_footer_navigation: fromDbBool(row.show_in_footer_navigation),
    meta_title: row.meta_title ?? null,
    meta_description: row.meta_description ?? null,
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
    version: Number(row.version),
  };
}

function toPage(row: Row): Page {
  return { ...toSummary(row), content: fromDbJson(row.content) };
}

export class PageConflictError extends Error {
  constructor(
    readonly code: "version" | "slug" | "legal" | "cycle" | "parent",
    message: string,
  ) {
    super(message);
    this.name = "PageConflictError";
  }
}

/** All pages, ordered by sort_order (spec §7), without content. */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(summaryColumns)
    .orderBy("sort_order", "asc")
    .orderBy("title", "asc")
    .execute();
  return rows.map(toSummary);
}

/** All pages with their content, in the same order (for whole-site checks such as SEO scores). */
export async function listPagesWithContent(db: Db): Promise<Page[]> {
  const rows = await db.selectFrom("content_pages").selectAll().orderBy("sort_order", "asc").orderBy("title", "asc").execute();
  return rows.map(toPage);
}

/** Published pages for public navigation, ordered by sort_order (spec §7). */
export async function listPublishedPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(summaryColumns)
    .where("is_published", "=", toDbBool(true))
    .orderBy("sort_order", "asc")
    .orderBy("title", "asc")
    .execute();
  return rows.map(toSummary);
}

export async function getPageById(db: Db, id: string): Promise<Page | null> {
  const row = await db.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPage(row) : null;
}

/** A page by slug; unpublished pages only when asked for (preview/edit by an admin). */
export async function getPageBySlug(
  db: Db,
  slug: string,
  options: { includeUnpublished?: boolean } = {},
): Promise<Page | null> {
  let query = db.selectFrom("content_pages").selectAll().where("slug", "=", slug);
  if (!options.includeUnpublished) query = query.where("is_published", "=", toDbBool(true));
  const row = await query.executeTakeFirst();
  return row ? toPage(row) : null;
}

export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("content_pages").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Case-insensitive search over title, slug and meta description (umlauts folded). */
export async function searchPages(db: Db, term: string): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(summaryColumns)
    .where((eb) =>
      eb.or([
        containsInsensitive(db, eb.ref("title"), term),
        containsInsensitive(db, eb.ref("slug"), term),
        containsInsensitive(db, eb.ref("meta_description"), term),
      ]),
    )
    .orderBy("sort_order", "asc")
    .execute();
  return rows.map(toSummary);
}

export async function countPages(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_pages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewPage {
  id?: string;
  slug: string;
  title: string;
  parent_id?: string | null;
  sort_order?: number;
  is_published?: boolean;
  is_legal?: boolean;
  content_type?: ContentType;
  show_in_footer_navigation?: boolean;
  content?: unknown;
  meta_title?: string | null;
  meta_description?: string | null;
}

export async function createPage(db: Db, input: NewPage): Promise<Page> {
  return inTransaction(db, async (trx) => {
    if (await isSlugTaken(trx, input.slug)) {
      throw new PageConflictError("slug", `Der Slug "${input.slug}" ist bereits vergeben.`);
    }
    const parentId = input.parent_id || null;
    if (parentId && !(await getPageById(trx, parentId))) {
      throw new PageConflictError("parent", "Die übergeordnete Seite existiert nicht.");
    }
    let sortOrder = input.sort_order;
    if (sortOrder === undefined) {
      const last = await trx
        .selectFrom("content_pages")
        .select((eb) => eb.fn.max("sort_order").as("max"))
        .where((eb) => (parentId ? eb("parent_id", "=", parentId) : eb("parent_id", "is", null)))
        .executeTakeFirst();
      sortOrder = Number(last?.max ?? 0) + PAGE_ORDER_STEP;
    }
    const now = nowIso();
    const id = input.id ?? crypto.randomUUID();
    await trx
      .insertInto("content_pages")
      .values({
        id,
        slug: input.slug,
        title: input.title,
        parent_id: parentId,
        sort_order: sortOrder,
        is_published: toDbBool(input.is_published ?? false),
        is_legal: toDbBool(input.is_legal ?? false),
        content_type: input.content_type ?? "basis",
        show_in_footer_navigation: toDbBool(input.show_in_footer_navigation ?? false),
        content: toDbJson(input.content ?? []),
        meta_title: input.meta_title ?? null,
        meta_description: input.meta_description ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return (await getPageById(trx, id))!;
  });
}

export type PagePatch = Partial<Omit<NewPage, "id">>;

/**
 * Partial update (spec §5: undefined values are dropped, an empty parent becomes null). With
 * `expectedVersion`, a stale version throws a PageConflictError("version") and changes nothing.
 * Returns null when the page does not exist.
 */
export async function updatePage(
  db: Db,
  id: string,
  patch: PagePatch,
  options: { expectedVersion?: number } = {},
): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const current = await getPageById(trx, id);
    if (!current) return null;
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
      throw new PageConflictError(
        "version",
        "Die Seite wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.",
      );
    }
    if (patch.slug !== undefined && patch.slug !== current.slug && (await isSlugTaken(trx, patch.slug, id))) {
      throw new PageConflictError("slug", `Der Slug "${patch.slug}" ist bereits vergeben.`);
    }
    const values: Record<string, unknown> = {};
    if (patch.slug !== undefined) values.slug = patch.slug;
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.parent_id !== undefined) {
      const parentId = patch.parent_id || null;
      if (parentId) await assertNotOwnAncestor(trx, id, parentId);
      values.parent_id = parentId;
    }
    if (patch.sort_order !== undefined) values.sort_order = patch.sort_order;
    if (patch.is_published !== undefined) values.is_published = toDbBool(patch.is_published);
    if (patch.is_legal !== undefined) values.is_legal = toDbBool(patch.is_legal);
    if (patch.content_type !== undefined) values.content_type = patch.content_type;
    if (patch.show_in_footer_navigation !== undefined)
      values.show_in_footer_navigation = toDbBool(patch.show_in_footer_navigation);
    if (patch.content !== undefined) values.content = toDbJson(patch.content);
    if (patch.meta_title !== undefined) values.meta_title = patch.meta_title;
    if (patch.meta_description !== undefined) values.meta_description = patch.meta_description;

    const result = await trx
      .updateTable("content_pages")
      .set({ ...values, updated_at: nowIso(), version: current.version + 1 })
      .where("id", "=", id)
      .where("version", "=", current.version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw new PageConflictError(
        "version",
        "Die Seite wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.",
      );
    }
    return getPageById(trx, id);
  });
}

async function assertNotOwnAncestor(db: Db, pageId: string, newParentId: string): Promise<void> {
  const pages = await db.selectFrom("content_pages").select(["id", "parent_id"]).execute();
  const parentOf = new Map(pages.map((p) => [p.id, p.parent_id]));
  if (!parentOf.has(newParentId)) {
    throw new PageConflictError("parent", "Die übergeordnete Seite existiert nicht.");
  }
  let cursor: string | null | undefined = newParentId;
  const seen = new Set<string>();
  while (cursor && !seen.has(cursor)) {
    if (cursor === pageId) {
      throw new PageConflictError("cycle", "Eine Seite kann nicht unter sich selbst oder eine ihrer Unterseiten verschoben werden.");
    }
    seen.add(cursor);
    cursor = parentOf.get(cursor);
  }
}

/** Deletes a page; legal pages are refused (spec §4). Returns false when it did not exist. */
export async function deletePage(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const page = await trx
      .selectFrom("content_pages")
      .select(["id", "is_legal", "title"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!page) return false;
    if (fromDbBool(page.is_legal)) {
      throw new PageConflictError("legal", "Rechtliche Seiten können nicht gelöscht werden");
    }
    await trx.deleteFrom("content_pages").where("id", "=", id).execute();
    return true;
  });
}

/** Sets sort_order = position × 10 for the given ids, in one transaction (spec §7). */
export async function reorderPages(db: Db, ids: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable("content_pages")
        .set((eb) => ({ sort_order: index * PAGE_ORDER_STEP, updated_at: now, version: eb("version", "+", 1) }))
        .where("id", "=", id)
        .execute();
    }
  });
}
