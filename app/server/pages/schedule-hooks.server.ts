import { recordChange } from "../events/changes.server";
import type { PageHooks } from "./hooks.server";
import { pageFromRow } from "./pages.server";
import { scheduleChanged } from "./schedule-signal.server";

/**
 * A schedule set, moved or removed: visitors see nothing of it, but every instance's scheduler
 * must re-aim its timer, so it is announced (not public: caches and open pages ignore it) unless
 * the write announced a change of the page anyway. This instance is told after the commit. The
 * scheduler's own publish tells nobody: it re-aims itself.
 */
export const scheduleHooks: PageHooks = {
  name: "scheduler",
  async afterWrite({ trx, operation, before, after, ctx }) {
    const page = pageFromRow(after, "working");
    if (operation === "create") {
      if (page.publish_at) ctx.afterCommit(scheduleChanged);
      return;
    }
    if (operation !== "update" || !before) return;
    if ((page.publish_at ?? null) === pageFromRow(before, "working").publish_at) return;
    if (!ctx.announced) await recordChange(trx, { topic: "pages", action: "scheduled", pageId: page.id, public: false });
    ctx.afterCommit(scheduleChanged);
  },
  async afterPublish({ trx, before, after, publisher, ctx }) {
    if (publisher === "scheduler" || !pageFromRow(before, "working").publish_at) return;
    if (!ctx.announced) await recordChange(trx, { topic: "pages", action: "scheduled", pageId: after.id, public: false });
    ctx.afterCommit(scheduleChanged);
  },
};
