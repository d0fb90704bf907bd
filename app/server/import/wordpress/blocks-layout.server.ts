import { columnSlot } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { MAX_COLUMNS } from "~/blocks/flexible-row/block";
import { hexColour } from "./elements.server";
import { attr, byTag, first, parseFragment, plainText } from "./html.server";
import { attrsOf, blockHtml, nested, str, type Handler, type ParsedBlock } from "./parsed.server";
import { linkUrl, makeBlock, mediaUrl, type Run } from "./run.server";

/** Gutenberg layout blocks: columns/column, group, buttons/button, separator, spacer. */

export interface ButtonParts {
  text: string;
  href: string;
  variant: "default" | "outline";
  target: "_self" | "_blank";
}

/** One core/button: its link text and address (mapped), outline style, new-tab target. */
export function buttonFrom(block: ParsedBlock, run: Run): ButtonParts[] {
  const doc = parseFragment(blockHtml(block));
  const link = first(doc, byTag("a", "button"));
  const text = link ? plainText(link) : plainText(doc.children);
  if (text === "") return [];
  const attrs = attrsOf(block);
  const href = attr(link, "href") || str(attrs.url);
  const outline = /\bis-style-outline\b/.test(`${str(attrs.className)} ${attr(first(doc, byTag("div")), "class")}`);
  return [
    {
      text,
      href: href ? linkUrl(run, href) : "",
      variant: outline ? "outline" : "default",
      target: attr(link, "target") === "_blank" || attrs.linkTarget === "_blank" ? "_blank" : "_self",
    },
  ];
}

/** The buttons of a core/buttons block, one button block each, aligned as the group was justified. */
export function buttonBlocks(block: ParsedBlock, run: Run): Block[] {
  const attrs = attrsOf(block);
  const justify = str(nested(attrs, "layout", "justifyContent")) || str(attrs.contentJustification) || str(attrs.align);
  const align = justify === "center" ? "center" : justify === "right" ? "right" : "left";
  const buttons = block.blockName === "core/button" ? [block] : block.innerBlocks;
  return buttons.flatMap((b) => buttonFrom(b, run)).map((b) => makeBlock("button", { ...b, size: "default", align }));
}

/**
 * Column widths in percent from each column's `width` attribute ("33.33%", 25, "200px"). Columns
 * without a width share what is left; pixel or other widths mean equal columns.
 */
export function columnWidths(columns: ParsedBlock[]): number[] | "equal" {
  const given = columns.map((c) => {
    const width = attrsOf(c).width;
    if (width === undefined || width === "") return null;
    const text = String(width).trim();
    if (/^\d+(\.\d+)?%?$/.test(text)) return Number.parseFloat(text);
    return Number.NaN;
  });
  if (given.every((w) => w === null) || given.some((w) => w !== null && !(w > 0))) return "equal";
  const used = given.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const open = given.filter((w) => w === null).length;
  const rest = open > 0 ? (100 - used) / open : 0;
  if (open > 0 && rest <= 0) return "equal";
  return given.map((w) => w ?? rest);
}

/** Columns of WordPress 5.0's betas: no column blocks, each inner block says `layout: "column-2"`. */
function legacyColumns(blocks: ParsedBlock[]): ParsedBlock[] {
  const index = (b: ParsedBlock) => Number(/^column-(\d+)$/.exec(str(attrsOf(b).layout))?.[1] ?? Number.NaN);
  if (blocks.length === 0 || !blocks.every((b) => index(b) >= 1)) return [];
  const count = Math.max(...blocks.map(index));
  return Array.from({ length: count }, (_, i) => ({
    blockName: "core/column",
    attrs: {},
    innerBlocks: blocks.filter((b) => index(b) === i + 1),
    innerHTML: "",
    innerContent: [],
  }));
}

/**
 * Our flexible row of converted columns, widths in percent (or equal). More than MAX_COLUMNS: the
 * rest goes into the last column, its width theirs together (note). Shared with page builders.
 */
export function flexibleRow(columns: Block[][], widths: number[] | "equal", run: Run, alignment = ""): Block[] {
  let cols = columns;
  let shares = widths;
  if (cols.length > MAX_COLUMNS) {
    run.note(`Mehr als ${MAX_COLUMNS} Spalten: die übrigen in die letzte Spalte übernommen`);
    cols = [...cols.slice(0, MAX_COLUMNS - 1), cols.slice(MAX_COLUMNS - 1).flat()];
    if (shares !== "equal") shares = [...shares.slice(0, MAX_COLUMNS - 1), shares.slice(MAX_COLUMNS - 1).reduce((a, b) => a + b, 0)];
  }
  const slots = Object.fromEntries(cols.map((c, i) => [columnSlot(i), c]));
  return [makeBlock("flexible-row", { columns: cols.length, columnWidths: shares, ...(alignment ? { alignment } : {}) }, slots)];
}

const columns: Handler = (block, run, inner) => {
  let cols = block.innerBlocks.filter((b) => b.blockName === "core/column");
  if (cols.length === 0) cols = legacyColumns(block.innerBlocks);
  if (cols.length === 0) return inner(block.innerBlocks);
  return flexibleRow(cols.map((c) => inner(c.innerBlocks)), columnWidths(cols), run, str(attrsOf(block).verticalAlignment));
};

/** A group is a section; without a background of its own it adds no padding (WordPress adds none). */
const group: Handler = (block, run, inner) => {
  const children = inner(block.innerBlocks);
  if (children.length === 0) return [];
  const attrs = attrsOf(block);
  const colour = hexColour(nested(attrs, "style", "color", "background")) || hexColour(attrs.customBackgroundColor);
  const image = str(nested(attrs, "style", "background", "backgroundImage", "url"));
  const backgroundType = image ? "image" : colour ? "color" : "none";
  return [
    makeBlock(
      "section",
      {
        title: "",
        backgroundType,
        backgroundColor: colour,
        backgroundImage: image ? mediaUrl(run, image) : "",
        ...(backgroundType === "none" ? { padding: { top: 0, right: 0, bottom: 0, left: 0 } } : {}),
      },
      { children },
    ),
  ];
};

/** Spacer height in px: numbers, "40px", rem/em (×16); anything else (theme presets) the default. */
function spacerHeight(value: unknown): number | undefined {
  const text = str(value).trim();
  const match = /^(\d+(?:\.\d+)?)(px|rem|em)?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * (match[2] === "rem" || match[2] === "em" ? 16 : 1);
}

export const LAYOUT_HANDLERS: Record<string, Handler> = {
  "core/columns": columns,
  // A column outside columns (never written by WordPress, but harmless): its content.
  "core/column": (block, _run, inner) => inner(block.innerBlocks),
  "core/group": group,
  "core/buttons": buttonBlocks,
  "core/button": buttonBlocks,
  "core/separator": () => [makeBlock("divider", {})],
  "core/spacer": (block) => {
    const height = spacerHeight(attrsOf(block).height);
    return [makeBlock("spacer", height === undefined ? {} : { height })];
  },
};
