import type { Page } from "~/lib/pages";
import { toDbBool } from "../db/dialect.server";
import type { PageHooks } from "../pages/hooks.server";
import { pageFromRow, sameContent, stableJson, type PageRow } from "../pages/pages.server";
import { recordChange, type ChangeTransaction } from "./changes.server";
import { pageChange } from "./page-change.server";

/** A page as visitors get it, for comparing before and after a write (version, time and content aside). */
function visibleState(page: Page): string {
  return stableJson({ ...page, content: null, version: 0, updated_at: "" });
}

/** Whether visitors see a difference: the fields, then the content (each content serialised once at most, see sameContent). */
function visiblyChanged(before: Page, after: Page): boolean {
  return visibleState(before) !== visibleState(after) || !sameContent(before.content, after.content);
}

/**
 * Records the change of a page as visitors see it (as narrow as it is, see pageChange): `before`
 * and `after` are the page row before and after the write. Nothing when its published state did
 * not change, as after a save into the working copy: no event, so caches and memos keep what they
 * have.
 */
async function recordPageUpdate(trx: ChangeTransaction, before: PageRow, after: PageRow, action: string): Promise<boolean> {
  const was = pageFromRow(before, "published");
  const is = pageFromRow(after, "published");
  if (!visiblyChanged(was, is)) return false;
  await recordChange(trx, pageChange(was, is, action));
  return true;
}

const ACTION = { create: "created", update: "updated", restore: "restored" } as const;

/**
 * The change event of a page write (delivered after the commit by withChanges): the last row of
 * the page's own hooks, as recordChange asks. `ctx.announced` tells later hooks whether one was
 * recorded. Discarding a working copy changes nothing visitors see: no event.
 */
export const changeHooks: PageHooks = {
  name: "change events",
  async afterWrite({ trx, operation, before, after, ctx }) {
    if (operation === "create" || !before) {
      await recordChange(trx, pageChange(null, pageFromRow(after, "working"), ACTION.create));
      ctx.announced = true;
      return;
    }
    ctx.announced = await recordPageUpdate(trx, before, after, ACTION[operation]);
  },
  async afterPublish({ trx, before, after, live, ctx }) {
    if (live) ctx.announced = await recordPageUpdate(trx, before, after, "published");
  },
  async afterDelete({ trx, before }) {
    await recordChange(trx, pageChange(pageFromRow(before, "working"), null, "deleted"));
  },
  async afterReorder({ trx, ids }) {
    // Visitors see the order only when one of the pages is online.
    const published = await trx.selectFrom("content_pages").select("id").where("id", "in", ids).where("is_published", "=", toDbBool(true)).executeTakeFirst();
    await recordChange(trx, { topic: "pages", action: "reordered", public: !!published });
  },
};
