import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deImport } from "~/i18n/import";
import { IMPORT_MEDIA_MAX_BYTES, IMPORT_MEDIA_MAX_ENTRIES, IMPORT_MEDIA_MAX_UNPACKED_BYTES, importReportSchema } from "~/lib/import-schema";
import { findImportMedia } from "~/server/import/media-zip.server";
import { buildZip, type ZipEntry } from "~/server/import/test-zip";
import { LocalUploads, uploadsFolder } from "~/server/import/wordpress/media-import.server";
import { buildExport } from "~/server/import/wordpress/test-export";
import { awaitJobs, startJob } from "~/server/jobs/jobs.server";
import { sendBodyHead } from "../../../tests/body-head";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import * as importRunRoute from "./import-run";
import * as importUploadRoute from "./import-upload";
import * as jobRoute from "./job";

/**
 * 'Medien aus einer Sicherung' over real HTTP (issue 39, Deliver 6): an export and a ZIP of
 * wp-content/uploads uploaded, the dry run and the import taking files from the ZIP with the old
 * host unreachable; ZIPs that are unsafe or too big refused with a German message naming `file`,
 * nothing written outside the upload's folder and nothing changed.
 */

const build = routeBuild({ "api/import/:upload/run": importRunRoute, "api/import/:upload": importUploadRoute, "api/jobs/:id": jobRoute });
// Loopback: never fetched (the import's address check refuses it), so a file not in the ZIP fails at once.
const OLD = "http://127.0.0.1:9";
const up = (p: string) => `${OLD}/wp-content/uploads/${p}`;

function exportXml(): string {
  return buildExport(
    {
      items: [
        { id: 10, type: "attachment", title: "Foto", attachmentUrl: up("2023/07/foto.jpg") },
        { id: 11, type: "attachment", title: "Fehlt", attachmentUrl: up("2023/07/fehlt.jpg") },
        { id: 13, type: "attachment", title: "Logo", attachmentUrl: up("2024/01/logo.jpg") },
        { id: 12, type: "page", title: "Galerie", slug: "galerie", content: `<p><img src="${up("2023/07/foto-300x200.jpg")}" alt="Foto" /></p>` },
      ],
    },
    { site: { title: "Alte Website", link: "https://alt.example.de" } },
  );
}

describe(`import API: media from a ZIP of wp-content/uploads (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  let jpeg: Buffer;
  const db = () => app.database.db;
  const importsDir = () => path.join(app.dataDir, "imports");
  const stored = () => (fs.existsSync(importsDir()) ? fs.readdirSync(importsDir()).sort() : []);
  const assetCount = async () => Number((await db().selectFrom("content_assets").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    app = await createTestApp({ build });
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a6" } }).jpeg().toBuffer();
  });
  afterAll(async () => {
    await awaitJobs();
    await app?.close();
  });

  function post(client: HttpClient | null, url: string, body: Buffer | string, name: string, type: string) {
    const form = new FormData();
    form.append("file", new Blob([typeof body === "string" ? body : new Uint8Array(body)], { type }), name);
    return fetch(`${app.url}${url}`, { method: "POST", body: form, headers: { origin: app.url, ...(client ? { cookie: client.cookieHeader() } : {}) } });
  }
  async function uploadExport(): Promise<string> {
    const res = await post(admin, "/api/import", exportXml(), "alt.WordPress.xml", "text/xml");
    expect(res.status).toBe(201);
    return ((await res.json()) as { upload: string }).upload;
  }
  const sendZip = (upload: string, zip: Buffer | string, client: HttpClient | null = admin, name = "uploads.zip") => post(client, `/api/import/${upload}/media`, zip, name, "application/zip");
  async function finished(job: string) {
    for (;;) {
      const res = await admin.get(`/api/jobs/${job}`);
      expect(res.status).toBe(200);
      if (res.body.status !== "running") return res.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function run(upload: string, dryRun: boolean) {
    const started = await admin.post(`/api/import/${upload}/run`, { dry_run: dryRun, keep_demo: true });
    expect(started.status).toBe(202);
    const job = await finished(started.body.job);
    expect(job.error).toBeNull();
    return importReportSchema.parse(job.result);
  }
  /** Whatever a refused ZIP could leave: its unfinished files and folders, anything outside the upload's folder. */
  function expectNothingOf(upload: string) {
    expect(stored().filter((name) => name.startsWith(upload) && /\.(partial|old)-/.test(name))).toEqual([]);
    expect(fs.existsSync(path.join(app.dataDir, "evil.txt"))).toBe(false);
    expect(fs.existsSync(path.join(importsDir(), "evil.txt"))).toBe(false);
  }

  it("only an administrator may send one (401, 403), for an upload that exists (404); nothing is stored", async () => {
    const upload = await uploadExport();
    const zip = buildZip([{ name: "2023/07/foto.jpg", data: jpeg }]);
    expect((await sendZip(upload, zip, null)).status).toBe(401);
    const refused = await sendZip(upload, zip, member);
    expect(refused.status).toBe(403);
    const unknown = await sendZip("0b7e8f8e-4b8b-4c3e-9a57-6f1a2b3c4d5e", zip);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error).toBe(deImport.api.unknownUpload);
    expect((await sendZip("..%2F..%2Fetc", zip)).status).toBe(404);
    expect(stored().filter((name) => name.includes(".media"))).toEqual([]);
  });

  it("the dry run and the import take the files from the ZIPs (two adding up), with the old host unreachable; the report counts them; the folder goes after the import", async () => {
    const upload = await uploadExport();
    const zip = buildZip([
      { name: "wp-content/", data: "" },
      { name: "wp-content/uploads/", data: "" },
      { name: "wp-content/uploads/2023/07/foto.jpg", data: jpeg },
      { name: "wp-content/uploads/2023/07/foto-300x200.jpg", data: jpeg },
      { name: "wp-content/uploads/index.php", data: "<?php // Silence is golden." },
      { name: "__MACOSX/wp-content/uploads/2023/07/._foto.jpg", data: "x" },
    ]);
    const res = await sendZip(upload, zip, admin, "uploads 2023.zip");
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ files: 3, zips: [{ name: "uploads 2023.zip", size: zip.length, files: 3 }] });
    // A second ZIP (another root) adds its files; one of the same path replaces the first's.
    const second = buildZip([
      { name: "uploads/2024/01/logo.jpg", data: jpeg },
      { name: "uploads/index.php", data: "<?php // neuer" },
    ]);
    const added = await sendZip(upload, second, admin, "uploads 2024.zip");
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      files: 4,
      zips: [
        { name: "uploads 2023.zip", size: zip.length, files: 3 },
        { name: "uploads 2024.zip", size: second.length, files: 2 },
      ],
    });
    // The ZIPs themselves went; their uploads folders are one copy in the upload's own folder (Mac's __MACOSX left out).
    const media = (await findImportMedia(app.dataDir, upload))!;
    expect(media.dir).toBe(path.join(importsDir(), `${upload}.media`));
    expect(fs.readFileSync(path.join(media.dir, "2023/07/foto.jpg"))).toEqual(jpeg);
    expect(fs.readFileSync(path.join(media.dir, "2024/01/logo.jpg"))).toEqual(jpeg);
    expect(fs.readFileSync(path.join(media.dir, "index.php"), "utf8")).toBe("<?php // neuer");
    expect(fs.readdirSync(media.dir).sort()).toEqual(["2023", "2024", "index.php"]);
    expect(stored().filter((name) => name.startsWith(upload))).toEqual([`${upload}.json`, `${upload}.media`, `${upload}.media.json`, `${upload}.xml`]);
    const assetsBefore = await assetCount();
    const dry = await run(upload, true);
    expect(dry.notes.map((n) => n.message)).toContainEqual("2 Dateien würden aus den ZIP-Dateien „uploads 2023.zip“, „uploads 2024.zip“ übernommen; 1 Datei nicht darin gefunden (würde aus dem Netz geladen)");
    expect(await assetCount()).toBe(assetsBefore);

    const report = await run(upload, false);
    expect(report.media).toMatchObject({ created: 2, failed: 1 });
    expect(report.notes.map((n) => n.message)).toContainEqual("2 Dateien aus den ZIP-Dateien „uploads 2023.zip“, „uploads 2024.zip“ übernommen; 1 Datei nicht darin gefunden (aus dem Netz geladen)");
    const asset = await db().selectFrom("content_assets").select(["file_path", "mime_type"]).where("name", "=", "foto.jpg").executeTakeFirstOrThrow();
    expect(asset.mime_type).toBe("image/jpeg");
    const page = await db().selectFrom("content_pages").select("content").where("slug", "=", "galerie").executeTakeFirstOrThrow();
    expect(JSON.stringify(page.content)).toContain(`/media/${asset.file_path}`);
    expect(await assetCount()).toBe(assetsBefore + 2);
    // Export and ZIP went with the import.
    expect(stored().filter((name) => name.startsWith(upload))).toEqual([]);
  });

  it("accepts a ZIP whose root is uploads/, the year folders, or a folder holding wp-content/uploads (Windows' backslashes too)", async () => {
    const upload = await uploadExport();
    for (const prefix of ["uploads/", "", "public_html/wp-content/uploads/", "backup-2023/uploads/", "wp-content/uploads/"]) {
      // Old Windows tools write `\` between folders.
      const name = prefix.startsWith("wp-content") ? `${prefix}2023/07/foto.jpg`.replaceAll("/", "\\") : `${prefix}2023/07/foto.jpg`;
      const res = await sendZip(upload, buildZip([{ name, data: jpeg }, ...(prefix.startsWith("public_html") ? [{ name: "public_html/index.php", data: "<?php" }] : [])]));
      expect(res.status).toBe(201);
      const media = (await findImportMedia(app.dataDir, upload))!;
      // Whatever the root, the file lands at its place in one copy of wp-content/uploads.
      expect(new LocalUploads(uploadsFolder(media.dir)).fileFor(up("2023/07/foto-300x200.jpg")), prefix).toBe(fs.realpathSync(path.join(media.dir, "2023/07/foto.jpg")));
    }
    // Five ZIPs of the same file: counted once, nothing else kept (public_html/index.php is outside the uploads folder).
    const media = (await findImportMedia(app.dataDir, upload))!;
    expect(media.files).toBe(1);
    expect(media.zips).toHaveLength(5);
    // The same ZIP again is listed once.
    const again = buildZip([{ name: "2023/07/foto.jpg", data: jpeg }]);
    expect((await sendZip(upload, again, admin, "nochmal.zip")).status).toBe(201);
    expect((await (await sendZip(upload, again, admin, "nochmal.zip")).json()).zips.map((z: { name: string }) => z.name)).toEqual(["uploads.zip", "uploads.zip", "uploads.zip", "uploads.zip", "uploads.zip", "nochmal.zip"]);
    expect(fs.readdirSync(media.dir)).toEqual(["2023"]);
    expect(stored().filter((name) => name.startsWith(`${upload}.media`))).toEqual([`${upload}.media`, `${upload}.media.json`]);
  });

  it("refuses unsafe and broken ZIPs with a German message naming `file`; nothing is written outside, the ZIP sent before stays", async () => {
    const upload = await uploadExport();
    expect((await sendZip(upload, buildZip([{ name: "2023/07/foto.jpg", data: jpeg }]))).status).toBe(201);
    const before = fs.readdirSync(path.join(importsDir(), `${upload}.media`, "2023/07"));
    const cases: [ZipEntry[] | Buffer | string, string][] = [
      [[{ name: "2023/07/ok.jpg", data: jpeg }, { name: "../evil.txt", data: "böse" }], deImport.api.zipUnsafePath("../evil.txt")],
      [[{ name: "2023/../../evil.txt", data: "böse" }], deImport.api.zipUnsafePath("2023/../../evil.txt")],
      [[{ name: "..\\evil.txt", data: "böse" }], deImport.api.zipUnsafePath("../evil.txt")],
      [[{ name: "/etc/evil.txt", data: "böse" }], deImport.api.zipUnsafePath("/etc/evil.txt")],
      [[{ name: "2023/07/link.jpg", data: "../../../../../etc/passwd", unixMode: 0o120777 }], deImport.api.zipLink("2023/07/link.jpg")],
      [[{ name: "2023/07/a.jpg", data: jpeg }, { name: "2023/07/a.jpg", data: jpeg }], deImport.api.zipDuplicate("2023/07/a.jpg")],
      [[{ name: "leer/" }], deImport.api.zipEmpty],
      [[{ name: "wp-content/uploads/" }, { name: "wp-content/plugins/a.php", data: "<?php" }], deImport.api.zipNoUploads],
      // A bomb that declares 1 KB and unpacks to 8 MB: caught while unpacking, the half-written folder goes.
      [[{ name: "2023/07/a.jpg", data: jpeg }, { name: "2023/07/bombe.txt", data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1024 }], deImport.api.zipBroken],
      [buildZip([{ name: "2023/07/foto.jpg", data: jpeg }]).subarray(0, 200), deImport.api.zipBroken],
      ["<?xml version='1.0'?><rss/>", deImport.api.notZip],
    ];
    for (const [zip, message] of cases) {
      const res = await sendZip(upload, Array.isArray(zip) ? buildZip(zip) : zip);
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ error: message, fields: { file: message } });
      expectNothingOf(upload);
      expect(fs.readdirSync(path.join(importsDir(), `${upload}.media`, "2023/07"))).toEqual(before);
    }
  });

  it(`refuses a ZIP of more than ${IMPORT_MEDIA_MAX_ENTRIES} entries and one that would unpack to more than 4 GB (zip bomb) before unpacking a byte`, async () => {
    const upload = await uploadExport();
    const many = buildZip(Array.from({ length: IMPORT_MEDIA_MAX_ENTRIES + 1 }, (_, i) => ({ name: `2023/${String(i).padStart(6, "0")}`, method: 0 as const })));
    const tooMany = await sendZip(upload, many);
    expect(stored().filter((name) => name.startsWith(`${upload}.media`))).toEqual([]);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).fields.file).toBe("Die ZIP-Datei enthält mehr als 100.000 Einträge. Es wurde nichts übernommen.");
    expectNothingOf(upload);

    // Three entries of a few bytes each declaring 1.9 GB.
    const declared = Math.floor(1.9 * 1024 * 1024 * 1024);
    expect(3 * declared).toBeGreaterThan(IMPORT_MEDIA_MAX_UNPACKED_BYTES);
    const bomb = buildZip([1, 2, 3].map((n) => ({ name: `2023/07/null-${n}.bin`, data: Buffer.alloc(100), declaredSize: declared })));
    const refused = await sendZip(upload, bomb);
    expect(refused.status).toBe(400);
    expect((await refused.json()).fields.file).toBe("Die ZIP-Datei wäre entpackt größer als 4 GB. Es wurde nichts übernommen.");
    expectNothingOf(upload);
  });

  it("refuses a ZIP over 2 GB by its Content-Length (413) before reading it, and any while an import runs (409)", async () => {
    const upload = await uploadExport();
    const answer = await sendBodyHead(`${app.url}/api/import/${upload}/media`, { "content-type": "multipart/form-data; boundary=x", origin: app.url, cookie: admin.cookieHeader() }, IMPORT_MEDIA_MAX_BYTES + 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatch(/zu groß \(höchstens 2048 MB\)/);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await startJob(db(), "import", null, () => gate);
    try {
      const busy = await sendZip(upload, buildZip([{ name: "2023/07/foto.jpg", data: jpeg }]));
      expect(busy.status).toBe(409);
      expect((await busy.json()).error).toBe(deImport.api.busy);
    } finally {
      release();
      await awaitJobs();
    }
    expect(stored().filter((name) => name.startsWith(`${upload}.media`))).toEqual([]);
  });

  it("'ZIP-Dateien entfernen' removes the unpacked files and keeps the export; 'Verwerfen' removes them with the export", async () => {
    const upload = await uploadExport();
    expect((await sendZip(upload, buildZip([{ name: "uploads/2023/07/foto.jpg", data: jpeg }]))).status).toBe(201);
    expect((await member.send("DELETE", `/api/import/${upload}/media`)).status).toBe(403);
    expect((await admin.send("DELETE", `/api/import/${upload}/media`)).status).toBe(204);
    expect(stored().filter((name) => name.startsWith(upload))).toEqual([`${upload}.json`, `${upload}.xml`]);
    const again = await admin.send("DELETE", `/api/import/${upload}/media`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(deImport.api.noMedia);

    expect((await sendZip(upload, buildZip([{ name: "uploads/2023/07/foto.jpg", data: jpeg }]))).status).toBe(201);
    expect(stored().some((name) => name === `${upload}.media`)).toBe(true);
    expect((await admin.send("DELETE", `/api/import/${upload}`)).status).toBe(204);
    expect(stored().filter((name) => name.startsWith(upload))).toEqual([]);
  });
});
