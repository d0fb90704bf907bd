import crypto from "node:crypto";
import { pageObjectType } from "~/lib/audit-actions";
import type { Role } from "~/lib/access";
import { dePreview } from "~/i18n/preview";
import { previewLinkInputSchema, type PreviewLinkCreated } from "~/lib/preview-link-schema";
import type { Page } from "~/lib/pages";
import { parseOrThrow } from "../api/validation.server";
import { recordAction } from "../audit/log.server";
import { forbidden, roleOf } from "../auth/guard.server";
import type { Db } from "../db/client.server";
import { fromDbTimestamp, nowIso } from "../db/dialect.server";
import { mayEditPage } from "../pages/author-rules.server";
import { getPageById, getPageRow } from "../pages/pages.server";
import { signPreviewToken, verifyPreviewToken } from "./preview-token.server";

/**
 * Shared previews of a page's working copy (issue 30, item 4). A link is a row of preview_links
 * (migration 0018) plus a signed token in the address (preview-token.server.ts); the token itself
 * is never stored. A preview opens only when the signature is ours AND the row exists, names the
 * same page, is not revoked and not expired, so revoking (all links of a page at once) works at
 * once on every instance, and a link cannot outlive the expiry it was signed with.
 */

/** The public address of shared previews: reserved as a slug, excluded from the page cache, the statistics and robots.txt. */
export const PREVIEW_PATH_PREFIX = "/vorschau/";

export interface PreviewActor {
  userId: string;
  role: Role;
}

export interface PreviewContext {
  /** AUTH_SECRET (or DATA_DIR/auth-secret): the preview key is derived from it. */
  secret: string;
  /** The site's public origin (PUBLIC_URL without trailing slash). */
  origin: string;
}

/** The page, or a 404 (null); a 403 for an Autor on anything but an own draft (author-rules.server.ts). */
async function shareablePage(db: Db, actor: PreviewActor, pageId: string) {
  const row = await getPageRow(db, pageId);
  if (!row) return null;
  if (!mayEditPage(actor.role, actor.userId, row)) throw forbidden(dePreview.authorOwnDrafts);
  return row;
}

/** POST /api/pages/:id/preview-links { days }: a new link; null when the page does not exist. */
export async function createPreviewLink(db: Db, ctx: PreviewContext, actor: PreviewActor, pageId: string, input: unknown, now = new Date()): Promise<PreviewLinkCreated | null> {
  const row = await shareablePage(db, actor, pageId);
  if (!row) return null;
  const { days } = parseOrThrow(previewLinkInputSchema, input);
  const expires = Math.floor(now.getTime() / 1000) + days * 86_400;
  const expiresAt = new Date(expires * 1000).toISOString();
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("preview_links").values({ id, page_id: row.id, created_by: actor.userId, created_at: now.toISOString(), expires_at: expiresAt, revoked_at: null }).execute();
    await recordAction(trx, {
      action: "page.preview-link-created",
      objectType: pageObjectType(row.content_type),
      objectId: row.id,
      objectTitle: row.title,
      detail: { days, expires_at: expiresAt },
    });
  });
  const token = signPreviewToken(ctx.secret, { linkId: id, pageId: row.id, expires });
  return { url: `${ctx.origin}${PREVIEW_PATH_PREFIX}${token}`, expires_at: expiresAt };
}

/** DELETE /api/pages/:id/preview-links: revokes every active link of the page; false when the page does not exist. */
export async function revokePreviewLinks(db: Db, actor: PreviewActor, pageId: string): Promise<boolean> {
  const row = await shareablePage(db, actor, pageId);
  if (!row) return false;
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("preview_links").set({ revoked_at: nowIso() }).where("page_id", "=", row.id).where("revoked_at", "is", null).executeTakeFirst();
    const count = Number(result.numUpdatedRows ?? 0);
    // Revoking when nothing was shared changes nothing and leaves no entry.
    if (count > 0) {
      await recordAction(trx, { action: "page.preview-links-revoked", objectType: pageObjectType(row.content_type), objectId: row.id, objectTitle: row.title, detail: { count } });
    }
  });
  return true;
}

export interface OpenPreview {
  page: Page;
  /** Until when this link works (ISO). */
  expiresAt: string;
}

/**
 * The working copy a token shows, or null for every kind of invalid token (malformed, tampered,
 * unknown link, another page's id, revoked, expired, page deleted, its creator deactivated or
 * without a role): the route answers all of them alike (410), so a probe learns nothing about
 * which links exist. A link shares what its creator may see: it stops when their access does.
 */
export async function openPreview(db: Db, secret: string, token: string, now = new Date()): Promise<OpenPreview | null> {
  const claims = verifyPreviewToken(secret, token);
  if (!claims || claims.expires * 1000 <= now.getTime()) return null;
  const link = await db.selectFrom("preview_links").selectAll().where("id", "=", claims.linkId).executeTakeFirst();
  if (!link || link.page_id !== claims.pageId || link.revoked_at != null) return null;
  const expiresAt = fromDbTimestamp(link.expires_at);
  if (new Date(expiresAt).getTime() <= now.getTime()) return null;
  if (!link.created_by || (await roleOf(db, link.created_by)) === null) return null;
  const page = await getPageById(db, link.page_id, "working");
  return page ? { page, expiresAt } : null;
}
