import { deInput } from "~/i18n/input";

/**
 * The one check for characters no text may hold, shared by every API's zod schemas, the contact
 * form and upload names. Refused everywhere: NUL and the other C0 controls, DEL and the C1
 * controls, the noncharacters U+FFFE/U+FFFF and lone surrogates (half a UTF-16 pair, which no
 * encoder can write). Tab is whitespace and allowed; line feed, carriage return and the Unicode
 * line/paragraph separators only in multi-line fields (a line break in a title or a mail header
 * field is a bug or an injection).
 */

export interface CleanTextOptions {
  /** Line breaks allowed (texts, rich text, descriptions). */
  multiline?: boolean;
}

// eslint-disable-next-line no-control-regex
const ALWAYS_BAD = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex
const BAD_IN_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;
// The same classes, for removing instead of refusing (file names from a browser's upload).
// eslint-disable-next-line no-control-regex
const BAD_IN_LINE_ALL = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

/** True when the text holds none of the refused characters (in `u` mode a surrogate class matches only a lone half). */
export function isCleanText(value: string, options: CleanTextOptions = {}): boolean {
  return !(options.multiline ? ALWAYS_BAD : BAD_IN_LINE).test(value);
}

/** The text without the characters a single-line field refuses (for names that are cleaned, not refused). */
export function stripUncleanText(value: string): string {
  return value.replace(BAD_IN_LINE_ALL, "");
}

/**
 * A zod refinement for a text field named `label` in its German message:
 * `z.string().refine(...cleanText("Titel"))`. null/undefined pass (optional fields).
 */
export function cleanText(label: string, options: CleanTextOptions = {}) {
  return [
    (value: string | null | undefined) => value === null || value === undefined || isCleanText(value, options),
    { error: deInput.badCharacters(label, !!options.multiline) },
  ] as const;
}

/**
 * The first string (or key) in a JSON-like value that holds refused characters, as its path
 * (["blog", "categories", "2"]); null when all are clean. Multi-line rules: a settings text or a
 * block field may hold line breaks. Linear in the size of the value.
 */
export function findUncleanText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return isCleanText(value, { multiline: true }) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUncleanText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, key];
      const found = findUncleanText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
