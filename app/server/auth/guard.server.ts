import { data, redirect } from "react-router";
import { de } from "~/i18n/de";
import { hasRole } from "../db/roles.server";
import { runtime } from "../runtime.server";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  expiresAt: string;
}

/** The signed-in user of this request, or null. Reads the session from the database. */
export async function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  const result = await runtime().auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const user = result.user as typeof result.user & { twoFactorEnabled?: boolean | null };
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: Boolean(user.emailVerified),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    expiresAt: new Date(result.session.expiresAt).toISOString(),
  };
}

export interface AdminContext extends CurrentSession {
  isAdmin: true;
}

/**
 * The one guard for everything under /admin and every admin API route and action. Pages get a
 * redirect to /auth (anonymous) or the 'Kein Zugriff' screen (403); API requests (`api: true`)
 * get 401 or 403 as JSON. Throws; returns the session only for admins.
 */
export async function requireAdmin(request: Request, options: { api?: boolean } = {}): Promise<AdminContext> {
  const session = await getCurrentSession(request);
  if (!session) {
    if (options.api) throw Response.json({ error: "Nicht angemeldet" }, { status: 401 });
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!(await hasRole(runtime().database.db, session.user.id, "admin"))) {
    if (options.api) throw Response.json({ error: de.admin.noAccessText }, { status: 403 });
    throw data({ noAccess: true, email: session.user.email }, { status: 403 });
  }
  return { ...session, isAdmin: true };
}
