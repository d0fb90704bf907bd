import { data, redirect } from "react-router";
import { can, CAPABILITIES, ROLE_LABELS, strongestRole, type Capability, type Role } from "~/lib/access";
import { deAccess } from "~/i18n/access";
import { de } from "~/i18n/de";
import type { Db } from "../db/client.server";
import { fromDbBool } from "../db/dialect.server";
import { listRoles } from "../db/roles.server";
import { setActor } from "../http/request-context.server";
import { runtime } from "../runtime.server";
import { getSettings } from "../settings/settings.server";
import { dePeople } from "~/i18n/people";
import { ADMIN_ROUTES, API_OPERATIONS, type AdminRoute } from "./operations";
import { noteSessionUse } from "./sessions.server";

/** 'Konto' (where two-factor is set up), reachable while 'Zwei-Faktor für Administratoren verlangen' holds an admin back. */
export const TWO_FACTOR_SETUP_PATH = "/admin/konto";

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
  await noteSessionUse(result.session);
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

export interface AccessContext extends CurrentSession {
  /** Never null: a person without a role is refused before. */
  role: Role;
}


/** A person's role (the strongest stored one), or null without one or when deactivated. */
export async function roleOf(db: Db, userId: string): Promise<Role | null> {
  const [roles, status] = await Promise.all([
    listRoles(db, userId),
    db.selectFrom("user_status").select("active").where("user_id", "=", userId).executeTakeFirst(),
  ]);
  if (status && !fromDbBool(status.active)) return null;
  return strongestRole(roles);
}

/** The German refusal of a capability for a role (API 403 body, 'Kein Zugriff' screen). */
export function refusal(role: Role | null, capability: Capability): string {
  return role ? deAccess.denied(ROLE_LABELS[role], CAPABILITIES[capability].label) : de.admin.noAccessText;
}

/**
 * The one guard of every admin route, loader, action and API operation: the capability comes
 * from app/server/auth/operations.ts (the matrix). Pages get a redirect to /auth (anonymous) or
 * the 'Kein Zugriff' screen (403); API requests (`api: true`) get 401 or 403 as JSON with a German
 * message. Throws; returns the session and role only when the role has the capability. Records
 * the person in the request context (the log reads it).
 */
export async function requireAccess(request: Request, capability: Capability, options: { api?: boolean } = {}): Promise<AccessContext> {
  const session = await getCurrentSession(request);
  if (!session) {
    if (options.api) throw Response.json({ error: "Nicht angemeldet" }, { status: 401 });
    const url = new URL(request.url);
    throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  const role = await roleOf(runtime().database.db, session.user.id);
  setActor({ userId: session.user.id, name: session.user.name, email: session.user.email, role });
  if (!can(role, capability)) {
    const message = refusal(role, capability);
    if (options.api) throw Response.json({ error: message }, { status: 403 });
    throw data({ noAccess: true, email: session.user.email, role, message }, { status: 403 });
  }
  if (role === "admin" && capability !== "admin.enter" && !session.user.twoFactorEnabled && !new URL(request.url).pathname.startsWith(TWO_FACTOR_SETUP_PATH)) {
    if ((await getSettings(runtime().database.db)).settings.team.require_two_factor_for_admins) {
      if (options.api) throw Response.json({ error: dePeople.twoFactorRequired }, { status: 403 });
      throw redirect(`${TWO_FACTOR_SETUP_PATH}?zwei-faktor=pflicht`);
    }
  }
  return { ...session, role: role! };
}

type Guarded<T extends Record<string, string>> = { [K in keyof T]: T[K] extends "public" ? never : K }[keyof T];

/** The guard of an API operation, its capability looked up in the matrix: `requireOperation(request, "PATCH /api/pages/{id}")`. */
export function requireOperation(request: Request, operation: Guarded<typeof API_OPERATIONS>): Promise<AccessContext> {
  return requireAccess(request, API_OPERATIONS[operation] as Capability, { api: true });
}

/** The guard of an admin page (loader and action), by its path in app/routes.ts: `requireAdminRoute(request, "/admin/pages/:id/edit")`. */
export function requireAdminRoute(request: Request, route: AdminRoute): Promise<AccessContext> {
  return requireAccess(request, ADMIN_ROUTES[route]);
}

/** The 403 of an API request whose role lacks a capability the route checks itself (e.g. a job's kind, an author's post). */
export function forbidden(message: string): Response {
  return Response.json({ error: message }, { status: 403 });
}
