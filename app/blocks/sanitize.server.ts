import sanitizeHtml from "sanitize-html";
import { TEXT_FONTS, TEXT_SIZES_PX } from "~/lib/text-styles";
import { getBlockModule } from "./registry";
import { mapBlocks } from "./tree";
import type { Block } from "./types";

/**
 * HTML policy for everything editors write (rich text, HTML blocks, raw HTML page content).
 * Allow-list only: text formatting, links, images, lists, tables. No script, style or iframe
 * elements, no event handlers (no on* attribute is on the list), no form elements, and URLs only
 * with the schemes below (no javascript:, data: or protocol-relative URLs). Inline styles are limited
 * to a few properties whose values must look like colours or alignments, or be one of the
 * toolbar's font sizes and fonts.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "strong", "b", "em", "i", "u", "s", "sub", "sup", "mark", "small", "code", "pre",
    "blockquote", "span", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "a", "img",
    "figure", "figcaption", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
    ol: ["start", "type", "reversed"],
    "*": ["style", "class", "id"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedStyles: {
    "*": {
      color: [/^#[0-9a-f]{3,6}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i],
      "background-color": [/^#[0-9a-f]{3,6}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i],
      "text-align": [/^(left|right|center|justify)$/],
      // Exactly the toolbar's sizes and fonts (app/lib/text-styles.ts), quoted or not.
      "font-size": [new RegExp(`^(${TEXT_SIZES_PX.join("|")})px$`)],
      "font-family": TEXT_FONTS.map((font) => new RegExp(`^(${font}|"${font}"|'${font}')$`)),
      "font-weight": [/^(normal|bold|[1-9]00)$/],
    },
  },
  allowedClasses: { "*": [/^[a-z][\w-]{0,40}$/i] },
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank") return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      const { target: _target, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  disallowedTagsMode: "discard",
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** Sanitises every HTML-carrying field of every block, in every slot of the tree. Returns new objects. */
export function sanitizeBlocks(blocks: Block[]): Block[] {
  return mapBlocks(blocks, (block) => {
    const fields = getBlockModule(block.type)?.htmlFields ?? [];
    if (fields.length === 0) return block;
    const content = { ...block.content };
    for (const field of fields) {
      if (typeof content[field] === "string") content[field] = sanitizeRichText(content[field] as string);
    }
    return { ...block, content };
  });
}
