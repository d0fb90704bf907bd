import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deRestore } from "~/i18n/restore";
import { jobSchema } from "~/lib/api-schema";
import { backupOverviewSchema, backupStartedSchema, restoreReportSchema, verifyReportSchema } from "~/lib/backup-schema";
import * as backupRestoreRoute from "~/routes/api/backup-restore";
import * as backupVerifyRoute from "~/routes/api/backup-verify";
import * as backupsRoute from "~/routes/api/backups";
import * as jobRoute from "~/routes/api/job";
import { callRoute, jsonInit } from "../../../tests/route-call";
import { routeBuild } from "../../../tests/route-build";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDatabaseUrl, testDbKind, testDbLabel } from "../../../tests/test-db";
import { sql } from "kysely";
import { archiveLines, emptyDatabase } from "../../../tests/backup";
import { migrateToLatest, migrateUpTo, migrationNames } from "../db/migrate.server";
import { recordChange, withChanges } from "../events/changes.server";
import { createBackup } from "./backup.server";
import { awaitJobs, getJob, runningJob } from "../jobs/jobs.server";
import { createPageFromInput } from "../pages/service.server";
import { readArchive } from "./archive.server";
import { MAINTENANCE_RETRY_AFTER_S, resetMaintenanceForTests } from "./maintenance.server";
import { backupDeps } from "./overview.server";
import { startOnlineRestore } from "./restore-online.server";
import { startBackup } from "./run.server";

/**
 * 'Wiederherstellen' and 'Probe-Wiederherstellung' from the admin (issue 38 item 16) over the real
 * HTTP app on this run's database: re-authentication, the report, the safety backup, maintenance
 * (503 + Retry-After) here and on another instance, the probe's table list.
 */
describe(`Wiederherstellung aus der Verwaltung (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  let archive: string;

  const titles = async () => (await app.database.db.selectFrom("content_pages").select("title").execute()).map((r) => r.title);
  const restoreJobs = async () => app.database.db.selectFrom("background_jobs").select("id").where("kind", "in", ["restore", "verify"]).execute();
  const overview = async () => backupOverviewSchema.parse(await (await callRoute(backupsRoute.loader, admin.request("/api/backups"))).json());
  const restoreRequest = (client: HttpClient, name: string, body: unknown) => callRoute(backupRestoreRoute.action, client.request(`/api/backups/${name}/restore`, jsonInit("POST", body)), { name });

  async function waitFor(check: () => Promise<boolean>): Promise<void> {
    while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  beforeAll(async () => {
    app = await createTestApp({
      analytics: {},
      env: testDbKind === "postgres" ? { DATABASE_URL: testDatabaseUrl } : {},
      build: routeBuild({ "api/backups": backupsRoute, "api/jobs/:id": jobRoute }),
    });
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
    await app.grantRole("gast@example.de", "editor");
    await createPageFromInput(app.database.db, { title: "Vor der Sicherung", is_published: true }, { authorId: null });
    const started = await startBackup(backupDeps(), null, "manual");
    archive = (await started.finished).name;
    await createPageFromInput(app.database.db, { title: "Nach der Sicherung", is_published: true }, { authorId: null });
  }, 120_000);
  afterEach(() => resetMaintenanceForTests());
  afterAll(async () => {
    await awaitJobs();
    await app?.close();
  });

  it("names the archive in German time and writes the offset into the manifest", async () => {
    const text: string[] = [];
    await readArchive(path.join(app.dataDir, "backups", archive), async (entry) => {
      if (entry.path !== "manifest.json") return;
      for await (const chunk of entry.body) text.push(String(chunk));
    });
    const parsed = JSON.parse(text.join("")) as { createdAt: string; timeZone: string };
    expect(parsed.timeZone).toBe("Europe/Berlin");
    expect(parsed.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0[12]:00$/);
    const local = /T(\d{2}):(\d{2}):(\d{2})/.exec(parsed.createdAt)!;
    // The name carries the same wall-clock time as the manifest (both German time).
    expect(archive).toContain(`-${local[1]}${local[2]}`);
  });

  it("refuses without the password (400), with a wrong password or code (403), and for an editor (403); nothing changes", async () => {
    const before = await titles();
    const missing = await restoreRequest(admin, archive, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fields).toMatchObject({ password: deRestore.reauthMissing });
    const wrong = await restoreRequest(admin, archive, { password: "falsch123" });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error).toBe(deRestore.reauthWrong);
    // The account has no second factor: a code is no way around the password.
    expect((await restoreRequest(admin, archive, { code: "123456" })).status).toBe(403);
    expect((await restoreRequest(member, archive, { password: "geheim123" })).status).toBe(403);
    const verifyByEditor = await callRoute(backupVerifyRoute.action, member.request(`/api/backups/${archive}/verify`, jsonInit("POST")), { name: archive });
    expect(verifyByEditor.status).toBe(403);
    expect((await restoreRequest(admin, "../cms.db", { password: "geheim123" })).status).toBe(400);
    expect((await restoreRequest(admin, "cms-backup-2020-01-01-000000.tar.gz", { password: "geheim123" })).status).toBe(404);
    expect(await titles()).toEqual(before);
    expect(await restoreJobs()).toEqual([]);
    expect((await overview()).backups.map((b) => b.name)).toEqual([archive]);
  });

  it("probe restore: a job whose result lists every table with row counts and ok; the site is untouched", async () => {
    const before = await titles();
    const res = await callRoute(backupVerifyRoute.action, admin.request(`/api/backups/${archive}/verify`, jsonInit("POST")), { name: archive });
    expect(res.status).toBe(202);
    const { job } = backupStartedSchema.parse(await res.json());
    expect(job.kind).toBe("verify");
    await awaitJobs();
    const ended = jobSchema.parse(await (await callRoute(jobRoute.loader, admin.request(`/api/jobs/${job.id}`), { id: job.id })).json());
    expect(ended.error).toBeNull();
    expect(ended.status).toBe("done");
    const report = verifyReportSchema.parse(ended.result);
    expect(report.ok).toBe(true);
    const pages = report.tables.find((t) => t.name === "content_pages")!;
    expect(pages).toMatchObject({ expected_rows: pages.rows, ok: true });
    expect(pages.rows).toBe(before.length - 1);
    expect(report.tables.map((t) => t.name)).toEqual(expect.arrayContaining(["user", "account", "audit_log", "app_meta"]));
    expect(report.tables.every((t) => t.ok)).toBe(true);
    expect(await titles()).toEqual(before);
    if (testDbKind === "postgres") {
      const { rows } = await import("kysely").then(({ sql }) => sql<{ n: number }>`select count(*) as n from pg_namespace where nspname like 'cms_probe_%'`.execute(app.database.db));
      expect(Number(rows[0].n)).toBe(0);
    }
  }, 120_000);

  it("restores through the API: the current state is backed up first, the content replaced, the own session kept, a report", async () => {
    expect(await titles()).toContain("Nach der Sicherung");
    const res = await restoreRequest(admin, archive, { password: "geheim123" });
    expect(res.status).toBe(202);
    const { job } = backupStartedSchema.parse(await res.json());
    expect(job.kind).toBe("restore");
    await awaitJobs();
    // Still signed in: the account is in the archive.
    const ended = jobSchema.parse(await (await callRoute(jobRoute.loader, admin.request(`/api/jobs/${job.id}`), { id: job.id })).json());
    expect(ended.error).toBeNull();
    const report = restoreReportSchema.parse(ended.result);
    expect(report).toMatchObject({ name: archive, session_kept: true });
    expect(report.rows).toBeGreaterThan(0);
    expect(report.warnings).toContain(
      "Anmeldungen (Sitzungen) sind nicht Teil der Sicherung: Alle anderen Personen melden sich neu an; Ihre eigene Anmeldung bleibt bestehen, weil Ihr Konto auch in der Sicherung enthalten ist.",
    );
    expect(await titles()).not.toContain("Nach der Sicherung");
    expect(await titles()).toContain("Vor der Sicherung");

    // The safety backup of the state before is listed and holds the page the restore removed.
    const listed = await overview();
    expect(listed.backups.map((b) => b.name)).toEqual(expect.arrayContaining([archive, report.safety_backup]));
    expect(listed.last).toMatchObject({ ok: true, trigger: "restore", name: report.safety_backup });
    const saved = await archiveLines(path.join(app.dataDir, "backups", report.safety_backup), "tables/content_pages.jsonl");
    expect(saved.map((r) => r.title)).toContain("Nach der Sicherung");
    // The restored log names the restore and who did it.
    const entry = await app.database.db.selectFrom("audit_log").selectAll().where("action", "=", "backup.restored").executeTakeFirstOrThrow();
    expect(entry.object_title).toBe(archive);
    // The other person's session ended (sessions are not in the archive).
    expect((await callRoute(backupsRoute.loader, member.request("/api/backups"))).status).toBe(401);
  }, 180_000);

  it("answers 503 with Retry-After while the restore runs (the job's poll from memory, /healthz alive), and serves again after", async () => {
    const seen: { page: Response; api: Response; health: Response; poll: Response } = {} as never;
    let jobId = "";
    const { finished } = await startOnlineRestore(
      { ...backupDeps(), env: app.env },
      {
        name: archive,
        userId: await app.userId("chefin@example.de"),
        actor: { userId: null, name: "Test", email: null },
        sessionId: (await app.auth.api.getSession({ headers: new Headers({ cookie: admin.cookieHeader() }) }))?.session.id,
        inMaintenance: async () => {
          jobId = (await runningJob(app.database.db, "restore"))!.id;
          seen.page = await fetch(`${app.url}/`, { headers: { accept: "text/html" } });
          seen.api = await fetch(`${app.url}/api/backups`, { headers: { cookie: admin.cookieHeader() } });
          seen.health = await fetch(`${app.url}/healthz`);
          seen.poll = await fetch(`${app.url}/api/jobs/${jobId}`);
        },
      },
    );
    await finished;
    expect(seen.page.status).toBe(503);
    expect(seen.page.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    expect(await seen.page.text()).toContain("Wartungsarbeiten");
    expect(seen.api.status).toBe(503);
    expect(seen.api.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    expect((await seen.api.json()).error).toBe(deRestore.maintenance);
    expect(seen.health.status).toBe(200);
    expect(seen.poll.status).toBe(200);
    expect(await seen.poll.json()).toMatchObject({ id: jobId, kind: "restore", status: "running" });
    const after = await fetch(`${app.url}/api/backups`, { headers: { cookie: admin.cookieHeader() } });
    expect(after.status).toBe(200);
    expect((await getJob(app.database.db, jobId))?.status).toBe("done");
  }, 180_000);

  it("goes into maintenance when another instance announces its restore, and out when it ends", async () => {
    const api = () => fetch(`${app.url}/api/backups`, { headers: { cookie: admin.cookieHeader() } });
    await withChanges(app.database.db, (trx) => recordChange(trx, { topic: "maintenance", action: "restore-started", public: false }));
    await waitFor(async () => (await api()).status === 503);
    expect((await api()).headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_S));
    await withChanges(app.database.db, (trx) => recordChange(trx, { topic: "maintenance", action: "restore-ended", public: true, scope: "site" }));
    await waitFor(async () => (await api()).status !== 503);
    expect((await api()).status).toBe(200);
  }, 60_000);

  it("takes an uploaded archive: checked like a restore, then listed under its own German time; junk is a 400 naming the field and leaves nothing", async () => {
    const bytes = fs.readFileSync(path.join(app.dataDir, "backups", archive));
    const send = (client: HttpClient | null, body: Buffer, type = "application/gzip") =>
      fetch(`${app.url}/api/backups/upload`, { method: "POST", headers: { "content-type": type, origin: app.url, ...(client ? { cookie: client.cookieHeader() } : {}) }, body: new Uint8Array(body) });
    expect((await send(null, bytes)).status).toBe(401);
    const before = (await overview()).backups.map((b) => b.name);
    const junk = await send(admin, Buffer.concat([bytes.subarray(0, bytes.length / 2)]));
    expect(junk.status).toBe(400);
    const junkFile = ((await junk.json()) as { fields: { file: string } }).fields.file;
    expect(junkFile).toMatch(/kein vollständiges, lesbares Sicherungsarchiv|fehlt manifest\.json/);
    // No path of the server's own temp file in the answer.
    expect(junkFile).not.toMatch(/\/tmp\/|\.part\b|cms-/);
    expect((await send(admin, bytes, "text/plain")).status).toBe(415);
    expect((await overview()).backups.map((b) => b.name)).toEqual(before);
    expect(fs.readdirSync(path.join(app.dataDir, "backups", ".partial"))).toEqual([]);

    const res = await send(admin, bytes);
    expect(res.status).toBe(201);
    const { backup } = (await res.json()) as { backup: { name: string; bytes: number } };
    expect(backup.bytes).toBe(bytes.length);
    // The same moment as the original (taken): the next free second.
    expect(backup.name).not.toBe(archive);
    const seconds = (name: string) => {
      const [, y, mo, d, h, mi, se] = /(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})/.exec(name)!.map(Number);
      return Date.UTC(y, mo - 1, d, h, mi, se) / 1000;
    };
    expect(seconds(backup.name) - seconds(archive)).toBeGreaterThanOrEqual(1);
    expect(seconds(backup.name) - seconds(archive)).toBeLessThanOrEqual(5);
    expect((await overview()).backups.map((b) => b.name)).toEqual(expect.arrayContaining([...before, backup.name]));
    expect(fs.readFileSync(path.join(app.dataDir, "backups", backup.name)).equals(bytes)).toBe(true);
  });

  it("refuses a second restore or probe while one runs (409)", async () => {
    const now = new Date().toISOString();
    await app.database.db
      .insertInto("background_jobs")
      .values({ id: "laeuft-noch", kind: "restore", status: "running", done: 0, total: 0, message: null, result: null, error: null, created_by: null, created_at: now, updated_at: now })
      .execute();
    try {
      expect((await restoreRequest(admin, archive, { password: "geheim123" })).status).toBe(409);
      expect((await callRoute(backupVerifyRoute.action, admin.request(`/api/backups/${archive}/verify`, jsonInit("POST")), { name: archive })).status).toBe(409);
    } finally {
      await app.database.db.deleteFrom("background_jobs").where("id", "=", "laeuft-noch").execute();
    }
    expect(fs.existsSync(path.join(app.dataDir, "backups", archive))).toBe(true);
  });
  // Last: the archive has no account of this site, so the admin's session ends with it.
  it("restores an archive from before the site's last update: brought up to the current schema in a scratch database first", async () => {
    const older = await emptyDatabase(testDbKind);
    try {
      await migrateUpTo(older.db, "0014-page-menu");
      const now = new Date().toISOString();
      await sql`insert into content_pages (id, slug, title, content, created_at, updated_at, is_published) values (${"alt-1"}, ${"alte-seite"}, ${"Alte Seite"}, ${JSON.stringify([{ id: "b1", type: "text", content: { text: "Hallo" }, style: {}, children: [] }])}, ${now}, ${now}, ${1})`.execute(older.db);
      await createBackup({ database: older, storage: app.storage }, path.join(app.dataDir, "backups", "cms-backup-2020-01-01-000000.tar.gz"));
    } finally {
      await older.cleanup();
    }
    const { finished } = await startOnlineRestore(
      { ...backupDeps(), env: app.env },
      { name: "cms-backup-2020-01-01-000000.tar.gz", userId: await app.userId("chefin@example.de"), actor: { userId: null, name: "Test", email: null } },
    );
    const report = await finished;
    expect(report.schema_version).toBe("0014-page-menu");
    expect(report.migrated_to).toBe(migrationNames().at(-1));
    expect(await titles()).toEqual(["Alte Seite"]);
    expect(await migrateToLatest(app.database.db)).toEqual([]);
    // One log entry of the restore (none from the scratch database it passed through).
    expect((await app.database.db.selectFrom("audit_log").select("action").where("action", "=", "backup.restored").execute()).length).toBe(1);
    expect(fs.readdirSync(path.join(app.dataDir, "backups", ".partial"))).toEqual([]);
  }, 180_000);
});
