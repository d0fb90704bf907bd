import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deImport } from "~/i18n/import";
import { IMPORT_UPLOAD_MAX_BYTES, importReportSchema } from "~/lib/import-schema";
import { sweepImportUploads, IMPORT_UPLOAD_MAX_AGE_MS } from "~/server/import/uploads.server";
import { awaitJobs, startJob } from "~/server/jobs/jobs.server";
import { sendBodyHead } from "../../../tests/body-head";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import { tinyWxr } from "../../../tests/wxr";
import * as importRunRoute from "./import-run";
import * as jobRoute from "./job";

/**
 * The import API over real HTTP: the streamed upload (Express, POST /api/import), the run as a
 * background job (POST /api/import/:upload/run) and its report at GET /api/jobs/:id.
 */

const build = routeBuild({ "api/import/:upload/run": importRunRoute, "api/jobs/:id": jobRoute });

describe(`import API (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;
  const importsDir = () => path.join(app.dataDir, "imports");
  /** Everything in DATA_DIR/imports (finished and unfinished files). */
  const storedFiles = () => (fs.existsSync(importsDir()) ? fs.readdirSync(importsDir()).sort() : []);
  const pageCount = async () => Number((await db().selectFrom("content_pages").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  useTestApp({ build }, ["chefin@example.de", "gast@example.de"], (a, chefin, gast) => {
    app = a;
    admin = chefin;
    member = gast;
  }, awaitJobs);

  function upload(client: HttpClient | null, body: string | Buffer, name = "export.xml") {
    const form = new FormData();
    form.append("file", new Blob([typeof body === "string" ? body : new Uint8Array(body)], { type: "text/xml" }), name);
    return fetch(`${app.url}/api/import`, { method: "POST", body: form, headers: { origin: app.url, ...(client ? { cookie: client.cookieHeader() } : {}) } });
  }

  async function finished(client: HttpClient, job: string) {
    for (;;) {
      const res = await client.get(`/api/jobs/${job}`);
      expect(res.status).toBe(200);
      if (res.body.status !== "running") return res.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("refuses visitors (401) and non-admins (403) at both endpoints and stores nothing", async () => {
    const anonymous = await upload(null, tinyWxr());
    expect(anonymous.status).toBe(401);
    const refused = await upload(member, tinyWxr());
    expect(refused.status).toBe(403);
    expect(storedFiles()).toEqual([]);

    const stored = (await (await upload(admin, tinyWxr())).json()) as { upload: string };
    expect((await app.client().post(`/api/import/${stored.upload}/run`, { dry_run: true })).status).toBe(401);
    expect((await member.post(`/api/import/${stored.upload}/run`, { dry_run: true })).status).toBe(403);
    expect(await db().selectFrom("background_jobs").selectAll().execute()).toEqual([]);
  });

  it("refuses a file that is no WordPress export (400 naming `file`, German), also a large one, and keeps nothing", async () => {
    const before = storedFiles();
    const html = await upload(admin, "<!doctype html><html><body>Hallo</body></html>", "seite.xml");
    expect(html.status).toBe(400);
    expect(await html.json()).toEqual({ error: deImport.api.notWxr, fields: { file: deImport.api.notWxr } });

    const otherFeed = await upload(admin, `<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title></channel></rss>`);
    expect(otherFeed.status).toBe(400);

    // 5 MB of something else: refused after its first kilobytes, nothing written to disk.
    const big = await upload(admin, Buffer.alloc(5 * 1024 * 1024, "a"), "gross.xml");
    expect(big.status).toBe(400);
    expect((await big.json()).fields.file).toBe(deImport.api.notWxr);

    const empty = await upload(admin, "", "leer.xml");
    expect(empty.status).toBe(400);

    const notMultipart = await admin.post("/api/import", { file: "x" });
    expect(notMultipart.status).toBe(415);
    expect(notMultipart.body.fields.file).toBe(deImport.api.badForm);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a body over 200 MB by its Content-Length (413, German) before reading any of it", async () => {
    const answer = await sendBodyHead(`${app.url}/api/import`, { "content-type": "multipart/form-data; boundary=x", origin: app.url, cookie: admin.cookieHeader() }, IMPORT_UPLOAD_MAX_BYTES + 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatch(/zu groß \(höchstens 200 MB\)/);
  });

  it("stores an export (201 {upload, name, size}) byte for byte; runs of unknown uploads are 404, bad bodies 400", async () => {
    const xml = tinyWxr({ https: true });
    const res = await upload(admin, xml, "muster-gmbh.WordPress.2026-11-27.xml");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { upload: string; name: string; size: number };
    expect(body).toEqual({ upload: expect.stringMatching(/^[0-9a-f-]{36}$/), name: "muster-gmbh.WordPress.2026-11-27.xml", size: Buffer.byteLength(xml) });
    expect(fs.readFileSync(path.join(importsDir(), `${body.upload}.xml`), "utf8")).toBe(xml);
    expect(storedFiles().some((f) => f.endsWith(".partial"))).toBe(false);

    const unknown = await admin.post("/api/import/0b7e8f8e-4b8b-4c3e-9a57-6f1a2b3c4d5e/run", { dry_run: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(deImport.api.unknownUpload);
    expect((await admin.post("/api/import/..%2Fcms.db/run", { dry_run: true })).status).toBe(404);

    const bad = await admin.post(`/api/import/${body.upload}/run`, { dry_run: "ja" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.dry_run).toBe(deImport.api.dryRun);
    expect((await admin.post(`/api/import/${body.upload}/run`, {})).body.fields.dry_run).toBe(deImport.api.dryRun);
    // The camelCase name of before decision 032 is no longer read: the field is missing.
    expect((await admin.post(`/api/import/${body.upload}/run`, { dryRun: true })).body.fields).toEqual({ dry_run: deImport.api.dryRun });
    expect(await db().selectFrom("background_jobs").selectAll().execute()).toEqual([]);
  });

  it("a second run while an import runs is refused with 409 and starts nothing", async () => {
    const { upload: id } = (await (await upload(admin, tinyWxr())).json()) as { upload: string };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = await startJob(db(), "import", null, () => gate);
    try {
      const busy = await admin.post(`/api/import/${id}/run`, { dry_run: true });
      expect(busy.status).toBe(409);
      expect(busy.body.error).toBe(deImport.api.busy);
      const jobs = await db().selectFrom("background_jobs").select("id").execute();
      expect(jobs.map((j) => j.id)).toEqual([running]);
    } finally {
      release();
      await awaitJobs();
    }
  });

  it("a dry run reports in GET /api/jobs/:id and writes nothing; the import then creates the page and post and removes the file", async () => {
    const { upload: id } = (await (await upload(admin, tinyWxr())).json()) as { upload: string };
    const pagesBefore = await pageCount();

    const started = await admin.post(`/api/import/${id}/run`, { dry_run: true });
    expect(started.status).toBe(202);
    const dry = await finished(admin, started.body.job);
    expect(dry.error).toBeNull();
    expect(dry.status).toBe("done");
    // Exactly the snake_case names of the ImportReport schema (decision 032), nothing dropped by the parse.
    expect(Object.keys(dry.result).sort()).toEqual(Object.keys(importReportSchema.shape).sort());
    const report = importReportSchema.parse(dry.result);
    expect(report).toEqual(dry.result);
    expect(report).toMatchObject({ dry_run: true, pages: { created: 1 }, posts: { created: 1 }, media: { created: 0, failed: 0 } });
    expect(report.site.title).toBe("Muster GmbH");
    expect(await pageCount()).toBe(pagesBefore);
    expect(fs.existsSync(path.join(importsDir(), `${id}.xml`))).toBe(true);

    const real = await admin.post(`/api/import/${id}/run`, { dry_run: false, overwrite: false });
    expect(real.status).toBe(202);
    const done = await finished(admin, real.body.job);
    expect(done.error).toBeNull();
    expect(importReportSchema.parse(done.result)).toMatchObject({ dry_run: false, pages: { created: 1 }, posts: { created: 1 } });
    expect(await pageCount()).toBe(pagesBefore + 2);
    const page = await db().selectFrom("content_pages").select(["title", "content_type"]).where("slug", "=", "ueber-uns").executeTakeFirst();
    expect(page?.title).toBe("Über uns");
    // The file went after the real import: a run of it now is a 404.
    expect(fs.existsSync(path.join(importsDir(), `${id}.xml`))).toBe(false);
    expect((await admin.post(`/api/import/${id}/run`, { dry_run: true })).status).toBe(404);
  });

  it("a run that fails (broken XML after a valid head) ends as a failed job with a German error, keeping the file", async () => {
    const broken = tinyWxr().replace("</channel>", "<item><title>Kaputt</titel></item></channel>");
    const { upload: id } = (await (await upload(admin, broken)).json()) as { upload: string };
    const pagesBefore = await pageCount();
    const started = await admin.post(`/api/import/${id}/run`, { dry_run: false });
    expect(started.status).toBe(202);
    const job = await finished(admin, started.body.job);
    expect(job.status).toBe("failed");
    expect(job.result).toBeNull();
    expect(job.error).toMatch(/^Die Exportdatei ist kein gültiges XML/);
    expect(await pageCount()).toBe(pagesBefore);
    expect(fs.existsSync(path.join(importsDir(), `${id}.xml`))).toBe(true);
  });

  it("sweeps uploads not used for 24 hours (and unfinished writes), keeping recent ones", async () => {
    const dataDir = app.dataDir;
    const dir = importsDir();
    fs.mkdirSync(dir, { recursive: true });
    const old = "11111111-1111-4111-8111-111111111111";
    const fresh = "22222222-2222-4222-8222-222222222222";
    const partial = "33333333-3333-4333-8333-333333333333";
    for (const id of [old, fresh]) {
      fs.writeFileSync(path.join(dir, `${id}.xml`), tinyWxr());
      fs.writeFileSync(path.join(dir, `${id}.json`), "{}");
    }
    fs.writeFileSync(path.join(dir, `${partial}.xml.partial`), "<?xml");
    const now = Date.now();
    const past = new Date(now - IMPORT_UPLOAD_MAX_AGE_MS - 60_000);
    fs.utimesSync(path.join(dir, `${old}.xml`), past, past);
    fs.utimesSync(path.join(dir, `${partial}.xml.partial`), past, past);

    expect(await sweepImportUploads(dataDir, IMPORT_UPLOAD_MAX_AGE_MS, now)).toBe(2);
    const left = fs.readdirSync(dir);
    expect(left.filter((f) => f.startsWith(old) || f.startsWith(partial))).toEqual([]);
    expect(left).toEqual(expect.arrayContaining([`${fresh}.xml`, `${fresh}.json`]));
  });
});
