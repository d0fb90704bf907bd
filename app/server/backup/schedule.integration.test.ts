import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deBackups } from "~/i18n/backups-admin";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDatabaseUrl, testDbKind, testDbLabel } from "../../../tests/test-db";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { awaitJobs, latestJobs } from "../jobs/jobs.server";
import { BACKUP_LAST_KEY, BackupBusyError, readBackupOutcome, startBackup } from "./run.server";
import { backupClock, checkBackupSchedule, type ScheduleDeps } from "./schedule.server";
import { backupName, createBackupStore } from "./store.server";

/**
 * The daily backup on a real database: two instances looking at the same moment (on PostgreSQL
 * through two connection pools, as two servers would; SQLite serves one server per file, so there
 * both share its connection and still race through the claim), pruning by age, a failure recorded
 * for the dashboard, and a day whose claimant died.
 */

const DAY = 86_400_000;

describe(`daily backup schedule (${testDbLabel})`, () => {
  let app: TestApp;
  let second: DatabaseHandle | null = null;
  let deps: ScheduleDeps;
  let otherInstance: ScheduleDeps;
  const db = () => app.database.db;
  const backupsDir = () => path.join(app.dataDir, "backups");
  const claimOf = (at: Date) => `backup_claim:${backupClock(at).day}`;

  beforeAll(async () => {
    app = await createTestApp();
    const store = createBackupStore({ dataDir: app.dataDir, storage: app.storage });
    deps = { database: app.database, storage: app.storage, store, dataDir: app.dataDir, hour: 0, keepDays: 14 };
    otherInstance = { ...deps, store: createBackupStore({ dataDir: app.dataDir, storage: app.storage }) };
    if (testDbKind === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db());
      second = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: rows[0].schema, pgPoolSize: 4 });
      otherInstance.database = second;
    }
  });
  // A test's job rows are marked done just after its run's result: until then they count as
  // running and would make the next test's backup 'busy' (seen under npm test's load).
  beforeEach(async () => {
    await awaitJobs();
  });
  afterAll(async () => {
    await awaitJobs();
    await second?.close();
    await app?.close();
  });

  it("reads the day and hour in German time (Europe/Berlin, summer and winter)", () => {
    expect(backupClock(new Date("2026-07-01T00:30:00Z"))).toEqual({ day: "2026-07-01", hour: 2 });
    expect(backupClock(new Date("2026-12-31T23:30:00Z"))).toEqual({ day: "2027-01-01", hour: 0 });
  });

  it("does nothing before BACKUP_HOUR", async () => {
    // 01:30 in Berlin (winter), hour 3.
    expect(await checkBackupSchedule({ ...deps, hour: 3 }, new Date("2026-01-10T00:30:00Z"))).toEqual({ state: "not-due" });
    expect(await db().selectFrom("app_meta").select("key").where("key", "like", "backup_claim:%").execute()).toEqual([]);
  });

  it("makes exactly one backup when two instances look at the same moment, then none more that day", async () => {
    const now = new Date();
    const results = await Promise.all([checkBackupSchedule(deps, now), checkBackupSchedule(otherInstance, now)]);
    const states = results.map((r) => r.state).sort();
    expect(states).toEqual(["claimed", "done"]);
    const done = results.find((r) => r.state === "done")!;
    if (done.state !== "done") throw new Error("unreachable");
    expect(done.result).toMatchObject({ trigger: "schedule", name: expect.stringMatching(/^cms-backup-\d{4}-\d{2}-\d{2}-\d{6}\.tar\.gz$/) });

    const listed = await deps.store.listBackups();
    expect(listed.map((e) => e.name)).toEqual([done.result.name]);
    expect(fs.statSync(path.join(backupsDir(), done.result.name)).size).toBe(listed[0].bytes);
    expect(await readBackupOutcome(db())).toMatchObject({ ok: true, trigger: "schedule", name: done.result.name, bytes: listed[0].bytes });
    await awaitJobs(); // the job's row is marked done just after the run's result
    const jobs = await latestJobs(db(), "backup");
    expect(jobs.map((j) => [j.status, j.created_by])).toEqual([["done", null]]);
    expect(jobs[0].result).toMatchObject({ name: done.result.name });
    // The claim names the job; the lock is released.
    const claim = await db().selectFrom("app_meta").select("value").where("key", "=", claimOf(now)).executeTakeFirstOrThrow();
    expect(JSON.parse(claim.value)).toMatchObject({ jobId: jobs[0].id });
    expect(await db().selectFrom("app_meta").select("key").where("key", "=", "backup_running").executeTakeFirst()).toBeUndefined();

    expect(await checkBackupSchedule(deps, new Date(now.getTime() + 60_000))).toEqual({ state: "claimed" });
    expect(await deps.store.listBackups()).toHaveLength(1);
  });

  it("counts a backup made by hand after the hour as the day's backup", async () => {
    const now = new Date();
    await db().deleteFrom("app_meta").where("key", "=", claimOf(now)).execute();
    const manual = await startBackup(deps, null, "manual");
    const made = await manual.finished;
    expect(await checkBackupSchedule({ ...deps, hour: backupClock(now).hour }, now)).toEqual({ state: "exists", name: made.name });
    expect(await deps.store.listBackups()).toHaveLength(2);
    expect(await readBackupOutcome(db())).toMatchObject({ ok: true, trigger: "manual", name: made.name });
  });

  it("writes one backup at a time: of two started in the same instant, one is refused (409) and records nothing", async () => {
    const before = (await deps.store.listBackups()).length;
    const last = await readBackupOutcome(db());
    // The run holding the lock waits (at most 10 s) until the other one was refused: on a loaded
    // machine one whole run could otherwise end before the other even starts, and both succeed.
    let refusedOne!: () => void;
    const gate = new Promise<void>((resolve) => {
      refusedOne = resolve;
      setTimeout(resolve, 10_000).unref();
    });
    const held = (d: ScheduleDeps): ScheduleDeps => ({ ...d, store: { ...d.store, tempFile: async (name: string) => (await gate, d.store.tempFile(name)) } });
    const started = [startBackup(held(deps), null, "manual"), startBackup(held(otherInstance), null, "manual")];
    const finishing = started.map((s) => s.then((run) => run.finished));
    for (const f of finishing) f.catch(() => refusedOne());
    await Promise.allSettled(started);
    const runs = await Promise.allSettled(finishing);
    await awaitJobs();
    const ok = runs.filter((r) => r.status === "fulfilled");
    const refused = runs.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toBeInstanceOf(BackupBusyError);
    expect((refused[0].reason as BackupBusyError).status).toBe(409);
    expect(await deps.store.listBackups()).toHaveLength(before + 1);
    const now = await readBackupOutcome(db());
    expect(now).toMatchObject({ ok: true, name: (ok[0] as PromiseFulfilledResult<{ name: string }>).value.name });
    expect(now!.at > last!.at).toBe(true);
  });

  it("prunes backups older than BACKUP_KEEP days after a successful run, keeps the younger ones", async () => {
    fs.mkdirSync(backupsDir(), { recursive: true });
    const aged = (days: number) => {
      const name = backupName(new Date(Date.now() - days * DAY));
      const file = path.join(backupsDir(), name);
      fs.writeFileSync(file, crypto.randomBytes(64));
      const at = new Date(Date.now() - days * DAY);
      fs.utimesSync(file, at, at);
      return name;
    };
    const old = aged(20);
    const younger = aged(10);
    // Tomorrow (no claim yet): the cut-off is 14 days before then.
    const tomorrow = new Date(Date.now() + DAY);
    const result = await checkBackupSchedule(deps, tomorrow);
    expect(result.state).toBe("done");
    if (result.state !== "done") throw new Error("unreachable");
    expect(result.pruned).toEqual([old]);
    const names = (await deps.store.listBackups()).map((e) => e.name);
    expect(names).toContain(younger);
    expect(names).toContain(result.result.name);
    expect(names).not.toContain(old);
    expect(fs.existsSync(path.join(backupsDir(), old))).toBe(false);
  });

  it("records a failed backup in backup_last (the dashboard shows it) and removes nothing", async () => {
    const before = (await deps.store.listBackups()).map((e) => e.name).sort();
    // The temp directory cannot be made: a file is in its place.
    const partial = path.join(backupsDir(), ".partial");
    fs.rmSync(partial, { recursive: true, force: true });
    fs.writeFileSync(partial, "kein Verzeichnis");
    try {
      const result = await checkBackupSchedule({ ...deps, keepDays: 1 }, new Date(Date.now() + 2 * DAY));
      expect(result.state).toBe("failed");
      const last = await readBackupOutcome(db());
      expect(last).toMatchObject({ ok: false, trigger: "schedule" });
      // German for the dashboard, the file system's words inside.
      expect(last!.error).toMatch(/^Die Sicherung konnte nicht geschrieben werden \((EEXIST|ENOTDIR)/);
      expect((await deps.store.listBackups()).map((e) => e.name).sort()).toEqual(before);
      await awaitJobs();
      expect((await latestJobs(db(), "backup", 1))[0]).toMatchObject({ status: "failed", error: last!.error });
      expect(await db().selectFrom("app_meta").select("key").where("key", "=", "backup_running").executeTakeFirst()).toBeUndefined();
    } finally {
      fs.rmSync(partial, { force: true });
    }
  });

  it("reports a day whose claiming process died mid-backup as failed", async () => {
    const day = new Date(Date.now() + 3 * DAY);
    const stale = new Date(Date.now() - 10 * 60_000).toISOString();
    const jobId = crypto.randomUUID();
    await db()
      .insertInto("background_jobs")
      .values({ id: jobId, kind: "backup", status: "running", done: 1, total: 5, message: null, result: null, error: null, created_by: null, created_at: stale, updated_at: stale })
      .execute();
    await db()
      .insertInto("app_meta")
      .values({ key: claimOf(day), value: JSON.stringify({ at: stale, jobId }) })
      .execute();
    await db()
      .updateTable("app_meta")
      .set({ value: JSON.stringify({ at: new Date(Date.now() - 20 * 60_000).toISOString(), ok: true, trigger: "schedule" }) })
      .where("key", "=", BACKUP_LAST_KEY)
      .execute();
    expect(await checkBackupSchedule(deps, day)).toEqual({ state: "claimed" });
    expect(await readBackupOutcome(db())).toMatchObject({ ok: false, error: deBackups.abandoned });
  });
});
