import type { Db } from "./client.server";
import { inTransaction, nowIso } from "./dialect.server";

/** The only code that reads and writes user_roles. Which roles exist is up to the caller. */

/** The spec's has_role(user_id, role). */
export async function hasRole(db: Db, userId: string, role: string): Promise<boolean> {
  const row = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .executeTakeFirst();
  return row !== undefined;
}

/** Idempotent. Returns true when the role was newly granted, false when the user already had it. */
export async function grantRole(db: Db, userId: string, role: string): Promise<boolean> {
  const result = await db
    .insertInto("user_roles")
    .values({ user_id: userId, role, created_at: nowIso() })
    // A concurrent grant of the same role must not fail either, hence no read-then-insert.
    .onConflict((oc) => oc.columns(["user_id", "role"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Returns true when the user had the role. */
export async function revokeRole(db: Db, userId: string, role: string): Promise<boolean> {
  const result = await db
    .deleteFrom("user_roles")
    .where("user_id", "=", userId)
    .where("role", "=", role)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listRoles(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).orderBy("role").execute();
  return rows.map((r) => r.role);
}

export async function countRole(db: Db, role: string): Promise<number> {
  const row = await db
    .selectFrom("user_roles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", role)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const FIRST_ADMIN_KEY = "first_admin_claimed_by";

/**
 * Makes `userId` an admin if no one has claimed the first admin yet. The claim is a single
 * insert on a primary key, so of two simultaneous first sign-ups exactly one wins. Returns
 * whether this user became admin.
 */
export async function claimFirstAdmin(db: Db, userId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .insertInto("app_meta")
      .values({ key: FIRST_ADMIN_KEY, value: userId })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await grantRole(trx, userId, "admin");
    return true;
  });
}

/** Marks the first admin as taken (an admin made by the CLI ends the "first sign-up" rule). */
export async function markFirstAdminClaimed(db: Db, userId: string): Promise<void> {
  await db
    .insertInto("app_meta")
    .values({ key: FIRST_ADMIN_KEY, value: userId })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}
