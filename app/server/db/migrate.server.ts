import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely";
import type { Db } from "./client.server";
import { dialectOf } from "./dialect.server";
import * as m0001 from "./migrations/0001-initial.server";
import * as m0002 from "./migrations/0002-mail-outbox.server";
import * as m0003 from "./migrations/0003-auth-support.server";
import * as m0004 from "./migrations/0004-redirects.server";
import * as m0005 from "./migrations/0005-change-events.server";
import * as m0006 from "./migrations/0006-gone-paths.server";
import * as m0007 from "./migrations/0007-contact-submissions.server";
import * as m0008 from "./migrations/0008-revision-runs.server";
import * as m0009 from "./migrations/0009-page-drafts.server";
import * as m0010 from "./migrations/0010-change-event-scope.server";
import * as m0011 from "./migrations/0011-media.server";
import * as m0012 from "./migrations/0012-publish-at.server";
import * as m0013 from "./migrations/0013-analytics.server";
import * as m0014 from "./migrations/0014-page-menu.server";
import * as m0015 from "./migrations/0015-slides-as-blocks.server";
import * as m0016 from "./migrations/0016-import-and-jobs.server";
import * as m0017 from "./migrations/0017-team.server";
import * as m0018 from "./migrations/0018-collaboration.server";
import * as m0019 from "./migrations/0019-import-report-names.server";
import * as m0020 from "./migrations/0020-settings-snake-case.server";

/**
 * Migrations are listed here (not read from disk) so they travel inside the server bundle.
 * Add a file under migrations/ and one line below; never change a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-mail-outbox": m0002,
  "0003-auth-support": m0003,
  "0004-redirects": m0004,
  "0005-change-events": m0005,
  "0006-gone-paths": m0006,
  "0007-contact-submissions": m0007,
  "0008-revision-runs": m0008,
  "0009-page-drafts": m0009,
  "0010-change-event-scope": m0010,
  "0011-media": m0011,
  "0012-publish-at": m0012,
  "0013-analytics": m0013,
  "0014-page-menu": m0014,
  "0015-slides-as-blocks": m0015,
  "0016-import-and-jobs": m0016,
  "0017-team": m0017,
  "0018-collaboration": m0018,
  "0019-import-report-names": m0019,
  "0020-settings-snake-case": m0020,
};

/** Every migration this code knows, in order (a backup from newer code names one not in here). */
export function migrationNames(): string[] {
  return Object.keys(migrations).sort();
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: tests of a migration's data step start there. */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

/**
 * On PostgreSQL the migration tables are looked up in our own schema. Without a schema Kysely
 * takes a `kysely_migration_lock` in ANY schema of the database as ours, skips creating its own
 * and then fails ("relation kysely_migration_lock does not exist"), e.g. for a site (or a test
 * run) in its own schema beside another one. current_schema() is "public" for a plain install,
 * where the tables always were.
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (dialectOf(db) !== "postgres") return undefined;
  const row = (await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)).rows[0];
  return row?.schema ?? undefined;
}

/**
 * Kysely's PostgreSQL introspection (used by the migrator to find its own tables) reads the
 * catalogue of every schema; when another schema of the same database is dropped meanwhile (a
 * second site, a test run) it fails with 'schema "other" does not exist' or 'relation "other.t"
 * does not exist'. Nothing of ours was
 * touched then (the failure is before the migration's own transaction), so the run is tried again.
 */
function otherSchemaVanished(error: unknown, ownSchema: string | undefined): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    // The schema itself, or one of its tables while it is being dropped ('relation "other.t" does not exist').
    const match = /schema "([^"]+)" does not exist/.exec(e.message) ?? /relation "([^".]+)\.[^"]+" does not exist/.exec(e.message);
    if (match && match[1] !== ownSchema) return true;
  }
  return false;
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  for (let attempt = 1; ; attempt++) {
    const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
    const { error, results } = await run(migrator);
    if (!error) return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    if (attempt < 4 && otherSchemaVanished(error, schema)) continue;
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} fehlgeschlagen: ${String((error as Error).message ?? error)}`, {
      cause: error,
    });
  }
}
