import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCliDatabase, dropCliDatabase } from "../../../../tests/cli-db";
import { testDbLabel } from "../../../../tests/test-db";
import { Readable } from "node:stream";
import { tinyWxr } from "../../../../tests/wxr";
import { runCli } from "../../admin-cli.server";
import { awaitJobs, runningJob } from "../../jobs/jobs.server";
import { startImportJob } from "../lock.server";
import { startImportRun } from "../run.server";
import { storeImportUpload } from "../uploads.server";
import { createLocalStorage } from "../../storage/local.server";
import { openDatabase, type DatabaseHandle } from "../../db/client.server";
import { buildExport, sampleSite } from "./test-export";

/** `npm run cms -- import-wordpress`, with the server's configuration (DATA_DIR, DATABASE_URL). */
describe(`npm run cms -- import-wordpress (${testDbLabel})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-cli-"));
  const dbName = `cms_wpcli_${crypto.randomBytes(5).toString("hex")}`;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  const exportFile = path.join(dataDir, "export.xml");
  let uploads: http.Server;
  let handle: DatabaseHandle | undefined;
  /** The answer of /warte.jpg waits for this: an import that stays running while the test looks. */
  let release = () => {};
  let held = Promise.resolve();
  let origin = "";

  beforeAll(async () => {
    await createCliDatabase(dbName, env);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0c0" } }).jpeg().toBuffer();
    uploads = http.createServer((req, res) => {
      if (req.url?.endsWith("/warte.jpg")) void held.then(() => res.writeHead(200).end(jpeg));
      else if (req.url?.endsWith("/bild.jpg") || req.url?.endsWith("/plan.png")) res.writeHead(200).end(jpeg);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => uploads.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(uploads.address() as AddressInfo).port}`;
    env.IMPORT_ALLOWED_HOSTS = new URL(origin).host;
    fs.writeFileSync(exportFile, buildExport(sampleSite(origin), { site: { title: "Alte Website", link: origin } }));
  });

  afterAll(async () => {
    await handle?.close();
    await new Promise((r) => uploads?.close(r));
    await dropCliDatabase(dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function db() {
    handle ??= openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(dataDir, "cms.db") });
    return handle.db;
  }

  async function pageCount(): Promise<number> {
    const row = await db().selectFrom("content_pages").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // Under plain tsx, as operators run it: app/server/cli-tsx.stress.test.ts (once, on SQLite).

  it("answers usage errors with 2 and a missing or wrong file with 1, in German", async () => {
    const none = await runCli(["import-wordpress"], env);
    expect(none.code).toBe(2);
    expect(none.message).toContain("npm run cms -- import-wordpress <export.xml> [--dry-run] [--overwrite]");
    expect((await runCli(["import-wordpress", exportFile, "--schnell"], env)).code).toBe(2);
    expect((await runCli(["unbekannt"], env)).message).toContain("import-wordpress");
    const missing = await runCli(["import-wordpress", path.join(dataDir, "fehlt.xml")], env);
    expect(missing).toMatchObject({ code: 1 });
    expect(missing.message).toMatch(/gibt es nicht/);
    const html = path.join(dataDir, "seite.html");
    fs.writeFileSync(html, "<html><body>keine Exportdatei</body></html>");
    const wrong = await runCli(["import-wordpress", html], env);
    expect(wrong.code).toBe(1);
    expect(wrong.message).toMatch(/kein WordPress-Export/);
    // The first command migrates the database and starts the import's worker thread (seconds under tsx).
  }, 60_000);

  it("a dry run prints the report and writes nothing", async () => {
    // --keep-demo is accepted (there is no demo before the first start: nothing to keep or remove).
    const result = await runCli(["import-wordpress", exportFile, "--dry-run", "--keep-demo"], env);
    expect(result.code).toBe(0);
    expect(result.message).toContain("Probelauf für „Alte Website“");
    expect(result.message).toMatch(/Seiten:\s+6 würden angelegt/);
    expect(result.message).toMatch(/Beiträge:\s+4 würden angelegt/);
    expect(result.message).toContain("2 Einträge vom Typ product nicht übernommen");
    expect(result.message).not.toContain("Demo-Inhalte");
    expect(await pageCount()).toBe(0);
  });

  it("imports, and a second run finds everything unchanged", async () => {
    const result = await runCli(["import-wordpress", exportFile], env);
    expect(result.code).toBe(0);
    expect(result.message).toContain("WordPress-Import von „Alte Website“");
    expect(result.message).toMatch(/Seiten:\s+6 neu/);
    expect(result.message).toMatch(/Medien:\s+2 neu, 0 aktualisiert, 0 unverändert, 0 übersprungen, 1 fehlgeschlagen/);
    expect(result.message).toMatch(/fehlt\.jpg: nicht übernommen: nicht erreichbar \(Status 404\)/);
    expect(await pageCount()).toBe(10);
    const again = await runCli(["import-wordpress", exportFile, "--overwrite"], env);
    expect(again.code).toBe(0);
    expect(again.message).toMatch(/Seiten:\s+0 neu, 0 aktualisiert, 6 unverändert/);
    expect(await pageCount()).toBe(10);
  });

  it("takes the same one-at-a-time lock as the admin's import: each refuses while the other runs", async () => {
    // An import started from the admin (the same lock function run.server.ts uses), still running.
    let finishAdmin = () => {};
    const admin = await startImportJob(db(), null, () => new Promise<void>((resolve) => (finishAdmin = resolve)));
    const refused = await runCli(["import-wordpress", exportFile], env);
    expect(refused.code).toBe(1);
    expect(refused.message).toContain("Es läuft bereits ein Import. Bitte warten Sie, bis er fertig ist.");
    finishAdmin();
    await admin.outcome;
    await awaitJobs();

    // The command line's import, held on a download; meanwhile the admin's start answers 409.
    held = new Promise<void>((resolve) => (release = resolve));
    const slowFile = path.join(dataDir, "langsam.xml");
    fs.writeFileSync(slowFile, buildExport({ items: [{ id: 1, type: "attachment", title: "warte", attachmentUrl: `${origin}/wp-content/uploads/2024/01/warte.jpg` }] }, { site: { title: "Langsam", link: origin } }));
    const cli = runCli(["import-wordpress", slowFile], env);
    await expect.poll(async () => (await runningJob(db(), "import")) !== null, { timeout: 60_000 }).toBe(true);
    const upload = await storeImportUpload(dataDir, Readable.from([tinyWxr()]), "export.xml", 10 * 1024 * 1024);
    const deps = { db: db(), storage: createLocalStorage(path.join(dataDir, "media")), dataDir };
    await expect(startImportRun(deps, upload.upload, { dry_run: true }, null)).rejects.toMatchObject({ status: 409, message: "Es läuft bereits ein Import. Bitte warten Sie, bis er fertig ist." });
    release();
    const done = await cli;
    expect(done.code).toBe(0);
    expect(done.message).toMatch(/Medien:\s+1 neu/);
    expect(await runningJob(db(), "import")).toBeNull();
  }, 120_000);
});
