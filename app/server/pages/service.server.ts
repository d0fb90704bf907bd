import type { Kysely } from "kysely";
import type { z } from "zod";
import { readBlocks } from "~/blocks/content";
import { deepEqual } from "~/editor/equal";
import { legacySlidesOf } from "~/blocks/slide/legacy";
import { isSlide } from "~/blocks/slide/shown";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { mapBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deSchedule } from "~/i18n/schedule";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { isLandingTemplate } from "~/lib/navigation";
import { toBerlinInput } from "~/lib/publish-at";
import { hasHook } from "~/blocks/hooks";
import { rewriteBlockLinks } from "~/blocks/page-links";
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
import { depthFirst, type Page, type PageSummary } from "~/lib/pages";
import { slugify } from "~/lib/slug";
import type { Db } from "../db/client.server";
import { pageObjectType, type AuditAction } from "~/lib/audit-actions";
import { recordAction } from "../audit/log.server";
import { outsideRequestContext } from "../http/request-context.server";
import { fromDbBool, inTransaction, toDbBool } from "../db/dialect.server";
import { HttpError } from "../http/http-error.server";
import { clearGone, markGone } from "./gone.server";
import { recordChange, withChanges, type ChangeTransaction } from "../events/changes.server";
import { announceSaveToViewers } from "../presence/presence.server";
import { pageChange } from "../events/page-change.server";
import {
  createPage,
  deletePage,
  discardDraft,
  getPageById,
  getPageRow,
  isSlugTaken,
  listPages,
  listPublishedPages,
  claimSchedule,
  PageConflictError,
  pageFromRow,
  publishPageRow,
  reorderPages,
  rewritePageContent,
  sameContent,
  stableJson,
  staleVersionError,
  updatePageRow,
  type PagePatch,
  type PageRow,
} from "./pages.server";
import { deleteRedirectsFrom, redirectMovedPath } from "../redirects/redirects.server";
import { getRevision, insertStartingRevision, latestRevision, listRevisions, recordRevision, saveRevision, type PageRevision, type PageRevisionSummary, type RevisionKind } from "./revisions.server";
import { getTemplate } from "../templates/templates.server";
import { scheduleChanged } from "./schedule-signal.server";
import { parseOrThrow, ValidationError } from "../api/validation.server";

/**
 * Page business rules for the API, the editor and the SEO tool: every write is validated with the
 * shared schema, runs in one transaction, stores content as canonical blocks and leaves a revision.
 */

export { PageConflictError };

const EXPECTED: Record<string, string> = { string: "Text", number: "Zahl", boolean: "ja/nein", array: "Liste", object: "Objekt" };

function germanIssue(issue: z.core.$ZodIssue): string {
  // Block schemas word their own checks in German (refine/superRefine).
  if (issue.code === "custom" && issue.message) return issue.message;
  if (issue.code === "invalid_type") return `ungültiger Wert (erwartet: ${EXPECTED[issue.expected] ?? issue.expected})`;
  return de.pages.field.invalidValue;
}

/**
 * Stored or submitted content → canonical blocks: legacy shapes read, each known block type's
 * content parsed by its module schema (clamped, defaults filled), unknown types kept as they are,
 * HTML fields sanitised. `strict` reports content a schema refuses; otherwise such a block is kept
 * unchanged (old stored content must stay restorable).
 */
export function normaliseContent(content: unknown, options: { strict: boolean }): Block[] {
  return normaliseBlocks(content, options);
}

function normaliseBlocks(content: unknown, options: { strict: boolean }): Block[] {
  const problems: Record<string, string> = {};
  // Every block in every slot of the tree (app/blocks/tree.ts) is parsed by its module's schema.
  const blocks = mapBlocks(readBlocks(content), (block) => {
    const module = getBlockModule(block.type);
    if (!module) return block;
    const result = module.schema.safeParse(block.content);
    if (result.success) return { ...block, content: { ...(result.data as Record<string, unknown>) } };
    if (options.strict && !problems.content) {
      const issue = result.error.issues[0];
      problems.content = de.pages.field.blockField(block.id, issue.path.join(".") || "content", germanIssue(issue));
    }
    return block;
  });
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return sanitizeBlocks(blocks);
}

/** The log entry of a change to a page, post or presentation (in the change's transaction), with its title at this time. */
function recordPageAction(trx: Db, action: AuditAction, page: Pick<Page, "id" | "title" | "content_type">, detail?: Record<string, unknown>): Promise<void> {
  return recordAction(trx, { action, objectType: pageObjectType(page.content_type), objectId: page.id, objectTitle: page.title, detail });
}

function pathOf(slug: string): string {
  return `/${slug}`;
}

/** Where visitors find a page (posts under /blog, presentations under /presentations). */
function publicPathOf(page: Pick<Page, "slug" | "content_type">): string {
  if (page.content_type === "presentation") return `/presentations/${page.slug}`;
  return page.content_type === "blog" ? `/blog/${page.slug}` : pathOf(page.slug);
}

/** A published page now answers its address: no redirect away from it, no 410 Gone. */
async function freePath(trx: Db, page: Page): Promise<void> {
  await deleteRedirectsFrom(trx, pathOf(page.slug));
  await clearGone(trx, publicPathOf(page));
}

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
  const page = await withChanges(db, async (trx) => {
    let blocks: Block[] = submitted ?? [];
    const template = values.template_id ? await getTemplate(trx, values.template_id) : null;
    if (values.template_id && !template) throw new ValidationError({ template_id: de.pages.field.templateMissing });
    if (!submitted && template) blocks = normaliseContent(template.content, { strict: false });
    const slug = values.slug ?? (await uniqueSlug(trx, values.title));
    const page = await createPage(trx, {
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
    if (page.is_published) await freePath(trx, page);
    await writeRevision(trx, page, de.pages.revisions.created, options.authorId, "created");
    await recordChange(trx, pageChange(null, page, "created"));
    await recordPageAction(trx, "page.created", page);
    if (page.is_published) await recordPageAction(trx, "page.published", page);
    return page;
  });
  if (page.publish_at) scheduleChanged();
  return page;
}

/** A page as visitors get it, for comparing before and after a write (version, time and content aside). */
function visibleState(page: Page): string {
  return stableJson({ ...page, content: null, version: 0, updated_at: "" });
}

/** Whether visitors see a difference: the fields, then the content (each content serialised once at most, see sameContent). */
function visiblyChanged(before: Page, after: Page): boolean {
  return visibleState(before) !== visibleState(after) || !sameContent(before.content, after.content);
}

/**
 * Records the change of a page as visitors see it (as narrow as it is, see pageChange): `before`
 * and `after` are the page row before and after the write. Nothing when its published state did
 * not change, as after a save into the working copy: no event, so caches and memos keep what they
 * have.
 */
async function recordPageUpdate(trx: ChangeTransaction, before: PageRow, after: PageRow, action = "updated"): Promise<boolean> {
  const was = pageFromRow(before, "published");
  const is = pageFromRow(after, "published");
  if (!visiblyChanged(was, is)) return false;
  await recordChange(trx, pageChange(was, is, action));
  return true;
}

/**
 * A schedule set, moved or removed: visitors see nothing of it, but every instance's scheduler
 * must re-aim its timer, so it is announced (not public: caches and open pages ignore it) unless
 * the write announced a change of the page anyway. This instance is told after the commit.
 */
async function recordScheduleChange(trx: ChangeTransaction, page: Page, announced: boolean): Promise<void> {
  if (!announced) await recordChange(trx, { topic: "pages", action: "scheduled", pageId: page.id, public: false });
}

/** The revision of a page's state (its working copy when `page` is the working view). */
export function revisionOf(page: Page, summary: string, authorId: string | null, kind: RevisionKind) {
  return {
    kind,
    page_id: page.id,
    title: page.title,
    slug: page.slug,
    content: page.content,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    summary,
    author_id: authorId,
  };
}

function writeRevision(db: Db, page: Page, summary: string, authorId: string | null, kind: RevisionKind) {
  return saveRevision(db, revisionOf(page, summary, authorId, kind));
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
  let rescheduled = false;
  const page = await withChanges(db, async (trx) => {
    // The one read of the page row in this write: before-state, schedule and working copy alike.
    const row = await getPageRow(trx, id);
    if (!row) return null;
    const applied = await applyUpdate(trx, row, { ...fields, content: blocks }, { ...options, expectedVersion });
    if (!applied.written) return applied.page;
    const announced = await recordPageUpdate(trx, row, applied.row);
    // Issue 30: someone watching the page ('Ansehen') follows saves visitors do not see.
    if (!announced) await announceSaveToViewers(trx, id);
    const scheduleBefore = pageFromRow(row, "working").publish_at;
    rescheduled = (applied.page.publish_at ?? null) !== scheduleBefore;
    if (rescheduled) await recordScheduleChange(trx, applied.page, announced);
    return applied.page;
  });
  if (rescheduled) scheduleChanged();
  return page;
}

type CanonicalPatch = Omit<PagePatch, "content"> & { content?: Block[] };

/**
 * The write of a page edit on the row read by the caller (docs/decisions/013): fields equal to
 * the stored ones are dropped (the content compared once); the version is checked by the UPDATE
 * (`… AND version = ?`), or, when nothing is written, against the row; redirects and gone paths
 * are touched only when the page's address or publish state changed; one read of the newest
 * revision serves the starting revision, the editing run and the new revision's date.
 * `written`: the row was updated (`row` is the row after it).
 */
async function applyUpdate(
  trx: Db,
  row: PageRow,
  patch: CanonicalPatch,
  options: UpdateOptions & { forceRevision?: boolean },
): Promise<{ page: Page; row: PageRow; written: boolean }> {
  const id = row.id;
  const current = pageFromRow(row, "working");
  const changes: CanonicalPatch = {};
  for (const [key, value] of Object.entries(patch) as [keyof CanonicalPatch, unknown][]) {
    if (value === undefined || key === "content") continue;
    const before = current[key as keyof Page] ?? null;
    if ((value ?? null) !== before) (changes as Record<string, unknown>)[key] = value;
  }
  // Going online or offline by hand ends a schedule, unless the same write sets a new one.
  if (changes.is_published !== undefined && changes.publish_at === undefined && current.publish_at) changes.publish_at = null;
  const slugMoved = changes.slug !== undefined && current.is_published;
  if (patch.content !== undefined && !sameContent(patch.content, current.content)) changes.content = patch.content;

  if (Object.keys(changes).length === 0 && !options.forceRevision) {
    // Nothing to write, so no UPDATE checks the version: the row read in this transaction does.
    if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) throw staleVersionError();
    return { page: current, row, written: false };
  }
  let { row: next } = await updatePageRow(trx, row, changes, { expectedVersion: options.expectedVersion ?? current.version });
  let page = pageFromRow(next, "working");
  // The state before the first recorded change stays restorable (seeded and imported pages).
  let latest = await latestRevision(trx, id);
  if (!latest) latest = await insertStartingRevision(trx, current, de.pages.revisions.original);

  if (slugMoved) {
    const from = pathOf(current.slug);
    const to = pathOf(page.slug);
    await redirectMovedPath(trx, from, to);
    // The page's own links to its old address move with it, in both states.
    if (await rewritePageContent(trx, id, linkRewrite(from, to))) {
      next = (await getPageRow(trx, id))!;
      page = pageFromRow(next, "working");
    }
    await rewriteLinksInOtherPages(trx, page.id, from, to, options.authorId);
  }
  // A published page answers its address: only a new address (slug, parent, type) or going online can meet an old redirect or 410.
  const addressChanged = changes.slug !== undefined || changes.parent_id !== undefined || changes.content_type !== undefined || changes.is_published === true;
  if (page.is_published && addressChanged) await freePath(trx, page);
  const kind = options.kind ?? (changes.is_published === true ? "publish" : changes.is_published === false ? "unpublish" : "save");
  await recordRevision(trx, revisionOf(page, options.summary ?? summarise(current, changes), options.authorId, kind), latest);
  if (changes.is_published !== undefined) await recordPageAction(trx, changes.is_published ? "page.published" : "page.unpublished", page);
  // Issue 38: who lifted (or set) the four-eyes rule is in the log, written with the change.
  if (changes.review_required !== undefined) await recordPageAction(trx, changes.review_required ? "page.review-required-set" : "page.review-required-cleared", page);
  return { page, row: next, written: true };
}

/** A short German line for the history: what this save changed. */
function summarise(before: Page, changes: CanonicalPatch): string {
  const r = de.pages.revisions;
  const parts: string[] = [];
  if (changes.title !== undefined) parts.push(r.title(before.title, changes.title));
  if (changes.slug !== undefined) parts.push(r.slug(before.slug, changes.slug));
  if (changes.content !== undefined) {
    const n = changedBlockCount(readBlocks(before.content), changes.content);
    // A presentation's slides are its top-level blocks: the history says 'Folien'.
    if (changes.content.length > 0 && changes.content.every(isSlide)) parts.push(r.slides(n));
    else parts.push(n > 0 ? r.content(n) : r.blockOrder);
  }
  if (changes.meta_title !== undefined) parts.push(r.metaTitle);
  if (changes.meta_description !== undefined) parts.push(r.metaDescription);
  if (changes.is_published !== undefined) parts.push(changes.is_published ? r.published : r.unpublished);
  if (changes.publish_at !== undefined) parts.push(changes.publish_at ? deSchedule.scheduled(formatDateTime(changes.publish_at)) : deSchedule.unscheduled);
  if (changes.parent_id !== undefined) parts.push(r.moved);
  if (changes.is_legal !== undefined || changes.content_type !== undefined || changes.show_in_footer_navigation !== undefined || changes.show_in_menu !== undefined || changes.menu_title !== undefined || changes.sort_order !== undefined) {
    parts.push(r.settings);
  }
  return parts.join(", ") || r.settings;
}

/** Blocks added, removed or edited (by id, top level); a pure reorder counts 0. */
function changedBlockCount(before: { id: string }[], after: { id: string }[]): number {
  // By value, not by JSON text: PostgreSQL's jsonb hands nested keys back in its own order.
  const old = new Map(before.map((b) => [b.id, b]));
  const next = new Map(after.map((b) => [b.id, b]));
  let n = 0;
  for (const [id, block] of next) if (!deepEqual(old.get(id), block)) n++;
  for (const id of old.keys()) if (!next.has(id)) n++;
  return n;
}

/** For rewritePageContent: a blog post's meta date set to `day` (yyyy-mm-dd); undefined when it already is. */
function postDateRewrite(day: string) {
  return (content: unknown): Block[] | undefined => {
    let changed = false;
    const blocks = mapBlocks(readBlocks(content), (block) => {
      if (!hasHook(block, "postMeta") || block.content?.publishDate === day) return block;
      changed = true;
      return { ...block, content: { ...block.content, publishDate: day } };
    });
    return changed ? blocks : undefined;
  };
}

/** For rewritePageContent: internal links from `from` to `to`; undefined when there are none. */
function linkRewrite(from: string, to: string) {
  return (content: unknown): Block[] | undefined => {
    if (!JSON.stringify(content ?? "").includes(from)) return undefined;
    const blocks = readBlocks(content);
    const rewritten = rewriteBlockLinks(blocks, from, to);
    return JSON.stringify(rewritten) === JSON.stringify(blocks) ? undefined : sanitizeBlocks(rewritten);
  };
}

/**
 * Other pages that link to the old path now link to the new one, in their published state and
 * working copy alike (a mechanical fix, not an edit to publish), each with a revision.
 */
async function rewriteLinksInOtherPages(trx: Db, movedId: string, from: string, to: string, authorId: string | null): Promise<void> {
  const rows = await trx.selectFrom("content_pages").select("id").where("id", "!=", movedId).execute();
  for (const { id } of rows) {
    const updated = await rewritePageContent(trx, id, linkRewrite(from, to));
    if (updated) await writeRevision(trx, updated, de.pages.revisions.links(from, to), authorId, "links");
  }
}

/** Returns false when the page did not exist; legal pages throw PageConflictError("legal"). */
export async function deletePageById(db: Db, id: string): Promise<boolean> {
  return withChanges(db, async (trx) => {
    const before = await getPageById(trx, id);
    const deleted = await deletePage(trx, id);
    // The address of a deleted published page answers 410 Gone from now on.
    if (deleted && before?.is_published) await markGone(trx, publicPathOf(before));
    if (deleted && before) await recordChange(trx, pageChange(before, null, "deleted"));
    if (deleted && before) await recordPageAction(trx, "page.deleted", before);
    return deleted;
  });
}

/** One parent's children in their new order: sort_order = position × 10 (spec §9). */
export async function reorderSiblings(db: Db, ids: unknown): Promise<void> {
  const { ids: list } = parseOrThrow(pageOrderSchema, { ids });
  await withChanges(db, async (trx) => {
    const rows = await trx.selectFrom("content_pages").select(["id", "parent_id"]).where("id", "in", list).execute();
    if (rows.length !== list.length) throw new ValidationError({ ids: de.pages.field.idsUnknown });
    if (new Set(rows.map((r) => r.parent_id ?? null)).size > 1) throw new ValidationError({ ids: de.pages.field.idsMixedParents });
    await reorderPages(trx, list);
    const published = await trx.selectFrom("content_pages").select("id").where("id", "in", list).where("is_published", "=", toDbBool(true)).executeTakeFirst();
    await recordChange(trx, { topic: "pages", action: "reordered", public: !!published });
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
  return withChanges(db, async (trx) => {
    const revision = await getRevision(trx, revisionId);
    if (!revision || revision.page_id !== pageId) return null;
    const row = await getPageRow(trx, pageId);
    if (!row) return null;
    const applied = await applyUpdate(
      trx,
      row,
      {
        title: revision.title,
        content: normaliseContent(revision.content, { strict: false }),
        meta_title: revision.meta_title,
        meta_description: revision.meta_description,
      },
      {
        authorId: options.authorId,
        expectedVersion: options.expectedVersion,
        summary: de.pages.revisions.restored(formatDateTime(revision.updated_at)),
        forceRevision: true,
        kind: "restore",
      },
    );
    await recordPageUpdate(trx, row, applied.row, "restored");
    await recordPageAction(trx, "page.restored", applied.page, { revisionId, revisionDate: revision.updated_at });
    return applied.page;
  });
}

/**
 * The working copy goes live and the page online, with a revision 'Veröffentlicht' and one change
 * event. Input `{ version }`: a stale one throws PageConflictError("version"). A page already
 * online with nothing unpublished stays as it is. Null when the page does not exist.
 */
export async function publishPageById(db: Db, id: string, input: unknown, options: PublishOptions): Promise<Page | null> {
  const { version } = parseOrThrow(pageVersionSchema, input ?? {});
  let rescheduled = false;
  const page = await withChanges(db, async (trx) => {
    const result = await publishInTransaction(trx, id, version, options.authorId, { viaReview: !!options.review });
    rescheduled = !!result.scheduleBefore && !!result.page;
    if (rescheduled) await recordScheduleChange(trx, result.page!, result.announced);
    if (result.page && options.review) await options.review(trx, result.page, result.revisionId);
    return result.page;
  });
  if (rescheduled) scheduleChanged();
  return page;
}

export interface PublishOptions {
  authorId: string | null;
  /**
   * Set by 'Freigeben und veröffentlichen' (app/server/pages/review.server.ts): the publish of an
   * approved review, allowed on a page marked 'Freigabe erforderlich'; called in the publish's
   * transaction with the page and the id of the revision the publish wrote (null: nothing went live).
   */
  review?: (trx: Db, page: Page, revisionId: string | null) => Promise<void>;
}

/** The answer when someone publishes or schedules a page marked 'Freigabe erforderlich' directly. */
export function reviewRequiredError(): HttpError {
  return new HttpError(409, de.review.reviewRequiredPublish, { code: "review" });
}

/**
 * Publishing inside `trx` (a withChanges transaction), for 'Veröffentlichen' and the scheduler
 * alike: the working copy goes live, the schedule ends, a revision 'Veröffentlicht' is written and
 * the change announced. `announced`: a change event was recorded; `scheduleBefore`: the schedule
 * the page had.
 */
async function publishInTransaction(
  trx: ChangeTransaction,
  id: string,
  expectedVersion: number | undefined,
  authorId: string | null,
  options: { viaReview: boolean },
): Promise<{ page: Page | null; announced: boolean; scheduleBefore: string | null; revisionId: string | null }> {
  const row = await getPageRow(trx, id);
  if (!row) return { page: null, announced: false, scheduleBefore: null, revisionId: null };
  // 'Freigabe erforderlich': only an approved review publishes it (the scheduler's schedule was set before the mark).
  if (!options.viaReview && fromDbBool(row.review_required ?? false)) throw reviewRequiredError();
  const before = pageFromRow(row, "published");
  const scheduleBefore = pageFromRow(row, "working").publish_at ?? null;
  const next = await publishPageRow(trx, row, expectedVersion);
  let page = pageFromRow(next, "working");
  // Published means reviewed: a pending or returned review is over (no new version, see review.server.ts).
  if (page.review_status) {
    await trx.updateTable("content_pages").set({ review_status: null }).where("id", "=", id).execute();
    page = { ...page, review_status: null };
  }
  const after = pageFromRow(next, "published");
  // Nothing went live (online with nothing unpublished; at most a schedule was removed).
  if (after.published_at === before.published_at && after.is_published === before.is_published) {
    return { page, announced: false, scheduleBefore, revisionId: null };
  }
  await freePath(trx, page);
  // The row was just written, so the revision needs no check of the page: one read to date it after the newest.
  const revisionId = await recordRevision(trx, revisionOf(page, de.pages.revisions.published, authorId, "publish"), await latestRevision(trx, id));
  await recordPageAction(trx, "page.published", page);
  return { page, announced: await recordPageUpdate(trx, row, next, "published"), scheduleBefore, revisionId };
}

/**
 * The scheduler's publish: takes the page's due schedule (`publishAt` exactly as read) and, only
 * when this caller got it, publishes the newest working copy as 'Veröffentlichen' does, in the
 * same transaction (a failed publish keeps the schedule for the next check). Null when another
 * instance took it first, or the schedule was removed or moved meanwhile.
 */
export async function publishScheduledPage(db: Db, id: string, publishAt: string | Date): Promise<Page | null> {
  // The server publishes, not the person whose request last armed the timer: the entry names nobody.
  return outsideRequestContext(() => withChanges(db, async (trx) => {
    if (!(await claimSchedule(trx, id, publishAt))) return null;
    // A scheduled post is dated by when it goes live (its card, its page and the list show that day).
    if ((await getPageById(trx, id))?.content_type === "blog") {
      const day = toBerlinInput(typeof publishAt === "string" ? publishAt : publishAt.toISOString()).slice(0, 10);
      if (day) await rewritePageContent(trx, id, postDateRewrite(day));
    }
    return (await publishInTransaction(trx, id, undefined, null, { viaReview: true })).page;
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
  return inTransaction(db, async (trx) => {
    const page = await discardDraft(trx, id, { expectedVersion: version });
    if (!page || page.version === version) return page;
    await writeRevision(trx, page, de.pages.revisions.discarded, options.authorId, "discard");
    return page;
  });
}

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

export type { InputBlock };
