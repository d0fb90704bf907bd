import crypto from "node:crypto";
import { HttpError } from "../http/http-error.server";
import type { Selectable } from "kysely";
import { de } from "~/i18n/de";
import type { Db } from "../db/client.server";
import { containsInsensitive, fromDbTimestamp, inTransaction, nowIso } from "../db/dialect.server";
import type { RedirectsTable } from "../db/schema.server";

/** The only code that reads and writes redirects. */

export interface Redirect {
  id: string;
  from_path: string;
  to_path: string;
  status_code: number;
  hits: number;
  created_at: string;
  updated_at: string;
}

export class RedirectError extends HttpError {
  constructor(
    readonly code: "duplicate" | "live",
    readonly field: "from_path" | "to_path",
    message: string,
  ) {
    super(409, message, { fields: { [field]: message } });
    this.name = "RedirectError";
  }
}

export function toRedirect(row: Selectable<RedirectsTable>): Redirect {
  return {
    id: row.id,
    from_path: row.from_path,
    to_path: row.to_path,
    status_code: Number(row.status_code),
    hits: Number(row.hits),
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.selectFrom("redirects").selectAll().orderBy("from_path", "asc").execute();
  return rows.map(toRedirect);
}

/** The orders of the redirect list (`sort`): by source, by target, most hits first, newest first. */
export const REDIRECT_SORTS = ["quelle", "ziel", "aufrufe", "neueste"] as const;
export type RedirectSort = (typeof REDIRECT_SORTS)[number];

export interface RedirectListQuery {
  /** Contained in the source or the target (case and umlauts ignored). */
  q?: string;
  sort?: RedirectSort;
  offset: number;
  limit: number;
}

/**
 * One page of the redirects, searched and sorted in the database (issue 38, item 18): `items` and
 * the number of `total` matches. Ties are broken by id, so pages never overlap or skip a row.
 */
export async function listRedirectsPage(db: Db, query: RedirectListQuery): Promise<{ items: Redirect[]; total: number }> {
  let base = db.selectFrom("redirects");
  const term = query.q?.trim();
  if (term) base = base.where((eb) => eb.or([containsInsensitive(db, eb.ref("from_path"), term), containsInsensitive(db, eb.ref("to_path"), term)]));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  let rows = base.selectAll();
  const sort = query.sort ?? "quelle";
  if (sort === "ziel") rows = rows.orderBy("to_path", "asc").orderBy("from_path", "asc");
  else if (sort === "aufrufe") rows = rows.orderBy("hits", "desc").orderBy("from_path", "asc");
  else if (sort === "neueste") rows = rows.orderBy("created_at", "desc").orderBy("from_path", "asc");
  else rows = rows.orderBy("from_path", "asc");
  const items = await rows.orderBy("id", "asc").limit(query.limit).offset(query.offset).execute();
  return { items: items.map(toRedirect), total: Number(count.n) };
}

export async function getRedirect(db: Db, id: string): Promise<Redirect | null> {
  const row = await db.selectFrom("redirects").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRedirect(row) : null;
}

export async function findRedirectByPath(db: Db, fromPath: string): Promise<Redirect | null> {
  const row = await db.selectFrom("redirects").selectAll().where("from_path", "=", fromPath).executeTakeFirst();
  return row ? toRedirect(row) : null;
}

export async function recordRedirectHit(db: Db, id: string): Promise<void> {
  await db
    .updateTable("redirects")
    .set((eb) => ({ hits: eb("hits", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** "/kontakt" → "kontakt" when the path is exactly one page slug, else null. */
function slugOfPath(path: string): string | null {
  const match = /^\/([^/?#]+)$/.exec(path);
  return match ? match[1] : null;
}

async function assertUsable(db: Db, fromPath: string, exceptId?: string): Promise<void> {
  const slug = slugOfPath(fromPath);
  if (slug && (await db.selectFrom("content_pages").select("id").where("slug", "=", slug).executeTakeFirst())) {
    throw new RedirectError("live", "from_path", de.pages.redirects.livePage);
  }
  let query = db.selectFrom("redirects").select("id").where("from_path", "=", fromPath);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) {
    throw new RedirectError("duplicate", "from_path", de.pages.redirects.duplicate(fromPath));
  }
}

export interface NewRedirect {
  from_path: string;
  to_path: string;
  status_code?: number;
}

/** A redirect edited by hand. Paths are expected normalised (app/lib/page-schema.ts). */
export async function createRedirect(db: Db, input: NewRedirect): Promise<Redirect> {
  return inTransaction(db, async (trx) => {
    await assertUsable(trx, input.from_path);
    const id = crypto.randomUUID();
    const now = nowIso();
    await trx
      .insertInto("redirects")
      .values({ id, from_path: input.from_path, to_path: input.to_path, status_code: input.status_code ?? 301, created_at: now, updated_at: now })
      .execute();
    return (await getRedirect(trx, id))!;
  });
}

export async function updateRedirect(db: Db, id: string, patch: Partial<NewRedirect>): Promise<Redirect | null> {
  return inTransaction(db, async (trx) => {
    const current = await getRedirect(trx, id);
    if (!current) return null;
    if (patch.from_path !== undefined && patch.from_path !== current.from_path) await assertUsable(trx, patch.from_path, id);
    const values: Partial<NewRedirect> = {};
    if (patch.from_path !== undefined) values.from_path = patch.from_path;
    if (patch.to_path !== undefined) values.to_path = patch.to_path;
    if (patch.status_code !== undefined) values.status_code = patch.status_code;
    await trx
      .updateTable("redirects")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return getRedirect(trx, id);
  });
}

export async function deleteRedirect(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("redirects").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A page now lives at this path, so a redirect from it would only hide the page. */
export async function deleteRedirectsFrom(db: Db, fromPath: string): Promise<void> {
  await db.deleteFrom("redirects").where("from_path", "=", fromPath).execute();
}

/**
 * A page moved from `fromPath` to `toPath` (call inside the page's transaction): every redirect
 * that ended at the old path now ends at the new one, so no visitor follows a chain; the old path
 * redirects to the new; and a redirect from the new path, which a page now answers, is removed.
 */
export async function redirectMovedPath(db: Db, fromPath: string, toPath: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await trx.updateTable("redirects").set({ to_path: toPath, updated_at: now }).where("to_path", "=", fromPath).execute();
    const existing = await findRedirectByPath(trx, fromPath);
    if (existing) {
      await trx.updateTable("redirects").set({ to_path: toPath, status_code: 301, updated_at: now }).where("id", "=", existing.id).execute();
    } else {
      await trx
        .insertInto("redirects")
        .values({ id: crypto.randomUUID(), from_path: fromPath, to_path: toPath, status_code: 301, created_at: now, updated_at: now })
        .execute();
    }
    await deleteRedirectsFrom(trx, toPath);
    // Renaming back and forth would otherwise leave a redirect pointing at itself.
    await trx.deleteFrom("redirects").whereRef("from_path", "=", "to_path").execute();
  });
}
