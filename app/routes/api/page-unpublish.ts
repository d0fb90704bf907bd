import { unpublishPageById } from "~/server/pages/service.server";
import { pageStateAction } from "./page-state.server";

/** POST /api/pages/:id/unpublish { version? }: takes the page offline (own revision); its working copy stays. */
export const action = pageStateAction("POST /api/pages/{id}/unpublish", unpublishPageById);
