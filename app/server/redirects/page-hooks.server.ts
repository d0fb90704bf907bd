import { readBlocks } from "~/blocks/content";
import { rewriteBlockLinks } from "~/blocks/page-links";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import type { Db } from "../db/client.server";
import { answersNewAddress, type PageHooks } from "../pages/hooks.server";
import { getPageRow, pageFromRow, rewritePageContent } from "../pages/pages.server";
import { revisionOf, saveRevision } from "../pages/revisions.server";
import { deleteRedirectsFrom, redirectMovedPath } from "./redirects.server";

/** A page's own path (the one redirects are kept for). */
function pathOf(slug: string): string {
  return `/${slug}`;
}

/** For rewritePageContent: internal links from `from` to `to`; undefined when there are none. */
function linkRewrite(from: string, to: string) {
  return (content: unknown): Block[] | undefined => {
    if (!JSON.stringify(content ?? "").includes(from)) return undefined;
    const blocks = readBlocks(content);
    const rewritten = rewriteBlockLinks(blocks, from, to);
    return JSON.stringify(rewritten) === JSON.stringify(blocks) ? undefined : sanitizeBlocks(rewritten);
  };
}

/**
 * Other pages that link to the old path now link to the new one, in their published state and
 * working copy alike (a mechanical fix, not an edit to publish), each with a revision.
 */
async function rewriteLinksInOtherPages(trx: Db, movedId: string, from: string, to: string, authorId: string | null): Promise<void> {
  const rows = await trx.selectFrom("content_pages").select("id").where("id", "!=", movedId).execute();
  for (const { id } of rows) {
    const updated = await rewritePageContent(trx, id, linkRewrite(from, to));
    if (updated) await saveRevision(trx, revisionOf(updated, de.pages.revisions.links(from, to), authorId, "links"));
  }
}

/**
 * A published page whose slug changed leaves a redirect from its old path, and links to the old
 * path (its own and other pages') move with it; a published page answers its address again, so a
 * redirect away from it goes.
 */
export const redirectHooks: PageHooks = {
  name: "redirects",
  async afterWrite(args) {
    const { trx, before, changes, ctx } = args;
    let after = args.after;
    if (before && changes.slug !== undefined && pageFromRow(before, "working").is_published) {
      const from = pathOf(pageFromRow(before, "working").slug);
      const to = pathOf(pageFromRow(after, "working").slug);
      await redirectMovedPath(trx, from, to);
      // The page's own links to its old address move with it, in both states.
      if (await rewritePageContent(trx, after.id, linkRewrite(from, to))) after = (await getPageRow(trx, after.id))!;
      await rewriteLinksInOtherPages(trx, after.id, from, to, ctx.authorId);
    }
    const page = pageFromRow(after, "working");
    if (answersNewAddress(args, page.is_published)) await deleteRedirectsFrom(trx, pathOf(page.slug));
    return after;
  },
  async afterPublish({ trx, after, live }) {
    if (live) await deleteRedirectsFrom(trx, pathOf(pageFromRow(after, "working").slug));
  },
};
