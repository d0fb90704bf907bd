import type { Kysely } from "kysely";

/**
 * Our own tables around authentication. better-auth's tables (user, session, account,
 * verification, twoFactor) are created by better-auth's migration planner at start-up
 * (app/server/auth/auth.server.ts), after these.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Fixed-window counters for sign-in, sign-up and reset attempts, shared by every instance.
  await db.schema
    .createTable("auth_rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("auth_rate_limits").ifExists().execute();
}
