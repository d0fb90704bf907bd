import { convertClassic } from "./classic.server";
import { headingFrom, hexColour, listFrom, mediaElementBlocks, paragraphFrom, preFrom, quoteFrom, tableFrom, textAlign } from "./elements.server";
import { all, byTag, cleanHtml, elementChildren, escapeHtml, first, innerHtml, parseFragment, plainText, type Element } from "./html.server";
import { attrsOf, blockHtml, nested, type Handler, type ParsedBlock } from "./parsed.server";
import { htmlBlock, makeBlock, paragraphBlock } from "./run.server";
import { scanShortcodes, shortcodesTaken } from "./shortcodes.server";

/** Gutenberg text blocks: paragraph, heading, list, quote, pullquote, table, code, preformatted, verse, html. */

function dom(block: ParsedBlock) {
  return parseFragment(blockHtml(block));
}

/** Alignment and custom colour a paragraph or heading keeps from its attributes. */
function textExtras(block: ParsedBlock): Record<string, unknown> {
  const attrs = attrsOf(block);
  const align = textAlign(attrs.textAlign ?? attrs.align);
  const color = hexColour(nested(attrs, "style", "color", "text")) || hexColour(attrs.customTextColor);
  return { ...(align ? { alignment: align } : {}), ...(color ? { color } : {}) };
}

/** The first element of one of the tags, or nothing: a block whose markup lacks it is kept as text. */
function find(block: ParsedBlock, ...tags: string[]): Element | null {
  return first(dom(block), byTag(...tags));
}

const paragraph: Handler = (block, run) => {
  const p = find(block, "p");
  if (!p) return convertClassic(blockHtml(block), run);
  // A paragraph holding a shortcode (common after a migration) is classic content: the shortcode
  // becomes its block or loses its tags (shortcodes.server.ts); alignment and colour stay. An
  // escaped [[x]] goes that way too (shown as "[x]"); the raw HTML is read, where a block whose
  // shortcodes were taken already (shortcodesTaken) writes "[x]" as entities.
  if (!shortcodesTaken.has(block) && scanShortcodes(blockHtml(block)).length > 0) {
    const extras = textExtras(block);
    return convertClassic(innerHtml(p), run).map((b) => (b.type === "paragraph" ? { ...b, content: { ...b.content, ...extras } } : b));
  }
  return paragraphFrom(p, run, textExtras(block));
};

const heading: Handler = (block, run) => {
  const h = find(block, "h1", "h2", "h3", "h4", "h5", "h6");
  if (!h) return convertClassic(blockHtml(block), run);
  const level = Number(attrsOf(block).level) || Number(h.name.slice(1)) || 2;
  return headingFrom(h, level, run, textExtras(block));
};

const list: Handler = (block, run) => {
  const el = find(block, "ul", "ol");
  return el ? listFrom(el, run) : convertClassic(blockHtml(block), run);
};

/** A quote: a styled paragraph (<blockquote> in the rich text) that keeps its formatting and links. */
const quote: Handler = (block, run) => {
  const el = find(block, "blockquote");
  return el ? quoteFrom(el, run) : convertClassic(blockHtml(block), run);
};

/**
 * A pull quote is a quote set apart on the page: our quote (a <blockquote> in rich text, the
 * citation as "— Name"), never a testimonial, which would show an invented photo and author.
 */
const pullquote: Handler = (block, run) => {
  const doc = dom(block);
  const el = first(doc, byTag("blockquote"));
  if (el) return quoteFrom(el, run);
  const text = plainText(doc.children);
  return text === "" ? [] : quoteFrom(parseFragment(`<blockquote>${cleanHtml(doc, run)}</blockquote>`).children[0] as Element, run);
};

const table: Handler = (block, run) => {
  const doc = dom(block);
  const el = first(doc, byTag("table"));
  if (!el) return convertClassic(blockHtml(block), run);
  return tableFrom(el, run, plainText(first(doc, byTag("figcaption")) ?? []));
};

/** Code, preformatted text and verse keep their line breaks (<pre>) as sanitised HTML. */
const pre: Handler = (block, run) => {
  const el = find(block, "pre");
  return el ? preFrom(el, run) : htmlBlock(cleanHtml(dom(block), run));
};

/**
 * Custom HTML: sanitised (scripts, iframes and event handlers removed, each named in the notes).
 * HTML that is only a YouTube/Vimeo frame or a player becomes our video or audio block.
 */
const html: Handler = (block, run) => {
  const doc = dom(block);
  const elements = elementChildren(doc);
  const only = elements.length === 1 && plainText(doc.children) === "" ? elements[0]! : null;
  if (only && (only.name === "iframe" || only.name === "video" || only.name === "audio")) return mediaElementBlocks(only, run);
  return htmlBlock(cleanHtml(doc, run));
};

/** List items outside a list (a stray core/list-item) are a one-item list. */
const listItem: Handler = (block, run) => {
  const li = find(block, "li");
  if (!li) return [];
  const text = plainText(li);
  return text ? listFrom(parseFragment(`<ul>${blockHtml(block)}</ul>`).children[0] as Element, run) : [];
};

/** Content a plain-text FAQ answer cannot hold. */
const RICH = ["a", "img", "ul", "ol", "table", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6", "iframe", "video", "audio", "figure"];

/**
 * A details block (WordPress 6.3+: `<details><summary>Frage</summary>…</details>`, an accordion)
 * is our FAQ with one entry: the summary as the question, the text as the answer (paragraphs kept
 * apart). Our sanitiser has no <details>, so as HTML it ran summary and text together. Content an
 * answer's plain text cannot hold (links, pictures, lists …) is converted as it is, under the
 * summary in bold, and named (it no longer folds away).
 */
const details: Handler = (block, run, inner) => {
  const el = find(block, "details");
  const summary = el ? first(el, byTag("summary")) : null;
  const question = plainText(summary ?? []);
  const body = el ? el.children.filter((c) => c !== summary) : [];
  if (!el || question === "" || all(body, byTag(...RICH)).length > 0) {
    if (el && question !== "") run.count("Aufklappbereich (core/details) als Text übernommen, nicht mehr aufklappbar");
    const content = block.innerBlocks.length > 0 ? inner(block.innerBlocks) : htmlBlock(cleanHtml(body, run));
    return [...(question ? paragraphBlock(`<p><strong>${escapeHtml(question)}</strong></p>`) : []), ...content];
  }
  const parts = body.flatMap((c) => (c.type === "tag" ? [plainText(c)] : c.type === "text" ? [plainText(c)] : [])).filter(Boolean);
  return [makeBlock("faq", { title: "", description: "", items: [{ id: "faq-1", question, answer: parts.join("\n\n") }] })];
};

export const TEXT_HANDLERS: Record<string, Handler> = {
  "core/paragraph": paragraph,
  "core/heading": heading,
  "core/list": list,
  "core/list-item": listItem,
  "core/quote": quote,
  "core/pullquote": pullquote,
  "core/table": table,
  "core/code": pre,
  "core/preformatted": pre,
  "core/verse": pre,
  "core/html": html,
  "core/details": details,
};
