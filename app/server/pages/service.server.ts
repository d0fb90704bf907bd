import type { Kysely } from "kysely";
import type { z } from "zod";
import { isPresentationContent, readBlocks, readSlides, type PageContent } from "~/blocks/content";
import { safeMediaSrc } from "~/blocks/image/media";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks, sanitizeRichText } from "~/blocks/sanitize.server";
import { mapBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deSchedule } from "~/i18n/blog-b3";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { isLandingTemplate } from "~/lib/navigation";
import { toBerlinInput } from "~/lib/publish-at";
import { hasHook } from "~/blocks/hooks";
import { rewriteBlockLinks } from "~/lib/page-links";
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
import type { Page, PageSummary } from "~/lib/pages";
import { slugify } from "~/lib/slug";
import type { Db } from "../db/client.server";
import { inTransaction, toDbBool } from "../db/dialect.server";
import { clearGone, markGone } from "./gone.server";
import { recordChange, withChanges, type ChangeTransaction } from "../events/changes.server";
import { pageChange } from "../events/page-change.server";
import {
  createPage,
  deletePage,
  discardDraft,
  getPageById,
  isSlugTaken,
  listPages,
  listPublishedPages,
  claimSchedule,
  PageConflictError,
  publishPage,
  reorderPages,
  rewritePageContent,
  stableJson,
  updatePage,
  type PagePatch,
} from "./pages.server";
import { deleteRedirectsFrom, redirectMovedPath } from "../redirects/redirects.server";
import { ensureStartingRevision, getRevision, listRevisions, saveRevision, type PageRevision, type PageRevisionSummary, type RevisionKind } from "./revisions.server";
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

const SLIDE_FIELDS = ["id", "title", "content", "imageUrl"] as const;
const SLIDE_TITLE_MAX = 200;

/**
 * What a page stores, from stored or submitted content: a presentation's slides ({slides:[…]},
 * each checked and sanitised: title as text, content as editor HTML, imageUrl as a safe media
 * address), or canonical blocks. Slides are never read as blocks, so a save or a restore of a
 * presentation keeps them.
 */
export function normalisePageContent(content: unknown, options: { strict: boolean }): PageContent {
  const raw = typeof content === "string" && content.trim().startsWith("{") ? safeJson(content) : content;
  if (!isPresentationContent(raw)) return normaliseBlocks(content, options);
  if (options.strict) {
    raw.slides.forEach((slide: unknown, i) => {
      const n = i + 1;
      if (!slide || typeof slide !== "object" || Array.isArray(slide)) throw new ValidationError({ content: de.pages.field.slideInvalid(n) });
      for (const field of SLIDE_FIELDS) {
        const value = (slide as Record<string, unknown>)[field];
        if (value !== undefined && typeof value !== "string") throw new ValidationError({ content: de.pages.field.slideInvalid(n) });
      }
      if (String((slide as Record<string, unknown>).title ?? "").trim().length > SLIDE_TITLE_MAX) {
        throw new ValidationError({ content: de.pages.field.slideTitleTooLong(n, SLIDE_TITLE_MAX) });
      }
    });
  }
  const seen = new Set<string>();
  const slides = (readSlides(raw) ?? []).map((slide, i) => {
    const id = seen.has(slide.id) ? `${slide.id}-${i + 1}` : slide.id;
    seen.add(id);
    return {
      id,
      type: "slide" as const,
      title: slide.title.replace(/<[^>]*>/g, "").trim().slice(0, SLIDE_TITLE_MAX),
      content: sanitizeRichText(slide.content),
      imageUrl: safeMediaSrc(slide.imageUrl),
    };
  });
  return { slides };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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

export async function createPageFromInput(db: Db, input: unknown, options: { authorId: string | null }): Promise<Page> {
  const values = parseOrThrow(pageCreateSchema, input);
  const submitted = values.content !== undefined ? normalisePageContent(values.content, { strict: true }) : undefined;
  const page = await withChanges(db, async (trx) => {
    let blocks: PageContent = submitted ?? [];
    const template = values.template_id ? await getTemplate(trx, values.template_id) : null;
    if (values.template_id && !template) throw new ValidationError({ template_id: de.pages.field.templateMissing });
    if (!submitted && template) blocks = normalisePageContent(template.content, { strict: false });
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
    });
    if (page.is_published) await freePath(trx, page);
    await writeRevision(trx, page, de.pages.revisions.created, options.authorId, "created");
    await recordChange(trx, pageChange(null, page, "created"));
    return page;
  });
  if (page.publish_at) scheduleChanged();
  return page;
}

/** A page as visitors get it, for comparing before and after a write (version and time aside). */
function visibleState(page: Page | null): string {
  return page ? stableJson({ ...page, version: 0, updated_at: "" }) : "";
}

/**
 * Records the change of a page as visitors see it (as narrow as it is, see pageChange): `before`
 * is its published state before the write. Nothing when that did not change, as after a save into
 * the working copy: no event, so caches and memos keep what they have.
 */
async function recordPageUpdate(trx: ChangeTransaction, id: string, before: Page | null, action = "updated"): Promise<boolean> {
  const after = await getPageById(trx, id, "published");
  if (!before || !after || visibleState(before) === visibleState(after)) return false;
  await recordChange(trx, pageChange(before, after, action));
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

function writeRevision(db: Db, page: Page, summary: string, authorId: string | null, kind: RevisionKind) {
  return saveRevision(db, {
    kind,
    page_id: page.id,
    title: page.title,
    slug: page.slug,
    content: page.content,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    summary,
    author_id: authorId,
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
 * announced. A stale version (from the options or the body's `version`) throws
 * PageConflictError("version") and writes nothing. Null when the page does not exist.
 */
export async function updatePageWithRevision(db: Db, id: string, patch: unknown, options: UpdateOptions): Promise<Page | null> {
  const { version, content, ...fields } = parseOrThrow(pagePatchSchema, patch ?? {});
  const blocks = content !== undefined ? normalisePageContent(content, { strict: true }) : undefined;
  const expectedVersion = options.expectedVersion ?? version;
  let rescheduled = false;
  const page = await withChanges(db, async (trx) => {
    const before = await getPageById(trx, id, "published");
    const scheduleBefore = (await getPageById(trx, id))?.publish_at ?? null;
    const page = await applyUpdate(trx, id, { ...fields, content: blocks }, { ...options, expectedVersion });
    const announced = await recordPageUpdate(trx, id, before);
    rescheduled = !!page && (page.publish_at ?? null) !== scheduleBefore;
    if (rescheduled) await recordScheduleChange(trx, page!, announced);
    return page;
  });
  if (rescheduled) scheduleChanged();
  return page;
}

type CanonicalPatch = Omit<PagePatch, "content"> & { content?: PageContent };

async function applyUpdate(
  trx: Db,
  id: string,
  patch: CanonicalPatch,
  options: UpdateOptions & { forceRevision?: boolean },
): Promise<Page | null> {
  const current = await getPageById(trx, id);
  if (!current) return null;
  if (options.expectedVersion !== undefined && options.expectedVersion !== current.version) {
    throw new PageConflictError("version", "Die Seite wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu.");
  }
  const changes: CanonicalPatch = {};
  for (const [key, value] of Object.entries(patch) as [keyof CanonicalPatch, unknown][]) {
    if (value === undefined || key === "content") continue;
    const before = current[key as keyof Page] ?? null;
    if ((value ?? null) !== before) (changes as Record<string, unknown>)[key] = value;
  }
  // Going online or offline by hand ends a schedule, unless the same write sets a new one.
  if (changes.is_published !== undefined && changes.publish_at === undefined && current.publish_at) changes.publish_at = null;
  const slugMoved = changes.slug !== undefined && current.is_published;
  if (patch.content !== undefined && stableJson(patch.content) !== stableJson(current.content)) changes.content = patch.content;

  if (Object.keys(changes).length === 0 && !options.forceRevision) return current;
  // The state before the first recorded change stays restorable (seeded and imported pages).
  await ensureStartingRevision(trx, current, de.pages.revisions.original);
  let page = (await updatePage(trx, id, changes, { expectedVersion: current.version }))!;

  if (slugMoved) {
    const from = pathOf(current.slug);
    const to = pathOf(page.slug);
    await redirectMovedPath(trx, from, to);
    // The page's own links to its old address move with it, in both states.
    page = (await rewritePageContent(trx, id, linkRewrite(from, to))) ?? page;
    await rewriteLinksInOtherPages(trx, page.id, from, to, options.authorId);
  }
  if (page.is_published) await freePath(trx, page);
  const kind = options.kind ?? (changes.is_published === true ? "publish" : changes.is_published === false ? "unpublish" : "save");
  await writeRevision(trx, page, options.summary ?? summarise(current, changes), options.authorId, kind);
  return page;
}

/** A short German line for the history: what this save changed. */
function summarise(before: Page, changes: CanonicalPatch): string {
  const r = de.pages.revisions;
  const parts: string[] = [];
  if (changes.title !== undefined) parts.push(r.title(before.title, changes.title));
  if (changes.slug !== undefined) parts.push(r.slug(before.slug, changes.slug));
  if (changes.content !== undefined) {
    if (isPresentationContent(changes.content)) {
      parts.push(r.slides(changedBlockCount(readSlides(before.content) ?? [], changes.content.slides)));
    } else {
      const n = changedBlockCount(readBlocks(before.content), changes.content);
      parts.push(n > 0 ? r.content(n) : r.blockOrder);
    }
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
  const old = new Map(before.map((b) => [b.id, JSON.stringify(b)]));
  const next = new Map(after.map((b) => [b.id, JSON.stringify(b)]));
  let n = 0;
  for (const [id, json] of next) if (old.get(id) !== json) n++;
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
    if (isPresentationContent(content) || !JSON.stringify(content ?? "").includes(from)) return undefined;
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
 * move the page's address at once.
 */
export async function restoreRevision(db: Db, pageId: string, revisionId: string, options: { authorId: string | null }): Promise<Page | null> {
  return withChanges(db, async (trx) => {
    const before = await getPageById(trx, pageId, "published");
    const page = await restoreInTransaction(trx, pageId, revisionId, options);
    await recordPageUpdate(trx, pageId, before, "restored");
    return page;
  });
}

function restoreInTransaction(db: Db, pageId: string, revisionId: string, options: { authorId: string | null }): Promise<Page | null> {
  return inTransaction(db, async (trx) => {
    const revision = await getRevision(trx, revisionId);
    if (!revision || revision.page_id !== pageId) return null;
    return applyUpdate(
      trx,
      pageId,
      {
        title: revision.title,
        content: normalisePageContent(revision.content, { strict: false }),
        meta_title: revision.meta_title,
        meta_description: revision.meta_description,
      },
      { authorId: options.authorId, summary: de.pages.revisions.restored(formatDateTime(revision.updated_at)), forceRevision: true, kind: "restore" },
    );
  });
}

/**
 * The working copy goes live and the page online, with a revision 'Veröffentlicht' and one change
 * event. Input `{ version }`: a stale one throws PageConflictError("version"). A page already
 * online with nothing unpublished stays as it is. Null when the page does not exist.
 */
export async function publishPageById(db: Db, id: string, input: unknown, options: { authorId: string | null }): Promise<Page | null> {
  const { version } = parseOrThrow(pageVersionSchema, input ?? {});
  let rescheduled = false;
  const page = await withChanges(db, async (trx) => {
    const scheduleBefore = (await getPageById(trx, id))?.publish_at ?? null;
    const result = await publishInTransaction(trx, id, version, options.authorId);
    rescheduled = !!scheduleBefore && !!result.page;
    if (rescheduled) await recordScheduleChange(trx, result.page!, result.announced);
    return result.page;
  });
  if (rescheduled) scheduleChanged();
  return page;
}

/**
 * Publishing inside `trx` (a withChanges transaction), for 'Veröffentlichen' and the scheduler
 * alike: the working copy goes live, the schedule ends, a revision 'Veröffentlicht' is written and
 * the change announced. `announced`: a change event was recorded.
 */
async function publishInTransaction(
  trx: ChangeTransaction,
  id: string,
  expectedVersion: number | undefined,
  authorId: string | null,
): Promise<{ page: Page | null; announced: boolean }> {
  const before = await getPageById(trx, id, "published");
  const page = await publishPage(trx, id, { expectedVersion });
  // Nothing went live (online with nothing unpublished; at most a schedule was removed).
  if (!page || !before || (page.published_at === before.published_at && page.is_published === before.is_published)) {
    return { page, announced: false };
  }
  await freePath(trx, page);
  await writeRevision(trx, page, de.pages.revisions.published, authorId, "publish");
  return { page, announced: await recordPageUpdate(trx, id, before, "published") };
}

/**
 * The scheduler's publish: takes the page's due schedule (`publishAt` exactly as read) and, only
 * when this caller got it, publishes the newest working copy as 'Veröffentlichen' does, in the
 * same transaction (a failed publish keeps the schedule for the next check). Null when another
 * instance took it first, or the schedule was removed or moved meanwhile.
 */
export async function publishScheduledPage(db: Db, id: string, publishAt: string | Date): Promise<Page | null> {
  return withChanges(db, async (trx) => {
    if (!(await claimSchedule(trx, id, publishAt))) return null;
    // A scheduled post is dated by when it goes live (its card, its page and the list show that day).
    if ((await getPageById(trx, id))?.content_type === "blog") {
      const day = toBerlinInput(typeof publishAt === "string" ? publishAt : publishAt.toISOString()).slice(0, 10);
      if (day) await rewritePageContent(trx, id, postDateRewrite(day));
    }
    return (await publishInTransaction(trx, id, undefined, null)).page;
  });
}

/** Takes the page offline (its working copy stays) and ends a schedule, with a revision of its own. Input `{ version? }`. */
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
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<string | null, PageSummary[]>();
  for (const page of pages) {
    const parent = page.parent_id && ids.has(page.parent_id) ? page.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), page]);
  }
  const out: TreePage[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const page of children.get(parent) ?? []) {
      if (seen.has(page.id)) continue;
      seen.add(page.id);
      out.push({ ...page, depth });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A page with its content as canonical, sanitised blocks; hidden from visitors unless published. */
export async function getPageWithBlocks(
  db: Db,
  id: string,
  options: { includeUnpublished: boolean },
): Promise<(Omit<Page, "content"> & { content: PageContent }) | null> {
  // Visitors get the published state, admins the working copy.
  const page = await getPageById(db, id, options.includeUnpublished ? "working" : "published");
  if (!page || (!page.is_published && !options.includeUnpublished)) return null;
  return { ...page, content: normalisePageContent(page.content, { strict: false }) };
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
    content: normalisePageContent(revision.content, { strict: false }),
    author: (revision.author_id && authors.get(revision.author_id)) || null,
  };
}

export type { InputBlock };
