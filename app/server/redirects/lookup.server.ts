import type { Db } from "../db/client.server";
import { toRedirect, type Redirect } from "./redirects.server";

/**
 * The redirect for a requested URL. Besides the path (without trailing slash), the forms that
 * imported addresses need (issues 28 and 39):
 * - WordPress's query addresses (/?p=123, /?page_id=45), stored with their one identifying parameter;
 * - percent-encoded paths in either spelling of the hex digits (/%ce%b1 and /%CE%B1 are the same
 *   address; imports store the upper-case one);
 * - rules with a wildcard, one row for a whole family of old addresses: `/alt/*` answers `/alt`
 *   and every address below it (the longest such rule wins; a row for the exact address wins over
 *   any rule), and `/?s=*` answers any value of that parameter, which stands where the target has
 *   `*` (`/blog?q=*`);
 * - WordPress's generated sizes of an upload (bild-300x200.jpg, bild-scaled.jpg) follow the
 *   redirect of the upload itself (bild.jpg).
 * All candidates are asked for in one query; their order decides.
 */
export const REDIRECT_QUERY_KEYS = ["p", "page_id", "attachment_id", "cat", "tag", "s", "m", "author"] as const;

/** The wildcard of a redirect rule (see above). */
export const REDIRECT_WILDCARD = "*";
/** Rules `/a/b/*` are looked for up to this many segments deep (a path can have thousands). */
const MAX_RULE_DEPTH = 10;
/** WordPress names its generated sizes name-300x200.jpg, big originals name-scaled.jpg, rotated ones name-rotated.jpg. */
export const UPLOAD_SIZE_SUFFIX = /-(?:\d+x\d+|scaled|rotated)(?=\.[a-z0-9]+$)/i;

/** An upload's path without its size suffix (-scaled-300x200 needs two passes); the path itself when it has none. */
export function uploadOriginalPath(path: string): string {
  let original = path;
  for (let i = 0; i < 2; i++) original = original.replace(UPLOAD_SIZE_SUFFIX, "");
  return original;
}

interface Candidate {
  from: string;
  byQuery: boolean;
  /** A query rule's parameter value, put where the target has the wildcard. */
  value?: string;
}

export async function findRedirectForUrl(db: Db, url: URL): Promise<{ redirect: Redirect; byQuery: boolean } | null> {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const upper = path.includes("%") ? path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) : path;
  const candidates: Candidate[] = [];
  for (const key of REDIRECT_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (!value) continue;
    candidates.push({ from: `${path}?${new URLSearchParams({ [key]: value })}`, byQuery: true });
    candidates.push({ from: `${path}?${key}=${REDIRECT_WILDCARD}`, byQuery: true, value });
  }
  candidates.push({ from: path, byQuery: false }, { from: upper, byQuery: false });
  if (/^\/wp-content\/uploads\//i.test(upper)) candidates.push({ from: uploadOriginalPath(upper), byQuery: false });
  if (upper !== "/") {
    // Rules typed by hand may spell escapes in lower case: both spellings, deepest first.
    const spellings = [...new Set([upper, path])].map((p) => p.split("/").slice(1, MAX_RULE_DEPTH + 1));
    for (let n = spellings[0]!.length; n >= 1; n--) {
      for (const segments of spellings) candidates.push({ from: `/${segments.slice(0, n).join("/")}/${REDIRECT_WILDCARD}`, byQuery: false });
    }
  }
  const froms = [...new Set(candidates.map((c) => c.from))];
  const rows = await db.selectFrom("redirects").selectAll().where("from_path", "in", froms).execute();
  if (rows.length === 0) return null;
  const byFrom = new Map(rows.map((row) => [row.from_path, row]));
  for (const candidate of candidates) {
    const row = byFrom.get(candidate.from);
    if (!row) continue;
    const redirect = toRedirect(row);
    if (candidate.value !== undefined) redirect.to_path = redirect.to_path.split(REDIRECT_WILDCARD).join(encodeURIComponent(candidate.value));
    return { redirect, byQuery: candidate.byQuery };
  }
  return null;
}
