import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl, testDbKind, testDbLabel } from "../../../tests/test-db";
import { runCli } from "../admin-cli.server";
import { openDatabase, type DatabaseHandle } from "../db/client.server";
import { createAsset } from "../media/assets.server";
import { createPageFromInput } from "../pages/service.server";
import { createLocalStorage } from "../storage/local.server";
import { BACKUP_NAME_PATTERN } from "./archive.server";
import { writeHeartbeat } from "./heartbeat.server";

/** `npm run cms -- backup` and `restore` with the server's configuration (DATA_DIR, DATABASE_URL). */
describe(`npm run cms -- backup / restore (${testDbLabel})`, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backup-cli-"));
  const databases: string[] = [];
  const handles: DatabaseHandle[] = [];

  async function site(name: string): Promise<NodeJS.ProcessEnv> {
    const dataDir = path.join(root, name);
    fs.mkdirSync(dataDir, { recursive: true });
    const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    if (testDbKind === "postgres") {
      const dbName = `cms_bcli_${crypto.randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      databases.push(dbName);
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${dbName}`;
      env.DATABASE_URL = url.toString();
    }
    return env;
  }

  function open(env: NodeJS.ProcessEnv): DatabaseHandle {
    const handle = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR!, "cms.db") });
    handles.push(handle);
    return handle;
  }

  let source: NodeJS.ProcessEnv;
  let target: NodeJS.ProcessEnv;
  let archive: string;

  beforeAll(async () => {
    source = await site("quelle");
    target = await site("ziel");
    expect((await runCli(["create-admin", "chefin@example.org", "sicher123"], source)).code).toBe(0);
    const db = open(source).db;
    for (let i = 0; i < 5; i++) await createPageFromInput(db, { title: `Seite ${i}`, is_published: true }, { authorId: null });
    const storage = createLocalStorage(path.join(source.DATA_DIR!, "media"));
    const bytes = crypto.randomBytes(300_000);
    await storage.put("documents/preisliste.pdf", bytes, { contentType: "application/pdf" });
    await createAsset(db, { name: "Preisliste", file_path: "documents/preisliste.pdf", mime_type: "application/pdf", file_size: bytes.length });
  }, 120_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    if (databases.length) {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("backup writes an archive into DATA_DIR/backups and prints a German summary", async () => {
    const result = await runCli(["backup"], source);
    expect(result.code).toBe(0);
    const file = /^Sicherung geschrieben: (.+)$/m.exec(result.message)?.[1];
    expect(file && path.dirname(file)).toBe(path.join(source.DATA_DIR!, "backups"));
    expect(path.basename(file!)).toMatch(BACKUP_NAME_PATTERN);
    expect(fs.existsSync(file!)).toBe(true);
    expect(result.message).toMatch(/Tabellen: \d+, Zeilen: \d+/);
    expect(result.message).toMatch(/Mediendateien: 1 \(293,0 KB\)/);
    archive = file!;

    const chosen = path.join(root, "eigene", "sicherung.tar.gz");
    const second = await runCli(["backup", chosen], source);
    expect(second.code).toBe(0);
    expect(second.message).toContain(`Sicherung geschrieben: ${chosen}`);
    expect(fs.existsSync(chosen)).toBe(true);
  }, 120_000);

  it("restore fills an empty database and the storage, and prints what must match", async () => {
    const result = await runCli(["restore", archive], target);
    expect(result.message).toContain("Sicherung wiederhergestellt");
    expect(result.code).toBe(0);
    expect(result.message).toMatch(/Mediendateien: 1\b/);
    expect(result.message).toContain("AUTH_SECRET");
    const db = open(target).db;
    expect((await db.selectFrom("content_pages").select("title").where("title", "like", "Seite %").execute()).length).toBe(5);
    expect(fs.statSync(path.join(target.DATA_DIR!, "media", "documents", "preisliste.pdf")).size).toBe(300_000);
  }, 120_000);

  it("refuses (exit 1) over content without --replace and while a server runs; --replace then works", async () => {
    const refused = await runCli(["restore", archive], target);
    expect(refused.code).toBe(1);
    expect(refused.message).toMatch(/^Wiederherstellung abgelehnt, nichts wurde verändert: .*--replace/);

    const db = open(target).db;
    await writeHeartbeat(db);
    const running = await runCli(["restore", archive, "--replace"], target);
    expect(running.code).toBe(1);
    expect(running.message).toContain("läuft ein Server");
    await db.deleteFrom("app_meta").where("key", "=", "server_heartbeat").execute();

    const replaced = await runCli(["restore", "--replace", archive], target);
    expect(replaced.code).toBe(0);
    expect(replaced.message).toMatch(/Mediendateien: 1 \(davon 1 schon vorhanden\)/);
  }, 120_000);

  // Under plain tsx, as operators run it: app/server/cli-tsx.stress.test.ts (once, on SQLite).

  it("answers bad arguments with the usage (exit 2)", async () => {
    expect((await runCli(["restore"], target)).code).toBe(2);
    expect((await runCli(["restore", "a.tar.gz", "b.tar.gz"], target)).message).toContain("npm run cms -- restore <datei> [--replace]");
    expect((await runCli(["backup", "a", "b"], target)).code).toBe(2);
    const missing = await runCli(["restore", path.join(root, "gibt-es-nicht.tar.gz"), "--replace"], target);
    expect(missing.code).toBe(1);
    expect(missing.message).toMatch(/gibt-es-nicht\.tar\.gz gibt es nicht/);
  });
});
