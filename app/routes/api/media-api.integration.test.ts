import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetDetailSchema, assetListSchema, assetSchema, folderListSchema, folderSchema } from "~/lib/media-schema";
import { createAsset } from "~/server/media/assets.server";
import { createPage } from "~/server/pages/pages.server";
import { getSettings, saveSettings } from "~/server/settings/settings.server";
import { startS3, type TestS3 } from "../../../tests/s3";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel, testStorageKinds } from "../../../tests/test-db";
import { routeBuild } from "../../../tests/route-build";
import * as assetRoute from "./asset";
import * as assetsRoute from "./assets";
import * as folderRoute from "./folder";
import * as foldersOrderRoute from "./folders-order";
import * as foldersRoute from "./folders";

/**
 * The media API over real HTTP (Express upload handler + React Router routes + /media), on this
 * run's database and on both storages: the local disk and a real S3-compatible server (s3rver).
 */

const MAX_MB = 1;

const build = routeBuild({
  "api/assets": assetsRoute,
  "api/assets/:id": assetRoute,
  "api/folders": foldersRoute,
  "api/folders/order": foldersOrderRoute,
  "api/folders/:id": folderRoute,
});

async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#3B82F6" } }).png().toBuffer();
}

function pdf(title = "Datenblatt"): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`);
}

function wav(): Buffer {
  const samples = 800;
  const b = Buffer.alloc(44 + samples);
  b.write("RIFF", 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write("WAVEfmt ", 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write("data", 36);
  b.writeUInt32LE(samples, 40);
  return b;
}

/** A Windows executable's first bytes ("MZ" header), whatever the name says. */
const exe = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000", "hex"), Buffer.alloc(4000, 1)]);

describe.each(testStorageKinds)(`media API (${testDbLabel}, storage %s)`, (kind) => {
  let app: TestApp;
  let s3: TestS3 | null = null;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;

  beforeAll(async () => {
    s3 = kind === "s3" ? await startS3() : null;
    const s3env = s3 ? Object.fromEntries(Object.entries(s3.env).map(([k, v]) => [k, String(v)])) : {};
    app = await createTestApp({ build, env: { UPLOAD_MAX_MB: String(MAX_MB), ...s3env } });
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  /** Every stored object key (originals and variants). */
  async function storedKeys(): Promise<string[]> {
    if (!s3) {
      const root = path.join(app.dataDir, "media");
      if (!fs.existsSync(root)) return [];
      // Without stat calls and without the unfinished writes in .partial: background renders of
      // picture variants may create and remove those files while this lists them.
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
        .filter((key) => !key.startsWith(".partial/"))
        .sort();
    }
    const client = new S3Client({ endpoint: s3.env.S3_ENDPOINT, region: s3.env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY } });
    const out = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
    client.destroy();
    return (out.Contents ?? []).map((o) => o.Key!).filter((k) => !k.startsWith("._S3rver")).sort();
  }
  /** The stored originals (uploads render picture variants in the background beside them). */
  const originalKeys = async () => (await storedKeys()).filter((k) => !k.startsWith("variants/"));
  const rowCount = async () => Number((await db().selectFrom("content_assets").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  function upload(client: HttpClient | null, files: Array<{ name: string; body: Buffer; type?: string }>, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append("file", new Blob([new Uint8Array(f.body)], { type: f.type ?? "application/octet-stream" }), f.name);
    return fetch(`${app.url}/api/assets`, {
      method: "POST",
      body: form,
      headers: { origin: app.url, ...(client ? { cookie: client.cookieHeader() } : {}) },
    });
  }

  const patch = (client: HttpClient, p: string, body: unknown) => client.send("PATCH", p, body);
  const del = (client: HttpClient, p: string) => client.send("DELETE", p);

  it("refuses uploads from visitors (401) and non-admins (403) and stores nothing", async () => {
    expect((await upload(null, [{ name: "a.png", body: await png() }])).status).toBe(401);
    const res = await upload(member, [{ name: "a.png", body: await png() }]);
    expect(res.status).toBe(403);
    expect(await rowCount()).toBe(0);
    expect(await storedKeys()).toEqual([]);
    expect((await member.get("/api/assets")).status).toBe(403);
    expect((await admin.send("GET", "/api/assets")).status).toBe(200);
  });

  it("stores several files in one request under random names with type, size and image dimensions", async () => {
    const folder = (await admin.post("/api/folders", { name: "Prospekte" })).body;
    const res = await upload(admin, [
      { name: "Logo Brenner.png", body: await png(320, 120), type: "text/plain" },
      { name: "Datenblatt.pdf", body: pdf() },
      { name: "Signal.wav", body: wav() },
    ], { folder_id: folder.id, description: "Messe 2026" });
    expect(res.status).toBe(201);
    const { assets } = assetListSchema.parse(await res.json());
    expect(assets.map((a) => [a.name, a.asset_type, a.mime_type])).toEqual([
      ["Logo Brenner.png", "image", "image/png"],
      ["Datenblatt.pdf", "document", "application/pdf"],
      ["Signal.wav", "audio", "audio/wav"],
    ]);
    expect(assets[0]).toMatchObject({ width: 320, height: 120, folder_id: folder.id, description: "Messe 2026" });
    expect(assets[1]).toMatchObject({ width: null, height: null, file_size: pdf().length });
    expect(assets[0].file_path).toMatch(/^images\/[0-9a-f]{32}\.png$/);
    expect(assets[1].file_path).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);
    expect(assets[2].file_path).toMatch(/^audios\/[0-9a-f]{32}\.wav$/);
    expect(assets[0].url).toBe(`/media/${assets[0].file_path}`);
    expect(await originalKeys()).toEqual(assets.map((a) => a.file_path).sort());
    // After the answer the picture's common variants are rendered in the background: the 320 px
    // logo needs only the 640 width (never enlarged) in AVIF, WebP and its own PNG.
    const prefix = `variants/${assets[0].file_path.replace(/\.png$/, "")}/`;
    const expected = [`${prefix}w640-q85.avif`, `${prefix}w640-q85.png`, `${prefix}w640-q85.webp`];
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await storedKeys()).filter((k) => k.startsWith(prefix)).length < 3) await new Promise((r) => setTimeout(r, 100));
    expect((await storedKeys()).filter((k) => k.startsWith("variants/"))).toEqual(expected);

    const served = await fetch(app.url + assets[1].url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf());
  });

  it("measures a WebP larger than the sniffed head from the stored file", async () => {
    const webp = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).webp().toBuffer();
    expect(webp.length).toBeGreaterThan(8000);
    const res = await upload(admin, [{ name: "rauschen.webp", body: webp }]);
    expect(res.status).toBe(201);
    expect(assetListSchema.parse(await res.json()).assets[0]).toMatchObject({ mime_type: "image/webp", width: 400, height: 300 });
  });

  it("decides the type by content: an .exe named .png, an SVG and an empty file are refused and leave nothing", async () => {
    const rows = await rowCount();
    const keys = await originalKeys();
    const renamed = await upload(admin, [{ name: "urlaub.png", body: exe, type: "image/png" }]);
    expect(renamed.status).toBe(400);
    expect((await renamed.json()).fields.file).toContain("nicht erlaubten Dateityp");
    const svg = await upload(admin, [{ name: "logo.png", body: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]);
    expect(svg.status).toBe(400);
    expect((await svg.json()).fields.file).toContain("SVG");
    const empty = await upload(admin, [{ name: "leer.pdf", body: Buffer.alloc(0) }]);
    expect(empty.status).toBe(400);
    // A good file next to a bad one: the whole request is refused, the good one is not kept.
    const mixed = await upload(admin, [{ name: "gut.png", body: await png() }, { name: "boese.pdf", body: exe }]);
    expect(mixed.status).toBe(400);
    const none = await fetch(`${app.url}/api/assets`, { method: "POST", body: new FormData(), headers: { origin: app.url, cookie: admin.cookieHeader() } });
    expect(none.status).toBe(400);
    expect(await rowCount()).toBe(rows);
    expect(await originalKeys()).toEqual(keys);
  });

  it("refuses a picture whose size cannot be read (truncated JPEG, PNG cut after its header) and a data: URL as a file, naming the field and keeping nothing (issue 38 item 27)", async () => {
    const rows = await rowCount();
    const keys = await originalKeys();
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c00" } }).jpeg().toBuffer();
    const noisy = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } }).jpeg().toBuffer();
    expect((await sharp(noisy.subarray(0, Math.floor(noisy.length * 0.6))).metadata()).width).toBe(600);
    const whole = await png(30, 20);
    for (const [name, body] of [
      ["abgeschnitten.jpg", jpeg.subarray(0, 100)],
      // The header (and so the size) intact, the pixels cut off: only a decode finds it.
      ["nach-dem-kopf.jpg", noisy.subarray(0, Math.floor(noisy.length * 0.6))],
      ["nur-anfang.jpg", jpeg.subarray(0, 3)],
      ["kaputt.png", whole.subarray(0, 20)],
      ["eingebettet.jpg", Buffer.from(`data:image/png;base64,${whole.toString("base64")}`)],
    ] as const) {
      const res = await upload(admin, [{ name, body, type: "image/jpeg" }]);
      expect(res.status, name).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.fields.file, name).toContain(name);
    }
    const truncated = await upload(admin, [{ name: "abgeschnitten.jpg", body: jpeg.subarray(0, 100) }]);
    expect(((await truncated.json()) as { error: string }).error).toContain("kein vollständiges Bild");
    expect(await rowCount()).toBe(rows);
    expect(await originalKeys()).toEqual(keys);
  });

  it("answers 413 over UPLOAD_MAX_MB, by announced length and while streaming, and keeps nothing", async () => {
    const rows = await rowCount();
    const keys = await originalKeys();
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_MB * 1024 * 1024 + 200_000)]);
    const announced = await upload(admin, [{ name: "gross.png", body: big }]);
    expect(announced.status).toBe(413);
    // Within the request limit (file limit + multipart room) but one file over the file limit.
    const slightly = Buffer.concat([pdf(), Buffer.alloc(MAX_MB * 1024 * 1024 + 10_000 - pdf().length)]);
    const streamed = await upload(admin, [{ name: "knapp.pdf", body: slightly }]);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toContain(`${MAX_MB} MB`);
    expect(await rowCount()).toBe(rows);
    expect(await originalKeys()).toEqual(keys);
  });

  it("cleans hostile names: path parts, direction overrides and '..' (control characters: file-types.test.ts)", async () => {
    const res = await upload(admin, [
      { name: "../../etc/passwd.png", body: await png() },
      { name: "C:\\Users\\x\\Bild\u202egnp.png", body: await png() },
      { name: "..", body: pdf() },
    ]);
    expect(res.status).toBe(201);
    const { assets } = assetListSchema.parse(await res.json());
    expect(assets.map((a) => a.name)).toEqual(["passwd.png", "Bildgnp.png", "Datei"]);
    for (const a of assets) expect(a.file_path).toMatch(/^(images|documents)\/[0-9a-f]{32}\.(png|pdf)$/);
  });

  it("leaves no row and no file when the client aborts mid-upload", async () => {
    const rows = await rowCount();
    const keys = await originalKeys();
    const boundary = "----grenze";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const body = Buffer.concat([head, pdf(), Buffer.alloc(400_000, 7)]);
    await new Promise<void>((resolve) => {
      const req = http.request(`${app.url}/api/assets`, {
        method: "POST",
        headers: { origin: app.url, cookie: admin.cookieHeader(), "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(body.length + 100_000) },
      });
      req.on("error", () => resolve());
      req.write(body, () => setTimeout(() => {
        req.destroy();
        resolve();
      }, 150));
    });
    // The server notices the closed socket and cleans up.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && JSON.stringify(await originalKeys()) !== JSON.stringify(keys)) await new Promise((r) => setTimeout(r, 100));
    expect(await originalKeys()).toEqual(keys);
    expect(await rowCount()).toBe(rows);
    if (s3) expect(s3.pendingUploads()).toEqual([]);
  });

  it("searches name and description case-insensitively with umlauts, by type and by folder", async () => {
    const folder = (await admin.post("/api/folders", { name: "Zertifikate" })).body;
    await upload(admin, [{ name: "Prüfbericht Übersicht.pdf", body: pdf() }], { folder_id: folder.id });
    await upload(admin, [{ name: "foto.png", body: await png() }], { description: "Größenvergleich der Fräsen" });
    const search = async (query: string) => assetListSchema.parse((await admin.get(`/api/assets?${query}`)).body).assets.map((a) => a.name);
    expect(await search("q=prüf")).toEqual(["Prüfbericht Übersicht.pdf"]);
    expect(await search("q=%C3%9CBERSICHT")).toEqual(["Prüfbericht Übersicht.pdf"]);
    expect(await search("q=GRÖSSEN".replace("Ö", "%C3%96"))).toEqual([]);
    expect(await search(`q=${encodeURIComponent("GRÖßen")}`)).toEqual(["foto.png"]);
    expect(await search(`q=fr%C3%A4sen&type=image`)).toEqual(["foto.png"]);
    expect(await search(`q=fr%C3%A4sen&type=document`)).toEqual([]);
    expect(await search(`folder_id=${folder.id}`)).toEqual(["Prüfbericht Übersicht.pdf"]);
    expect((await search("folder_id=root")).every((n) => n !== "Prüfbericht Übersicht.pdf")).toBe(true);
    const bad = await admin.get("/api/assets?type=archiv");
    expect(bad.status).toBe(400);
    expect(bad.body.fields.type).toBeTruthy();
  });

  it("pages the list with limit/offset (X-Total-Count, total), searches, filters by several types and sorts in the database; a bad limit, offset, sort or type is a 400 naming it", async () => {
    const folder = folderSchema.parse((await admin.post("/api/folders", { name: "Massenablage" })).body);
    // Rows without files: a list reads only the rows.
    for (let n = 1; n <= 120; n++) {
      const pres = n % 4 === 0;
      await createAsset(db(), { name: `Serienteil ${String(n).padStart(3, "0")}.${pres ? "pptx" : "pdf"}`, file_path: `documents/serie-${kind}-${n}.${pres ? "pptx" : "pdf"}`, mime_type: pres ? "application/vnd.openxmlformats-officedocument.presentationml.presentation" : "application/pdf", file_size: n * 1000, folder_id: folder.id });
    }
    const page = async (query: string) => {
      const res = await admin.get(`/api/assets?folder_id=${folder.id}&${query}`);
      expect(res.status, query).toBe(200);
      return { ...assetListSchema.parse(res.body), header: res.headers.get("x-total-count") };
    };
    const one = await page("sort=name&limit=50");
    const two = await page("sort=name&limit=50&offset=50");
    const three = await page("sort=name&limit=50&offset=100");
    expect([one.total, one.header, two.total]).toEqual([120, "120", 120]);
    expect([one.assets.length, two.assets.length, three.assets.length]).toEqual([50, 50, 20]);
    expect(one.assets[0]!.name).toBe("Serienteil 001.pdf");
    expect(two.assets[0]!.name).toBe("Serienteil 051.pdf");
    const names = [...one.assets, ...two.assets, ...three.assets].map((a) => a.name);
    expect(new Set(names).size).toBe(120);
    // Without limit and offset the whole list, as documented before paging.
    expect((await page("")).assets).toHaveLength(120);
    expect((await page("limit=500")).assets).toHaveLength(100);

    // The search finds a file of the last page; sizes largest first; two types at once.
    expect((await page("q=SERIENTEIL%20117&limit=50")).assets.map((a) => a.name)).toEqual(["Serienteil 117.pdf"]);
    expect((await page("sort=groesse&limit=3")).assets.map((a) => a.file_size)).toEqual([120_000, 119_000, 118_000]);
    const presentations = await page("type=presentation&limit=10");
    expect(presentations.total).toBe(30);
    expect(presentations.assets.every((a) => a.asset_type === "presentation")).toBe(true);
    expect((await page("type=presentation,document&limit=1")).total).toBe(120);

    for (const [bad, field] of [["limit=0", "limit"], ["limit=viele", "limit"], ["offset=-3", "offset"], ["sort=zufall", "sort"], ["type=document,archiv", "type"]] as const) {
      const res = await admin.get(`/api/assets?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(Object.keys(res.body.fields), bad).toEqual([field]);
    }
  });

  it("edits name, description, alt text and folder; refuses an empty name or an unknown folder unchanged", async () => {
    const [asset] = assetListSchema.parse(await (await upload(admin, [{ name: "roh.png", body: await png() }])).json()).assets;
    const folder = folderSchema.parse((await admin.post("/api/folders", { name: "Bilder" })).body);
    const edited = await patch(admin, `/api/assets/${asset.id}`, { name: " Halle ", alt_text: "Halle von außen", description: "", folder_id: folder.id });
    expect(edited.status).toBe(200);
    expect(assetSchema.parse(edited.body)).toMatchObject({ name: "Halle", alt_text: "Halle von außen", description: null, folder_id: folder.id });
    const empty = await patch(admin, `/api/assets/${asset.id}`, { name: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.name).toBeTruthy();
    const missing = await patch(admin, `/api/assets/${asset.id}`, { folder_id: "gibt-es-nicht" });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.folder_id).toBeTruthy();
    expect((await patch(member, `/api/assets/${asset.id}`, { name: "x" })).status).toBe(403);
    const back = await patch(admin, `/api/assets/${asset.id}`, { folder_id: null });
    expect(back.body).toMatchObject({ name: "Halle", folder_id: null });
    expect((await patch(admin, "/api/assets/gibt-es-nicht", { name: "x" })).status).toBe(404);
  });

  it("lists where an asset is used and refuses to delete it (409) unless forced; then file and variants are gone", async () => {
    const [image] = assetListSchema.parse(await (await upload(admin, [{ name: "held.png", body: await png(1400, 700) }])).json()).assets;
    await createPage(db(), {
      slug: "ueber-uns-medien",
      title: "Über uns",
      is_published: true,
      content: { blocks: [{ id: "b1", type: "image", content: { src: `${image.url}?width=1280&quality=85&format=webp`, alt: "Held" }, style: {} }] },
    });
    const { settings } = await getSettings(db());
    await saveSettings(db(), { ...settings, header: { ...settings.header, logo_asset_id: image.id } });
    // A variant, so deleting must remove it too.
    expect((await fetch(`${app.url}${image.url}?width=640&format=webp`)).status).toBe(200);
    expect((await storedKeys()).some((k) => k.startsWith("variants/"))).toBe(true);

    const detail = assetDetailSchema.parse((await admin.get(`/api/assets/${image.id}`)).body);
    expect(detail.usages).toEqual([
      { kind: "page", page_id: expect.any(String), title: "Über uns", slug: "ueber-uns-medien", content_type: expect.any(String), state: "published" },
      { kind: "settings", field: "header.logo_asset_id", label: "Logo in der Kopfzeile" },
    ]);
    const refused = await del(admin, `/api/assets/${image.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.usages).toHaveLength(2);
    expect((await admin.get(`/api/assets/${image.id}`)).status).toBe(200);

    expect((await del(member, `/api/assets/${image.id}?force=true`)).status).toBe(403);
    expect((await del(admin, `/api/assets/${image.id}?force=true`)).status).toBe(204);
    expect((await admin.get(`/api/assets/${image.id}`)).status).toBe(404);
    const keys = await storedKeys();
    expect(keys.filter((k) => k.includes(image.file_path.replace(/^images\//, "").replace(/\.png$/, "")))).toEqual([]);
    expect((await fetch(app.url + image.url)).status).toBe(404);

    // An unused file goes at once.
    const [unused] = assetListSchema.parse(await (await upload(admin, [{ name: "frei.pdf", body: pdf() }])).json()).assets;
    expect((await del(admin, `/api/assets/${unused.id}`)).status).toBe(204);
    expect(await storedKeys()).not.toContain(unused.file_path);
  });

  it("manages folders: nested paths, move into own subfolder refused, descendants recomputed, delete moves files up, order", async () => {
    const top = folderSchema.parse((await admin.post("/api/folders", { name: "  Downloads  ", is_download_folder: true })).body);
    expect(top).toMatchObject({ name: "Downloads", path: "/Downloads", is_download_folder: true, parent_id: null });
    const mid = folderSchema.parse((await admin.post("/api/folders", { name: "Technik", parent_id: top.id })).body);
    const leaf = folderSchema.parse((await admin.post("/api/folders", { name: "Datenblätter", parent_id: mid.id })).body);
    expect(leaf.path).toBe("/Downloads/Technik/Datenblätter");
    expect((await admin.post("/api/folders", { name: "   " })).status).toBe(400);

    const cycle = await patch(admin, `/api/folders/${top.id}`, { parent_id: leaf.id });
    expect(cycle.status).toBe(400);
    expect(cycle.body.error).toBe("Cannot move folder into its own subfolder");
    expect(cycle.body.fields.parent_id).toBe("Ein Ordner kann nicht in sich selbst oder einen seiner Unterordner verschoben werden.");
    expect((await patch(admin, `/api/folders/${top.id}`, { parent_id: top.id })).status).toBe(400);

    const other = folderSchema.parse((await admin.post("/api/folders", { name: "Archiv" })).body);
    const moved = await patch(admin, `/api/folders/${mid.id}`, { parent_id: other.id, name: "Technik alt" });
    expect(moved.body).toMatchObject({ path: "/Archiv/Technik alt", parent_id: other.id });
    const list = folderListSchema.parse((await admin.get("/api/folders")).body).folders;
    expect(list.find((f) => f.id === leaf.id)!.path).toBe("/Archiv/Technik alt/Datenblätter");

    const [file] = assetListSchema.parse(await (await upload(admin, [{ name: "blatt.pdf", body: pdf() }], { folder_id: mid.id })).json()).assets;
    const counted = folderListSchema.parse((await admin.get("/api/folders")).body);
    expect(counted.folders.find((f) => f.id === mid.id)!.asset_count).toBe(1);
    expect(counted.root_count).toBe(Number((await db().selectFrom("content_assets").select((eb) => eb.fn.countAll().as("n")).where("folder_id", "is", null).executeTakeFirstOrThrow()).n));
    expect(counted.root_count).toBeGreaterThan(0);
    expect((await del(admin, `/api/folders/${mid.id}`)).status).toBe(204);
    expect((await admin.get(`/api/assets/${file.id}`)).body.folder_id).toBe(other.id);
    const after = folderListSchema.parse((await admin.get("/api/folders")).body).folders;
    expect(after.find((f) => f.id === leaf.id)).toMatchObject({ parent_id: other.id, path: "/Archiv/Datenblätter" });
    expect(await storedKeys()).toContain(file.file_path);

    const ordered = await admin.post("/api/folders/order", { ids: [other.id, top.id] });
    expect(ordered.status).toBe(200);
    const orders = Object.fromEntries(folderListSchema.parse(ordered.body).folders.map((f) => [f.id, f.sort_order]));
    expect([orders[other.id], orders[top.id]]).toEqual([0, 10]);
    expect((await admin.post("/api/folders/order", { ids: ["gibt-es-nicht"] })).status).toBe(400);
    expect((await patch(admin, `/api/folders/${top.id}`, { is_download_folder: false })).body.is_download_folder).toBe(false);
    expect((await del(member, `/api/folders/${top.id}`)).status).toBe(403);
    expect((await del(admin, "/api/folders/gibt-es-nicht")).status).toBe(404);
  });
});
