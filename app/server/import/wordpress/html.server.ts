import render from "dom-serializer";
import { Element, isTag, isText, type ChildNode, type Document } from "domhandler";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { sanitizeRichText } from "~/blocks/sanitize.server";
import { expandDefinitionLists, visibleText } from "./structure.server";
import type { Run } from "./run.server";

/**
 * HTML helpers of the WordPress converter: parse a fragment, rewrite every address in it through
 * ctx.mapUrl, serialise, and sanitise with the one policy every stored HTML field goes through
 * (app/blocks/sanitize.server.ts). Nothing here writes a second sanitiser.
 */

export function parseFragment(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

/** HTML of nodes; non-ASCII stays as UTF-8 (only & < > " are escaped). */
export function toHtml(nodes: ChildNode | ChildNode[]): string {
  return render(nodes, { encodeEntities: "utf8" });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function innerHtml(el: Element): string {
  return toHtml(el.children);
}

/** Visible text with whitespace collapsed; <br> and a picture count as a space (words beside a picture stay apart). */
export function plainText(node: ChildNode | ChildNode[]): string {
  return visibleText(Array.isArray(node) ? node : [node]);
}

export function first(root: Document | Element | ChildNode[], test: (el: Element) => boolean): Element | null {
  const nodes = Array.isArray(root) ? root : root.children;
  return findOne(test, nodes, true);
}

export function all(root: Document | Element | ChildNode[], test: (el: Element) => boolean): Element[] {
  const nodes = Array.isArray(root) ? root : root.children;
  return findAll(test, nodes);
}

export const byTag =
  (...names: string[]) =>
  (el: Element) =>
    names.includes(el.name);

export const byClass = (name: string) => (el: Element) => classes(el).includes(name);

export function classes(el: Element): string[] {
  return (getAttributeValue(el, "class") ?? "").split(/\s+/).filter(Boolean);
}

export function attr(el: Element | null | undefined, name: string): string {
  return (el && getAttributeValue(el, name)) ?? "";
}

/** Element children only (no text or comments). */
export function elementChildren(el: Element | Document): Element[] {
  return el.children.filter((c): c is Element => isTag(c));
}

export { Element, isTag, isText, textContent };

/** Rewrites one srcset: each "url 300w" entry's address. */
export function mapSrcset(srcset: string, mapUrl: (url: string) => string): string {
  return srcset
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [url, ...descriptor] = entry.split(/\s+/);
      return [mapUrl(url!), ...descriptor].join(" ");
    })
    .join(", ");
}

const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  img: ["src", "data-src", "data-full-url", "data-link"],
  video: ["src", "poster"],
  audio: ["src"],
  source: ["src"],
  track: ["src"],
  iframe: ["src"],
};

/** Every address in the nodes (and inside them) goes through mapUrl: src, srcset, href, poster, background-image url(…). */
export function rewriteUrls(nodes: ChildNode[], mapUrl: (url: string) => string): void {
  for (const el of findAll(() => true, nodes)) {
    for (const name of URL_ATTRIBUTES[el.name] ?? []) {
      const value = el.attribs[name];
      if (value !== undefined && value.trim() !== "") el.attribs[name] = mapUrl(value.trim());
    }
    if (el.attribs.srcset) el.attribs.srcset = mapSrcset(el.attribs.srcset, mapUrl);
    if (el.attribs.style?.includes("url(")) {
      el.attribs.style = el.attribs.style.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (_, quote: string, url: string) => `url(${quote}${mapUrl(url.trim())}${quote})`);
    }
  }
}

/** The first background-image url(…) in a style attribute, or "". */
export function backgroundImage(style: string): string {
  return /background(?:-image)?\s*:[^;]*url\(\s*['"]?([^'")]+)['"]?\s*\)/i.exec(style)?.[1]?.trim() ?? "";
}

/** Elements whose content the sanitiser drops entirely (or that embed other documents): worth a note. */
const DROPPED = new Set([
  "script", "style", "iframe", "object", "embed", "form", "input", "textarea", "select", "button", "video",
  "audio", "svg", "canvas", "noscript", "frame", "frameset", "applet", "link", "meta", "base",
]);

function nodesOf(root: Document | Element | ChildNode[]): ChildNode[] {
  if (Array.isArray(root)) return root;
  return root.type === "root" ? (root as Document).children : [root as Element];
}

/**
 * Sanitised HTML of nodes whose addresses are mapped. Each kind of element or event attribute the
 * policy removes is named once in the notes, so nothing disappears without the report saying so.
 */
export function cleanHtml(root: Document | Element | ChildNode[], run: Run): string {
  // The policy has no definition lists: their terms and descriptions are kept apart first.
  const nodes = expandDefinitionLists(nodesOf(root));
  rewriteUrls(nodes, run.ctx.mapUrl);
  for (const el of findAll(() => true, nodes)) {
    if (DROPPED.has(el.name)) run.note(`Nicht erlaubtes HTML entfernt: <${el.name}>`);
    for (const name of Object.keys(el.attribs)) if (/^on/i.test(name)) run.note(`Nicht erlaubtes HTML entfernt: ${name}-Attribut`);
  }
  return tidy(sanitizeRichText(toHtml(nodes)));
}

const BLOCK_TAG = "(?:ul|ol|li|p|blockquote|table|thead|tbody|tfoot|tr|td|th|caption|div|figure|figcaption|h[1-6]|hr|pre)";
const BETWEEN_BLOCK_TAGS = new RegExp(`(<\\/?${BLOCK_TAG}\\b[^>]*>)\\s+(?=<\\/?${BLOCK_TAG}\\b)`, "gi");

/** Sanitised HTML without the source's line breaks between block tags (they mean nothing there). */
export function tidy(html: string): string {
  return html.replace(BETWEEN_BLOCK_TAGS, "$1").trim();
}

/** cleanHtml of an HTML string. */
export function cleanHtmlString(html: string, run: Run): string {
  return cleanHtml(parseFragment(html), run);
}

/** The sanitised inner HTML of an element (rich text of a paragraph, a list item, a caption …). */
export function richInner(el: Element, run: Run): string {
  return cleanHtml(el.children, run);
}
