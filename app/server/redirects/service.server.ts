import { de } from "~/i18n/de";
import { redirectCreateSchema, redirectPatchSchema } from "~/lib/page-schema";
import { parseOrThrow, ValidationError } from "../api/validation.server";
import type { Db } from "../db/client.server";
import { recordChange, withChanges } from "../events/changes.server";
import { recordAction } from "../audit/log.server";
import { createRedirect, deleteRedirect, getRedirect, updateRedirect, type Redirect } from "./redirects.server";

/** A redirect named in the log: "/alt → /neu". */
function redirectTitle(redirect: Redirect): string {
  return `${redirect.from_path} → ${redirect.to_path}`;
}

/** Redirect rules for the API: validated input, one transaction with its public change event. */

export async function createRedirectFromInput(db: Db, input: unknown): Promise<Redirect> {
  const values = parseOrThrow(redirectCreateSchema, input);
  return withChanges(db, async (trx) => {
    const redirect = await createRedirect(trx, values);
    await recordChange(trx, { topic: "redirects", action: "created", public: true });
    await recordAction(trx, { action: "redirect.created", objectType: "redirect", objectId: redirect.id, objectTitle: redirectTitle(redirect), detail: { status: redirect.status_code } });
    return redirect;
  });
}

export async function updateRedirectFromInput(db: Db, id: string, input: unknown): Promise<Redirect | null> {
  const values = parseOrThrow(redirectPatchSchema, input ?? {});
  return withChanges(db, async (trx) => {
    const updated = await updateRedirect(trx, id, values);
    if (updated && updated.from_path === updated.to_path) {
      throw new ValidationError({ to_path: de.pages.redirects.same });
    }
    if (updated) await recordChange(trx, { topic: "redirects", action: "updated", public: true });
    if (updated) await recordAction(trx, { action: "redirect.changed", objectType: "redirect", objectId: updated.id, objectTitle: redirectTitle(updated), detail: { status: updated.status_code } });
    return updated;
  });
}

/** True when the redirect existed; visitors' caches follow through the change event. */
export async function deleteRedirectById(db: Db, id: string): Promise<boolean> {
  return withChanges(db, async (trx) => {
    const before = await getRedirect(trx, id);
    if (!before || !(await deleteRedirect(trx, id))) return false;
    await recordChange(trx, { topic: "redirects", action: "deleted", public: true });
    await recordAction(trx, { action: "redirect.deleted", objectType: "redirect", objectId: id, objectTitle: redirectTitle(before) });
    return true;
  });
}
