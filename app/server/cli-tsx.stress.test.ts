import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/client.server";
import { buildExport, sampleSite } from "./import/wordpress/test-export";

/**
 * `npm run cms` as operators run it: `node scripts/cms.mjs`, no Vite around it (the tool runs from
 * its esbuild bundle of our code, import.meta.glob resolved by scripts/glob-hooks.mjs; the import's
 * worker thread is a chunk of it). Child processes, so a stress test, once per npm test on SQLite:
 * the help, import a WordPress export, back the site up, restore the archive into an empty
 * DATA_DIR. The commands' behaviour on both databases is tested in-process
 * (import/wordpress/cli.integration.test.ts, backup/cli.integration.test.ts); how fast they start
 * is measured in `npm run bench:cli`, not asserted here.
 */
describe("npm run cms as a plain node process", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-cli-tsx-"));
  const exportFile = path.join(work, "export.xml");
  let uploads: http.Server;
  let allowedHost = "";

  /** One command in a child process with the site's DATA_DIR (SQLite), as `npm run cms -- …` runs it. */
  function cms(dataDir: string, ...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", IMPORT_ALLOWED_HOSTS: allowedHost };
    delete env.VITEST;
    delete env.DATABASE_URL;
    return promisify(execFile)(process.execPath, ["scripts/cms.mjs", ...args], { cwd: root, env });
  }

  async function pageTitles(dataDir: string): Promise<string[]> {
    const handle = openDatabase({ sqliteFile: path.join(dataDir, "cms.db") });
    try {
      return (await handle.db.selectFrom("content_pages").select("title").orderBy("title").execute()).map((r) => r.title);
    } finally {
      await handle.close();
    }
  }

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0c0" } }).jpeg().toBuffer();
    uploads = http.createServer((req, res) => {
      if (req.url?.endsWith("/bild.jpg") || req.url?.endsWith("/plan.png")) res.writeHead(200).end(jpeg);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => uploads.listen(0, "127.0.0.1", r));
    const origin = `http://127.0.0.1:${(uploads.address() as AddressInfo).port}`;
    allowedHost = new URL(origin).host;
    fs.writeFileSync(exportFile, buildExport(sampleSite(origin), { site: { title: "Alte Website", link: origin } }));
  });
  afterAll(async () => {
    await new Promise((r) => uploads?.close(r));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("prints its help with every command", async () => {
    const help = await cms(path.join(work, "hilfe"), "hilfe").then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(help.code).toBe(2);
    for (const command of ["create-user", "create-admin", "import-wordpress", "backup", "restore"]) expect(help.stderr).toContain(`npm run cms -- ${command}`);
  });

  it("imports a WordPress export, backs the site up and restores it into an empty DATA_DIR", async () => {
    const site = path.join(work, "quelle");
    const imported = await cms(site, "import-wordpress", exportFile);
    expect(imported.stdout).toMatch(/Seiten:\s+6 neu/);
    const titles = await pageTitles(site);
    expect(titles.length).toBeGreaterThanOrEqual(6);

    const archive = path.join(work, "sicherung.tar.gz");
    const made = await cms(site, "backup", archive);
    expect(made.stdout).toContain(`Sicherung geschrieben: ${archive}`);

    const copy = path.join(work, "ziel");
    const restored = await cms(copy, "restore", archive);
    expect(restored.stdout).toContain("Sicherung wiederhergestellt");
    expect(await pageTitles(copy)).toEqual(titles);
  });
});
