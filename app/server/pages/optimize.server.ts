import { readBlocks } from "~/blocks/content";
import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks, mapBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { adminEditPath } from "~/lib/admin-paths";
import { publicPagePath, type Page } from "~/lib/pages";
import { checkSeo, fillMissingAltText, fixHeadingLevels, headingIssues } from "~/blocks/seo";
import type { Db } from "../db/client.server";
import { getPageById, listPages } from "./pages.server";
import { updatePageWithRevision } from "./service.server";

/**
 * /optimize-block: finds pages whose stored content needs care and fixes them one page at a time.
 * Every fix writes through updatePageWithRevision, so it is validated, stored canonically and
 * leaves a revision that can be restored. A fix on a page whose content still has a block its
 * schema refuses throws the service's ValidationError: fix the invalid block first.
 */

export type FindingKind = "legacy" | "headings" | "alt" | "invalid-block" | "unknown-block";

export interface OptimizeFinding {
  kind: FindingKind;
  pageId: string;
  pageTitle: string;
  slug: string;
  /** Where visitors find the page (/blog/…, /presentations/…, /…). */
  path: string;
  /** Where the page is edited (blog, presentation or page editor). */
  editPath: string;
  /** Send back as expectedVersion so a fix never overwrites an edit made since the scan. */
  version: number;
  /** German, for the list. */
  message: string;
  /** The individual problems (heading messages, the refused field). */
  details: string[];
  blockId?: string;
  /** Images without alt text on the page (kind "alt"). */
  count?: number;
  /**
   * Whether the one-click fix can succeed: a page without any heading has nothing to promote, and a
   * page with an invalid block can't be saved until that block is repaired.
   */
  fixable: boolean;
  /** Why the one-click fix is not offered (German, shown next to the disabled button). */
  blockedReason?: string;
}

export class OptimizeNotFoundError extends Error {
  constructor(readonly pageId: string) {
    super(de.pages.notFound);
    this.name = "OptimizeNotFoundError";
  }
}

/** Stored content that is not a plain block array: `{blocks}`, `{sections}` or a string (spec §3). */
export function isLegacyContent(content: unknown): boolean {
  if (typeof content === "string") return true;
  return content !== null && typeof content === "object" && !Array.isArray(content);
}

interface InvalidBlock {
  block: Block;
  detail: string;
}

/**
 * Blocks whose module schema refuses their content. Unknown types are not listed: the service keeps
 * them as they are (they may be block types still to be built) and there is no schema to repair against.
 */
function invalidBlocks(blocks: Block[]): InvalidBlock[] {
  const found: InvalidBlock[] = [];
  for (const block of flattenBlocks(blocks)) {
    const result = getBlockModule(block.type)?.schema.safeParse(block.content);
    if (result && !result.success) {
      const issue = result.error.issues[0];
      found.push({ block, detail: `${issue.path.join(".") || "content"}: ${issue.message}` });
    }
  }
  return found;
}

export function findingsForPage(page: Page): OptimizeFinding[] {
  const base = {
    pageId: page.id,
    pageTitle: page.title,
    slug: page.slug,
    path: publicPagePath(page),
    editPath: adminEditPath(page),
    version: page.version,
  };
  const m = de.optimize;
  const findings: OptimizeFinding[] = [];
  const blocks = readBlocks(page.content);

  const invalid = invalidBlocks(blocks);
  // Every save validates the whole page, so other fixes must wait until the invalid blocks are repaired.
  const savable = invalid.length === 0;
  const blocked = (fixable: boolean, reason: string) => (fixable ? { fixable } : { fixable, blockedReason: reason });
  const unsavableReason = m.blockedInvalid;

  if (isLegacyContent(page.content)) {
    findings.push({ ...base, kind: "legacy", message: m.legacy, details: [], ...blocked(savable, unsavableReason) });
  }

  // Reported, never "fixed": it may be a block type still to be built, and its content stays as it is.
  for (const block of flattenBlocks(blocks)) {
    if (!getBlockModule(block.type)) {
      findings.push({ ...base, kind: "unknown-block", message: de.blocks.unknownType(block.type), details: [de.blocks.unsupported], blockId: block.id, fixable: false });
    }
  }

  for (const { block, detail } of invalid) {
    findings.push({ ...base, kind: "invalid-block", message: m.invalidBlock(block.type), details: [detail], blockId: block.id, fixable: true });
  }

  // What visitors see: a presentation's slides (its title is the H1), a blog post's title as H1.
  const shown = blocks;
  const seo = checkSeo({ title: page.title, content_type: page.content_type, meta_title: null, meta_description: null, blocks: shown });
  const headings = headingIssues(seo);
  if (headings.length > 0) {
    const fix = fixHeadingLevels(shown, { contentType: page.content_type, title: page.title });
    const canSave = savable;
    findings.push({
      ...base,
      kind: "headings",
      // One problem is its own message; several get a count with the list below (never the same line twice).
      message: headings.length === 1 ? headings[0].message : m.headingProblems(headings.length),
      details: headings.length === 1 ? [] : headings.map((i) => i.message),
      ...blocked(canSave && fix.changed > 0, !canSave ? unsavableReason : m.blockedNoHeading),
    });
  }

  const missingAlt = seo.issues.filter((i) => i.code === "image-alt-missing").length;
  if (missingAlt > 0) {
    findings.push({ ...base, kind: "alt", message: m.imagesWithoutAlt(missingAlt), details: [], count: missingAlt, ...blocked(savable, unsavableReason) });
  }
  return findings;
}

/** All findings over all pages, in page order; each page is read once. */
export async function scanPages(db: Db): Promise<OptimizeFinding[]> {
  const findings: OptimizeFinding[] = [];
  for (const summary of await listPages(db)) {
    const page = await getPageById(db, summary.id);
    // Deleted between the two reads: nothing to report.
    if (page) findings.push(...findingsForPage(page));
  }
  return findings;
}

interface FixOptions {
  authorId: string | null;
  expectedVersion?: number;
}

async function loadPage(db: Db, pageId: string): Promise<Page> {
  const page = await getPageById(db, pageId);
  if (!page) throw new OptimizeNotFoundError(pageId);
  return page;
}

async function save(db: Db, page: Page, blocks: Block[], summary: string, options: FixOptions): Promise<void> {
  const saved = await updatePageWithRevision(
    db,
    page.id,
    { content: blocks },
    // The version read here guards the gap between reading and writing even without one from the client.
    { expectedVersion: options.expectedVersion ?? page.version, authorId: options.authorId, summary, kind: "fix" },
  );
  if (!saved) throw new OptimizeNotFoundError(page.id);
}

/** Stores legacy content as canonical blocks. Returns 1 when converted, 0 when it already was. */
export async function fixLegacy(db: Db, pageId: string, options: FixOptions): Promise<number> {
  const page = await loadPage(db, pageId);
  if (!isLegacyContent(page.content)) return 0;
  await save(db, page, readBlocks(page.content), de.optimize.summaryLegacy, options);
  return 1;
}

/** Applies fixHeadingLevels. Returns the number of headings changed (0: nothing written). */
export async function fixHeadings(db: Db, pageId: string, options: FixOptions): Promise<number> {
  const page = await loadPage(db, pageId);
  const { blocks, changed } = fixHeadingLevels(readBlocks(page.content), { contentType: page.content_type, title: page.title });
  if (changed === 0) return 0;
  await save(db, page, blocks, de.optimize.summaryHeadings(changed), options);
  return changed;
}

/**
 * Fills every missing alt text on the page from `pattern` ({n} = the image's number on the page).
 * An empty pattern does nothing. Returns the number of images changed (0: nothing written).
 */
export async function fixAltText(db: Db, pageId: string, pattern: string, options: FixOptions): Promise<number> {
  if (pattern.trim() === "") return 0;
  const page = await loadPage(db, pageId);
  const { blocks, changed } = fillMissingAltText(readBlocks(page.content), pattern);
  if (changed === 0) return 0;
  await save(db, page, blocks, de.optimize.summaryAltText(changed), options);
  return changed;
}

/**
 * Repairs blocks their schema refuses by dropping only the refused fields, so the schema's
 * defaults take their place and every valid field survives. Returns the number of blocks repaired.
 */
export async function fixInvalidBlocks(db: Db, pageId: string, options: FixOptions): Promise<number> {
  const page = await loadPage(db, pageId);
  let repaired = 0;
  const blocks = mapBlocks(readBlocks(page.content), (block) => {
    const module = getBlockModule(block.type);
    if (!module || module.schema.safeParse(block.content).success) return block;
    repaired++;
    return { ...block, content: repairContent(block.content, (content) => module.schema.safeParse(content)) };
  });
  if (repaired === 0) return 0;
  await save(db, page, blocks, de.optimize.summaryInvalid(repaired), options);
  return repaired;
}

function repairContent(
  content: Record<string, unknown>,
  parse: (content: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[] }[] } },
): Record<string, unknown> {
  const next = { ...content };
  // Each round drops at least one key, so this ends within the number of keys.
  for (let round = 0; round <= Object.keys(content).length; round++) {
    const result = parse(next);
    if (result.success) return next;
    const keys = new Set((result.error?.issues ?? []).map((i) => i.path[0]).filter((k): k is string => typeof k === "string" && k in next));
    if (keys.size === 0) break;
    for (const key of keys) delete next[key];
  }
  return {};
}
