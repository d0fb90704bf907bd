import { auditHooks } from "../audit/page-hooks.server";
import { changeHooks } from "../events/page-hooks.server";
import { presenceHooks } from "../presence/page-hooks.server";
import { redirectHooks } from "../redirects/page-hooks.server";
import { goneHooks } from "./gone-hooks.server";
import type { PageHooks } from "./hooks.server";
import { reviewHooks } from "./review-hooks.server";
import { revisionHooks } from "./revision-hooks.server";
import { scheduleHooks } from "./schedule-hooks.server";

/**
 * Every subscriber of the page write path, in the order its hooks run (hooks.server.ts). Adding a
 * side effect: its module beside its concern and one line here. The order matters: the review
 * state is cleared before anything records the page; redirects before gone paths (a moved page's
 * links are rewritten before its revision records it); the change event last of the page's own
 * rows (recordChange: after the transaction's writes); presence and the scheduler read
 * `ctx.announced`.
 */
export const pageHooks: PageHooks[] = [
  reviewHooks,
  redirectHooks,
  goneHooks,
  revisionHooks,
  auditHooks,
  changeHooks,
  presenceHooks,
  scheduleHooks,
];
