import { de } from "~/i18n/de";
import { fromDbBool } from "../db/dialect.server";
import { HttpError } from "../http/http-error.server";
import type { PageHooks } from "./hooks.server";
import { pageFromRow } from "./pages.server";

/** The answer when someone publishes or schedules a page marked 'Freigabe erforderlich' directly. */
export function reviewRequiredError(): HttpError {
  return new HttpError(409, de.review.reviewRequiredPublish, { code: "review" });
}

/** The four-eyes rule on the write path (issue 30/38; the review steps themselves: review.server.ts). */
export const reviewHooks: PageHooks = {
  name: "review",
  beforeWrite({ operation, before, publisher }) {
    // 'Freigabe erforderlich': only an approved review publishes it (the scheduler's schedule was set before the mark).
    if (operation === "publish" && publisher === "person" && before && fromDbBool(before.review_required ?? false)) throw reviewRequiredError();
  },
  async afterPublish({ trx, after }) {
    // Published means reviewed: a pending or returned review is over (no new version, see review.server.ts).
    if (!pageFromRow(after, "working").review_status) return;
    await trx.updateTable("content_pages").set({ review_status: null }).where("id", "=", after.id).execute();
    return { ...after, review_status: null };
  },
};
