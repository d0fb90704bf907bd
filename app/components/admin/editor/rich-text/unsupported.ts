import { deEditor } from "~/i18n/editor";
import { isTextSize, textFontOf } from "~/lib/text-styles";

const t = deEditor.richText.lossy;

type Lossy = keyof typeof t;

/** Elements the editor's schema holds; its HTML round-trip keeps these (and their formatting). */
const KEPT = new Set(["p", "br", "strong", "b", "em", "i", "u", "s", "del", "strike", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "code", "pre", "hr", "span"]);

/** Inline styles the toolbar sets on a span (colour, a listed size, a listed font): kept by the editor. */
const SPAN_STYLES: Record<string, (value: string) => boolean> = {
  color: () => true,
  "font-size": isTextSize,
  "font-family": (value) => textFontOf(value) !== null,
};

const BY_TAG: Record<string, Lossy> = {
  table: "table", thead: "table", tbody: "table", tfoot: "table", tr: "table", th: "table", td: "table", caption: "table", colgroup: "table", col: "table",
  img: "image", figure: "image", figcaption: "image", picture: "image",
  h1: "h1", h5: "h56", h6: "h56",
  sub: "subSup", sup: "subSup",
  mark: "mark", small: "small",
  div: "div", section: "div", article: "div",
};

/**
 * What a stored HTML text holds that the rich-text editor cannot represent: TipTap parses HTML into
 * its schema, so a table, an image or a CSS class would vanish at the first keystroke. Such content
 * (typically an 'HTML-Inhalt' block written as source) is edited as HTML instead. Returns German
 * names, empty when the editor keeps everything.
 */
export function unsupportedContent(html: string): string[] {
  const found = new Set<Lossy>();
  for (const match of html.matchAll(/<\s*([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
    const tag = match[1].toLowerCase();
    const attrs = match[2];
    if (!KEPT.has(tag)) found.add(BY_TAG[tag] ?? "other");
    if (tag !== "a" && /\sclass\s*=\s*("[^"]*\S[^"]*"|'[^']*\S[^']*'|[^\s"'>]+)/i.test(attrs)) found.add("classes");
    if (/\sid\s*=/i.test(attrs)) found.add("ids");
    const style = /\sstyle\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attrs);
    if (style) {
      const declarations = (style[2] ?? style[3] ?? "")
        .replace(/&quot;|&#34;/g, '"')
        .replace(/&#39;|&apos;/g, "'")
        .split(";")
        .map((d) => {
          const at = d.indexOf(":");
          return { prop: (at < 0 ? d : d.slice(0, at)).trim().toLowerCase(), value: at < 0 ? "" : d.slice(at + 1).trim() };
        })
        .filter((d) => d.prop !== "");
      if (declarations.some((d) => !(tag === "span" && SPAN_STYLES[d.prop]?.(d.value)))) found.add("styles");
    }
  }
  return [...found].map((key) => t[key]);
}
