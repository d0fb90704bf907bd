import crypto from "node:crypto";
import { HttpError } from "../http/http-error.server";
import { canBeParent } from "~/lib/navigation";
import type { Selectable } from "kysely";
import { CONTENT_TYPES, PAGE_ORDER_STEP, toReviewStatus, type ContentType, type Page, type PageSummary } from "~/lib/pages";
import type { Db } from "../db/client.server";
import {
  containsInsensitive,
  fromDbBool,
  fromDbJson,
  fromDbTimestamp,
  inTransaction,
  nowIso,
  toDbBool,
  toDbJson,
} from "../db/dialect.server";
import type { ContentPagesTable } from "../db/schema.server";

/**
 * The only code that reads and writes content_pages.
 *
 * A page has a published state (what visitors get) and a working copy (what its editors save
 * into) of the drafted fields: title, content, meta_title, meta_description. The row keeps the
 * published state in those columns and the working copy in draft_* only while the two differ;
 * a page never published (published_at null) has just its working copy, in the plain columns
 * (migration 0009 describes the layout). Reads say which state they want: `published` for
 * anything visitors see, `working` for the admin.
 */

export type PageView = "published" | "working";

/** The fields a save drafts; every other field (slug, parent, order, flags) changes at once. */
export const DRAFTED_FIELDS = ["title", "content", "meta_title", "meta_description"] as const;

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
  "show_in_menu",
  "menu_title",
  "created_by",
  "review_status",
  "review_required",
  "meta_title",
  "meta_description",
  "created_at",
  "updated_at",
  "version",
  "published_at",
  "draft_title",
  "draft_meta_title",
  "draft_meta_description",
  "publish_at",
] as const;

type Row = Omit<Selectable<ContentPagesTable>, "content" | "draft_content"> & { content?: unknown; draft_content?: unknown };

function toContentType(value: string): ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value) ? (value as ContentType) : "basis";
}

/** Titles are never empty, so a draft title marks a working copy of its own. */
function hasDraft(row: Pick<Row, "draft_title">): boolean {
  return row.draft_title !== null && row.draft_title !== undefined;
}

function toSummary(row: Row, view: PageView): PageSummary {
  const draft = view === "working" && hasDraft(row);
  const publishedAt = row.published_at ? fromDbTimestamp(row.published_at) : null;
  return {
    id: row.id,
    slug: row.slug,
    title: draft ? row.draft_title! : row.title,
    parent_id: row.parent_id ?? null,
    sort_order: Number(row.sort_order),
    is_published: fromDbBool(row.is_published),
    is_legal: fromDbBool(row.is_legal),
    content_type: toContentType(row.content_type),
    show_in_footer_navigation: fromDbBool(row.show_in_footer_navigation),
    show_in_menu: fromDbBool(row.show_in_menu),
    menu_title: row.menu_title ?? null,
    meta_title: (draft ? row.draft_meta_title : row.meta_title) ?? null,
    meta_description: (draft ? row.draft_meta_description : row.meta_description) ?? null,
    created_at: fromDbTimestamp(row.created_at),
    // Visitors' "last modified" is the last publish: a draft save must not change what they get.
    updated_at: view === "published" && publishedAt ? publishedAt : fromDbTimestamp(row.updated_at),
    version: Number(row.version),
    published_at: publishedAt,
    has_unpublished_changes: draft,
    // A schedule is the editors' business; the published state never shows one.
    publish_at: view === "working" && row.publish_at ? fromDbTimestamp(row.publish_at) : null,
    // Who made it is the editors' business too (an Autor edits only their own drafts).
    ...(view === "working"
      ? { created_by: row.created_by ?? null, review_status: toReviewStatus(row.review_status), review_required: fromDbBool(row.review_required ?? false) }
      : {}),
  };
}

/**
 * Parsed content per row and column: both views of one row share the parsed value, and a row
 * written by a save carries the values it was written with (see writeNextVersion). A comparison of
 * contents then finds the same object and serialises nothing (sameContent).
 */
const parsed = new WeakMap<Row, { content?: unknown; draft_content?: unknown }>();

function contentOf(row: Row, column: "content" | "draft_content"): unknown {
  let known = parsed.get(row);
  if (!known) parsed.set(row, (known = {}));
  if (!(column in known)) known[column] = fromDbJson(row[column]);
  return known[column];
}

function toPage(row: Row, view: PageView): Page {
  const draft = view === "working" && hasDraft(row);
  return { ...toSummary(row, view), content: contentOf(row, draft ? "draft_content" : "content") };
}

/** A content_pages row as stored, for a write that reads it once (service.server.ts). */
export type PageRow = Row;

/** The page's row, read once per write; pageFromRow gives either view of it. */
export async function getPageRow(db: Db, id: string): Promise<PageRow | null> {
  return (await db.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export const pageFromRow = toPage;

const serialised = new WeakMap<object, string>();

/** stableJson, once per object (contents are never changed in place once canonical). */
function contentKey(value: unknown): string {
  if (!value || typeof value !== "object") return stableJson(value);
  let key = serialised.get(value);
  if (key === undefined) serialised.set(value, (key = stableJson(value)));
  return key;
}

/** Whether two contents are equal: the same object, or the same canonical JSON (each value serialised once). */
export function sameContent(a: unknown, b: unknown): boolean {
  return a === b || contentKey(a) === contentKey(b);
}

export class PageConflictError extends HttpError {
  constructor(
    readonly code: "version" | "slug" | "legal" | "cycle" | "parent",
    message: string,
  ) {
    super(409, message, { code });
    this.name = "PageConflictError";
  }
}

/** All pages, ordered by sort_order (spec §7), without content, as their editors see them. */
export async function listPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(summaryColumns)
    .orderBy("sort_order", "asc")
    .orderBy("title", "asc")
    .execute();
  return rows.map((row) => toSummary(row, "working"));
}

/**
 * All pages with their content, in the same order: the published state (blog lists on the public
 * site) unless the working copy is asked for (whole-site checks in the admin such as SEO scores).
 */
export async function listPagesWithContent(db: Db, view: PageView = "published"): Promise<Page[]> {
  const rows = await db.selectFrom("content_pages").selectAll().orderBy("sort_order", "asc").orderBy("title", "asc").execute();
  return rows.map((row) => toPage(row, view));
}

/**
 * The pages with these ids, with their content (the working copy unless asked otherwise), in the
 * order of `ids`: a paged admin list reads the contents of the rows it shows, not of every page.
 */
export async function listPagesWithContentByIds(db: Db, ids: readonly string[], view: PageView = "working"): Promise<Page[]> {
  const byId = new Map<string, Page>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db.selectFrom("content_pages").selectAll().where("id", "in", ids.slice(i, i + 500)).execute();
    for (const row of rows) byId.set(row.id, toPage(row, view));
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Published pages for public navigation, ordered by sort_order (spec §7), as visitors see them. */
export async function listPublishedPages(db: Db): Promise<PageSummary[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(summaryColumns)
    .where("is_published", "=", toDbBool(true))
    .orderBy("sort_order", "asc")
    .orderBy("title", "asc")
    .execute();
  return rows.map((row) => toSummary(row, "published"));
}

/** A page by id; by default its working copy (the admin's view). */
export async function getPageById(db: Db, id: string, view: PageView = "working"): Promise<Page | null> {
  const row = await db.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPage(row, view) : null;
}

/**
 * A page by slug: published pages in their published state, or, when asked for (preview/edit by
 * an admin), any page in its working copy.
 */
export async function getPageBySlug(
  db: Db,
  slug: string,
  options: { includeUnpublished?: boolean } = {},
): Promise<Page | null> {
  let query = db.selectFrom("content_pages").selectAll().where("slug", "=", slug);
  if (!options.includeUnpublished) query = query.where("is_published", "=", toDbBool(true));
  const row = await query.executeTakeFirst();
  return row ? toPage(row, options.includeUnpublished ? "working" : "published") : null;
}

export async function isSlugTaken(db: Db, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("content_pages").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The earliest schedule (ISO), or null when no page has one: when the scheduler must look next. */
export async function nextPublishAt(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("content_pages")
    .select((eb) => eb.fn.min("publish_at").as("next"))
    .where("publish_at", "is not", null)
    .executeTakeFirst();
  return row?.next ? fromDbTimestamp(row.next) : null;
}

/**
 * Pages whose schedule is due at `now`, earliest first, with publish_at exactly as stored: the
 * claim compares against it.
 */
export async function listDuePages(db: Db, now: Date): Promise<{ id: string; publish_at: string | Date }[]> {
  const rows = await db
    .selectFrom("content_pages")
    .select(["id", "publish_at"])
    .where("publish_at", "is not", null)
    .where("publish_at", "<=", now.toISOString())
    .orderBy("publish_at", "asc")
    .execute();
  return rows.filter((row): row is { id: string; publish_at: string | Date } => row.publish_at !== null);
}

/**
 * Takes the schedule of a due page for this caller: true for exactly one of several instances
 * racing for it (the conditional UPDATE hits the row once; PostgreSQL makes a second UPDATE wait
 * for the first's commit and then re-check the condition, which no longer holds). A removed or
 * moved schedule is not taken.
 */
export async function claimSchedule(db: Db, id: string, publishAt: string | Date): Promise<boolean> {
  const result = await db
    .updateTable("content_pages")
    .set({ publish_at: null })
    .where("id", "=", id)
    .where("publish_at", "=", typeof publishAt === "string" ? publishAt : publishAt.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
  return rows.map((row) => toSummary(row, "working"));
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
  show_in_menu?: boolean;
  menu_title?: string | null;
  content?: unknown;
  meta_title?: string | null;
  meta_description?: string | null;
  /** ISO time at which the working copy goes live by itself; null: no schedule. */
  publish_at?: string | null;
  /** The person who created it (an author edits only their own drafts); null: imported or seeded. */
  created_by?: string | null;
  /** 'Freigabe erforderlich' (issue 30): published only through a review. */
  review_required?: boolean;
}

/** A parent must exist and be a page: posts and presentations live under /blog and /presentations. */
async function assertParentAllowed(trx: Db, parentId: string): Promise<void> {
  const parent = await getPageById(trx, parentId);
  if (!parent) throw new PageConflictError("parent", "Die übergeordnete Seite existiert nicht.");
  if (!canBeParent(parent)) throw new PageConflictError("parent", "Blogbeiträge und Präsentationen können keine übergeordnete Seite sein.");
}

export async function createPage(db: Db, input: NewPage): Promise<Page> {
  return toPage(await createPageRow(db, input), "working");
}

/** createPage, answering the row as written (read once, as createPage does), for the write path's hooks. */
export async function createPageRow(db: Db, input: NewPage): Promise<PageRow> {
  return inTransaction(db, async (trx) => {
    if (await isSlugTaken(trx, input.slug)) {
      throw new PageConflictError("slug", `Der Slug "${input.slug}" ist bereits vergeben.`);
    }
    const parentId = input.parent_id || null;
    if (parentId) await assertParentAllowed(trx, parentId);
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
        show_in_menu: toDbBool(input.show_in_menu ?? true),
        menu_title: input.menu_title ?? null,
        content: toDbJson(input.content ?? []),
        meta_title: input.meta_title ?? null,
        meta_description: input.meta_description ?? null,
        created_at: now,
        updated_at: now,
        // Created online: what it was created with is its published state.
        published_at: input.is_published ? now : null,
        publish_at: input.publish_at ?? null,
        created_by: input.created_by ?? null,
      })
      .execute();
    return (await getPageRow(trx, id))!;
  });
}

export type PagePatch = Partial<Omit<NewPage, "id" | "created_by">>;

const STALE = "Die Seite wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.";

/** The conflict of a stale version (409 with the German answer above). */
export function staleVersionError(): PageConflictError {
  return new PageConflictError("version", STALE);
}

/** The row, checked against the version the caller last saw. */
async function currentRow(trx: Db, id: string, expectedVersion: number | undefined): Promise<Row | null> {
  const row = await trx.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirst();
  if (row && expectedVersion !== undefined && expectedVersion !== Number(row.version)) throw new PageConflictError("version", STALE);
  return row ?? null;
}

/**
 * Writes `values` as the next version of `row`, checked in the UPDATE itself (`… WHERE id = ? AND
 * version = ?`, the caller's expected version, else the row's): no row updated is a conflict. The
 * written row comes back with it (RETURNING), so nothing reads it again; its contents not written
 * keep the parsed values of `row`, the written ones the values given in `parsedValues`.
 */
async function writeNextRow(trx: Db, row: Row, values: Record<string, unknown>, expectedVersion?: number, parsedValues: { content?: unknown; draft_content?: unknown } = {}): Promise<Row> {
  const version = expectedVersion ?? Number(row.version);
  const next = await trx
    .updateTable("content_pages")
    .set({ ...values, updated_at: nowIso(), version: version + 1 })
    .where("id", "=", row.id)
    .where("version", "=", version)
    .returningAll()
    .executeTakeFirst();
  if (!next) throw new PageConflictError("version", STALE);
  const known = parsed.get(row) ?? {};
  const carried: { content?: unknown; draft_content?: unknown } = {};
  for (const column of ["content", "draft_content"] as const) {
    if (column in parsedValues) carried[column] = parsedValues[column];
    else if (!(column in values) && column in known) carried[column] = known[column];
    else if (column in values && values[column] === null) carried[column] = null;
  }
  parsed.set(next, carried);
  return next;
}

async function writeNextVersion(trx: Db, row: Row, values: Record<string, unknown>): Promise<Page> {
  return toPage(await writeNextRow(trx, row, values), "working");
}

interface DraftedState {
  title: string;
  content: unknown;
  meta_title: string | null;
  meta_description: string | null;
}

/** JSON with sorted keys, for comparing stored values: PostgreSQL's jsonb does not keep key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Column values that store `working` as the page's working copy: in the plain columns while the
 * page was never published, else in draft_* (cleared when it equals the published state again).
 */
function workingCopyColumns(row: Row, working: DraftedState): Record<string, unknown> {
  if (!row.published_at) {
    return { title: working.title, content: toDbJson(working.content), meta_title: working.meta_title, meta_description: working.meta_description };
  }
  const published = toPage(row, "published");
  const same =
    working.title === published.title &&
    working.meta_title === published.meta_title &&
    working.meta_description === published.meta_description &&
    sameContent(working.content, published.content);
  return same
    ? { draft_title: null, draft_content: null, draft_meta_title: null, draft_meta_description: null }
    : {
        draft_title: working.title,
        draft_content: toDbJson(working.content),
        draft_meta_title: working.meta_title,
        draft_meta_description: working.meta_description,
      };
}

/**
 * Partial update (spec §5: undefined values are dropped, an empty parent becomes null). Drafted
 * fields go into the working copy; the others change at once. Switching a page never published
 * online makes its working copy the published state. With `expectedVersion`, a stale version
 * throws a PageConflictError("version") and changes nothing. Returns null when the page does not
 * exist.
 */
export async function updatePage(
  db: Db,
  id: string,
  patch: PagePatch,
  options: { expectedVersion?: number } = {},
): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, id, options.expectedVersion);
    if (!row) return null;
    return toPage((await updatePageRow(trx, row, patch, options)).row, "working");
  });
}

/**
 * updatePage on a row the caller read (in `trx`): the version is checked by the UPDATE alone.
 * `values`: the columns written.
 */
export async function updatePageRow(
  trx: Db,
  row: PageRow,
  patch: PagePatch,
  options: { expectedVersion?: number } = {},
): Promise<{ row: PageRow; values: Record<string, unknown> }> {
  const id = row.id;
  const current = toPage(row, "working");
  if (patch.slug !== undefined && patch.slug !== current.slug && (await isSlugTaken(trx, patch.slug, id))) {
    throw new PageConflictError("slug", `Der Slug "${patch.slug}" ist bereits vergeben.`);
  }
  const values: Record<string, unknown> = {};
  if (patch.slug !== undefined) values.slug = patch.slug;
  if (patch.parent_id !== undefined) {
    const parentId = patch.parent_id || null;
    if (parentId) await assertParentAllowed(trx, parentId);
    if (parentId) await assertNotOwnAncestor(trx, id, parentId);
    values.parent_id = parentId;
  }
  if (patch.sort_order !== undefined) values.sort_order = patch.sort_order;
  if (patch.publish_at !== undefined) values.publish_at = patch.publish_at;
  if (patch.is_published !== undefined) values.is_published = toDbBool(patch.is_published);
  if (patch.is_published && !row.published_at) values.published_at = nowIso();
  if (patch.is_legal !== undefined) values.is_legal = toDbBool(patch.is_legal);
  if (patch.content_type !== undefined) values.content_type = patch.content_type;
  if (patch.show_in_footer_navigation !== undefined)
    values.show_in_footer_navigation = toDbBool(patch.show_in_footer_navigation);
  if (patch.show_in_menu !== undefined) values.show_in_menu = toDbBool(patch.show_in_menu);
  if (patch.menu_title !== undefined) values.menu_title = patch.menu_title;
  if (patch.review_required !== undefined) values.review_required = toDbBool(patch.review_required);
  // Marking a page 'Freigabe erforderlich' ends its schedule: the scheduler would publish unreviewed.
  if (patch.review_required === true && !fromDbBool(row.review_required ?? false) && patch.publish_at === undefined) values.publish_at = null;
  if (DRAFTED_FIELDS.some((field) => patch[field] !== undefined)) {
    Object.assign(
      values,
      workingCopyColumns(row, {
        title: patch.title ?? current.title,
        content: patch.content !== undefined ? patch.content : current.content,
        meta_title: patch.meta_title !== undefined ? patch.meta_title : current.meta_title,
        meta_description: patch.meta_description !== undefined ? patch.meta_description : current.meta_description,
      }),
    );
  }
  const written = patch.content !== undefined ? { [row.published_at ? "draft_content" : "content"]: patch.content } : {};
  // A working copy equal to the published state again is cleared (draft_content null).
  if (row.published_at && values.draft_content === null) delete written.draft_content;
  return { row: await writeNextRow(trx, row, values, options.expectedVersion, written), values };
}

/**
 * The working copy becomes the published state and the page goes online; a schedule is done with
 * (publishing now replaces it). Null when the page does not exist; the page unchanged when it is
 * online with nothing unpublished (apart from a schedule, which is removed).
 */
export async function publishPage(db: Db, id: string, options: { expectedVersion?: number } = {}): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, id, options.expectedVersion);
    if (!row) return null;
    return toPage(await publishPageRow(trx, row, options.expectedVersion), "working");
  });
}

/**
 * publishPage on a row the caller read (in `trx`): the version is checked by the UPDATE (or, when
 * nothing is written, against the row). The row as it is now.
 */
export async function publishPageRow(trx: Db, row: PageRow, expectedVersion?: number): Promise<PageRow> {
  const working = toPage(row, "working");
  if (fromDbBool(row.is_published) && row.published_at && !hasDraft(row)) {
    if (row.publish_at) return writeNextRow(trx, row, { publish_at: null }, expectedVersion);
    if (expectedVersion !== undefined && expectedVersion !== Number(row.version)) throw new PageConflictError("version", STALE);
    return row;
  }
  const live = {
    publish_at: null,
    title: working.title,
    content: toDbJson(working.content),
    meta_title: working.meta_title,
    meta_description: working.meta_description,
    draft_title: null,
    draft_content: null,
    draft_meta_title: null,
    draft_meta_description: null,
    is_published: toDbBool(true),
    published_at: nowIso(),
  };
  return writeNextRow(trx, row, live, expectedVersion, { content: working.content, draft_content: null });
}

/** The working copy goes back to the published state. Null when the page does not exist; the page unchanged when there was no draft. */
export async function discardDraft(db: Db, id: string, options: { expectedVersion?: number } = {}): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, id, options.expectedVersion);
    if (!row) return null;
    if (!hasDraft(row)) return toPage(row, "working");
    return writeNextVersion(trx, row, { draft_title: null, draft_content: null, draft_meta_title: null, draft_meta_description: null });
  });
}

/**
 * Rewrites the content of both states alike (internal links after a page moved: not an edit, so it
 * goes live at once and leaves no draft behind). `rewrite` returns undefined for "unchanged".
 * Returns the page when something changed, else null.
 */
export async function rewritePageContent(db: Db, id: string, rewrite: (content: unknown) => unknown): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, id, undefined);
    if (!row) return null;
    const values: Record<string, unknown> = {};
    const published = rewrite(fromDbJson(row.content));
    if (published !== undefined) values.content = toDbJson(published);
    if (hasDraft(row)) {
      const draft = rewrite(fromDbJson(row.draft_content));
      if (draft !== undefined) values.draft_content = toDbJson(draft);
    }
    return Object.keys(values).length ? writeNextVersion(trx, row, values) : null;
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
