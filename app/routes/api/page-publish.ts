import { publishPageById } from "~/server/pages/service.server";
import { pageStateAction } from "./page-state.server";

/** POST /api/pages/:id/publish { version }: the working copy goes live and the page online (revision "Veröffentlicht", one change event); 409 when the version is stale. */
export const action = pageStateAction("POST /api/pages/{id}/publish", publishPageById);
