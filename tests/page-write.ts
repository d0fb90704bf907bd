import type { Db } from "~/server/db/client.server";
import { getPageById } from "~/server/pages/pages.server";
import { updatePageWithRevision, type UpdateOptions } from "~/server/pages/service.server";

/**
 * A page write with the version stored right now, for tests about something other than
 * optimistic locking (every write must name the version it read; a missing page gets version 1
 * and so the service's null).
 */
export async function saveCurrent(db: Db, id: string, patch: Record<string, unknown>, options: UpdateOptions) {
  const version = (await getPageById(db, id))?.version ?? 1;
  return updatePageWithRevision(db, id, { ...patch, version }, options);
}
