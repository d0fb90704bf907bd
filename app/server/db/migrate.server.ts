import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from "kysely";
import type { Db } from "./client.server";
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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: tests of a migration's data step start there. */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await run(migrator);
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} fehlgeschlagen: ${String((error as Error).message ?? error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
