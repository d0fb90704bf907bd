import type { PageHooks } from "../pages/hooks.server";
import { announceSaveToViewers } from "./presence.server";

/** Issue 30: someone watching the page ('Ansehen') follows saves visitors do not see. */
export const presenceHooks: PageHooks = {
  name: "presence",
  async afterWrite({ trx, operation, after, ctx }) {
    if (operation === "update" && !ctx.announced) await announceSaveToViewers(trx, after.id);
  },
};
