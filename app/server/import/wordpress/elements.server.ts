import { removeElement } from "domutils";
import { MAX_COLUMNS as TABLE_MAX_COLUMNS, MAX_ROWS as TABLE_MAX_ROWS } from "~/blocks/table/block";
import type { Block } from "~/blocks/types";
import { thirdPartyVideo } from "~/blocks/video/block";
import { safeHref } from "~/lib/links";
import { uploadOriginalPath } from "../../redirects/lookup.server";
import { all, attr, byTag, cleanHtml, escapeHtml, elementChildren, first, isTag, plainText, type Element } from "./html.server";
import { htmlBlock, linkUrl, makeBlock, mediaUrl, paragraphBlock, type Run } from "./run.server";
import { attachStrayLists, listNeedsRichText, orderedListNumbers } from "./structure.server";

/**
 * Element-level conversions shared by Gutenberg blocks and classic HTML: one HTML element (a <p>,
 * <h2>, <ul>, <table>, <img> …) becomes our blocks.
 */

type Align = "left" | "center" | "right" | "justify";

export function textAlign(value: unknown): Align | undefined {
  return value === "left" || value === "center" || value === "right" || value === "justify" ? value : undefined;
}

/** Alignment from WordPress classes (has-text-align-center, aligncenter) or an inline text-align. */
export function alignOf(el: Element): Align | undefined {
  const cls = attr(el, "class");
  const fromClass = /\bhas-text-align-(left|center|right|justify)\b/.exec(cls)?.[1] ?? /\balign(left|center|right)\b/.exec(cls)?.[1];
  return textAlign(fromClass ?? /text-align:\s*(left|center|right|justify)/.exec(attr(el, "style"))?.[1]);
}

/** A custom hex colour of WordPress block attributes (style.color.text), or "". */
export function hexColour(value: unknown): string {
  return typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : "";
}

export function paragraphFrom(p: Element, run: Run, extra: Record<string, unknown> = {}): Block[] {
  const align = alignOf(p);
  return paragraphBlock(cleanHtml(p.children, run), { ...(align ? { alignment: align } : {}), ...extra });
}

/** Our heading, list item, caption and table cell fields are plain text: say so when a link is lost. */
export function noteLostLinks(el: Element | null | undefined, run: Run, where: string): void {
  // A link around a picture only is the picture's link (imageFrom), not text.
  if (el && first(el, (e) => e.name === "a" && attr(e, "href") !== "" && plainText(e) !== "")) run.note(`Links in ${where} als Text übernommen`);
}

export function headingFrom(h: Element, level: number, run: Run, extra: Record<string, unknown> = {}): Block[] {
  // Our heading is plain text: the pictures in it (a logo, a row of photos after a title) follow
  // it as image blocks, in their order (issue 39).
  const images = all(h, byTag("img")).flatMap((img) => imageFrom(img, run, imageClassOptions(img)));
  const text = plainText(h);
  if (text === "") return images;
  noteLostLinks(h, run, "Überschriften");
  const align = alignOf(h);
  return [makeBlock("heading", { text, level, ...(align ? { alignment: align } : {}), ...extra }), ...images];
}

/** Items of a list: nested lists are flattened into the items after their parent, marked "– " per level. */
function listItems(list: Element, depth: number): string[] {
  const items: string[] = [];
  for (const li of elementChildren(list).filter((c) => c.name === "li")) {
    const own = li.children.filter((c) => !(c.type === "tag" && ((c as Element).name === "ul" || (c as Element).name === "ol")));
    const text = plainText(own);
    if (text !== "") items.push(`${"– ".repeat(depth)}${text}`);
    for (const nested of elementChildren(li).filter((c) => c.name === "ul" || c.name === "ol")) items.push(...listItems(nested, depth + 1));
  }
  return items;
}

export function listFrom(list: Element, run: Run): Block[] {
  attachStrayLists(list);
  // The list block holds plain text; links would be lost, so a list with links stays rich text.
  if (first(list, byTag("a", "img"))) {
    run.note("Liste mit Links oder Bildern als formatierter Text übernommen");
    return paragraphBlock(cleanHtml(list, run));
  }
  // Code in an item, or sub-items of a numbered list: the list's own HTML shows them as written.
  if (listNeedsRichText(list)) return paragraphBlock(cleanHtml(list, run));
  const items = listItems(list, 0);
  if (items.length === 0) return [];
  const ordered = list.name === "ol";
  const alpha = /^[aA]$/.test(attr(list, "type")) || /lower-alpha|upper-alpha/.test(attr(list, "style"));
  return [
    makeBlock("list", { items, ordered, listStyle: ordered ? (alpha ? "alpha" : "decimal") : "disc", ...(ordered ? orderedListNumbers(list) : {}) }),
  ];
}

function rowsOf(section: Element | null): Element[] {
  return section ? elementChildren(section).filter((c) => c.name === "tr") : [];
}

/** Why a table cannot be our table block (which holds plain-text cells), or null. */
function tableProblem(table: Element, rows: Element[][]): string | null {
  const cells = rows.flat();
  if (first(table, byTag("table"))) return "verschachtelte Tabellen";
  if (cells.some((c) => Number(attr(c, "colspan") || 1) > 1 || Number(attr(c, "rowspan") || 1) > 1)) return "verbundene Zellen";
  if (cells.some((c) => first(c, byTag("a", "img", "ul", "ol")))) return "Links, Bilder oder Listen in Zellen";
  if (rows.length > TABLE_MAX_ROWS + 1) return `mehr als ${TABLE_MAX_ROWS} Zeilen`;
  if (rows.some((r) => r.length > TABLE_MAX_COLUMNS)) return `mehr als ${TABLE_MAX_COLUMNS} Spalten`;
  return null;
}

export function tableFrom(table: Element, run: Run, caption = ""): Block[] {
  const sections = elementChildren(table);
  const head = sections.find((s) => s.name === "thead") ?? null;
  const bodies = sections.filter((s) => s.name === "tbody" || s.name === "tfoot");
  const loose = sections.filter((s) => s.name === "tr");
  let headRows = rowsOf(head);
  let bodyRows = [...loose, ...bodies.flatMap(rowsOf)];
  const cellsOf = (tr: Element) => elementChildren(tr).filter((c) => c.name === "td" || c.name === "th");
  // No <thead>: a first row of <th> cells is the head.
  if (headRows.length === 0 && bodyRows[0] && cellsOf(bodyRows[0]).every((c) => c.name === "th")) {
    headRows = [bodyRows[0]];
    bodyRows = bodyRows.slice(1);
  }
  const allRows = [...headRows, ...bodyRows].map(cellsOf);
  const captionBlocks = caption ? paragraphBlock(`<p><em>${escapeHtml(caption)}</em></p>`) : [];
  const problem = headRows.length > 1 ? "mehrzeilige Kopfzeile" : tableProblem(table, allRows);
  if (problem) {
    run.note(`Tabelle als HTML übernommen (${problem})`);
    return [...htmlBlock(cleanHtml(table, run)), ...captionBlocks];
  }
  const headers = headRows[0] ? cellsOf(headRows[0]).map((c) => plainText(c)) : [];
  const rows = bodyRows.map((tr) => cellsOf(tr).map((c) => plainText(c)));
  if (headers.length === 0 && rows.every((r) => r.every((c) => c === ""))) return captionBlocks;
  return [makeBlock("table", { headers, rows: rows.map((r) => (r.length === 0 ? [""] : r)) }), ...captionBlocks];
}

export interface ImageOptions {
  caption?: string;
  /** WordPress width in px (attribute or block attr). */
  width?: number | string;
  /** WordPress sizeSlug: thumbnail, medium, large, full. */
  sizeSlug?: string;
  /** WordPress align: left, center, right, wide, full. */
  align?: string;
  /**
   * The picture's link from a page builder's or Gutenberg's settings; without it, the <a> around
   * the <img> is the link. "" = no link.
   */
  link?: string;
  /** The link opens in a new tab (target="_blank", Elementor is_external, Divi url_new_window). */
  newTab?: boolean;
}

const PRESET_WIDTHS = new Set(["300", "500", "800"]);
const SIZE_SLUG_WIDTHS: Record<string, string> = { thumbnail: "150", medium: "300", large: "auto", full: "full" };

function imageWidth(options: ImageOptions): Record<string, string> {
  if (options.align === "wide" || options.align === "full") return { width: "full" };
  const px = Number.parseFloat(String(options.width ?? ""));
  // Wider than our "auto" (800 px, about a WordPress theme's content width): shown as WordPress
  // showed it, scaled down to the column.
  const width = Number.isFinite(px) && px > 0 ? (px > 800 ? "auto" : String(Math.round(px))) : (SIZE_SLUG_WIDTHS[options.sizeSlug ?? ""] ?? "auto");
  if (width === "auto" || width === "full" || PRESET_WIDTHS.has(width)) return { width };
  return { width: "custom", customWidth: `${width}px` };
}

export function imageFrom(img: Element, run: Run, options: ImageOptions = {}): Block[] {
  const raw = attr(img, "src") || attr(img, "data-src");
  const src = mediaUrl(run, raw);
  if (src === "") return [];
  const align = options.align === "left" || options.align === "right" || options.align === "center" ? options.align : undefined;
  const link = imageLink(img, raw, run, options);
  return [
    makeBlock("image", {
      src,
      alt: attr(img, "alt").trim(),
      caption: options.caption ?? "",
      ...imageWidth({ ...options, width: options.width ?? (attr(img, "width") || undefined) }),
      ...(align ? { align } : {}),
      ...link,
    }),
  ];
}

/** The <a> a picture sits in (directly, or in a <picture> inside it), or null. */
function linkAround(img: Element): Element | null {
  let node = img.parent as Element | null;
  if (node && isTag(node) && node.name === "picture") node = node.parent as Element | null;
  return node && isTag(node) && node.name === "a" ? node : null;
}

/** "name.jpg" of an upload address: every size of one picture (-300x200, -scaled, ?w=300, Photon) → the same name. */
function uploadName(url: string): string {
  const path = url.trim().split(/[?#]/)[0]!.replace(/\/+$/, "");
  const name = uploadOriginalPath(decodeURIComponentSafe(path.slice(path.lastIndexOf("/") + 1)));
  // Windows Live Writer uploads a thumbnail beside the picture: name_thumb.jpg (name_thumb_2.jpg) for name.jpg (name_2.jpg).
  return name.replace(/_thumb(?=(_\d+)?\.\w+$)/i, "").toLowerCase();
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The image block's link (issue 39): a link to a page, post or address stays a link (old site
 * addresses rewritten through ctx.mapUrl like every other link). A link to the picture's own file
 * (WordPress's "Link to: Media file", a lightbox) or to its attachment page shows only the picture
 * larger: no link. An unsafe address (javascript:) is dropped with a note.
 */
function imageLink(img: Element, rawSrc: string, run: Run, options: ImageOptions): { link?: string; linkTarget?: "_blank" } {
  const a = options.link === undefined ? linkAround(img) : null;
  const href = (options.link ?? attr(a, "href")).trim();
  if (href === "" || href === "#") return {};
  if (/(^|\s)attachment(\s|$)|wp-att-\d/.test(attr(a, "rel")) || /[?&]attachment_id=\d/.test(href)) return {};
  const name = uploadName(href);
  if (/\.\w{2,5}$/.test(name) && (name === uploadName(rawSrc) || run.ctx.mapUrl(href) === run.ctx.mapUrl(rawSrc))) return {};
  const link = linkUrl(run, href);
  if (link === "" || safeHref(link) === "#") {
    run.note("Verlinkung eines Bildes mit unsicherer Adresse nicht übernommen");
    return {};
  }
  return { link, ...(options.newTab || attr(a, "target") === "_blank" ? { linkTarget: "_blank" as const } : {}) };
}

/** The WordPress alignment of an image from its classes (alignleft, aligncenter, size-large …). */
export function imageClassOptions(...els: (Element | null | undefined)[]): Pick<ImageOptions, "align" | "sizeSlug"> {
  const cls = els.map((el) => attr(el, "class")).join(" ");
  return {
    align: /\balign(left|right|center|wide|full)\b/.exec(cls)?.[1],
    sizeSlug: /\bsize-(thumbnail|medium|large|full)\b/.exec(cls)?.[1],
  };
}

/** A <figure> (or any wrapper) holding one image and an optional <figcaption>. */
export function figureImage(figure: Element, run: Run, options: ImageOptions = {}): Block[] {
  const img = first(figure, byTag("img"));
  if (!img) return [];
  const figcaption = first(figure, byTag("figcaption"));
  noteLostLinks(figcaption, run, "Bildunterschriften");
  const caption = options.caption ?? plainText(figcaption ?? []);
  return imageFrom(img, run, { ...imageClassOptions(figure, img), ...options, caption });
}

/** A quote: a paragraph whose rich text is a <blockquote>; the citation (<cite>) follows as "— Name". */
export function quoteFrom(quote: Element, run: Run): Block[] {
  const cites = all(quote, byTag("cite", "footer"));
  const citation = cites.map((c) => plainText(c)).filter(Boolean).join(", ");
  for (const cite of cites) removeElement(cite);
  const inner = cleanHtml(quote.children, run);
  const body = inner === "" ? "" : /^\s*</.test(inner) ? inner : `<p>${inner}</p>`;
  if (body === "" && citation === "") return [];
  return paragraphBlock(`<blockquote>${body}${citation ? `<p>— ${escapeHtml(citation)}</p>` : ""}</blockquote>`);
}

/** Preformatted text and code keep their line breaks as HTML. */
export function preFrom(el: Element, run: Run): Block[] {
  return htmlBlock(cleanHtml(el, run));
}

/** All images of a tree with their captions (gallery items). */
export function galleryItems(root: Element | Element[], run: Run): { url: string; alt: string; caption: string }[] {
  const roots = Array.isArray(root) ? root : [root];
  return all(roots, byTag("img")).flatMap((img) => {
    const src = mediaUrl(run, attr(img, "data-full-url") || attr(img, "src"));
    if (!src) return [];
    // The image's own figure (or gallery list item) holds its caption.
    let figure = img.parent;
    while (figure && !(isTag(figure) && (figure.name === "figure" || figure.name === "li"))) figure = figure.parent;
    const caption = figure && isTag(figure) ? plainText(first(figure, byTag("figcaption")) ?? []) : "";
    return [{ url: src, alt: attr(img, "alt").trim(), caption }];
  });
}

/** A video address as our video block (YouTube and Vimeo behind the two-click consent), or a link. */
export function videoOrLink(url: string, run: Run, what: string): Block[] {
  if (thirdPartyVideo(url)) return [makeBlock("video", { src: url })];
  if (!/^https?:\/\//i.test(url)) {
    run.note(`${what} ohne gültige Adresse – nicht übernommen`);
    return [];
  }
  run.note(`${what} als Link übernommen`);
  const href = linkUrl(run, url);
  return paragraphBlock(`<p><a href="${escapeHtml(href)}">${escapeHtml(url)}</a></p>`);
}

/**
 * Media elements written into the HTML: an <iframe> of YouTube or Vimeo is our video (consent
 * first), any other frame a link to it; <video> and <audio> files become our video and audio.
 */
export function mediaElementBlocks(el: Element, run: Run): Block[] {
  const src = attr(el, "src") || attr(first(el, byTag("source")), "src");
  if (!src) return htmlBlock(cleanHtml(el, run));
  if (el.name === "iframe") return videoOrLink(src.replace(/^\/\//, "https://"), run, "Eingebetteter Inhalt (iframe)");
  if (el.name === "audio") return [makeBlock("audio", { src: mediaUrl(run, src) })];
  if (thirdPartyVideo(src)) return [makeBlock("video", { src })];
  const poster = attr(el, "poster");
  return [makeBlock("video", { src: mediaUrl(run, src), poster: poster ? mediaUrl(run, poster) : "" })];
}
