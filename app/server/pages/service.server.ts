import { readBlocks } from "~/blocks/content";
import { legacySlidesOf } from "~/blocks/slide/legacy";
import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { isLandingTemplate } from "~/lib/navigation";
import { toBerlinInput } from "~/lib/publish-at";
import {
  pageCreateSchema,
  pageOrderSchema,
  pagePatchSchema,
  pageUnpublishSchema,
  pageVersionSchema,
  RESERVED_SLUGS,
  slugSchema,
  type InputBlock,
} from "~/lib/page-schema";
import type { Page } from "~/lib/pages";
import { slugify } from "~/lib/slug";
import type { Db } from "../db/client.server";
import { outsideRequestContext } from "../http/request-context.server";
import type { ChangeTransaction } from "../events/changes.server";
import {
  claimSchedule,
  createPageRow,
  deletePage,
  discardDraft,
  getPageById,
  getPageRow,
  isSlugTaken,
  PageConflictError,
  pageFromRow,
  publishPageRow,
  reorderPages,
  rewritePageContent,
  sameContent,
  staleVersionError,
  updatePageRow,
  type PageRow,
} from "./pages.server";
import { runAfterDelete, runAfterDiscard, runAfterPublish, runAfterReorder, runAfterWrite, runBeforeWrite, withPageWrite, type PageChanges, type Publisher, type WriteContext } from "./hooks.server";
import { pageHooks } from "./page-hooks.server";
import { normaliseContent } from "./normalise.server";
import { getRevision, revisionOf, type RevisionKind } from "./revisions.server";
import { getTemplate } from "../templates/templates.server";
import { postDateRewrite } from "../blog/post-date.server";
import { parseOrThrow, ValidationError } from "../api/validation.server";

/**
 * Page business rules for the API, the editor and the SEO tool: every write is validated with the
 * shared schema, runs in one transaction and stores content as canonical blocks. What follows from
 * a write (revisions, audit, redirects, gone paths, review state, change events, presence, the
 * scheduler) are its hooks (hooks.server.ts), subscribed in page-hooks.server.ts.
 */

export { PageConflictError, normaliseContent, revisionOf };
export { reviewRequiredError } from "./review-hooks.server";
export { authorsOf, getPageWithBlocks, getRevisionForPage, listPageTree, listRevisionsWithAuthors, type RevisionWithAuthor, type TreePage } from "./page-reads.server";

/** The first free, allowed slug from `base`: base, base-2, base-3, … */
export async function uniqueSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  const root = slugify(base, 100) || "seite";
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? "" : `-${n}`;
    const candidate = root.slice(0, 100 - suffix.length).replace(/-+$/, "") + suffix;
    if ((RESERVED_SLUGS as readonly string[]).includes(candidate)) continue;
    if (!(await isSlugTaken(db, candidate, exceptId))) return candidate;
  }
  return `${root.slice(0, 80)}-${Date.now()}`;
}

/** For the slug field while typing: is it usable, and if not, what would be. */
export async function checkSlug(db: Db, slug: string, exceptId?: string): Promise<{ available: boolean; suggestion: string }> {
  const valid = slugSchema.safeParse(slug).success;
  const available = valid && !(await isSlugTaken(db, slug, exceptId));
  return { available, suggestion: available ? slug : await uniqueSlug(db, slug, exceptId) };
}

/**
 * A presentation sent in the spec's older shape ({slides:[…]}, spec §3) is read into slide blocks
 * here, at the API's door, like a stored one (readBlocks); everything after sees block lists only.
 */
function withLegacySlidesRead(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const content = (input as { content?: unknown }).content;
  return legacySlidesOf(content) ? { ...input, content: readBlocks(content) } : input;
}

/** `createdBy`: the person who creates it (content_pages.created_by, an author's own post); imports give none. */
export async function createPageFromInput(db: Db, input: unknown, options: { authorId: string | null; createdBy?: string | null }): Promise<Page> {
  const values = parseOrThrow(pageCreateSchema, withLegacySlidesRead(input));
  const submitted = values.content !== undefined ? normaliseContent(values.content, { strict: true }) : undefined;
  return withPageWrite(db, options.authorId, async (trx, ctx) => {
    let blocks: Block[] = submitted ?? [];
    const template = values.template_id ? await getTemplate(trx, values.template_id) : null;
    if (values.template_id && !template) throw new ValidationError({ template_id: de.pages.field.templateMissing });
    if (!submitted && template) blocks = normaliseContent(template.content, { strict: false });
    const slug = values.slug ?? (await uniqueSlug(trx, values.title));
    await runBeforeWrite(pageHooks, { trx, ctx, operation: "create", before: null });
    const row = await createPageRow(trx, {
      slug,
      title: values.title,
      parent_id: values.parent_id ?? null,
      sort_order: values.sort_order,
      is_published: values.is_published,
      is_legal: values.is_legal,
      content_type: values.content_type,
      show_in_footer_navigation: values.show_in_footer_navigation,
      show_in_menu: values.show_in_menu ?? (template ? !isLandingTemplate(template.name) : true),
      menu_title: values.menu_title ?? null,
      content: blocks,
      meta_title: values.meta_title ?? null,
      meta_description: values.meta_description ?? null,
      publish_at: values.publish_at ?? null,
      created_by: options.createdBy ?? null,
    });
    const after = await runAfterWrite(pageHooks, { trx, ctx, operation: "create", before: null, after: row, changes: {}, revision: {} });
    return pageFromRow(after, "working");
  });
}

export interface UpdateOptions {
  expectedVersion?: number;
  authorId: string | null;
  /** Replaces the generated summary of the revision. */
  summary?: string;
  /** The revision's kind; default: 'publish' / 'unpublish' when the page goes online / offline, else 'save'. */
  kind?: RevisionKind;
}

/**
 * Partial update; fields that equal the stored value are no change. Title, content and meta go
 * into the working copy: visitors, the page cache and the change log see nothing of them until
 * the page is published (publishPageById). Slug, parent, order and flags change at once and are
 * announced. A version is required (the body's `version` or options.expectedVersion; without one
 * a ValidationError names `version`); a stale one throws PageConflictError("version") and writes
 * nothing. Null when the page does not exist.
 */
const serverPatchSchema = pagePatchSchema.partial({ version: true });

export async function updatePageWithRevision(db: Db, id: string, patch: unknown, options: UpdateOptions): Promise<Page | null> {
  // A server-side caller that read the page itself gives its version as an option instead.
  const schema = options.expectedVersion !== undefined ? serverPatchSchema : pagePatchSchema;
  const { version, content, ...fields } = parseOrThrow(schema, withLegacySlidesRead(patch ?? {}));
  const blocks = content !== undefined ? normaliseContent(content, { strict: true }) : undefined;
  const expectedVersion = options.expectedVersion ?? version;
  return withPageWrite(db, options.authorId, async (trx, ctx) => {
    // The one read of the page row in this write: before-state, schedule and working copy alike.
    const row = await getPageRow(trx, id);
    if (!row) return null;
    return applyUpdate(trx, ctx, row, { ...fields, content: blocks }, { ...options, expectedVersion, operation: "update" });
  });
}

/**
 * The write of a page edit on the row read by the caller (docs/decisions/013): fields equal to
 * the stored ones are dropped (the content compared once); the version is checked by the UPDATE
 * (`… AND version = ?`), or, when nothing is written, against the row and no hook runs. The
 * afterWrite hooks then see exactly what changed (redirects and gone paths are touched only when
 * the address or publish state did). The page as it is after the hooks.
 */
async function applyUpdate(
  trx: ChangeTransaction,
  ctx: WriteContext,
  row: PageRow,
  patch: PageChanges,
  options: UpdateOptions & { operation: "update" | "restore"; forceRevision?: boolean; restored?: { revisionId: string; revisionDate: string } },
): Promise<Page> {
  const current = pageFromRow(row, "working");
  const changes: PageChanges = {};
  for (const [key, value] of Object.entries(patch) as [keyof PageChanges, unknown][]) {
    if (value === undefined || key === "content") continue;
    const before = current[key as keyof Page] ?? null;
    if ((value ?? null) !== before) (changes as Record<string, unknown>)[key] = value;
  }
  // Going online or offline by hand ends a schedule, unless the same write sets a new one.
  if (changes.is_published !== undefined && changes.publish_at === undefined && current.publish_at) changes.publish_at = null;
  if (patch.content !== undefined && !sameContent(patch.content, current.content)) changes.content = patch.content;

  if (Object.keys(changes).length === 0 && !options.forceRevision) {
    // Nothing to write, so no UPDATE checks the version: the row read in this transaction does.
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) throw staleVersionError();
    return current;
  }
  const { operation, restored } = options;
  await runBeforeWrite(pageHooks, { trx, ctx, operation, before: row });
  const { row: next } = await updatePageRow(trx, row, changes, { expectedVersion: options.expectedVersion ?? current.version });
  const revision = { kind: options.kind, summary: options.summary };
  return pageFromRow(await runAfterWrite(pageHooks, { trx, ctx, operation, before: row, after: next, changes, revision, restored }), "working");
}

/** Returns false when the page did not exist; legal pages throw PageConflictError("legal"). */
export async function deletePageById(db: Db, id: string): Promise<boolean> {
  return withPageWrite(db, null, async (trx, ctx) => {
    const before = await getPageRow(trx, id);
    if (before) await runBeforeWrite(pageHooks, { trx, ctx, operation: "delete", before });
    const deleted = await deletePage(trx, id);
    if (deleted && before) await runAfterDelete(pageHooks, { trx, ctx, before });
    return deleted;
  });
}

/** One parent's children in their new order: sort_order = position × 10 (spec §9). */
export async function reorderSiblings(db: Db, ids: unknown): Promise<void> {
  const { ids: list } = parseOrThrow(pageOrderSchema, { ids });
  await withPageWrite(db, null, async (trx, ctx) => {
    const rows = await trx.selectFrom("content_pages").select(["id", "parent_id"]).where("id", "in", list).execute();
    if (rows.length !== list.length) throw new ValidationError({ ids: de.pages.field.idsUnknown });
    if (new Set(rows.map((r) => r.parent_id ?? null)).size > 1) throw new ValidationError({ ids: de.pages.field.idsMixedParents });
    await reorderPages(trx, list);
    await runAfterReorder(pageHooks, { trx, ctx, ids: list });
  });
}

/**
 * Puts a revision's title, content and meta into the working copy, as a revision of its own;
 * deletes nothing. Publishing makes it live. The slug stays: it is no draft, and an old one would
 * move the page's address at once. With `expectedVersion` (the API always passes the client's) a
 * stale one throws PageConflictError("version") and writes nothing.
 */
export async function restoreRevision(
  db: Db,
  pageId: string,
  revisionId: string,
  options: { authorId: string | null; expectedVersion?: number },
): Promise<Page | null> {
  return withPageWrite(db, options.authorId, async (trx, ctx) => {
    const revision = await getRevision(trx, revisionId);
    if (!revision || revision.page_id !== pageId) return null;
    const row = await getPageRow(trx, pageId);
    if (!row) return null;
    const patch = {
      title: revision.title,
      content: normaliseContent(revision.content, { strict: false }),
      meta_title: revision.meta_title,
      meta_description: revision.meta_description,
    };
    return applyUpdate(trx, ctx, row, patch, {
      operation: "restore",
      authorId: options.authorId,
      expectedVersion: options.expectedVersion,
      summary: de.pages.revisions.restored(formatDateTime(revision.updated_at)),
      forceRevision: true,
      kind: "restore",
      restored: { revisionId, revisionDate: revision.updated_at },
    });
  });
}

/**
 * The working copy goes live and the page online, with a revision 'Veröffentlicht' and one change
 * event. Input `{ version }`: a stale one throws PageConflictError("version"). A page already
 * online with nothing unpublished stays as it is. Null when the page does not exist.
 */
export async function publishPageById(db: Db, id: string, input: unknown, options: PublishOptions): Promise<Page | null> {
  const { version } = parseOrThrow(pageVersionSchema, input ?? {});
  return withPageWrite(db, options.authorId, async (trx, ctx) => {
    const page = await publishInTransaction(trx, ctx, id, version, options.review ? "review" : "person");
    if (page && options.review) await options.review(trx, page, ctx.revisionId);
    return page;
  });
}

export interface PublishOptions {
  authorId: string | null;
  /**
   * Set by 'Freigeben und veröffentlichen' (app/server/pages/review.server.ts): the publish of an
   * approved review, allowed on a page marked 'Freigabe erforderlich'; called in the publish's
   * transaction, after the hooks, with the page and the id of the revision the publish wrote
   * (null: nothing went live).
   */
  review?: (trx: Db, page: Page, revisionId: string | null) => Promise<void>;
}

/**
 * Publishing inside `trx`, for 'Veröffentlichen', an approved review and the scheduler alike: the
 * working copy goes live and the schedule ends; the afterPublish hooks learn whether anything went
 * live (not when the page was online with nothing unpublished).
 */
async function publishInTransaction(trx: ChangeTransaction, ctx: WriteContext, id: string, expectedVersion: number | undefined, publisher: Publisher): Promise<Page | null> {
  const row = await getPageRow(trx, id);
  if (!row) return null;
  await runBeforeWrite(pageHooks, { trx, ctx, operation: "publish", before: row, publisher });
  const next = await publishPageRow(trx, row, expectedVersion);
  const before = pageFromRow(row, "published");
  const after = pageFromRow(next, "published");
  const live = after.published_at !== before.published_at || after.is_published !== before.is_published;
  return pageFromRow(await runAfterPublish(pageHooks, { trx, ctx, before: row, after: next, publisher, live }), "working");
}

/**
 * The scheduler's publish: takes the page's due schedule (`publishAt` exactly as read) and, only
 * when this caller got it, publishes the newest working copy as 'Veröffentlichen' does, in the
 * same transaction (a failed publish keeps the schedule for the next check). Null when another
 * instance took it first, or the schedule was removed or moved meanwhile.
 */
export async function publishScheduledPage(db: Db, id: string, publishAt: string | Date): Promise<Page | null> {
  // The server publishes, not the person whose request last armed the timer: the entry names nobody.
  return outsideRequestContext(() => withPageWrite(db, null, async (trx, ctx) => {
    if (!(await claimSchedule(trx, id, publishAt))) return null;
    // A scheduled post is dated by when it goes live (its card, its page and the list show that day).
    if ((await getPageById(trx, id))?.content_type === "blog") {
      const day = toBerlinInput(typeof publishAt === "string" ? publishAt : publishAt.toISOString()).slice(0, 10);
      if (day) await rewritePageContent(trx, id, postDateRewrite(day));
    }
    return publishInTransaction(trx, ctx, id, undefined, "scheduler");
  }));
}

/** Takes the page offline (its working copy stays) and ends a schedule, with a revision of its own. Input `{ version }`. */
export async function unpublishPageById(db: Db, id: string, input: unknown, options: { authorId: string | null }): Promise<Page | null> {
  const { version } = parseOrThrow(pageUnpublishSchema, input ?? {});
  return updatePageWithRevision(db, id, { is_published: false, publish_at: null, version }, { authorId: options.authorId, kind: "unpublish" });
}

/**
 * The working copy goes back to the published state, with a revision of its own; visitors see no
 * change, so nothing is announced. Input `{ version }` (409 when stale). Nothing to discard: the
 * page as it is. Null when the page does not exist.
 */
export async function discardPageDraft(db: Db, id: string, input: unknown, options: { authorId: string | null }): Promise<Page | null> {
  const { version } = parseOrThrow(pageVersionSchema, input ?? {});
  return withPageWrite(db, options.authorId, async (trx, ctx) => {
    const page = await discardDraft(trx, id, { expectedVersion: version });
    if (page && page.version !== version) await runAfterDiscard(pageHooks, { trx, ctx, after: page });
    return page;
  });
}

export type { InputBlock };
