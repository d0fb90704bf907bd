import { ACCOUNT_CONFIRMED_PARAM, ACCOUNT_CONFIRMED_VALUE, type AccountNotice } from "~/lib/account-landing";
import { getCurrentSession } from "../auth/guard.server";
import { listRoles } from "../db/roles.server";
import { db } from "../runtime.server";

/**
 * Spec §7: the confirmation link of a new account leads to the site root, not into the admin
 * (where a person without a role would only see 'Kein Zugriff'). The link carries this marker; the
 * site says what happened: confirmed and waiting for an administrator to grant access, confirmed
 * with access already, or confirmed but not signed in here.
 */
export async function accountNotice(request: Request): Promise<AccountNotice | null> {
  if (new URL(request.url).searchParams.get(ACCOUNT_CONFIRMED_PARAM) !== ACCOUNT_CONFIRMED_VALUE) return null;
  const session = await getCurrentSession(request);
  if (!session) return "confirmed";
  return (await listRoles(db(), session.user.id)).length > 0 ? "ready" : "pending";
}
