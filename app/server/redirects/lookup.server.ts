import type { Db } from "../db/client.server";
import { findRedirectByPath, type Redirect } from "./redirects.server";

/**
 * The redirect for a requested URL. Besides the path (without trailing slash), two forms that
 * imported addresses need (issue 28): WordPress's query addresses (/?p=123, /?page_id=45), stored
 * with their one identifying parameter, and percent-encoded paths in either spelling of the hex
 * digits (/%ce%b1 and /%CE%B1 are the same address; imports store the upper-case one).
 */
export const REDIRECT_QUERY_KEYS = ["p", "page_id", "attachment_id", "cat", "tag"] as const;

export async function findRedirectForUrl(db: Db, url: URL): Promise<{ redirect: Redirect; byQuery: boolean } | null> {
  const path = url.pathname.replace(/\/+$/, "") || "/";
  for (const key of REDIRECT_QUERY_KEYS) {
    const value = url.searchParams.get(key);
    if (!value) continue;
    const redirect = await findRedirectByPath(db, `${path}?${new URLSearchParams({ [key]: value })}`);
    if (redirect) return { redirect, byQuery: true };
  }
  const exact = await findRedirectByPath(db, path);
  if (exact) return { redirect: exact, byQuery: false };
  if (!path.includes("%")) return null;
  const upper = path.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  if (upper === path) return null;
  const encoded = await findRedirectByPath(db, upper);
  return encoded ? { redirect: encoded, byQuery: false } : null;
}
