import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deBackups } from "~/i18n/backups-admin";
import { jobSchema } from "~/lib/api-schema";
import { backupOverviewSchema, backupStartedSchema } from "~/lib/backup-schema";
import { awaitJobs } from "~/server/jobs/jobs.server";
import { startS3, type TestS3 } from "../../../tests/s3";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel, testStorageKinds } from "../../../tests/test-db";
import { callRoute, jsonInit } from "../../../tests/route-call";
import * as backupRoute from "./backup";
import * as backupsRoute from "./backups";
import * as jobRoute from "./job";

describe(`backups API (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const anonymous = (pathname: string, init?: RequestInit) => new Request(app.url + pathname, init);
  const backupsDir = () => path.join(app.dataDir, "backups");
  const list = async () => backupOverviewSchema.parse(await (await callRoute(backupsRoute.loader, admin.request("/api/backups"))).json());

  beforeAll(async () => {
    app = await createTestApp({ env: { BACKUP_HOUR: "4", BACKUP_KEEP: "7" } });
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
  });
  afterAll(async () => {
    await awaitJobs();
    await app?.close();
  });

  it("answers 401 and 403 and starts nothing", async () => {
    expect((await callRoute(backupsRoute.loader, anonymous("/api/backups"))).status).toBe(401);
    expect((await callRoute(backupsRoute.loader, member.request("/api/backups"))).status).toBe(403);
    expect((await callRoute(backupsRoute.action, anonymous("/api/backups", jsonInit("POST")))).status).toBe(401);
    expect((await callRoute(backupsRoute.action, member.request("/api/backups", jsonInit("POST")))).status).toBe(403);
    const name = "cms-backup-2026-11-26-030000.tar.gz";
    expect((await callRoute(backupRoute.loader, anonymous(`/api/backups/${name}`), { name })).status).toBe(401);
    expect((await callRoute(backupRoute.loader, member.request(`/api/backups/${name}`), { name })).status).toBe(403);
    const overview = await list();
    expect(overview).toMatchObject({ backups: [], last: null, running: null, location: "local", schedule: { hour: 4, keep_days: 7, time_zone: "Europe/Berlin" } });
    expect(await app.database.db.selectFrom("background_jobs").select("id").execute()).toEqual([]);
    expect(fs.existsSync(backupsDir())).toBe(false);
  });

  it("starts a backup (202 {job}), follows it to done and lists it; the download is the stored file", async () => {
    const res = await callRoute(backupsRoute.action, admin.request("/api/backups", jsonInit("POST")));
    expect(res.status).toBe(202);
    const { job } = backupStartedSchema.parse(await res.json());
    expect(job).toMatchObject({ kind: "backup", status: "running" });
    await awaitJobs();
    const ended = jobSchema.parse(await (await callRoute(jobRoute.loader, admin.request(`/api/jobs/${job.id}`), { id: job.id })).json());
    expect(ended.status).toBe("done");
    const result = ended.result as { name: string; bytes: number; trigger: string };
    expect(result.trigger).toBe("manual");

    const overview = await list();
    expect(overview.backups).toEqual([{ name: result.name, bytes: result.bytes, created_at: expect.any(String) }]);
    expect(overview.last).toMatchObject({ ok: true, trigger: "manual", name: result.name, bytes: result.bytes });
    expect(overview.running).toBeNull();

    const download = await callRoute(backupRoute.loader, admin.request(`/api/backups/${result.name}`), { name: result.name });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/gzip");
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="${result.name}"`);
    expect(download.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(download.headers.get("content-length")).toBe(String(bytes.length));
    expect(bytes.equals(fs.readFileSync(path.join(backupsDir(), result.name)))).toBe(true);
    const head = await callRoute(backupRoute.loader, admin.request(`/api/backups/${result.name}`, { method: "HEAD" }), { name: result.name });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.body).toBeNull();
    // gzip magic number
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    // Issue 38 item 14: the archive holds every password hash, so each download is in the log
    // (who, when, which archive, its size); a HEAD request downloads nothing and is not logged.
    const downloads = await app.database.db.selectFrom("audit_log").selectAll().where("action", "=", "backup.downloaded").execute();
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({ object_type: "backup", object_id: result.name, object_title: result.name, user_email: "chefin@example.de" });
    const detail = downloads[0].detail;
    expect(typeof detail === "string" ? JSON.parse(detail) : detail).toEqual({ bytes: bytes.length });
  });

  it("refuses a second backup while one runs (409) and starts none", async () => {
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    await app.database.db
      .insertInto("background_jobs")
      .values({ id, kind: "backup", status: "running", done: 0, total: 0, message: null, result: null, error: null, created_by: null, created_at: now, updated_at: now })
      .execute();
    try {
      const before = await app.database.db.selectFrom("background_jobs").select("id").execute();
      const res = await callRoute(backupsRoute.action, admin.request("/api/backups", jsonInit("POST")));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: deBackups.alreadyRunning });
      expect(await app.database.db.selectFrom("background_jobs").select("id").execute()).toEqual(before);
      expect((await list()).running).toMatchObject({ id, status: "running" });
    } finally {
      await app.database.db.deleteFrom("background_jobs").where("id", "=", id).execute();
    }
  });

  it("answers 404 for an unknown archive and 400 for names that are no archive names", async () => {
    const unknown = "cms-backup-2001-01-01-000000.tar.gz";
    const missing = await callRoute(backupRoute.loader, admin.request(`/api/backups/${unknown}`), { name: unknown });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: deBackups.notFound });
    // A real file beside the backups that a traversal would reach.
    fs.writeFileSync(path.join(app.dataDir, "geheim.txt"), "nicht herausgeben");
    for (const name of ["../geheim.txt", "../auth-secret", "../cms.db", "..%2Fgeheim.txt", "cms-backup-2026-11-26-030000.tar.gz/../../geheim.txt", ".partial"]) {
      const res = await callRoute(backupRoute.loader, admin.request(`/api/backups/${encodeURIComponent(name)}`), { name });
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toEqual({ error: deBackups.invalidName, fields: { name: deBackups.invalidName } });
    }
  });

  it("records a failed run as the last outcome and lists it for the screen", async () => {
    const partial = path.join(backupsDir(), ".partial");
    fs.rmSync(partial, { recursive: true, force: true });
    fs.writeFileSync(partial, "kein Verzeichnis");
    try {
      const res = await callRoute(backupsRoute.action, admin.request("/api/backups", jsonInit("POST")));
      expect(res.status).toBe(202);
      await awaitJobs();
      const overview = await list();
      expect(overview.last).toMatchObject({ ok: false, trigger: "manual" });
      expect(overview.backups).toHaveLength(1);
    } finally {
      fs.rmSync(partial, { force: true });
    }
  });
});

// With the run's storage (testStorageKinds): the bucket goes with PostgreSQL.
describe.runIf(testStorageKinds.includes("s3"))(`backups API with the S3 bucket (${testDbLabel})`, () => {
  let s3: TestS3;
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    s3 = await startS3();
    app = await createTestApp({ env: { ...s3.env, S3_FORCE_PATH_STYLE: "true" } });
    admin = await app.signedUp("chefin@example.de");
  });
  afterAll(async () => {
    await awaitJobs();
    await app?.close();
    await s3?.close();
  });

  it("uploads the archive into backups/ of the bucket, lists it from there and streams it back; nothing stays on the disk", async () => {
    const res = await callRoute(backupsRoute.action, admin.request("/api/backups", jsonInit("POST")));
    expect(res.status).toBe(202);
    await awaitJobs();
    const overview = backupOverviewSchema.parse(await (await callRoute(backupsRoute.loader, admin.request("/api/backups"))).json());
    expect(overview.location).toBe("s3");
    expect(overview.last).toMatchObject({ ok: true });
    expect(overview.backups).toHaveLength(1);
    const [entry] = overview.backups;
    expect(s3.requests.some((r) => r.startsWith("PUT ") && r.includes(`/backups/${entry.name}`))).toBe(true);
    // The temp archive went (only the emptied temp folder may stay).
    const local = path.join(app.dataDir, "backups");
    const leftovers = fs.existsSync(local) ? (fs.readdirSync(local, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(local, f)).isFile()) : [];
    expect(leftovers).toEqual([]);

    const download = await callRoute(backupRoute.loader, admin.request(`/api/backups/${entry.name}`), { name: entry.name });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.length).toBe(entry.bytes);
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const stored = await app.storage.get(`backups/${entry.name}`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});
