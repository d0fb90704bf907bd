import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveLines, columnKinds, emptyDatabase, mediaHashes, tableContents, type ScratchDatabase } from "../../../tests/backup";
import { routeBuild } from "../../../tests/route-build";
import { startS3, type TestS3 } from "../../../tests/s3";
import { createTestApp } from "../../../tests/test-app";
import { createTestDatabase, testDbKind, testDbLabel, testStorageKinds, type TestDatabase } from "../../../tests/test-db";
import * as pageRoute from "../../routes/api/page";
import { createAuth, migrateAuth } from "../auth/auth.server";
import { migrateToLatest, migrateUpTo, migrationNames } from "../db/migrate.server";
import { loadEnv, type Env } from "../env.server";
import { configureLogger } from "../logger.server";
import { createAsset } from "../media/assets.server";
import { getSettings } from "../settings/settings.server";
import { createPageFromInput, deletePageById } from "../pages/service.server";
import { seedDemoContent } from "../seed/seed.server";
import { seedStarterTemplates } from "../seed/starter-templates";
import { createStorage } from "../storage/index.server";
import { createLocalStorage } from "../storage/local.server";
import type { Storage } from "../storage/storage.server";
import { MANIFEST_ENTRY, readArchive, TarWriter, type BackupManifest } from "./archive.server";
import { createBackup, readManifest } from "./backup.server";
import { writeHeartbeat } from "./heartbeat.server";
import { tableNames } from "./tables.server";
import { AUTH_SECRET_WARNING, restoreBackup, RestoreRefusedError } from "./restore.server";

/**
 * Backups and restores on real databases: the source is this run's database (TEST_DB), the
 * restore goes into an empty SQLite file AND an empty PostgreSQL schema, and every table and every
 * media file is compared with the source.
 */

const PASSWORD = "geheim123";
const kind = () => (testDbKind === "postgres" ? "postgres" : "sqlite");

describe(`Sicherung und Wiederherstellung (${testDbLabel})`, () => {
  let source: TestDatabase;
  let storage: Storage;
  let env: Env;
  let work: string;
  let userId: string;

  beforeAll(async () => {
    configureLogger("silent");
    work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backup-test-"));
    env = loadEnv({ DATA_DIR: path.join(work, "source"), LOG_LEVEL: "silent" });
    source = await createTestDatabase();
    storage = createLocalStorage(path.join(work, "source", "media"));
    const auth = createAuth({ database: source, env, mailer: { send: async () => undefined } });
    await migrateAuth(auth);
    await seedDemoContent(source.db, storage);
    await seedStarterTemplates(source.db);
    const signUp = await auth.api.signUpEmail({ body: { email: "chefin@example.org", password: PASSWORD, name: "Chefin" } });
    userId = signUp.user.id;
    // A 2FA record as better-auth keeps it (secret encrypted with AUTH_SECRET).
    await sql`insert into "twoFactor" (id, secret, "backupCodes", "userId", verified) values (${"tf-1"}, ${"verschluesselt:abc"}, ${"codes:xyz"}, ${userId}, ${1})`.execute(source.db);
    // Pages in a tree (children may sort before their parents by id: foreign keys checked at the end).
    let parent: string | null = null;
    for (let i = 0; i < 30; i++) {
      const page = await createPageFromInput(source.db, { title: `Baum ${i}`, parent_id: i % 3 === 0 ? null : parent, is_published: i % 2 === 0 }, { authorId: userId });
      parent = page.id;
    }
    await source.db.insertInto("app_meta").values({ key: "backup_claim:2025-01-01", value: "x" }).execute();
  }, 120_000);

  afterAll(async () => {
    await source?.cleanup();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("writes one consistent snapshot while pages are created and deleted", async () => {
    let stop = false;
    let writes = 0;
    const writer = (async () => {
      const made: string[] = [];
      while (!stop) {
        const page = await createPageFromInput(source.db, { title: `Während ${writes}` }, { authorId: userId });
        made.push(page.id);
        // Deleting removes the page and (cascade) its revisions: a torn read would keep one without the other.
        if (made.length > 3) await deletePageById(source.db, made.shift()!);
        writes++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(work, "while-writing.tar.gz");
    const summary = await createBackup({ database: source, storage }, file);
    stop = true;
    await writer;
    expect(writes).toBeGreaterThan(0);
    expect(summary.file).toBe(file);
    expect(summary.bytes).toBe(fs.statSync(file).size);
    expect(summary.schemaVersion).toBe(migrationNames().at(-1));
    expect(summary.mediaFiles).toBeGreaterThan(3);

    const pages = new Set((await archiveLines(file, "tables/content_pages.jsonl")).map((r) => r.id));
    const revisions = await archiveLines(file, "tables/page_revisions.jsonl");
    expect(revisions.length).toBeGreaterThan(30);
    const orphans = revisions.filter((r) => !pages.has(r.page_id));
    expect(orphans).toEqual([]);
    // Every page has its "created" revision: nothing written after the snapshot slipped into one table.
    const withRevision = new Set(revisions.map((r) => r.page_id));
    expect([...pages].filter((id) => !withRevision.has(id))).toEqual([]);

    const manifest = await readManifest(file);
    const names = manifest.tables.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(["content_pages", "page_revisions", "user", "account", "twoFactor", "user_roles", "app_meta"]));
    for (const excluded of ["session", "verification", "rate_limits", "change_events", "background_jobs", "analytics_salts", "kysely_migration"]) {
      expect(names).not.toContain(excluded);
    }
    const meta = await archiveLines(file, "tables/app_meta.jsonl");
    expect(meta.map((r) => r.key)).not.toContain("backup_claim:2025-01-01");
  }, 180_000);

  describe.each(["sqlite", "postgres"] as const)("Wiederherstellung in %s", (kind) => {
    let target: ScratchDatabase;
    let file: string;
    let targetStorage: Storage;

    beforeAll(async () => {
      file = path.join(work, `quiet-${kind}.tar.gz`);
      await createBackup({ database: source, storage }, file);
      target = await emptyDatabase(kind);
      targetStorage = createLocalStorage(path.join(work, `target-${kind}`, "media"));
    }, 120_000);
    afterAll(async () => {
      await target?.cleanup();
    });

    it("restores every table and every media file as in the source", async () => {
      const progress: string[] = [];
      const summary = await restoreBackup({ database: target, storage: targetStorage, env }, file, {}, { set: (_d, _t, message) => message && progress.push(message) });
      expect(summary.migratedTo).toBe(migrationNames().at(-1));
      expect(summary.warnings).toContain(AUTH_SECRET_WARNING);
      expect(summary.mediaFiles).toBeGreaterThan(3);
      expect(progress.at(-1)).toBe("Wiederherstellung abgeschlossen");

      const [expected, actual] = await Promise.all([
        tableContents(source, await columnKinds(target)),
        tableContents(target, await columnKinds(source)),
      ]);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      // The restore writes one log entry of its own into the restored database (issue 29).
      const restoreEntries = actual.audit_log.filter((row) => row.action === "backup.restored");
      expect(restoreEntries).toHaveLength(1);
      actual.audit_log = actual.audit_log.filter((row) => row.action !== "backup.restored");
      for (const table of Object.keys(expected)) expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
      expect(await mediaHashes(target, targetStorage)).toEqual(await mediaHashes(source, storage));
      expect(Object.values(await mediaHashes(target, targetStorage)).every((h) => h !== null)).toBe(true);
      // No sessions travelled.
      expect((await sql<{ n: number }>`select count(*) as n from "session"`.execute(target.db)).rows[0].n).toBe(0);
      // The next change event gets a fresh id (PostgreSQL sequences are past the restored rows).
      await target.db.insertInto("change_events").values({ topic: "pages", action: "updated", page_id: null, slug: null, is_public: 1, created_at: new Date().toISOString() }).execute();
    }, 180_000);

    it("refuses to restore over content without --replace, and changes nothing", async () => {
      const before = (await sql<{ n: number }>`select count(*) as n from content_pages`.execute(target.db)).rows[0].n;
      await expect(restoreBackup({ database: target, storage: targetStorage, env }, file)).rejects.toThrow(RestoreRefusedError);
      await expect(restoreBackup({ database: target, storage: targetStorage, env }, file)).rejects.toThrow(/enthält bereits Inhalte.*--replace/);
      expect((await sql<{ n: number }>`select count(*) as n from content_pages`.execute(target.db)).rows[0].n).toBe(before);
    });

    it("replaces the content with --replace (rows added since are gone)", async () => {
      await createPageFromInput(target.db as never, { title: "Nur im Ziel" }, { authorId: null });
      const summary = await restoreBackup({ database: target, storage: targetStorage, env }, file, { replace: true });
      expect(summary.mediaSkipped).toBe(summary.mediaFiles);
      const titles = (await target.db.selectFrom("content_pages").select("title").execute()).map((r) => r.title);
      expect(titles).not.toContain("Nur im Ziel");
      const expected = await tableContents(source, await columnKinds(target));
      const actual = await tableContents(target, await columnKinds(source));
      expect(actual.content_pages).toEqual(expected.content_pages);
    }, 180_000);

    it("serves a restored page and picture over HTTP, and the restored password signs in", async () => {
      const served = await emptyDatabase(kind);
      const app = await createTestApp({ database: served as unknown as TestDatabase, build: routeBuild({ "api/pages/:id": pageRoute }) });
      try {
        await restoreBackup({ database: served, storage: app.storage, env: app.env }, file);
        const client = app.client();
        const signIn = await client.signIn("chefin@example.org", PASSWORD);
        expect(signIn.status).toBe(200);
        const page = await served.db.selectFrom("content_pages").select(["id", "title"]).where("slug", "=", "home").executeTakeFirst()
          ?? (await served.db.selectFrom("content_pages").select(["id", "title"]).executeTakeFirstOrThrow());
        const res = await client.get(`/api/pages/${page.id}`);
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).toContain(page.title);
        const picture = await served.db.selectFrom("content_assets").select(["file_path", "file_size"]).where("mime_type", "like", "image/%").executeTakeFirstOrThrow();
        const image = await fetch(`${app.url}/media/${picture.file_path}`);
        expect(image.status).toBe(200);
        expect((await image.arrayBuffer()).byteLength).toBe(Number(picture.file_size));
      } finally {
        await app.close();
        await served.cleanup();
      }
    }, 180_000);
  });

  describe("Ablehnungen", () => {
    let file: string;
    let manifest: BackupManifest;
    beforeAll(async () => {
      file = path.join(work, "refusals.tar.gz");
      await createBackup({ database: source, storage }, file);
      manifest = await readManifest(file);
    }, 120_000);

    /** A copy of the archive with one entry changed (`edit` returns the new bytes, or null to keep). */
    async function tampered(name: string, edit: (entry: string, bytes: Buffer) => Buffer | null): Promise<string> {
      const out = path.join(work, `${name}.tar.gz`);
      const tar = new TarWriter(fs.createWriteStream(out));
      await readArchive(file, async (entry) => {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body as AsyncIterable<Buffer>) chunks.push(chunk);
        const bytes = Buffer.concat(chunks);
        const next = edit(entry.path, bytes) ?? bytes;
        await tar.addStream(entry.path, next.length, Readable.from([next]));
      });
      await tar.finish();
      return out;
    }

    async function assertUntouched(target: ScratchDatabase, targetStorage: Storage) {
      const tables = await tableNames(target.db, target.dialect);
      // Refused before migrating: no table was created.
      expect(tables).toEqual([]);
      expect(await targetStorage.stat(manifest.media[0].key)).toBeNull();
    }

    it.each(["sqlite", "postgres"] as const)("refuses a damaged file, naming it (%s)", async (kind) => {
      const table = manifest.tables.find((t) => t.name === "content_pages")!;
      const bad = await tampered(`bad-checksum-${kind}`, (entry, bytes) => (entry === table.file ? Buffer.from(bytes.toString("utf8").replace("Baum 1", "Baum X")) : null));
      const target = await emptyDatabase(kind);
      const targetStorage = createLocalStorage(path.join(work, `bad-${kind}`));
      try {
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, bad)).rejects.toThrow(/Prüfsumme der Datei tables\/content_pages\.jsonl/);
        await assertUntouched(target, targetStorage);
        const media = manifest.media[0];
        const badMedia = await tampered(`bad-media-${kind}`, (entry, bytes) => (entry === `media/${media.key}` ? Buffer.concat([bytes.subarray(1), Buffer.from([bytes[0] ^ 1])]) : null));
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, badMedia)).rejects.toThrow(`Prüfsumme der Datei media/${media.key}`);
        await assertUntouched(target, targetStorage);
        // Not an archive at all.
        const junk = path.join(work, "junk.tar.gz");
        await fsp.writeFile(junk, crypto.randomBytes(4096));
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, junk)).rejects.toThrow(RestoreRefusedError);
        await assertUntouched(target, targetStorage);
      } finally {
        await target.cleanup();
      }
    }, 120_000);

    it("refuses an archive from newer code (unknown schema)", async () => {
      const future = await tampered("future", (entry, bytes) => {
        if (entry !== MANIFEST_ENTRY) return null;
        return Buffer.from(JSON.stringify({ ...JSON.parse(bytes.toString("utf8")), schemaVersion: "9999-aus-der-zukunft" }));
      });
      const target = await emptyDatabase("sqlite");
      const targetStorage = createLocalStorage(path.join(work, "future-media"));
      try {
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, future)).rejects.toThrow(/Schemastand 9999-aus-der-zukunft.*nicht kennt/);
        await assertUntouched(target, targetStorage);
        const escaping = await tampered("escaping", (entry, bytes) => {
          if (entry !== MANIFEST_ENTRY) return null;
          const data = JSON.parse(bytes.toString("utf8")) as BackupManifest;
          data.tables[0] = { ...data.tables[0], file: "../../etc/passwd" };
          return Buffer.from(JSON.stringify(data));
        });
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, escaping)).rejects.toThrow(/ungültige Tabellendatei: "..\/..\/etc\/passwd"/);
        await assertUntouched(target, targetStorage);
      } finally {
        await target.cleanup();
      }
    }, 120_000);

    it("refuses while a server runs on the database (fresh heartbeat), not after it went quiet", async () => {
      const target = await createTestDatabase();
      const targetStorage = createLocalStorage(path.join(work, "beat-media"));
      try {
        await writeHeartbeat(target.db, { at: new Date(Date.now() - 10_000).toISOString(), pid: 4242, host: "web-1" });
        await expect(restoreBackup({ database: target, storage: targetStorage, env }, file)).rejects.toThrow(/läuft ein Server.*web-1, Prozess 4242/);
        expect(await target.db.selectFrom("content_pages").select("id").execute()).toEqual([]);
        expect(await targetStorage.stat(manifest.media[0].key)).toBeNull();
        await writeHeartbeat(target.db, { at: new Date(Date.now() - 120_000).toISOString(), pid: 4242, host: "web-1" });
        const summary = await restoreBackup({ database: target, storage: targetStorage, env }, file);
        expect(summary.rows).toBeGreaterThan(0);
      } finally {
        await target.cleanup();
      }
    }, 120_000);
  });

  it("warns about a media file gone between rows and files, and still backs up and restores", async () => {
    const site = await emptyDatabase(kind());
    const siteStorage = createLocalStorage(path.join(work, "gone-media"));
    const target = await emptyDatabase("sqlite");
    try {
      await migrateToLatest(site.db);
      await siteStorage.put("images/da.png", Buffer.from("png-bytes"), { contentType: "image/png" });
      await createAsset(site.db, { name: "Da", file_path: "images/da.png", mime_type: "image/png", file_size: 9 });
      await createAsset(site.db, { name: "Weg", file_path: "images/weg.png", mime_type: "image/png", file_size: 9 });
      const file = path.join(work, "gone.tar.gz");
      const summary = await createBackup({ database: site, storage: siteStorage }, file);
      expect(summary.mediaFiles).toBe(1);
      expect(summary.warnings).toEqual(["Die Mediendatei „images/weg.png“ fehlt im Speicher (gelöscht?) und ist nicht in der Sicherung."]);
      const restored = await restoreBackup({ database: target, storage: createLocalStorage(path.join(work, "gone-target")), env }, file);
      expect(restored.warnings).toContain("Hinweis aus der Sicherung: Die Mediendatei „images/weg.png“ fehlt im Speicher (gelöscht?) und ist nicht in der Sicherung.");
      expect((await target.db.selectFrom("content_assets").select("name").orderBy("name").execute()).map((r) => r.name)).toEqual(["Da", "Weg"]);
    } finally {
      await site.cleanup();
      await target.cleanup();
    }
  }, 120_000);

  // With the run's storage (testStorageKinds): the bucket goes with PostgreSQL.
  it.runIf(testStorageKinds.includes("s3"))("restores media into an S3 bucket and backs up from one", async () => {
    const s3: TestS3 = await startS3();
    const target = await emptyDatabase("sqlite");
    try {
      const bucket = createStorage({ DATA_DIR: "/nicht-benutzt", ...s3.env });
      const file = path.join(work, "to-s3.tar.gz");
      await createBackup({ database: source, storage }, file);
      const summary = await restoreBackup({ database: target, storage: bucket, env }, file);
      expect(summary.mediaFiles).toBeGreaterThan(3);
      expect(await mediaHashes(target, bucket)).toEqual(await mediaHashes(source, storage));
      // The content type comes from content_assets, not from a guess.
      const asset = await target.db.selectFrom("content_assets").select(["file_path", "mime_type"]).executeTakeFirstOrThrow();
      expect((await bucket.stat(asset.file_path))?.contentType).toBe(asset.mime_type);
      // A second restore with --replace finds every file there already.
      expect((await restoreBackup({ database: target, storage: bucket, env }, file, { replace: true })).mediaSkipped).toBe(summary.mediaFiles);

      const again = path.join(work, "from-s3.tar.gz");
      const made = await createBackup({ database: target, storage: bucket }, again);
      expect(made.mediaFiles).toBe(summary.mediaFiles);
      const [a, b] = await Promise.all([readManifest(file), readManifest(again)]);
      expect(b.media).toEqual(a.media);
    } finally {
      await target.cleanup();
      await s3.close();
    }
  }, 180_000);

  it.each(["sqlite", "postgres"] as const)("restores an archive of an older schema and migrates it to the latest, settings in the new names included (%s)", async (kind) => {
    const older = await emptyDatabase(kind === "sqlite" ? "postgres" : "sqlite");
    const olderStorage = createLocalStorage(path.join(work, `older-${kind}`));
    const target = await emptyDatabase(kind);
    try {
      await migrateUpTo(older.db, "0014-page-menu");
      const now = new Date().toISOString();
      await sql`insert into content_pages (id, slug, title, content, created_at, updated_at, is_published) values (${"alt-1"}, ${"alte-seite"}, ${"Alte Seite"}, ${JSON.stringify([{ id: "b1", type: "text", content: { text: "Hallo" }, style: {}, children: [] }])}, ${now}, ${now}, ${1})`.execute(older.db);
      // Settings as an installation stored them before decision 032 (camelCase names).
      const oldSettings = { siteName: "Alte GmbH", footer: { copyrightText: "© Alt", navigation: { showBlogLink: false } }, team: { requireTwoFactorForAdmins: true } };
      await sql`insert into site_settings (id, settings, updated_at) values (${"site"}, ${JSON.stringify(oldSettings)}, ${now})`.execute(older.db);
      const file = path.join(work, `older-${kind}.tar.gz`);
      const made = await createBackup({ database: older, storage: olderStorage }, file);
      expect(made.schemaVersion).toBe("0014-page-menu");
      const summary = await restoreBackup({ database: target, storage: createLocalStorage(path.join(work, `older-target-${kind}`)), env }, file);
      expect(summary.schemaVersion).toBe("0014-page-menu");
      expect(summary.migratedTo).toBe(migrationNames().at(-1));
      expect(await migrateToLatest(target.db)).toEqual([]);
      const page = await target.db.selectFrom("content_pages").select(["title", "is_published"]).where("id", "=", "alt-1").executeTakeFirstOrThrow();
      expect(page.title).toBe("Alte Seite");
      expect(page.is_published === true || page.is_published === 1).toBe(true);
      // Migration 0020 renamed the restored settings; every value is kept.
      const settings = await getSettings(target.db);
      expect(settings.raw).toEqual({ site_name: "Alte GmbH", footer: { copyright_text: "© Alt", navigation: { show_blog_link: false } }, team: { require_two_factor_for_admins: true } });
      expect(settings.settings).toMatchObject({ site_name: "Alte GmbH", footer: { copyright_text: "© Alt" }, team: { require_two_factor_for_admins: true } });
    } finally {
      await older.cleanup();
      await target.cleanup();
    }
  }, 180_000);
});
