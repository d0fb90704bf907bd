import { getBlockModule } from "./registry";
import { flattenBlocks } from "./tree";
import type { Block } from "./types";
import { de } from "~/i18n/de";
import { plainText } from "~/lib/plain-text";
import { publicPagePath } from "~/lib/pages";

/**
 * The SEO check of spec §5 plus two checks of our own (alt text, internal links). Pure and
 * browser-safe: the admin page tree, the editor and /optimize-block all use this one function.
 */

export type SeoSeverity = "error" | "warning";

export type SeoIssueCode =
  | "h1-missing"
  | "h1-multiple"
  | "heading-level-skipped"
  | "meta-title-missing"
  | "meta-title-too-short"
  | "meta-title-too-long"
  | "meta-description-missing"
  | "meta-description-too-short"
  | "meta-description-too-long"
  | "image-alt-missing"
  | "internal-link-missing";

export interface SeoIssue {
  code: SeoIssueCode;
  severity: SeoSeverity;
  message: string;
  blockId?: string;
}

export interface SeoHeading {
  level: number;
  text: string;
  /** The block that renders the heading; "" for the page title of a blog post or presentation. */
  blockId: string;
}

export interface SeoInput {
  title: string;
  content_type: string;
  meta_title: string | null;
  meta_description: string | null;
  blocks: Block[];
  /** Paths of existing pages ("/", "/kontakt"); without it internal links are not checked. */
  existingPaths?: Set<string>;
}

export interface SeoResult {
  score: number;
  issues: SeoIssue[];
  headings: SeoHeading[];
}

export const META_TITLE_LENGTH = { min: 30, max: 60 } as const;
export const META_DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

/**
 * Points taken off 100 per issue. The page-level problems a search engine sees first (no H1,
 * no meta title) weigh most; per-element problems weigh little each but add up.
 */
export const SEO_WEIGHTS: Record<SeoIssueCode, number> = {
  "h1-missing": 20,
  "h1-multiple": 10,
  "heading-level-skipped": 5,
  "meta-title-missing": 20,
  "meta-title-too-short": 10,
  "meta-title-too-long": 10,
  "meta-description-missing": 15,
  "meta-description-too-short": 5,
  "meta-description-too-long": 5,
  "image-alt-missing": 5,
  "internal-link-missing": 5,
};

/**
 * Content types whose renderer shows the page title as the H1 (spec §2 content renderer): a blog
 * post (blog meta, then the title) and a presentation (its title above the viewer).
 */
export function titleIsH1(contentType: string): boolean {
  return contentType === "blog" || contentType === "presentation";
}

/** Addresses served by routes of their own rather than by a page (app/routes.ts): the feeds and SEO files. */
const ROUTE_PATHS = ["/blog/rss.xml", "/blog/atom.xml", "/sitemap.xml", "/robots.txt"];

/**
 * The paths pages are served at, for `existingPaths`: a page at /slug, a blog post at /blog/slug, a
 * presentation at /presentations/slug (the address a page's content_type gives it), plus the feeds.
 */
export function pagePaths(pages: { slug: string; content_type?: string | null }[]): Set<string> {
  const paths = new Set<string>(ROUTE_PATHS);
  for (const page of pages) paths.add(publicPagePath(page));
  return paths;
}

/** Served files (uploads under /media, API downloads) are not pages: a link check leaves them alone. */
const FILE_PREFIXES = ["/media/", "/api/assets/"];

// ---------------------------------------------------------------------------------------------
// Walking the blocks. The same walk drives the check and the fixes, so what the check reports is
// exactly what the fixes change. Refs carry setters that mutate the (cloned) blocks they came from.

interface HeadingRef extends SeoHeading {
  /** The lowest level this source can take (a hero subtitle can't be an H1). */
  minLevel: number;
  /** A heading block whose stored `level` disagrees with the tag in its text (the tag wins). */
  outOfSync?: boolean;
  set: (level: number) => void;
}

interface ImageRef {
  blockId: string;
  hasAlt: boolean;
  setAlt: (alt: string) => void;
}

interface LinkRef {
  blockId: string;
  href: string;
}

interface Walk {
  headings: HeadingRef[];
  images: ImageRef[];
  links: LinkRef[];
  /** Writes HTML fields whose headings or images were changed through a setter. */
  finish: () => void;
}

const HTML_HEADING = /<h([1-6])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi;
const HTML_IMG = /<img\b[^>]*>/gi;
const HTML_A = /<a\b[^>]*>/gi;

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(tag);
  if (!match) return new RegExp(`\\s${name}(?=[\\s/>])`, "i").test(tag) ? "" : undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

function walkHtml(block: Block, field: string, walk: Walk, finishers: (() => void)[]) {
  const html = str(block.content?.[field]);
  if (html === "") return;
  const headingLevels = new Map<number, number>();
  const imageAlts = new Map<number, string>();

  let i = 0;
  for (const match of html.matchAll(HTML_HEADING)) {
    const index = i++;
    walk.headings.push({
      level: Number(match[1]),
      text: plainText(match[3]),
      blockId: block.id,
      minLevel: 1,
      set: (level) => headingLevels.set(index, level),
    });
  }
  let j = 0;
  for (const match of html.matchAll(HTML_IMG)) {
    const index = j++;
    walk.images.push({
      blockId: block.id,
      hasAlt: str(attr(match[0], "alt")).trim() !== "",
      setAlt: (alt) => imageAlts.set(index, alt),
    });
  }
  for (const match of html.matchAll(HTML_A)) {
    const href = attr(match[0], "href");
    if (href) walk.links.push({ blockId: block.id, href: href.trim() });
  }

  finishers.push(() => {
    if (headingLevels.size === 0 && imageAlts.size === 0) return;
    let h = 0;
    let m = 0;
    const next = html
      .replace(HTML_HEADING, (whole, _level: string, attrs: string | undefined, inner: string) => {
        const level = headingLevels.get(h++);
        return level === undefined ? whole : `<h${level}${attrs ?? ""}>${inner}</h${level}>`;
      })
      .replace(HTML_IMG, (tag) => {
        const alt = imageAlts.get(m++);
        if (alt === undefined) return tag;
        const value = `alt="${escapeAttr(alt)}"`;
        const withoutAlt = tag.replace(/\salt(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?(?=[\s/>])/i, "");
        return withoutAlt.replace(/^<img\b/i, `<img ${value}`);
      });
    block.content = { ...block.content, [field]: next };
  });
}

/**
 * What each block shows comes from its module's `hooks.seo` (app/blocks/types.ts); the walk goes
 * through every slot of the tree (app/blocks/tree.ts) in document order.
 */
function walkBlocks(blocks: Block[]): Walk {
  const finishers: (() => void)[] = [];
  const walk: Walk = {
    headings: [],
    images: [],
    links: [],
    finish: () => finishers.forEach((f) => f()),
  };
  for (const block of flattenBlocks(blocks)) {
    const seo = getBlockModule(block.type)?.hooks?.seo?.(block.content ?? {});
    if (!seo) continue;
    for (const heading of seo.headings ?? []) {
      walk.headings.push({
        level: heading.level,
        text: heading.text,
        blockId: block.id,
        minLevel: heading.minLevel ?? 1,
        outOfSync: heading.outOfSync,
        set: (level) => {
          block.content = heading.setLevel(block.content ?? {}, level);
        },
      });
    }
    for (const image of seo.images ?? []) {
      walk.images.push({
        blockId: block.id,
        hasAlt: image.hasAlt,
        setAlt: (alt) => {
          block.content = image.setAlt(block.content ?? {}, alt);
        },
      });
    }
    for (const field of seo.htmlFields ?? []) walkHtml(block, field, walk, finishers);
    for (const href of seo.links ?? []) if (href.trim()) walk.links.push({ blockId: block.id, href: href.trim() });
  }
  return walk;
}

// ---------------------------------------------------------------------------------------------

/** Characters as a reader counts them: code points of the trimmed text, so "ä" or an emoji is one. */
function visibleLength(value: string): number {
  return Array.from(value.trim()).length;
}

function checkLength(
  value: string | null,
  range: { min: number; max: number },
  codes: { missing: SeoIssueCode; short: SeoIssueCode; long: SeoIssueCode },
  messages: { missing: string; short: string; long: string },
): SeoIssue | null {
  const length = value == null ? 0 : visibleLength(value);
  if (length === 0) return { code: codes.missing, severity: "error", message: messages.missing };
  if (length < range.min) return { code: codes.short, severity: "warning", message: messages.short };
  if (length > range.max) return { code: codes.long, severity: "warning", message: messages.long };
  return null;
}

/** Normalises an internal href to the path a page is served at ("/kontakt/?a#b" → "/kontakt"). */
export function internalLinkPath(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  let path = href.replace(/[?#].*$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  // Files (uploads, PDFs, images) are not pages.
  if (/\.[a-z0-9]{1,5}$/i.test(path)) return null;
  if (FILE_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  try {
    path = decodeURI(path);
  } catch {
    // Malformed escapes: compare as written.
  }
  return path;
}

function pageHeadings(walk: Walk, title: string, contentType: string): SeoHeading[] {
  const headings: SeoHeading[] = walk.headings.map(({ level, text, blockId }) => ({ level, text, blockId }));
  if (titleIsH1(contentType) && title.trim() !== "") headings.unshift({ level: 1, text: title.trim(), blockId: "" });
  return headings;
}

export function checkSeo(input: SeoInput): SeoResult {
  const m = de.seo;
  const walk = walkBlocks(input.blocks);
  const headings = pageHeadings(walk, input.title, input.content_type);
  const issues: SeoIssue[] = [];

  const h1Count = headings.filter((h) => h.level === 1).length;
  if (h1Count === 0) issues.push({ code: "h1-missing", severity: "error", message: m.noH1 });
  if (h1Count > 1) issues.push({ code: "h1-multiple", severity: "error", message: m.multipleH1(h1Count) });

  for (let i = 1; i < headings.length; i++) {
    const from = headings[i - 1].level;
    const to = headings[i].level;
    if (to > from + 1) {
      issues.push({
        code: "heading-level-skipped",
        severity: "warning",
        message: m.skippedLevel(from, to),
        blockId: headings[i].blockId || undefined,
      });
    }
  }

  const title = checkLength(
    input.meta_title,
    META_TITLE_LENGTH,
    { missing: "meta-title-missing", short: "meta-title-too-short", long: "meta-title-too-long" },
    { missing: m.metaTitleMissing, short: m.metaTitleTooShort, long: m.metaTitleTooLong },
  );
  if (title) issues.push(title);
  const description = checkLength(
    input.meta_description,
    META_DESCRIPTION_LENGTH,
    { missing: "meta-description-missing", short: "meta-description-too-short", long: "meta-description-too-long" },
    { missing: m.metaDescriptionMissing, short: m.metaDescriptionTooShort, long: m.metaDescriptionTooLong },
  );
  if (description) issues.push(description);

  for (const image of walk.images) {
    if (!image.hasAlt) issues.push({ code: "image-alt-missing", severity: "warning", message: m.imageWithoutAlt, blockId: image.blockId });
  }

  if (input.existingPaths) {
    for (const link of walk.links) {
      const path = internalLinkPath(link.href);
      if (path !== null && !input.existingPaths.has(path)) {
        issues.push({ code: "internal-link-missing", severity: "warning", message: m.internalLinkMissing(path), blockId: link.blockId });
      }
    }
  }

  const score = Math.max(0, 100 - issues.reduce((sum, issue) => sum + SEO_WEIGHTS[issue.code], 0));
  return { score, issues, headings };
}

/** Heading-structure issues only (used by /optimize-block, where meta fields are not its business). */
export function headingIssues(result: SeoResult): SeoIssue[] {
  return result.issues.filter((i) => i.code === "h1-missing" || i.code === "h1-multiple" || i.code === "heading-level-skipped");
}

/**
 * Makes exactly one H1 and removes skipped levels. On a blog post or presentation the title is the H1, so every
 * H1 in the content becomes H2; elsewhere the first heading becomes the H1 and later H1s become H2.
 * Levels are renumbered by outline position, never made deeper: a heading sits one level below the
 * nearest earlier heading that was shallower in the original (H1, H3, H4, H3, H2 → H1, H2, H3, H2, H2),
 * so siblings stay siblings. `changed` counts headings whose level changed. A page without any
 * heading stays without H1: there is nothing sensible to promote.
 */
export function fixHeadingLevels(blocks: Block[], options: { contentType: string; title: string }): { blocks: Block[]; changed: number } {
  const copy = structuredClone(blocks);
  const walk = walkBlocks(copy);
  // The outline so far: original level → new level; the root (original 0) is never popped.
  const stack: { original: number; level: number }[] = [];
  if (titleIsH1(options.contentType) && options.title.trim() !== "") stack.push({ original: 0, level: 1 });
  let changed = 0;
  for (const heading of walk.headings) {
    let level: number;
    if (stack.length === 0) {
      level = Math.max(1, heading.minLevel);
      stack.push({ original: 0, level });
    } else {
      while (stack.length > 1 && stack[stack.length - 1].original >= heading.level) stack.pop();
      level = Math.max(stack[stack.length - 1].level + 1, heading.minLevel);
      stack.push({ original: heading.level, level });
    }
    if (level !== heading.level) {
      heading.set(level);
      changed++;
    } else if (heading.outOfSync) {
      heading.set(level);
    }
  }
  walk.finish();
  return { blocks: copy, changed };
}

/**
 * Fills empty alt texts from a pattern; {n} is the image's number on the page, counting every
 * image in document order (so "Bild {n}" names the same image the editor shows third as "Bild 3").
 * Existing alt texts are never overwritten; an empty pattern changes nothing.
 */
export function fillMissingAltText(blocks: Block[], pattern: string): { blocks: Block[]; changed: number } {
  if (pattern.trim() === "") return { blocks, changed: 0 };
  const copy = structuredClone(blocks);
  const walk = walkBlocks(copy);
  let changed = 0;
  walk.images.forEach((image, index) => {
    if (image.hasAlt) return;
    image.setAlt(pattern.trim().replaceAll("{n}", String(index + 1)));
    changed++;
  });
  walk.finish();
  return { blocks: copy, changed };
}
