/**
 * German-aware matching for the blog search, in application code so SQLite and PostgreSQL answer
 * alike. Text and query are folded the same way (case, ß → ss, ä/ö/ü → ae/oe/ue, other accents
 * dropped), then every query word must match some word of the post (AND): the same stem (CISTEM,
 * Weissweiler & Fraser 2017: 'Maschinen' ~ 'Maschine', 'Frästeile' ~ 'Frästeil', 'Kühlhäuser' ~ 'Kühlhaus'), or the start of
 * a word (search as you type: 'Masch'), or, from four letters on, a part of a word (German
 * compounds: 'teil' finds 'Frästeil').
 */

/** Lower case with ß → ss and umlauts spelled out, so 'Fräse' and 'Fraese' are one word. */
export function foldGerman(text: string): string {
  return text
    .toLocaleLowerCase("de-DE")
    .replace(/ß/g, "ss")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

/** Folded words of a text (letters and digits; hyphens and punctuation separate). */
export function words(text: string): string[] {
  return foldGerman(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * CISTEM stemmer on a folded word (case-insensitive variant: the t-suffix goes too, so a query
 * typed in lower case stems like the capitalised noun in the text).
 */
export function stemGerman(folded: string): string {
  // As CISTEM does with umlauts: the base vowel, so 'Häuser' and 'Haus' share a stem.
  let word = folded.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
  if (word.length >= 6 && word.startsWith("ge")) word = word.slice(2);
  word = word
    .replace(/sch/g, "$")
    .replace(/ei/g, "%")
    .replace(/ie/g, "&")
    .replace(/(.)\1/g, "$1*");
  while (word.length > 3) {
    if (word.length > 5 && /(?:e[mr]|nd)$/.test(word)) {
      word = word.slice(0, -2);
      continue;
    }
    if (/[tesn]$/.test(word)) {
      word = word.slice(0, -1);
      continue;
    }
    break;
  }
  return word
    .replace(/(.)\*/g, "$1$1")
    .replace(/\$/g, "sch")
    .replace(/%/g, "ei")
    .replace(/&/g, "ie");
}

/** A post's words prepared once (kept per post version by the overview). */
export interface SearchIndex {
  words: string[];
  stems: Set<string>;
}

export function buildSearchIndex(text: string): SearchIndex {
  const unique = [...new Set(words(text))];
  return { words: unique, stems: new Set(unique.map(stemGerman)) };
}

export interface SearchQuery {
  terms: { word: string; stem: string }[];
}

export function parseSearchQuery(q: string): SearchQuery {
  return {
    terms: [...new Set(words(q))].map((word) => ({
      word,
      stem: stemGerman(word),
    })),
  };
}

/** All query words match (an empty query matches everything). */
export function matchesSearch(index: SearchIndex, query: SearchQuery): boolean {
  return query.terms.every(
    ({ word, stem }) =>
      index.stems.has(stem) ||
      index.words.some(
        (w) => w.startsWith(word) || (word.length >= 4 && w.includes(word)),
      ),
  );
}
