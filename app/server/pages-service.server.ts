import type { Kysely } from "kysely";
import type { z } from "zod";
import { isPresentationContent, readBlocks, readSlides, type PageContent } from "~/blocks/content";
import { safeMediaSrc } from "~/blocks/image/media";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks, sanitizeRichText } from "~/blocks/sanitize.server";
import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { rewriteBlockLinks } from "~/lib/page-links";
import {
  fieldErrors,
  pageCreateSchema,
  pageOrderSchema,
  pagePatchSchema,
  redirectCreateSchema,
  redirectPatchSchema,
  RESERVED_SLUGS,
  slugSchema,
  templateCreateSchema,
  templatePatchSchema,
  type InputBlock,
} from "~/lib/page-schema";
import type { Page, PageSummary } from "~/lib/pages";
import { slugify } from "~/lib/slug";
import type { Db } from "./db/client.server";
import { inTransaction, toDbBool } from "./db/dialect.server";
import { clearGone, markGone } from "./db/gone.server";
import { recordChange } from "./events/changes.server";
import {
  createPage,
  deletePage,
  getPageById,
  isSlugTaken,
  listPages,
  listPublishedPages,
  PageConflictError,
  reorderPages,
  updatePage,
  type PagePatch,
} from "./db/pages.server";
import {
  createRedirect,
  deleteRedirectsFrom,
  redirectMovedPath,
  updateRedirect,
  type Redirect,
} from "./db/redirects.server";
import { getRevision, listRevisions, saveRevision, type PageRevision, type PageRevisionSummary, type RevisionKind } from "./db/revisions.server";
import { createTemplate, getTemplate, updateTemplate, type PageTemplate } from "./db/templates.server";

/**
 * Page business rules for the API, the editor and the SEO tool: every write is validated with the
 * shared schema, runs in one transaction, stores content as canonical blocks and leaves a revision.
 */

export { PageConflictError };

/** Bad input: `fields` names each bad field with a German message. Nothing was written. */
export class ValidationError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(de.pages.invalidInput);
    this.name = "ValidationError";
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}

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
  const visit = (blocks: Block[]): Block[] =>
    blocks.map((block) => {
      const module = getBlockModule(block.type);
      let next: Block = block;
      if (module) {
        const result = module.schema.safeParse(block.content);
        if (result.success) {
          const content = { ...(result.data as Record<string, unknown>) };
          // Blocks nested in content fields (columns.leftColumn, grid.columns …) get the same treatment.
          for (const field of module.blockListFields ?? []) {
            const value = content[field];
            if (!Array.isArray(value)) continue;
            content[field] =
              value.length > 0 && value.every(Array.isArray) ? (value as Block[][]).map((list) => visit(list)) : visit(value as Block[]);
          }
          next = { ...block, content };
        } else if (options.strict && !problems.content) {
          const issue = result.error.issues[0];
          problems.content = de.pages.field.blockField(block.id, issue.path.join(".") || "content", germanIssue(issue));
        }
      }
      if (block.children) {
        next = {
          ...next,
          children: block.children.every(Array.isArray) ? (block.children as Block[][]).map(visit) : visit(block.children as Block[]),
        };
      }
      return next;
    });
  const blocks = visit(readBlocks(content));
  if (Object.keys(problems).length) throw new ValidationError(problems);
  return sanitizeBlocks(blocks);
}

function pathOf(slug: string): string {
  return `/${slug}`;
}

/** Where visitors find a page (posts under /blog). */
function publicPathOf(page: Pick<Page, "slug" | "content_type">): string {
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
  return inTransaction(db, async (trx) => {
    let blocks: PageContent = submitted ?? [];
    if (!submitted && values.template_id) {
      const template = await getTemplate(trx, values.template_id);
      if (!template) throw new ValidationError({ template_id: de.pages.field.templateMissing });
      blocks = normalisePageContent(template.content, { strict: false });
    }
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
      content: blocks,
      meta_title: values.meta_title ?? null,
      meta_description: values.meta_description ?? null,
    });
    if (page.is_published) await freePath(trx, page);
    await writeRevision(trx, page, de.pages.revisions.created, options.authorId, "created");
    return page;
  }).then(async (page) => {
    await recordChange(db, { topic: "pages", action: "created", pageId: page.id, slug: page.is_published ? page.slug : null, public: page.is_published });
    return page;
  });
}

/** Records the change of a page that visitors could see before or can see now. */
async function recordPageUpdate(db: Db, before: Page | null, after: Page | null, action = "updated"): Promise<void> {
  if (!before || !after || before.version === after.version) return;
  await recordChange(db, {
    topic: "pages",
    action: !before.is_published && after.is_published ? "published" : before.is_published && !after.is_published ? "unpublished" : action,
    pageId: after.id,
    slug: after.is_published ? after.slug : null,
    public: before.is_published || after.is_published,
  });
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
  /** The revision's kind; default: 'publish' when the published state changes, else 'save'. */
  kind?: RevisionKind;
}

/**
 * Partial update; fields that equal the stored value are no change. A stale version (from the
 * options or the body's `version`) throws PageConflictError("version") and writes nothing.
 * Null when the page does not exist.
 */
export async function updatePageWithRevision(db: Db, id: string, patch: unknown, options: UpdateOptions): Promise<Page | null> {
  const { version, content, ...fields } = parseOrThrow(pagePatchSchema, patch ?? {});
  const blocks = content !== undefined ? normalisePageContent(content, { strict: true }) : undefined;
  const expectedVersion = options.expectedVersion ?? version;
  const before = await getPageById(db, id);
  const page = await inTransaction(db, (trx) => applyUpdate(trx, id, { ...fields, content: blocks }, { ...options, expectedVersion }));
  await recordPageUpdate(db, before, page);
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
  const slugMoved = changes.slug !== undefined && current.is_published;
  let blocks = patch.content;
  const currentIsPresentation = isPresentationContent(current.content);
  if (slugMoved && !isPresentationContent(blocks) && !(blocks === undefined && currentIsPresentation)) {
    // The page's own links to its old address move with it.
    const own = blocks ?? readBlocks(current.content);
    const rewritten = rewriteBlockLinks(own, pathOf(current.slug), pathOf(changes.slug!));
    if (JSON.stringify(rewritten) !== JSON.stringify(own)) blocks = rewritten;
  }
  if (blocks !== undefined && JSON.stringify(blocks) !== JSON.stringify(current.content)) changes.content = blocks;

  if (Object.keys(changes).length === 0 && !options.forceRevision) return current;
  const page = (await updatePage(trx, id, changes, { expectedVersion: current.version }))!;

  if (slugMoved) {
    await redirectMovedPath(trx, pathOf(current.slug), pathOf(page.slug));
    await rewriteLinksInOtherPages(trx, page.id, pathOf(current.slug), pathOf(page.slug), options.authorId);
  }
  if (page.is_published) await freePath(trx, page);
  const kind = options.kind ?? (changes.is_published !== undefined ? "publish" : "save");
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
  if (changes.parent_id !== undefined) parts.push(r.moved);
  if (changes.is_legal !== undefined || changes.content_type !== undefined || changes.show_in_footer_navigation !== undefined || changes.sort_order !== undefined) {
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

/** Other pages that link to the old path now link to the new one, each with a revision. */
async function rewriteLinksInOtherPages(trx: Db, movedId: string, from: string, to: string, authorId: string | null): Promise<void> {
  const rows = await trx.selectFrom("content_pages").select("id").where("id", "!=", movedId).execute();
  for (const { id } of rows) {
    const page = (await getPageById(trx, id))!;
    if (!JSON.stringify(page.content ?? "").includes(from)) continue;
    const blocks = readBlocks(page.content);
    const rewritten = rewriteBlockLinks(blocks, from, to);
    if (JSON.stringify(rewritten) === JSON.stringify(blocks)) continue;
    const updated = (await updatePage(trx, id, { content: sanitizeBlocks(rewritten) }, { expectedVersion: page.version }))!;
    await writeRevision(trx, updated, de.pages.revisions.links(from, to), authorId, "links");
  }
}

/** Returns false when the page did not exist; legal pages throw PageConflictError("legal"). */
export async function deletePageById(db: Db, id: string): Promise<boolean> {
  const before = await getPageById(db, id);
  const deleted = await deletePage(db, id);
  // The address of a deleted published page answers 410 Gone from now on.
  if (deleted && before?.is_published) await markGone(db, publicPathOf(before));
  if (deleted && before) await recordChange(db, { topic: "pages", action: "deleted", pageId: id, slug: before.is_published ? before.slug : null, public: before.is_published });
  return deleted;
}

/** One parent's children in their new order: sort_order = position × 10 (spec §9). */
export async function reorderSiblings(db: Db, ids: unknown): Promise<void> {
  const { ids: list } = parseOrThrow(pageOrderSchema, { ids });
  await inTransaction(db, async (trx) => {
    const rows = await trx.selectFrom("content_pages").select(["id", "parent_id"]).where("id", "in", list).execute();
    if (rows.length !== list.length) throw new ValidationError({ ids: de.pages.field.idsUnknown });
    if (new Set(rows.map((r) => r.parent_id ?? null)).size > 1) throw new ValidationError({ ids: de.pages.field.idsMixedParents });
    await reorderPages(trx, list);
  });
  const published = await db.selectFrom("content_pages").select("id").where("id", "in", list).where("is_published", "=", toDbBool(true)).executeTakeFirst();
  await recordChange(db, { topic: "pages", action: "reordered", public: !!published });
}

/** Puts a revision's title, slug, content and meta back as a new revision; deletes nothing. */
export async function restoreRevision(db: Db, pageId: string, revisionId: string, options: { authorId: string | null }): Promise<Page | null> {
  const before = await getPageById(db, pageId);
  const page = await restoreInTransaction(db, pageId, revisionId, options);
  await recordPageUpdate(db, before, page, "restored");
  return page;
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
        slug: revision.slug,
        content: normalisePageContent(revision.content, { strict: false }),
        meta_title: revision.meta_title,
        meta_description: revision.meta_description,
      },
      { authorId: options.authorId, summary: de.pages.revisions.restored(formatDateTime(revision.updated_at)), forceRevision: true, kind: "restore" },
    );
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
  const page = await getPageById(db, id);
  if (!page || (!page.is_published && !options.includeUnpublished)) return null;
  return { ...page, content: normalisePageContent(page.content, { strict: false }) };
}

export type RevisionWithAuthor<R extends PageRevisionSummary = PageRevisionSummary> = R & { author: { name: string; email: string } | null };

/** Authors come from better-auth's user table, which our schema types do not describe. */
async function authorsOf(db: Db, ids: (string | null)[]): Promise<Map<string, { name: string; email: string }>> {
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

/** A template from a page's blocks ({name, page_id}) or from blocks given directly ({name, content}). */
export async function createTemplateFromInput(db: Db, input: unknown): Promise<PageTemplate> {
  const values = parseOrThrow(templateCreateSchema, input);
  return inTransaction(db, async (trx) => {
    let blocks: PageContent;
    if (values.content !== undefined) {
      blocks = normalisePageContent(values.content, { strict: true });
    } else {
      const page = await getPageById(trx, values.page_id!);
      if (!page) throw new ValidationError({ page_id: de.pages.notFound });
      blocks = normalisePageContent(page.content, { strict: false });
    }
    return createTemplate(trx, { name: values.name, description: values.description ?? null, content: blocks });
  });
}

export async function updateTemplateFromInput(db: Db, id: string, input: unknown): Promise<PageTemplate | null> {
  const values = parseOrThrow(templatePatchSchema, input ?? {});
  const content = values.content !== undefined ? normalisePageContent(values.content, { strict: true }) : undefined;
  return updateTemplate(db, id, { name: values.name, description: values.description, content });
}

export async function createRedirectFromInput(db: Db, input: unknown): Promise<Redirect> {
  const redirect = await createRedirect(db, parseOrThrow(redirectCreateSchema, input));
  await recordChange(db, { topic: "redirects", action: "created", public: true });
  return redirect;
}

export async function updateRedirectFromInput(db: Db, id: string, input: unknown): Promise<Redirect | null> {
  const values = parseOrThrow(redirectPatchSchema, input ?? {});
  const redirect = await inTransaction(db, async (trx) => {
    const updated = await updateRedirect(trx, id, values);
    if (updated && updated.from_path === updated.to_path) {
      throw new ValidationError({ to_path: de.pages.redirects.same });
    }
    return updated;
  });
  if (redirect) await recordChange(db, { topic: "redirects", action: "updated", public: true });
  return redirect;
}

export type { InputBlock };
