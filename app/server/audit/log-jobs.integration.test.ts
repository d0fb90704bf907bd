import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth, migrateAuth } from "~/server/auth/auth.server";
import { createBackup } from "~/server/backup/backup.server";
import { restoreBackup } from "~/server/backup/restore.server";
import { startBackup } from "~/server/backup/run.server";
import { createBackupStore } from "~/server/backup/store.server";
import { loadEnv, type Env } from "~/server/env.server";
import { runInRequestContext } from "~/server/http/request-context.server";
import { runningJob } from "~/server/jobs/jobs.server";
import { importWordPress } from "~/server/import/wordpress/import.server";
import { configureLogger } from "~/server/logger.server";
import { createPageFromInput } from "~/server/pages/service.server";
import { createLocalStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/storage.server";
import { emptyDatabase } from "../../../tests/backup";
import { createTestDatabase, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { tinyWxr } from "../../../tests/wxr";
import { shellActor } from "./log.server";

/**
 * The log entries of the long operations (issue 29): a backup, a restore (written into the
 * restored database, naming who restored) and an import (one entry with its counts, none for each
 * page it writes).
 */
describe(`log of backups, restores and imports (${testDbLabel})`, () => {
  let database: TestDatabase;
  let storage: Storage;
  let env: Env;
  let work: string;
  let userId: string;
  const actor = () => ({ userId, name: "Chefin", email: "chefin@example.org", role: "admin" as const });

  beforeAll(async () => {
    configureLogger("silent");
    work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-log-jobs-"));
    env = loadEnv({ DATA_DIR: work, LOG_LEVEL: "silent" });
    database = await createTestDatabase();
    storage = createLocalStorage(path.join(work, "media"));
    const auth = createAuth({ database, env, mailer: { send: async () => undefined } });
    await migrateAuth(auth);
    userId = (await auth.api.signUpEmail({ body: { email: "chefin@example.org", password: "geheim123", name: "Chefin" } })).user.id;
    await createPageFromInput(database.db, { title: "Start" }, { authorId: userId });
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const entries = (db = database.db) => db.selectFrom("audit_log").selectAll().orderBy("at", "asc").execute();

  it("logs a backup started by a person, and a scheduled one without a person", async () => {
    await database.db.deleteFrom("audit_log").execute();
    const deps = { database, storage, store: createBackupStore({ dataDir: work, storage }) };
    const manual = await runInRequestContext({ ip: "198.51.100.23", actor: actor() }, () => startBackup(deps, userId, "manual"));
    const result = await manual.finished;
    // The job row ends a moment after the run.
    while (await runningJob(database.db, "backup")) await new Promise((r) => setTimeout(r, 20));
    const scheduled = await startBackup(deps, null, "schedule");
    const second = await scheduled.finished;
    const written = await entries();
    expect(written.map((e) => [e.action, e.object_type, e.object_id, e.user_id, e.address])).toEqual([
      ["backup.created", "backup", result.name, userId, "198.51.100.x"],
      ["backup.created", "backup", second.name, null, null],
    ]);
    expect(JSON.parse(written[0].detail!)).toMatchObject({ trigger: "manual", bytes: result.bytes });
  }, 60_000);

  it("writes the restore's entry into the restored database, naming who restored", async () => {
    await database.db.deleteFrom("audit_log").execute();
    await runInRequestContext({ ip: "198.51.100.23", actor: actor() }, () => createPageFromInput(database.db, { title: "Vor der Sicherung" }, { authorId: userId }));
    const file = path.join(work, "restore.tar.gz");
    await createBackup({ database, storage }, file);
    const target = await emptyDatabase(testDbKind);
    try {
      await restoreBackup({ database: target, storage: createLocalStorage(path.join(work, "target-media")), env }, file, { restoredBy: shellActor() });
      const restored = await entries(target.db);
      // The archive's own entry came back, then the restore's.
      expect(restored.map((e) => e.action)).toEqual(["page.created", "backup.restored"]);
      expect(restored[1]).toMatchObject({ object_type: "backup", object_id: "restore.tar.gz", user_id: null, user_name: shellActor().name });
      expect(restored[1].user_name).toMatch(/\(Kommandozeile\)$/);
    } finally {
      await target.cleanup();
    }
  }, 120_000);

  it("logs an import once with its counts, and none of the pages it writes; a dry run not at all", async () => {
    await database.db.deleteFrom("audit_log").execute();
    const file = path.join(work, "export.xml");
    fs.writeFileSync(file, tinyWxr());
    const deps = { db: database.db, storage, authorId: userId };
    await runInRequestContext({ ip: "198.51.100.23", actor: actor() }, () => importWordPress(deps, file, { dryRun: true }));
    expect(await entries()).toHaveLength(0);
    const report = await runInRequestContext({ ip: "198.51.100.23", actor: actor() }, () => importWordPress(deps, file, {}));
    expect(report.pages.created + report.posts.created).toBe(2);
    const written = await entries();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ action: "import.run", object_type: "import", object_title: "Muster GmbH", user_id: userId, user_email: "chefin@example.org", address: "198.51.100.x" });
    expect(JSON.parse(written[0].detail!)).toMatchObject({ pages: { created: 1 }, posts: { created: 1 }, redirects: report.redirects });
  }, 60_000);
});
