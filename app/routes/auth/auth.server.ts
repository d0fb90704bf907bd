import { redirect } from "react-router";
import { getCurrentSession } from "~/server/auth/guard.server";
import { getSettings } from "~/server/settings/settings.server";
import { logger } from "~/server/logger.server";
import { db } from "~/server/runtime.server";
import { noAccountYet } from "~/server/users/users.server";
import pkg from "../../../package.json";
import { parseAuthParams, type AuthMode } from "~/lib/auth-params";

export interface AuthScreenData {
  redirectTo: string;
  mode: AuthMode;
  /** Shown in the debug panel; the build's version, nothing else about the server. */
  version: string;
  siteName: string;
  /** 'Registrierung erlauben' (or no account yet): the screen offers the sign-up tab. */
  allowSignUp: boolean;
}

/**
 * Loader of /auth. A signed-in user goes straight on to the target. Session or settings lookups
 * that fail (database down) do not stop the sign-in screen: it then shows its own server banner.
 */
export async function loadAuthScreen(request: Request): Promise<AuthScreenData> {
  const url = new URL(request.url);
  const { redirectTo, mode } = parseAuthParams(url);

  let signedIn = false;
  try {
    signedIn = (await getCurrentSession(request)) !== null;
  } catch (error) {
    logger().error({ err: error }, "Sitzung konnte auf /auth nicht geprüft werden");
  }
  // A reset link is for whoever holds it, even while someone else is signed in on this browser.
  if (signedIn && mode.kind !== "new-password") throw redirect(redirectTo);

  let siteName = "";
  let allowSignUp = true;
  try {
    const { settings } = await getSettings(db());
    siteName = settings.site_name;
    allowSignUp = settings.team.allow_sign_up || (await noAccountYet(db()));
  } catch (error) {
    logger().warn({ err: error }, "Website-Name für /auth nicht lesbar");
  }
  return { redirectTo, mode, version: pkg.version, siteName, allowSignUp };
}
