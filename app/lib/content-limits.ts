import { deInput } from "~/i18n/input";
import { isCleanText } from "./clean-text";

/**
 * Bounds of the work one save may cause (issue 26 item 8). A paragraph of 150,000 nested <b>
 * took 15 s to sanitise and 17 s to render while the server answered nobody else, so every
 * string of submitted content is checked here, before anything parses it as HTML: at most
 * MAX_TEXT_CHARS per field, MAX_CONTENT_CHARS of text and MAX_CONTENT_ELEMENTS elements per
 * page, and markup at most MAX_HTML_DEPTH elements deep. The checks are one linear scan each, never a DOM parse.
 */
export const MAX_TEXT_CHARS = 200_000;
export const MAX_CONTENT_CHARS = 1_000_000;
export const MAX_HTML_DEPTH = 32;
/** Sanitising costs about 5–10 µs per element: this bounds a page's to a few hundred ms. */
export const MAX_CONTENT_ELEMENTS = 20_000;

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements a new one of the same name ends (<li>a<li>b), as browsers read them. */
const SELF_ENDING = new Set(["p", "li", "dt", "dd", "tr", "td", "th", "option"]);
/** Their text is no markup (embed code: `a<b` in a script is no element). */
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);

function isNameChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 45;
}

export interface HtmlShape {
  /** How deeply the elements nest. */
  depth: number;
  /** How many elements are opened. */
  elements: number;
}

/**
 * The shape of an HTML text as a browser would read it roughly (a closing tag ends everything
 * opened after its element; an unclosed element counts): nesting depth and element count, the
 * measures of what sanitising and rendering it costs. Stops once the depth passes `stopAbove`, so
 * hostile nesting costs a few dozen steps. Linear in the text's length, no parse.
 */
export function scanHtml(html: string, stopAbove = MAX_HTML_DEPTH): HtmlShape {
  const open: string[] = [];
  let depth = 0;
  let elements = 0;
  let i = html.indexOf("<");
  while (i !== -1) {
    if (html.startsWith("!--", i + 1)) {
      const end = html.indexOf("-->", i + 4);
      if (end === -1) break;
      i = html.indexOf("<", end + 3);
      continue;
    }
    const closing = html.charCodeAt(i + 1) === 47;
    const start = closing ? i + 2 : i + 1;
    let stop = start;
    while (stop < html.length && isNameChar(html.charCodeAt(stop))) stop++;
    const end = stop > start ? html.indexOf(">", stop) : -1;
    if (stop === start || end === -1) {
      // "a < b" or an unfinished tag at the end: text, not an element.
      i = html.indexOf("<", i + 1);
      continue;
    }
    const name = html.slice(start, stop).toLowerCase();
    let next = end + 1;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
    } else {
      elements++;
      if (!VOID_ELEMENTS.has(name) && html.charCodeAt(end - 1) !== 47) {
        if (SELF_ENDING.has(name) && open[open.length - 1] === name) open.pop();
        open.push(name);
        if (open.length > depth) {
          depth = open.length;
          if (depth > stopAbove) return { depth, elements };
        }
        if (RAW_TEXT.has(name)) {
          const ending = new RegExp(`</${name}`, "ig");
          ending.lastIndex = next;
          next = ending.exec(html)?.index ?? html.length;
        }
      }
    }
    i = html.indexOf("<", next);
  }
  return { depth, elements };
}

/** How deeply the elements of an HTML text nest (scanHtml). */
export function htmlNestingDepth(html: string, stopAbove = MAX_HTML_DEPTH): number {
  return scanHtml(html, stopAbove).depth;
}

/** One string's problem for the field `label`, or null; `state` adds up the page's text and elements. */
export function textProblem(value: string, label: string, state: ContentBudget = { total: 0, elements: 0 }): string | null {
  const shape = scanHtml(value);
  if (shape.depth > MAX_HTML_DEPTH) return deInput.tooDeep(label, MAX_HTML_DEPTH);
  if (value.length > MAX_TEXT_CHARS) return deInput.tooLong(label, MAX_TEXT_CHARS);
  if (!isCleanText(value, { multiline: true })) return deInput.badCharacters(label, true);
  state.total += value.length;
  state.elements += shape.elements;
  if (state.total > MAX_CONTENT_CHARS) return deInput.contentTooLarge(MAX_CONTENT_CHARS);
  if (state.elements > MAX_CONTENT_ELEMENTS) return deInput.tooManyElements(MAX_CONTENT_ELEMENTS);
  return null;
}

interface ContentBudget {
  total: number;
  elements: number;
}

/**
 * The first problem of a page's submitted content (blocks at any depth): a string with refused
 * characters, too long or too deeply nested, named by its block and field; or the whole content
 * over MAX_CONTENT_CHARS. Null when it is fine.
 */
export function findContentTextProblem(content: unknown): string | null {
  const state: ContentBudget = { total: 0, elements: 0 };
  return walk(content, { unit: null, path: [] }, state);
}

interface Place {
  /** "Block "x"": the nearest named unit. */
  unit: string | null;
  path: string[];
}

function label(place: Place): string {
  const field = place.path.join(".") || "content";
  return place.unit ? `${place.unit}, Feld "${field}"` : `Feld "${field}"`;
}

/**
 * A whole field that is a data: URL (`data:image/png;base64,…`, issue 38 item 27): never a picture
 * the site can size, resize or serve. A text that merely starts with "Data:" is no such URL.
 */
const DATA_URL = /^\s*data:(?:[a-z]+\/[a-z0-9.+-]+)?(?:;[^,\s]*)?,/i;

function walk(value: unknown, place: Place, state: ContentBudget): string | null {
  if (typeof value === "string") return DATA_URL.test(value) ? deInput.dataUrl(label(place)) : textProblem(value, label(place), state);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], { ...place, path: [...place.path, String(i)] }, state);
      if (problem) return problem;
    }
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  // A block (at the root, in a slot or in a content field) names the fields below it.
  const here = typeof record.id === "string" && typeof record.type === "string" ? { unit: `Block "${record.id}"`, path: [] } : place;
  for (const [key, item] of Object.entries(record)) {
    if (!isCleanText(key)) return deInput.badCharacters(label(here), false);
    const problem = walk(item, { ...here, path: here === place ? [...place.path, key] : [key] }, state);
    if (problem) return problem;
  }
  return null;
}

