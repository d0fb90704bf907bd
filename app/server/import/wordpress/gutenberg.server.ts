import { parse } from "@wordpress/block-serialization-default-parser";
import type { Block } from "~/blocks/types";
import { FORM_HANDLERS } from "./blocks-forms.server";
import { LAYOUT_HANDLERS } from "./blocks-layout.server";
import { MEDIA_HANDLERS } from "./blocks-media.server";
import { TEXT_HANDLERS } from "./blocks-text.server";
import { convertClassic } from "./classic.server";
import { all, byTag, cleanHtml, escapeHtml, parseFragment, plainText } from "./html.server";
import { attrsOf, blockHtml, type Inner, type Handler, type ParsedBlock } from "./parsed.server";
import { logger } from "../../logger.server";
import { htmlBlock, linkUrl, paragraphBlock, type Run } from "./run.server";
import { shortcodeBlocks, shortcodesTaken, stripShortcodes, type Shortcode } from "./shortcodes.server";

/**
 * Gutenberg content: the block comments (<!-- wp:name {attrs} -->) parsed by WordPress's own
 * parser, each block mapped onto ours by a handler (blocks-text, blocks-media, blocks-layout). A
 * block without a counterpart is kept as sanitised HTML and named in the notes.
 */

/** Blocks that are markers, not content: dropped without a note. */
const MARKERS = new Set(["core/more"]);

const HANDLERS: Record<string, Handler> = {
  ...TEXT_HANDLERS,
  ...MEDIA_HANDLERS,
  ...LAYOUT_HANDLERS,
  ...FORM_HANDLERS,
  "core/freeform": (block, run) => convertClassic(block.innerHTML, run),
  "core/shortcode": (block, run) => convertClassic(block.innerHTML.trim(), run),
  "core/nextpage": (_block, run) => {
    run.note("Seitenumbruch (core/nextpage) entfernt");
    return [];
  },
  "core/block": (block, run) => reusable(block, run),
  "core/social-links": (block, run) => socialLinks(block, run),
};

export function convertGutenberg(html: string, run: Run): Block[] {
  const blocks = parse(html);
  takeInlineShortcodes(blocks, run, null);
  return convertParsed(blocks, run);
}

/** Blocks that find their shortcodes themselves (the classic path) or whose brackets are text (code escapes them). */
const OWN_SHORTCODES = new Set(["core/freeform", "core/shortcode", "core/code"]);
/** Containers whose children are converted one by one: a paragraph in them splits at its shortcodes itself. */
const CONVERTS_CHILDREN = new Set(["core/column", "core/columns", "core/group"]);

/** Known shortcodes taken out of a block's text, put after the block's own blocks. */
const taken = new WeakMap<ParsedBlock, Shortcode[]>();

/**
 * WordPress runs do_shortcode over the whole rendered post, so a shortcode in a heading, a list
 * item, a table cell, a caption or a button works there too; our fields hold text (issue 39). So
 * before any handler reads a block, its own HTML loses its shortcodes (stripShortcodes: unknown
 * ones keep their content, [[x]] stays "[x]"), and known ones (video, map, code …) wait in `taken`
 * to follow the block. Paragraphs at the top level or in columns and groups are left to their
 * handler, which splits them at a known shortcode in place.
 */
function takeInlineShortcodes(blocks: ParsedBlock[], run: Run, parent: string | null): void {
  for (const block of blocks) {
    const name = block.blockName;
    if (name === null || OWN_SHORTCODES.has(name)) continue;
    if (name !== "core/paragraph" || (parent !== null && !CONVERTS_CHILDREN.has(parent))) {
      const found: Shortcode[] = [];
      block.innerContent = block.innerContent.map((part) => {
        if (part === null) return null;
        const { html, shortcodes } = stripShortcodes(part, run);
        found.push(...shortcodes);
        return html;
      });
      block.innerHTML = block.innerContent.filter((part) => part !== null).join("");
      shortcodesTaken.add(block);
      if (found.length > 0) taken.set(block, found);
    }
    takeInlineShortcodes(block.innerBlocks, run, name);
  }
}

const PLACE: Record<string, string> = {
  "core/heading": "einer Überschrift",
  "core/list": "einer Liste",
  "core/list-item": "einer Liste",
  "core/table": "einer Tabelle",
  "core/quote": "einem Zitat",
  "core/pullquote": "einem Zitat",
  "core/button": "einer Schaltfläche",
  "core/buttons": "einer Schaltfläche",
  "core/image": "einer Bildunterschrift",
  "core/gallery": "einer Bildunterschrift",
};

/**
 * The blocks of the known shortcodes taken out of the block and of its inner blocks not converted
 * on their own; named in the notes unless the block was nothing but the shortcode (`moved` false).
 */
function takenBlocks(block: ParsedBlock, run: Run, moved: boolean): Block[] {
  const out: Block[] = [];
  const walk = (b: ParsedBlock) => {
    const codes = taken.get(b);
    if (codes) {
      taken.delete(b);
      const place = PLACE[b.blockName ?? ""] ?? `dem Block ${b.blockName}`;
      for (const code of codes) {
        const blocks = shortcodeBlocks(code, run);
        if (blocks.length > 0 && moved) run.count(`Shortcode [${code.name}] stand in ${place} – als eigener Block dahinter übernommen`);
        out.push(...blocks);
      }
    }
    b.innerBlocks.forEach(walk);
  };
  walk(block);
  return out;
}

export function convertParsed(blocks: ParsedBlock[], run: Run): Block[] {
  const inner: Inner = (list) => convertParsed(list, run);
  return blocks.flatMap((block) => {
    if (block.blockName === null) return block.innerHTML.trim() === "" ? [] : convertClassic(block.innerHTML, run);
    if (MARKERS.has(block.blockName)) return [];
    // Embeds before WordPress 5.6 have a block name per provider (core-embed/youtube).
    const handler = HANDLERS[block.blockName] ?? (block.blockName.startsWith("core-embed/") ? HANDLERS["core/embed"] : undefined);
    try {
      const own = handler ? handler(block, run, inner) : unknown(block, run, inner);
      return [...own, ...takenBlocks(block, run, own.length > 0)];
    } catch (error) {
      // One odd block must not cost the whole post: its HTML is kept, and the report says so.
      logger().warn({ err: error, block: block.blockName }, "WordPress-Block nicht umgewandelt");
      run.note(`Block ${block.blockName} nicht umgewandelt – als HTML übernommen`);
      return [...htmlBlock(cleanHtml(parseFragment(blockHtml(block)), run)), ...takenBlocks(block, run, true)];
    }
  });
}

/** HTML that shows something: text, an image, a link or a media element. */
function meaningful(html: string): boolean {
  const doc = parseFragment(html);
  return plainText(doc.children) !== "" || all(doc, byTag("img", "a", "video", "audio", "iframe", "table")).length > 0;
}

function unknown(block: ParsedBlock, run: Run, inner: Inner): Block[] {
  const name = block.blockName!;
  // A container of a plugin (a row, a tab, an accordion …) whose own markup says nothing: its
  // content is converted in place.
  if (block.innerBlocks.length > 0 && !meaningful(block.innerContent.filter((p): p is string => p !== null).join(""))) {
    run.note(`Block ${name} aufgelöst, Inhalt übernommen`);
    return inner(block.innerBlocks);
  }
  const html = cleanHtml(parseFragment(blockHtml(block)), run);
  if (html === "" || !meaningful(html)) {
    run.note(`Block ${name} ohne Inhalt – nicht übernommen`);
    return [];
  }
  run.note(`Block ${name} als HTML übernommen`);
  return htmlBlock(html);
}

/** A reusable block (wp_block post) is converted in place when the import knows its content. */
function reusable(block: ParsedBlock, run: Run): Block[] {
  const ref = Number(attrsOf(block).ref);
  if (run.expanding.has(ref)) {
    run.note(`Wiederverwendbarer Block ${ref} enthält sich selbst – nur einmal übernommen`);
    return [];
  }
  const content = Number.isInteger(ref) ? run.ctx.reusableBlock?.(ref) : undefined;
  if (content === undefined) {
    run.note(`Wiederverwendbarer Block ${Number.isInteger(ref) ? ref : "?"} nicht übernommen`);
    return [];
  }
  run.expanding.add(ref);
  try {
    return content.includes("<!-- wp:") ? convertGutenberg(content, run) : convertClassic(content, run);
  } finally {
    run.expanding.delete(ref);
  }
}

/** Social icons (self-closing core/social-link blocks with a url) become a list of links. */
function socialLinks(block: ParsedBlock, run: Run): Block[] {
  const links = block.innerBlocks
    .map((b) => attrsOf(b))
    .filter((a) => typeof a.url === "string" && a.url !== "")
    .map((a) => {
      const label = typeof a.label === "string" && a.label ? a.label : String(a.service ?? a.url);
      return `<li><a href="${escapeHtml(linkUrl(run, String(a.url)))}">${escapeHtml(label.charAt(0).toUpperCase() + label.slice(1))}</a></li>`;
    });
  if (links.length === 0) {
    run.note("Block core/social-links ohne Inhalt – nicht übernommen");
    return [];
  }
  run.note("Block core/social-links als Linkliste übernommen");
  return paragraphBlock(`<ul>${links.join("")}</ul>`);
}
