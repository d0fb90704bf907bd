#!/usr/bin/env node
/**
 * node scripts/bench-backup.mjs: backup and restore of a site with ~1 GB of media (issue 28's
 * figures). A fresh SQLite site gets BENCH_PAGES (500) pages with a revision each, an account and
 * BENCH_MEDIA_FILES (200) files of BENCH_MEDIA_MB (5) random bytes registered as assets; then, each in its own process through
 * the CLI (`npm run cms -- backup` / `restore`):
 *
 * 1. backup → time, peak RSS (VmHWM via /usr/bin/time), archive size;
 *    baselines in the same run: GNU tar of the same media folder, plain (`tar -cf`, the I/O floor)
 *    and gzipped (`tar -czf`);
 * 2. restore into an empty SQLite site → time, peak RSS; the files are compared (count, bytes);
 *    baseline: GNU tar extracting the plain tar (`tar -xf`);
 * 3. with BENCH_PG_URL (e.g. postgres://postgres@127.0.0.1:5432/test): restore into a new
 *    PostgreSQL database there as well.
 *
 * Streamed means: peak RSS stays near what the process needs without any media (measured too:
 * the CLI printing its usage), far below the 1 GB it moves.
 */
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const files = Number(process.env.BENCH_MEDIA_FILES ?? 200);
const mb = Number(process.env.BENCH_MEDIA_MB ?? 5);
const pages = Number(process.env.BENCH_PAGES ?? 500);

if (process.argv[2] === "--setup") {
  // Runs under `node --import tsx` (see below), so the app's TypeScript modules load directly.
  const dataDir = process.argv[3];
  const { loadEnv } = await import("../app/server/env.server.ts");
  const { openDatabase } = await import("../app/server/db/client.server.ts");
  const { migrateToLatest } = await import("../app/server/db/migrate.server.ts");
  const { createAuth, migrateAuth } = await import("../app/server/auth/auth.server.ts");
  const { createStorage } = await import("../app/server/storage/index.server.ts");
  const { createAsset } = await import("../app/server/media/assets.server.ts");
  const { configureLogger } = await import("../app/server/logger.server.ts");
  configureLogger("warn");
  const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = openDatabase({ sqliteFile: path.join(dataDir, "cms.db") });
  await migrateToLatest(database.db);
  const auth = createAuth({ database, env, mailer: { send: async () => undefined } });
  await migrateAuth(auth);
  const storage = createStorage(env);
  // Pages and revisions as plain rows (the page service needs Vite's module graph for the blocks).
  const now = new Date().toISOString();
  for (let i = 0; i < pages; i++) {
    const id = crypto.randomUUID();
    const content = JSON.stringify([{ id: `b${i}`, type: "text", content: { text: "Lorem ipsum dolor sit amet. ".repeat(40) }, style: {}, children: [] }]);
    await database.db.insertInto("content_pages").values({ id, slug: `seite-${i}`, title: `Seite ${i}`, content, created_at: now, updated_at: now, is_published: 1 }).execute();
    await database.db.insertInto("page_revisions").values({ id: crypto.randomUUID(), page_id: id, title: `Seite ${i}`, slug: `seite-${i}`, content, summary: "Angelegt", created_at: now }).execute();
  }
  await auth.api.signUpEmail({ body: { email: "bench@example.de", password: "geheim123", name: "Bench" } });
  for (let i = 0; i < files; i++) {
    const key = `documents/bench-${String(i).padStart(4, "0")}.pdf`;
    const body = crypto.randomBytes(mb * 1024 * 1024);
    await storage.put(key, body, { contentType: "application/pdf" });
    await createAsset(database.db, { name: `Datei ${i}`, file_path: key, mime_type: "application/pdf", file_size: body.length });
  }
  await database.close();
  process.exit(0);
}

function run(label, args, env, expectedStatus = 0) {
  const result = spawnSync("/usr/bin/time", ["-f", "BENCH %e %M", process.execPath, "--import", "tsx", ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const match = /BENCH ([\d.]+) (\d+)/.exec(result.stderr ?? "");
  if (result.status !== expectedStatus || !match) {
    // Thrown, not exited: the work folder (GBs of test data) is removed on the way out.
    throw new Error(`${label} fehlgeschlagen (Exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  // The command's own "Dauer: 12,3 s" (without starting node and compiling TypeScript).
  const own = /Dauer: ([\d.,]+) s/.exec(result.stdout ?? "")?.[1];
  return { seconds: Number(match[1]), work: own ? Number(own.replace(/\./g, "").replace(",", ".")) : null, peakMb: Math.round(Number(match[2]) / 1024), output: result.stdout.trim() };
}

function timedShell(command, args, cwd) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: "ignore" });
  if (result.status !== 0) throw new Error(`${command} fehlgeschlagen`);
  return (performance.now() - started) / 1000;
}

function mediaFiles(dir) {
  const found = new Map();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.parentPath.includes(".partial") || path.relative(dir, entry.parentPath).startsWith("variants")) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, file), fs.statSync(file).size);
  }
  return found;
}

const gb = (bytes) => (bytes / 1024 ** 3).toFixed(2);
const work = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), "cms-bench-backup-"));
const source = path.join(work, "quelle");
const archive = path.join(work, "sicherung.tar.gz");
try {
  const free = fs.statfsSync(work);
  const needed = files * mb * 1024 * 1024 * 3.5;
  if (free.bavail * free.bsize < needed) throw new Error(`Zu wenig freier Platz in ${work}: ${gb(free.bavail * free.bsize)} GB frei, ${gb(needed)} GB nötig`);

  console.log(`Lege die Seite an: ${pages} Seiten + ${files} × ${mb} MB Zufallsdaten …`);
  const setup = spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--setup", source], { cwd: root, stdio: "inherit", env: { ...process.env, DATABASE_URL: "" } });
  if (setup.status !== 0) throw new Error(`Anlegen der Seite fehlgeschlagen (Exit ${setup.status})`);
  const sourceMedia = mediaFiles(path.join(source, "media"));
  const mediaBytes = [...sourceMedia.values()].reduce((a, b) => a + b, 0);
  console.log(`Medien: ${sourceMedia.size} Dateien, ${gb(mediaBytes)} GB`);

  // Loads the same modules and exits with its usage (status 2): the floor of time and memory.
  const idle = run("Leerlauf", ["scripts/cms.ts"], { DATA_DIR: source }, 2);
  const plainTar = timedShell("tar", ["-cf", path.join(work, "baseline.tar"), "media"], source);
  fs.mkdirSync(path.join(work, "baseline-x"));
  const plainUntar = timedShell("tar", ["-xf", path.join(work, "baseline.tar")], path.join(work, "baseline-x"));
  fs.rmSync(path.join(work, "baseline.tar"));
  fs.rmSync(path.join(work, "baseline-x"), { recursive: true, force: true });
  const baseline = timedShell("tar", ["-czf", path.join(work, "baseline.tar.gz"), "media"], source);
  fs.rmSync(path.join(work, "baseline.tar.gz"));
  const backup = run("Sicherung", ["scripts/cms.ts", "backup", archive], { DATA_DIR: source });
  const archiveBytes = fs.statSync(archive).size;

  const results = [
    ["CLI ohne Arbeit (Module geladen)", idle.seconds, null, idle.peakMb, ""],
    ["Basis: GNU tar -cf media/ (ohne Kompression)", plainTar, plainTar, null, ""],
    ["Basis: GNU tar -czf media/", baseline, baseline, null, ""],
    ["Basis: GNU tar -xf (Entpacken)", plainUntar, plainUntar, null, ""],
    ["Sicherung (SQLite)", backup.seconds, backup.work, backup.peakMb, `Archiv ${gb(archiveBytes)} GB; ${(backup.work / plainTar).toFixed(2)}× tar -cf, ${(backup.work / baseline).toFixed(2)}× tar -czf`],
  ];

  const target = path.join(work, "ziel-sqlite");
  fs.mkdirSync(target);
  const restore = run("Wiederherstellung SQLite", ["scripts/cms.ts", "restore", archive], { DATA_DIR: target });
  const restored = mediaFiles(path.join(target, "media"));
  const same = restored.size === sourceMedia.size && [...sourceMedia].every(([key, size]) => restored.get(key) === size);
  results.push(["Wiederherstellung → SQLite", restore.seconds, restore.work, restore.peakMb, `${same ? "alle Dateien gleich groß" : "DATEIEN WEICHEN AB"}; ${(restore.work / plainUntar).toFixed(2)}× tar -xf`]);
  fs.rmSync(target, { recursive: true, force: true });

  if (process.env.BENCH_PG_URL) {
    const pg = (await import("pg")).default;
    const name = `cms_bench_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: process.env.BENCH_PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(process.env.BENCH_PG_URL);
      url.pathname = `/${name}`;
      const pgTarget = path.join(work, "ziel-pg");
      fs.mkdirSync(pgTarget);
      const pgRestore = run("Wiederherstellung PostgreSQL", ["scripts/cms.ts", "restore", archive], { DATA_DIR: pgTarget, DATABASE_URL: url.toString() });
      const pgFiles = mediaFiles(path.join(pgTarget, "media"));
      results.push(["Wiederherstellung → PostgreSQL", pgRestore.seconds, pgRestore.work, pgRestore.peakMb, pgFiles.size === sourceMedia.size ? "alle Dateien da" : "DATEIEN FEHLEN"]);
      fs.rmSync(pgTarget, { recursive: true, force: true });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  console.log(`\n${backup.output}\n`);
  console.log("| Schritt | Prozess gesamt | davon Arbeit | Spitzen-RSS | |\n| --- | ---: | ---: | ---: | --- |");
  for (const [label, seconds, work, peak, note] of results) {
    console.log(`| ${label} | ${seconds.toFixed(1)} s | ${work === null ? "–" : `${work.toFixed(1)} s`} | ${peak === null ? "–" : `${peak} MB`} | ${note} |`);
  }
  console.log(`\nMedien: ${gb(mediaBytes)} GB; Kerne: ${os.cpus().length}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
