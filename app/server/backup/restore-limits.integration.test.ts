import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { Header } from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deBackups } from "~/i18n/backups-admin";
import { emptyDatabase } from "../../../tests/backup";
import { createTestDatabase, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { runCli } from "../admin-cli.server";
import { migrateToLatest } from "../db/migrate.server";
import { loadEnv } from "../env.server";
import { configureLogger } from "../logger.server";
import { sweepStartupPartials } from "../maintenance.server";
import { createPageFromInput } from "../pages/service.server";
import { createLocalStorage } from "../storage/local.server";
import { readArchive, TarWriter, type BackupManifest } from "./archive.server";
import { createBackup, readManifest } from "./backup.server";
import { checkTempSpace, restoreBackup, RestoreRefusedError } from "./restore.server";
import { lastBackupRun, recordBackupOutcome, runBackup } from "./run.server";
import { CLI_PARTIAL_QUIET_MS, createBackupStore } from "./store.server";

/**
 * Issue 38 item 26: a restore reads the manifest before it writes anything and unpacks only what
 * it names, within a disk budget; a gzip bomb is a German refusal of the CLI that leaves no temp
 * folder; what killed runs leave (backups, import uploads) goes at start and after the next
 * successful backup; an aborted backup shows on the dashboard.
 */
describe(`Wiederherstellung: Grenzen und Reste (${testDbLabel})`, () => {
  let work: string;
  let source: TestDatabase;
  let archive: string;
  let manifest: BackupManifest;
  const env = () => loadEnv({ DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent" });

  beforeAll(async () => {
    configureLogger("silent");
    work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-restore-limits-"));
    source = await createTestDatabase();
    await createPageFromInput(source.db, { title: "Eine Seite", is_published: true }, { authorId: null });
    archive = path.join(work, "quelle.tar.gz");
    await createBackup({ database: source, storage: createLocalStorage(path.join(work, "media")) }, archive);
    manifest = await readManifest(archive);
  }, 120_000);
  afterAll(async () => {
    await source?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Every file below `dir` with its size. */
  function filesBelow(dir: string): Record<string, number> {
    const out: Record<string, number> = {};
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, full)] = fs.statSync(full).size;
    }
    return out;
  }

  it("writes only the table files the manifest names, none of the entries it does not (30 MB each, unnamed)", async () => {
    const crafted = path.join(work, "mit-fremden-dateien.tar.gz");
    const tar = new TarWriter(fs.createWriteStream(crafted));
    const zeros = Buffer.alloc(30 * 1024 * 1024);
    await tar.addStream("tables/eindringling.jsonl", zeros.length, Readable.from([zeros]), 6);
    await tar.addStream("anderes/datei.bin", zeros.length, Readable.from([zeros]), 6);
    await readArchive(archive, async (entry) => {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      await tar.addStream(entry.path, bytes.length, Readable.from([bytes]));
    });
    await tar.finish();
    expect(fs.statSync(crafted).size).toBeLessThan(2 * 1024 * 1024);

    const tempDir = fs.mkdtempSync(path.join(work, "temp-"));
    const target = await emptyDatabase(testDbKind);
    let unpacked: Record<string, number> = {};
    try {
      const summary = await restoreBackup({ database: target, storage: createLocalStorage(path.join(work, "ziel-media")), env: env() }, crafted, {
        tempDir,
        beforeChanges: async () => {
          unpacked = filesBelow(tempDir);
        },
      });
      expect(summary.rows).toBeGreaterThan(0);
    } finally {
      await target.cleanup();
    }
    const named = Object.fromEntries(manifest.tables.map((t) => [t.file, t.bytes]));
    const unpackedTables = Object.fromEntries(Object.entries(unpacked).map(([file, size]) => [file.split(path.sep).slice(1).join("/"), size]));
    expect(unpackedTables).toEqual(named);
    // The temp folder is empty again afterwards.
    expect(fs.readdirSync(tempDir)).toEqual([]);
  }, 120_000);

  it("refuses before writing when the temp folder's disk cannot hold the tables the manifest names", async () => {
    const huge = { ...manifest, tables: [{ ...manifest.tables[0], bytes: 1e15 }] };
    await expect(checkTempSpace(work, huge)).rejects.toThrow(RestoreRefusedError);
    await expect(checkTempSpace(work, huge)).rejects.toThrow(/nicht genug Platz für die Tabellen der Sicherung/);
    await expect(checkTempSpace(work, manifest)).resolves.toBeUndefined();
  });

  it("a gzip bomb: the CLI refuses in German, leaves no cms-restore-* folder", async () => {
    const bomb = path.join(work, "bombe.tar.gz");
    const header = Buffer.alloc(512);
    new Header({ path: "tables/content_pages.jsonl", mode: 0o644, size: 300 * 1024 * 1024, mtime: new Date(), type: "File" }).encode(header, 0);
    await new Promise<void>((resolve, reject) => {
      const gzip = zlib.createGzip({ level: 9 });
      const out = fs.createWriteStream(bomb);
      gzip.pipe(out).on("finish", resolve).on("error", reject);
      gzip.write(header);
      const mb = Buffer.alloc(1024 * 1024);
      let written = 0;
      const more = () => {
        while (written < 300) {
          written++;
          if (!gzip.write(mb)) return void gzip.once("drain", more);
        }
        gzip.end();
      };
      more();
    });
    expect(fs.statSync(bomb).size).toBeLessThan(1024 * 1024);

    const tmp = fs.mkdtempSync(path.join(work, "tmp-"));
    const dataDir = path.join(work, "bomben-ziel");
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    let result;
    try {
      // The archive is refused before any database is touched: the CLI's own SQLite file serves both runs.
      result = await runCli(["restore", bomb], { DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(result.code).toBe(1);
    expect(result.message).toMatch(/^Wiederherstellung abgelehnt, nichts wurde verändert: Die Datei bombe\.tar\.gz entpackt sich auf mehr als das Tausendfache ihrer Größe/);
    expect(fs.readdirSync(tmp).filter((name) => name.startsWith("cms-restore-"))).toEqual([]);
  }, 120_000);

  it("removes what killed backups and import uploads left, at start; keeps finished archives, fresh CLI writes and finished uploads", async () => {
    const dataDir = path.join(work, "reste");
    const backups = path.join(dataDir, "backups");
    const imports = path.join(dataDir, "imports");
    fs.mkdirSync(path.join(backups, ".partial", ".cms-backup-abc"), { recursive: true });
    fs.writeFileSync(path.join(backups, ".partial", "0011-cms-backup-2026-12-01-030000.tar.gz.part.partial"), "halb");
    fs.writeFileSync(path.join(backups, ".partial", ".cms-backup-abc", "content_pages.jsonl"), "{}");
    fs.writeFileSync(path.join(backups, "cms-backup-2026-12-01-030000.tar.gz"), "fertig");
    // A killed CLI backup beside the archives (quiet for long) and one being written right now.
    fs.writeFileSync(path.join(backups, "cms-backup-2026-12-01-040000.tar.gz.partial"), "alt");
    fs.mkdirSync(path.join(backups, ".cms-backup-old"));
    const old = new Date(Date.now() - CLI_PARTIAL_QUIET_MS - 60_000);
    fs.utimesSync(path.join(backups, "cms-backup-2026-12-01-040000.tar.gz.partial"), old, old);
    fs.utimesSync(path.join(backups, ".cms-backup-old"), old, old);
    fs.writeFileSync(path.join(backups, "cms-backup-2026-12-01-050000.tar.gz.partial"), "läuft");
    fs.mkdirSync(imports, { recursive: true });
    fs.writeFileSync(path.join(imports, "abcdef0123456789.xml.partial"), "<rss");
    fs.writeFileSync(path.join(imports, "0123456789abcdef.xml"), "<rss/>");

    await sweepStartupPartials(undefined, dataDir);

    expect(fs.readdirSync(path.join(backups, ".partial"))).toEqual([]);
    expect(fs.readdirSync(backups).sort()).toEqual([".partial", "cms-backup-2026-12-01-030000.tar.gz", "cms-backup-2026-12-01-050000.tar.gz.partial"]);
    expect(fs.readdirSync(imports)).toEqual(["0123456789abcdef.xml"]);
  });

  it("removes a killed run's temp files after the next successful backup", async () => {
    const dataDir = path.join(work, "danach");
    const storage = createLocalStorage(path.join(dataDir, "media"));
    const store = createBackupStore({ dataDir, storage });
    const leftover = path.join(dataDir, "backups", ".partial", "dead-cms-backup-2026-12-01-030000.tar.gz.part.partial");
    await fsp.mkdir(path.dirname(leftover), { recursive: true });
    await fsp.writeFile(leftover, "halb");
    const result = await runBackup({ database: source, storage, store, dataDir }, "job-danach", "manual");
    expect(fs.existsSync(path.join(dataDir, "backups", result.name))).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, "backups", ".partial"))).toEqual([]);
  }, 120_000);

  it("'Letzte Sicherung' shows a backup whose process was killed as failed, not the earlier success", async () => {
    const db = await createTestDatabase();
    try {
      await migrateToLatest(db.db);
      const earlier = new Date(Date.now() - 60 * 60_000).toISOString();
      await recordBackupOutcome(db.db, { at: earlier, ok: true, trigger: "manual", name: "cms-backup-2026-12-01-030000.tar.gz", bytes: 10 });
      expect(await lastBackupRun(db.db)).toMatchObject({ ok: true });
      // A run started later whose process died: its job was last touched 10 minutes ago.
      const started = new Date(Date.now() - 20 * 60_000).toISOString();
      const touched = new Date(Date.now() - 10 * 60_000).toISOString();
      await db.db
        .insertInto("background_jobs")
        .values({ id: "tot", kind: "backup", status: "running", done: 1, total: 9, message: null, result: null, error: null, created_by: null, created_at: started, updated_at: touched })
        .execute();
      expect(await lastBackupRun(db.db)).toEqual({ at: touched, ok: false, trigger: "manual", error: deBackups.abandoned });
    } finally {
      await db.cleanup();
    }
  });
});
