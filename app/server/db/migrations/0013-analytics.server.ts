import type { Kysely } from "kysely";

/**
 * Visitor statistics (issue 17). analytics_events holds one row per counted request, at most 30
 * days (then only the aggregates remain): no IP, no user agent, only a visitor hash whose daily
 * salt (analytics_salts) is deleted after a day. analytics_daily holds a day's sums per dimension
 * ('total', 'page', 'referrer', 'campaign', 'device', 'browser', 'notfound'); a day with a 'total'
 * row is aggregated, reports read raw events only for the days without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    // Epoch milliseconds: the live view asks for the last minutes.
    .addColumn("at", "bigint", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("referrer", "text")
    .addColumn("campaign", "text")
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_day").on("analytics_events").column("day").execute();
  await db.schema.createIndex("analytics_events_at").on("analytics_events").column("at").execute();
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dimension", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["dimension", "day", "value"])
    .execute();
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_salts").ifExists().execute();
  await db.schema.dropTable("analytics_daily").ifExists().execute();
  await db.schema.dropTable("analytics_events").ifExists().execute();
}
