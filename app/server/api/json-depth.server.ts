/**
 * How deep a JSON text nests, found by one linear scan of the raw text before anything parses or
 * validates it (issue 38 item 27: block content nested 50,000 deep made the validators' recursion
 * overflow the stack, a 500). Legitimate bodies stay far below the limit: a page is at most
 * MAX_BLOCK_DEPTH (8) blocks deep, about four JSON levels per block.
 */
export const MAX_JSON_DEPTH = 100;

/**
 * null when `text` nests at most `max` levels of arrays and objects; otherwise the top-level
 * property the too deep value sits in ("_" when the body itself is not an object), so the 400
 * can name the field. Strings (with their escapes) are skipped, so brackets inside them do not count.
 */
export function tooDeepField(text: string, max = MAX_JSON_DEPTH): string | null {
  let depth = 0;
  let rootIsObject = false;
  /** The key of the root object's current property. */
  let topKey: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const start = i + 1;
      i++;
      while (i < text.length && text.charCodeAt(i) !== 0x22) {
        if (text.charCodeAt(i) === 0x5c /* \ */) i++;
        i++;
      }
      // The first string of a property is its key (a string value after it is not).
      if (depth === 1 && rootIsObject && topKey === null) topKey = readKey(text, start, i);
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (depth === 0) rootIsObject = c === 0x7b;
      depth++;
      if (depth > max) return rootIsObject && topKey !== null ? topKey : "_";
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    } else if (c === 0x2c /* , */ && depth === 1) {
      topKey = null;
    }
  }
  return null;
}

/** The key string text[start, end), decoded where it is plain (keys of our API are). */
function readKey(text: string, start: number, end: number): string | null {
  const raw = text.slice(start, Math.min(end, start + 100));
  if (raw.includes("\\")) {
    try {
      return JSON.parse(`"${raw}"`) as string;
    } catch {
      return null;
    }
  }
  return raw;
}
