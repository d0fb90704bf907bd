import type { ChildNode } from "domhandler";
import { removeElement } from "domutils";
import type { Block } from "~/blocks/types";
import { thirdPartyVideo } from "~/blocks/video/block";
import {
  figureImage,
  headingFrom,
  imageClassOptions,
  imageFrom,
  listFrom,
  mediaElementBlocks,
  paragraphFrom,
  preFrom,
  quoteFrom,
  tableFrom,
  videoOrLink,
} from "./elements.server";
import { all, attr, byTag, cleanHtml, elementChildren, first, isTag, isText, parseFragment, plainText, type Element } from "./html.server";
import { htmlBlock, makeBlock, paragraphBlock, type Run } from "./run.server";
import { extractShortcodes, shortcodeBlocks, type Shortcode } from "./shortcodes.server";
import { wpautop } from "./wpautop.server";

/**
 * Classic-editor content (and Gutenberg's freeform HTML): WordPress stores it without <p> tags and
 * adds them on display (wpautop), so we do the same first, then split the HTML into our blocks:
 * paragraphs, headings, lists, images (also [caption]), tables, quotes; what has no counterpart
 * is kept as sanitised HTML.
 */
export function convertClassic(html: string, run: Run): Block[] {
  if (html.trim() === "") return [];
  // The "read more" and page-break markers are not content (a page break is named in the notes).
  if (/<!--nextpage-->/.test(html)) run.note("Seitenumbruch (<!--nextpage-->) entfernt");
  const markersOut = html.replace(/<!--(more|nextpage)(\s[^>]*)?-->/g, "\n\n");
  const { text, shortcodes } = extractShortcodes(markersOut, run);
  const doc = parseFragment(wpautop(text, ["wp-shortcode"]));
  return nodesToBlocks(doc.children, run, shortcodes);
}

/** Inline elements: a run of them (and text) between block elements is one paragraph. */
const INLINE = new Set([
  "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s", "samp",
  "small", "span", "strong", "sub", "sup", "time", "u", "var", "del", "ins", "strike", "font", "big", "tt", "img",
]);

/** Wrappers whose content is converted as if it stood on its own (page-builder and theme divs). */
const TRANSPARENT = new Set(["div", "section", "article", "main", "header", "footer", "aside", "center", "nav", "body", "html"]);

export function nodesToBlocks(nodes: ChildNode[], run: Run, shortcodes: Shortcode[] = []): Block[] {
  const out: Block[] = [];
  let inline: ChildNode[] = [];
  const flush = () => {
    const place = liftShortcodes(inline, run, shortcodes, "einem Text");
    const text = inline.some((n) => (isText(n) && n.data.trim() !== "") || (isTag(n) && n.name !== "br"));
    out.push(...place(text ? inlineBlocks(inline, run) : []));
    inline = [];
  };
  for (const node of nodes) {
    if (isText(node) || (isTag(node) && INLINE.has(node.name))) {
      inline.push(node);
      continue;
    }
    if (!isTag(node)) continue; // comments (<!--more-->) are not content
    flush();
    out.push(...elementBlocks(node, run, shortcodes));
  }
  flush();
  return out;
}

/** The only content of a paragraph: one image (maybe linked) → an image block; a bare video URL → a video. */
function inlineBlocks(nodes: ChildNode[], run: Run, p?: Element): Block[] {
  const meaningful = nodes.filter((n) => !(isText(n) && n.data.trim() === "") && !(isTag(n) && n.name === "br"));
  const images = meaningful.flatMap((n) => (isTag(n) ? (n.name === "img" ? [n] : n.name === "a" ? elementChildren(n).filter((c) => c.name === "img") : []) : []));
  const onlyImages = images.length > 0 && meaningful.every((n) => isTag(n) && (n.name === "img" || (n.name === "a" && plainText(n) === "" && elementChildren(n).every((c) => c.name === "img"))));
  if (onlyImages) {
    return images.flatMap((img) => imageFrom(img, run, imageClassOptions(img)));
  }
  // WordPress turns a video address on a line of its own into a player (oEmbed).
  const text = plainText(meaningful);
  const link = meaningful.length === 1 && isTag(meaningful[0]!) && meaningful[0].name === "a" ? attr(meaningful[0], "href") : "";
  if (meaningful.length === 1 && /^https?:\/\/\S+$/.test(text) && (link === "" || link === text)) {
    if (thirdPartyVideo(text)) return videoOrLink(text, run, "Video");
  }
  // A paragraph holding only a frame or a player (wpautop leaves <p> around some).
  if (meaningful.length === 1 && isTag(meaningful[0]!) && ["iframe", "video", "audio"].includes(meaningful[0].name)) {
    return mediaElementBlocks(meaningful[0], run);
  }
  if (p) return paragraphFrom(p, run);
  return paragraphBlock(cleanHtml(nodes, run));
}

const PLACE: Record<string, string> = { ul: "einer Liste", ol: "einer Liste", table: "einer Tabelle", blockquote: "einem Zitat", figure: "einer Abbildung", pre: "vorformatiertem Text" };

/**
 * A known shortcode written inside a heading, a list, a table or a run of text (its placeholder
 * sits in there after wpautop): those fields hold text, so its block follows the element (issue
 * 39) instead of being dropped with the placeholder. The placeholders are removed from the nodes;
 * `place` returns the element's own blocks with the shortcodes' blocks after them, named in the
 * notes (unless the element was nothing but the shortcode).
 */
function liftShortcodes(nodes: ChildNode[], run: Run, shortcodes: Shortcode[], where: string): (own: Block[]) => Block[] {
  const found = shortcodes.length === 0 ? [] : all(nodes, byTag("wp-shortcode"));
  for (const el of found) removeElement(el);
  return (own) => {
    if (found.length === 0) return own;
    const after = found.flatMap((el) => {
      const code = shortcodes[Number(attr(el, "data-i"))];
      const blocks = code ? shortcodeBlocks(code, run) : [];
      if (code && blocks.length > 0 && own.length > 0) run.count(`Shortcode [${code.name}] stand in ${where} – als eigener Block dahinter übernommen`);
      return blocks;
    });
    return [...own, ...after];
  };
}

function elementBlocks(el: Element, run: Run, shortcodes: Shortcode[]): Block[] {
  if (el.name !== "p" && el.name !== "wp-shortcode" && !TRANSPARENT.has(el.name)) {
    const place = /^h[1-6]$/.test(el.name) ? "einer Überschrift" : (PLACE[el.name] ?? `<${el.name}>`);
    if (first(el, byTag("wp-shortcode"))) return liftShortcodes(el.children, run, shortcodes, place)(elementBlocks(el, run, shortcodes));
  }
  const heading = /^h([1-6])$/.exec(el.name);
  if (heading) return headingFrom(el, Number(heading[1]), run);
  switch (el.name) {
    case "wp-shortcode": {
      const code = shortcodes[Number(attr(el, "data-i"))];
      return code ? shortcodeBlocks(code, run) : [];
    }
    case "p":
      return pBlocks(el, run, shortcodes);
    case "ul":
    case "ol":
      return listFrom(el, run);
    case "table":
      return tableFrom(el, run);
    case "blockquote":
      return quoteFrom(el, run);
    case "pre":
      return preFrom(el, run);
    case "hr":
      return [makeBlock("divider", {})];
    case "iframe":
    case "video":
    case "audio":
      return mediaElementBlocks(el, run);
    case "figure": {
      const table = first(el, byTag("table"));
      if (table) return tableFrom(table, run, plainText(first(el, byTag("figcaption")) ?? []));
      if (first(el, byTag("img"))) return figureImage(el, run);
      // A pull quote written as HTML (<figure class="wp-block-pullquote"><blockquote>…).
      const quote = first(el, byTag("blockquote"));
      if (quote) return quoteFrom(quote, run);
      return htmlBlock(cleanHtml(el, run));
    }
    default:
      if (TRANSPARENT.has(el.name)) return nodesToBlocks(el.children, run, shortcodes);
      return htmlBlock(cleanHtml(el, run));
  }
}

/** A <p> may hold a placeholder wpautop could not lift out (a shortcode mid-paragraph); split there. */
function pBlocks(p: Element, run: Run, shortcodes: Shortcode[]): Block[] {
  if (!first(p, byTag("wp-shortcode"))) return inlineBlocks(p.children, run, p);
  // Placeholders only inside inline elements (<strong>[youtube …]</strong>): the paragraph, then their blocks.
  if (!p.children.some((n) => isTag(n) && n.name === "wp-shortcode")) {
    const place = liftShortcodes(p.children, run, shortcodes, "einem Text");
    return place(inlineBlocks(p.children, run, p));
  }
  const out: Block[] = [];
  let part: ChildNode[] = [];
  const flush = () => {
    const place = liftShortcodes(part, run, shortcodes, "einem Text");
    out.push(...place(part.length > 0 ? inlineBlocks(part, run) : []));
    part = [];
  };
  for (const node of p.children) {
    if (isTag(node) && node.name === "wp-shortcode") {
      flush();
      out.push(...elementBlocks(node, run, shortcodes));
    } else part.push(node);
  }
  flush();
  return out;
}
