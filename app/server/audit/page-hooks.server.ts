import { pageObjectType, type AuditAction } from "~/lib/audit-actions";
import type { Page } from "~/lib/pages";
import type { Db } from "../db/client.server";
import type { PageHooks } from "../pages/hooks.server";
import { pageFromRow } from "../pages/pages.server";
import { recordAction } from "./log.server";

/** The log entry of a change to a page, post or presentation (in the change's transaction), with its title at this time. */
function recordPageAction(trx: Db, action: AuditAction, page: Pick<Page, "id" | "title" | "content_type">, detail?: Record<string, unknown>): Promise<void> {
  return recordAction(trx, { action, objectType: pageObjectType(page.content_type), objectId: page.id, objectTitle: page.title, detail });
}

/** The audit log's entries of page writes, written in the write's transaction. */
export const auditHooks: PageHooks = {
  name: "audit",
  async afterWrite({ trx, operation, after, changes, restored }) {
    const page = pageFromRow(after, "working");
    if (operation === "create") {
      await recordPageAction(trx, "page.created", page);
      if (page.is_published) await recordPageAction(trx, "page.published", page);
      return;
    }
    if (changes.is_published !== undefined) await recordPageAction(trx, changes.is_published ? "page.published" : "page.unpublished", page);
    // Issue 38: who lifted (or set) the four-eyes rule is in the log, written with the change.
    if (changes.review_required !== undefined) await recordPageAction(trx, changes.review_required ? "page.review-required-set" : "page.review-required-cleared", page);
    if (restored) await recordPageAction(trx, "page.restored", page, { revisionId: restored.revisionId, revisionDate: restored.revisionDate });
  },
  async afterPublish({ trx, after, live }) {
    if (live) await recordPageAction(trx, "page.published", pageFromRow(after, "working"));
  },
  async afterDelete({ trx, before }) {
    await recordPageAction(trx, "page.deleted", pageFromRow(before, "working"));
  },
};
