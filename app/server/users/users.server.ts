import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import { ROLE_LABELS, ROLES, strongestRole, type Role } from "~/lib/access";
import { passwordProblem } from "~/lib/password-policy";
import type { OpenInvitation, People, Person } from "~/lib/users-schema";
import { dePeople } from "~/i18n/people";
import type { Auth } from "../auth/auth.server";
import { recordAction } from "../audit/log.server";
import type { Db } from "../db/client.server";
import { containsInsensitive, dialectOf, fromDbBool, fromDbTimestamp, inTransaction, nowIso, toDbBool } from "../db/dialect.server";
import { hasRole, revokeRole } from "../db/roles.server";
import type { DB } from "../db/schema.server";
import { HttpError } from "../http/http-error.server";
import { logger } from "../logger.server";
import type { Mailer } from "../mail/mail.server";

/**
 * People, invitations and their status (issue 29, 'Benutzer'). better-auth owns the user, session
 * and twoFactor tables; roles live in user_roles, the active flag and last sign-in in user_status.
 * Every change is logged in its own transaction (recordAction).
 */

/** better-auth's tables, as far as this module reads and writes them. */
interface AuthTables {
  user: { id: string; name: string; email: string; emailVerified: unknown; twoFactorEnabled: unknown; createdAt: unknown };
  session: { id: string; userId: string };
  twoFactor: { id: string; userId: string };
}
type AuthDb = Kysely<DB & AuthTables>;
const authDb = (db: Db) => db as unknown as AuthDb;

export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/auth/einladung/${token}`;
}

const e = dePeople.errors;

/**
 * Serialises the changes that must keep one active Administrator: PostgreSQL takes a transaction
 * lock (two parallel demotions each see two admins otherwise); SQLite runs one write transaction at a time.
 */
async function lockPeople(trx: Db): Promise<void> {
  if (dialectOf(trx) === "postgres") await sql`select pg_advisory_xact_lock(29029)`.execute(trx);
}

async function findAccountByEmail(db: Db, email: string) {
  return authDb(db).selectFrom("user").select(["id", "name", "email"]).where(sql<string>`lower(email)`, "=", email.toLowerCase()).executeTakeFirst();
}

type UserRow = { id: string; name: string; email: string; emailVerified: unknown; twoFactorEnabled: unknown; createdAt: unknown };

const USER_COLUMNS = ["id", "name", "email", "emailVerified", "twoFactorEnabled", "createdAt"] as const;

/** People as the API and the screen show them: role and status read for these rows only. */
async function toPeople(db: Db, users: UserRow[]): Promise<Person[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [roles, statuses] = await Promise.all([
    db.selectFrom("user_roles").select(["user_id", "role"]).where("user_id", "in", ids).execute(),
    db.selectFrom("user_status").selectAll().where("user_id", "in", ids).execute(),
  ]);
  const rolesOf = new Map<string, string[]>();
  for (const r of roles) rolesOf.set(r.user_id, [...(rolesOf.get(r.user_id) ?? []), r.role]);
  const statusOf = new Map(statuses.map((s) => [s.user_id, s]));
  return users.map((u): Person => {
    const status = statusOf.get(u.id);
    return {
      id: u.id,
      name: u.name,
      email: u.email,
      role: strongestRole(rolesOf.get(u.id) ?? []),
      two_factor_enabled: fromDbBool(u.twoFactorEnabled),
      last_sign_in_at: status?.last_sign_in_at ? fromDbTimestamp(status.last_sign_in_at) : null,
      active: status ? fromDbBool(status.active) : true,
      created_at: fromDbTimestamp(u.createdAt),
      email_verified: fromDbBool(u.emailVerified),
    };
  });
}

type InvitationRow = { id: string; email: string; role: string; created_at: unknown; expires_at: unknown };
const toInvitation = (i: InvitationRow): OpenInvitation => ({ id: i.id, email: i.email, role: i.role as Role, invited_at: fromDbTimestamp(i.created_at), expires_at: fromDbTimestamp(i.expires_at) });

function peopleQuery(db: Db, q?: string) {
  let query = authDb(db).selectFrom("user");
  const term = q?.trim();
  if (term) query = query.where((eb) => eb.or([containsInsensitive(db, eb.ref("name"), term), containsInsensitive(db, eb.ref("email"), term)]));
  return query;
}

function openInvitationsQuery(db: Db, q?: string) {
  // An invitation with a role this version does not know is not shown (it cannot be accepted either).
  let query = db.selectFrom("invitations").where("accepted_at", "is", null).where("role", "in", [...ROLES]);
  const term = q?.trim();
  if (term) query = query.where((eb) => containsInsensitive(db, eb.ref("email"), term));
  return query;
}

/** Everyone and every open invitation (GET /api/users). */
export async function listPeople(db: Db): Promise<People> {
  const [users, invitations] = await Promise.all([
    peopleQuery(db).select([...USER_COLUMNS]).orderBy("name").orderBy("email").orderBy("id").execute(),
    openInvitationsQuery(db).selectAll().orderBy("created_at", "desc").orderBy("id").execute(),
  ]);
  return { users: await toPeople(db, users), invitations: invitations.map(toInvitation) };
}

export interface PeopleListQuery {
  /** Searches name and e-mail (invitations: the e-mail), case and umlauts folded. */
  q?: string;
  limit: number;
  offset: number;
}

/** One page of the people by name (issue 38, item 18: 'Benutzer'), counted, windowed and searched in SQL. */
export async function listPeoplePage(db: Db, query: PeopleListQuery): Promise<{ items: Person[]; total: number }> {
  const count = await peopleQuery(db, query.q).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await peopleQuery(db, query.q).select([...USER_COLUMNS]).orderBy("name").orderBy("email").orderBy("id").limit(query.limit).offset(query.offset).execute();
  return { items: await toPeople(db, rows), total: Number(count.n) };
}

/** One page of the open invitations, newest first. */
export async function listInvitationsPage(db: Db, query: PeopleListQuery): Promise<{ items: OpenInvitation[]; total: number }> {
  const count = await openInvitationsQuery(db, query.q).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await openInvitationsQuery(db, query.q).selectAll().orderBy("created_at", "desc").orderBy("id").limit(query.limit).offset(query.offset).execute();
  return { items: rows.map(toInvitation), total: Number(count.n) };
}

export async function getPerson(db: Db, id: string): Promise<Person | null> {
  const rows = await authDb(db).selectFrom("user").select([...USER_COLUMNS]).where("id", "=", id).execute();
  return (await toPeople(db, rows))[0] ?? null;
}

export interface InviteInput {
  email: string;
  role: Role;
  invitedBy: { id: string; name: string } | null;
  publicUrl: string;
  siteName: string;
}

/**
 * Stores an invitation (replacing an open one to the same address) and queues its mail in the same
 * transaction; only the SHA-256 of the token is kept. Refuses an address that has an account (409).
 */
export async function invite(db: Db, mailer: Mailer, input: InviteInput): Promise<OpenInvitation> {
  const email = input.email.trim().toLowerCase();
  const token = crypto.randomBytes(32).toString("base64url");
  const id = crypto.randomUUID();
  const now = new Date();
  const expires = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const site = input.siteName || new URL(input.publicUrl).host;
  const mailId = await inTransaction(db, async (trx) => {
    if (await findAccountByEmail(trx, email)) throw new HttpError(409, e.accountExists, { fields: { email: e.accountExists } });
    await trx.deleteFrom("invitations").where("email", "=", email).where("accepted_at", "is", null).execute();
    await trx
      .insertInto("invitations")
      .values({ id, email, role: input.role, token_hash: hashToken(token), invited_by: input.invitedBy?.id ?? null, created_at: now.toISOString(), expires_at: expires.toISOString() })
      .execute();
    const queued = await mailer.queue(
      {
        to: email,
        subject: dePeople.mail.inviteSubject(site),
        text: dePeople.mail.inviteText(input.invitedBy?.name || "Ein Administrator", site, ROLE_LABELS[input.role], invitationUrl(input.publicUrl, token)),
      },
      { db: trx },
    );
    await recordAction(trx, { action: "user.invited", objectType: "invitation", objectId: id, objectTitle: email, detail: { role: input.role } });
    return queued;
  });
  mailer.deliverSoon([mailId]);
  return { id, email, role: input.role, invited_at: now.toISOString(), expires_at: expires.toISOString() };
}

export interface ResendInput {
  invitedBy: { id: string; name: string } | null;
  publicUrl: string;
  siteName: string;
}

/**
 * Sends an open invitation again: a new one-time link (the old one stops working), 7 days from
 * now, with the person who resent it as the inviter; logged with the mail queued in the same
 * transaction. 404 when there is no open invitation with this id.
 */
export async function resendInvitation(db: Db, mailer: Mailer, id: string, input: ResendInput): Promise<OpenInvitation> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  const expires = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
  const site = input.siteName || new URL(input.publicUrl).host;
  const { mailId, invitation } = await inTransaction(db, async (trx) => {
    const open = await trx.selectFrom("invitations").selectAll().where("id", "=", id).where("accepted_at", "is", null).executeTakeFirst();
    if (!open || !(ROLES as readonly string[]).includes(open.role)) throw new HttpError(404, e.invitationNotFound);
    const role = open.role as Role;
    const result = await trx
      .updateTable("invitations")
      .set({ token_hash: hashToken(token), expires_at: expires.toISOString(), invited_by: input.invitedBy?.id ?? null })
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(404, e.invitationNotFound);
    const queued = await mailer.queue(
      {
        to: open.email,
        subject: dePeople.mail.inviteSubject(site),
        text: dePeople.mail.inviteText(input.invitedBy?.name || "Ein Administrator", site, ROLE_LABELS[role], invitationUrl(input.publicUrl, token)),
      },
      { db: trx },
    );
    await recordAction(trx, { action: "user.invitation-resent", objectType: "invitation", objectId: id, objectTitle: open.email, detail: { role } });
    const invitation: OpenInvitation = { id, email: open.email, role, invited_at: fromDbTimestamp(open.created_at), expires_at: expires.toISOString() };
    return { mailId: queued, invitation };
  });
  mailer.deliverSoon([mailId]);
  return invitation;
}

/** Withdraws an open invitation; false when there is none with this id. */
export async function withdrawInvitation(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const open = await trx.selectFrom("invitations").select(["email", "role"]).where("id", "=", id).where("accepted_at", "is", null).executeTakeFirst();
    if (!open) return false;
    const result = await trx.deleteFrom("invitations").where("id", "=", id).where("accepted_at", "is", null).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAction(trx, { action: "user.invitation-withdrawn", objectType: "invitation", objectId: id, objectTitle: open.email, detail: { role: open.role } });
    return true;
  });
}

async function activeAdminIds(trx: Db): Promise<string[]> {
  const rows = await trx
    .selectFrom("user_roles")
    .leftJoin("user_status", "user_status.user_id", "user_roles.user_id")
    .select(["user_roles.user_id", "user_status.active"])
    .where("user_roles.role", "=", "admin")
    .execute();
  return rows.filter((r) => r.active === null || fromDbBool(r.active)).map((r) => r.user_id);
}

/** Every active Administrator's address (for mails to the administrators). */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const ids = await activeAdminIds(db);
  if (!ids.length) return [];
  const rows = await authDb(db).selectFrom("user").select("email").where("id", "in", ids).execute();
  return rows.map((r) => r.email);
}

async function setActive(trx: Db, userId: string, active: boolean): Promise<void> {
  const values = { active: toDbBool(active), deactivated_at: active ? null : nowIso() };
  await trx
    .insertInto("user_status")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
}

/**
 * Changes a person's role and/or active flag. The last active Administrator can be neither
 * demoted nor deactivated (409); the check and the write share one locked transaction, so of two
 * parallel requests at most one succeeds. Deactivating deletes all the person's sessions at once.
 */
export async function updatePerson(db: Db, id: string, patch: { role?: Role | null; active?: boolean }, actorId?: string): Promise<Person> {
  // Nobody locks themselves out: another Administrator deactivates them (the UI offers no button).
  if (patch.active === false && actorId === id) throw new HttpError(409, e.selfDeactivate, { fields: { active: e.selfDeactivate } });
  await inTransaction(db, async (trx) => {
    await lockPeople(trx);
    const user = await authDb(trx).selectFrom("user").select(["id", "name", "email", "emailVerified"]).where("id", "=", id).executeTakeFirst();
    if (!user) throw new HttpError(404, e.userNotFound);
    const roles = (await trx.selectFrom("user_roles").select("role").where("user_id", "=", id).execute()).map((r) => r.role);
    const status = await trx.selectFrom("user_status").select("active").where("user_id", "=", id).executeTakeFirst();
    const role = strongestRole(roles);
    const active = status ? fromDbBool(status.active) : true;
    const nextRole = patch.role !== undefined ? patch.role : role;
    const nextActive = patch.active ?? active;
    // A self sign-up gets a role only after confirming the address (until then the list says 'nicht bestätigt').
    if (nextRole && !role && !fromDbBool(user.emailVerified)) throw new HttpError(409, e.unconfirmedRole, { fields: { role: e.unconfirmedRole } });
    if (role === "admin" && active && (nextRole !== "admin" || !nextActive)) {
      const others = (await activeAdminIds(trx)).filter((adminId) => adminId !== id);
      if (others.length === 0) throw new HttpError(409, e.lastAdmin);
    }
    const title = `${user.name} <${user.email}>`;
    if (patch.role !== undefined && (nextRole !== role || roles.length !== (nextRole ? 1 : 0))) {
      await trx.deleteFrom("user_roles").where("user_id", "=", id).execute();
      if (nextRole) await trx.insertInto("user_roles").values({ user_id: id, role: nextRole, created_at: nowIso() }).execute();
      if (nextRole !== role) {
        await recordAction(trx, { action: "user.role-changed", objectType: "user", objectId: id, objectTitle: title, detail: { from: role, to: nextRole } });
      }
    }
    if (nextActive !== active) {
      await setActive(trx, id, nextActive);
      if (!nextActive) await authDb(trx).deleteFrom("session").where("userId", "=", id).execute();
      await recordAction(trx, { action: nextActive ? "user.reactivated" : "user.deactivated", objectType: "user", objectId: id, objectTitle: title });
    }
  });
  return (await getPerson(db, id))!;
}

/** Turns a person's two-factor sign-in off (they sign in with the password and may set it up again). */
export async function resetTwoFactor(db: Db, id: string): Promise<Person> {
  await inTransaction(db, async (trx) => {
    const user = await authDb(trx).selectFrom("user").select(["id", "name", "email"]).where("id", "=", id).executeTakeFirst();
    if (!user) throw new HttpError(404, e.userNotFound);
    await authDb(trx).updateTable("user").set({ twoFactorEnabled: toDbBool(false) }).where("id", "=", id).execute();
    await authDb(trx).deleteFrom("twoFactor").where("userId", "=", id).execute();
    await recordAction(trx, { action: "user.two-factor-reset", objectType: "user", objectId: id, objectTitle: `${user.name} <${user.email}>` });
  });
  return (await getPerson(db, id))!;
}

/** True when the person was deactivated (user_status.active = false). */
export async function isDeactivated(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user_status").select("active").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined && !fromDbBool(row.active);
}

/** Records a successful sign-in (user_status.last_sign_in_at). */
export async function recordSignIn(db: Db, userId: string): Promise<void> {
  const at = nowIso();
  await db
    .insertInto("user_status")
    .values({ user_id: userId, active: toDbBool(true), last_sign_in_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

/** True while no account exists (the very first sign-up is always possible: it makes the admin). */
export async function noAccountYet(db: Db): Promise<boolean> {
  return (await authDb(db).selectFrom("user").select("id").limit(1).executeTakeFirst()) === undefined;
}

/** Mails every active Administrator about a new sign-up (failures are logged, never refuse the sign-up). */
export async function notifyAdminsOfSignUp(
  db: Db,
  mailer: { send(message: { to: string; subject: string; text: string }): Promise<unknown> },
  user: { id: string; name: string; email: string },
  publicUrl: string,
): Promise<void> {
  try {
    const url = `${publicUrl.replace(/\/+$/, "")}/admin/users`;
    for (const to of await activeAdminEmails(db)) {
      if (to === user.email) continue;
      await mailer.send({ to, subject: dePeople.mail.signUpSubject(user.name, user.email), text: dePeople.mail.signUpText(user.name, user.email, url) });
    }
  } catch (error) {
    logger().error({ err: error, userId: user.id }, "Administratoren konnten nicht über die Registrierung benachrichtigt werden");
  }
}

/**
 * Creates an account with a confirmed address and a password (invitation, CLI). better-auth's
 * create hook makes the very first account of an installation admin; a person created here with
 * another role gives that claim back, so the first sign-up still becomes the admin.
 */
export async function createAccount(auth: Auth, db: Db, input: { email: string; name: string; password: string; role: Role }): Promise<string> {
  // internalAdapter skips better-auth's length check: the one policy is checked here (lib/password-policy).
  const problem = passwordProblem(input.password);
  if (problem) {
    const message = problem === "short" ? dePeople.accept.passwordShort : dePeople.accept.passwordLong;
    throw new HttpError(400, message, { fields: { password: message } });
  }
  const ctx = await auth.$context;
  const user = await ctx.internalAdapter.createUser({ email: input.email.toLowerCase(), name: input.name, emailVerified: true }, { method: "admin" });
  await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await ctx.password.hash(input.password) });
  if (input.role !== "admin" && (await hasRole(db, user.id, "admin"))) {
    await revokeRole(db, user.id, "admin");
    await db.deleteFrom("app_meta").where("key", "=", "first_admin_claimed_by").where("value", "=", user.id).execute();
  }
  return user.id;
}

export type InvitationState =
  | { state: "valid"; id: string; email: string; role: Role; expiresAt: string }
  | { state: "unknown" | "used" | "expired" | "inviterInactive" };

/**
 * An invitation dies with its inviter: a person who was deactivated or no longer manages people
 * (Administrator) cannot hand out access any more. Invitations without an inviter (none are made
 * so today) stay valid.
 */
async function inviterStillAllowed(db: Db, inviterId: string | null): Promise<boolean> {
  if (!inviterId) return true;
  if (await isDeactivated(db, inviterId)) return false;
  const roles = (await db.selectFrom("user_roles").select("role").where("user_id", "=", inviterId).execute()).map((r) => r.role);
  return strongestRole(roles) === "admin";
}

export async function findInvitation(db: Db, token: string): Promise<InvitationState> {
  if (!token || token.length > 200) return { state: "unknown" };
  const row = await db.selectFrom("invitations").selectAll().where("token_hash", "=", hashToken(token)).executeTakeFirst();
  if (!row || !(ROLES as readonly string[]).includes(row.role)) return { state: "unknown" };
  if (row.accepted_at) return { state: "used" };
  const expiresAt = fromDbTimestamp(row.expires_at);
  if (new Date(expiresAt).getTime() <= Date.now()) return { state: "expired" };
  if (!(await inviterStillAllowed(db, row.invited_by))) return { state: "inviterInactive" };
  return { state: "valid", id: row.id, email: row.email, role: row.role as Role, expiresAt };
}

export class InvitationError extends HttpError {
  constructor(readonly reason: "unknown" | "used" | "expired" | "inviterInactive" | "account-exists") {
    const a = dePeople.accept;
    super(reason === "account-exists" ? 409 : 410, { unknown: a.unknown, used: a.used, expired: a.expired, inviterInactive: a.inviterInactive, "account-exists": a.accountExists }[reason]);
  }
}

/**
 * Accepts an invitation: claims it first (one conditional update, so of two parallel accepts only
 * one goes on), creates the account, grants the role and logs it. Returns the new person's id and
 * address; the caller signs them in. A failure after the claim gives the invitation back.
 */
export async function acceptInvitation(auth: Auth, db: Db, token: string, input: { name: string; password: string }): Promise<{ userId: string; email: string }> {
  const found = await findInvitation(db, token);
  if (found.state !== "valid") throw new InvitationError(found.state);
  const hash = hashToken(token);
  const now = nowIso();
  const claimed = await db
    .updateTable("invitations")
    .set({ accepted_at: now })
    .where("token_hash", "=", hash)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    const current = await findInvitation(db, token);
    throw new InvitationError(current.state === "valid" ? "used" : current.state);
  }
  const invitation = await db.selectFrom("invitations").selectAll().where("token_hash", "=", hash).executeTakeFirstOrThrow();
  const release = () => db.updateTable("invitations").set({ accepted_at: null }).where("id", "=", invitation.id).where("accepted_by", "is", null).execute();
  const role = invitation.role as Role;
  let userId: string;
  try {
    if (await findAccountByEmail(db, invitation.email)) throw new InvitationError("account-exists");
    userId = await createAccount(auth, db, { email: invitation.email, name: input.name, password: input.password, role });
  } catch (error) {
    await release();
    throw error;
  }
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
    await trx.insertInto("user_roles").values({ user_id: userId, role, created_at: nowIso() }).execute();
    await setActive(trx, userId, true);
    await trx.updateTable("invitations").set({ accepted_by: userId }).where("id", "=", invitation.id).execute();
    await recordAction(trx, {
      action: "user.invitation-accepted",
      objectType: "user",
      objectId: userId,
      objectTitle: `${input.name} <${invitation.email}>`,
      detail: { role, invitation: invitation.id },
      actor: { userId, name: input.name, email: invitation.email },
    });
  });
  return { userId, email: invitation.email };
}
