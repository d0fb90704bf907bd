import { discardPageDraft } from "~/server/pages/service.server";
import { pageStateAction } from "./page-state.server";

/** POST /api/pages/:id/discard { version }: the working copy goes back to the published state (own revision); 409 when the version is stale. */
export const action = pageStateAction("POST /api/pages/{id}/discard", discardPageDraft);
