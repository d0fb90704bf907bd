import type { PageComparison } from "~/lib/compare/types";
import type { Db } from "../db/client.server";
import { HttpError } from "../http/http-error.server";

/**
 * Compares two states of a page (issue 30): `from` is a revision id or "published", `to` a
 * revision id or "draft". Placeholder of the issue-30 base commit: the comparison branch
 * implements it; the signature stays. Throws HttpError 400 (a ref that is not one of those,
 * naming `from` or `to`) or 404 (no such page or revision).
 */
export async function comparePage(_db: Db, _pageId: string, _from: string, _to: string): Promise<PageComparison> {
  throw new HttpError(501, "Noch nicht verfügbar");
}
