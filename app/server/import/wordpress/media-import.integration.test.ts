import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../../tests/test-db";
import { getPageBySlug } from "../../pages/pages.server";
import { createLocalStorage } from "../../storage/local.server";
import { runImportCommand } from "./cli.server";
import { importWordPress } from "./import.server";
import { DOWNLOAD_CONCURRENCY, HOST_FAILURES_IN_A_ROW, LocalUploads } from "./media-import.server";
import { parseAllowedHosts } from "./safe-fetch.server";
import { buildExport, type ExportItem } from "./test-export";

/**
 * The media step of the WordPress import against local HTTP servers standing in for old hosts
 * (issue 39, item 12): a working one that counts how many downloads it serves at once, one that
 * drops every connection, one that never answers; WordPress.com's size parameters, reuse of what
 * an earlier import brought, and files from a local copy of wp-content/uploads.
 */

interface Host {
  server: http.Server;
  origin: string;
  requests: string[];
}

async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse, host: Host) => void): Promise<Host> {
  const host: Host = { server: null as unknown as http.Server, origin: "", requests: [] };
  host.server = http.createServer((req, res) => {
    host.requests.push(req.url ?? "");
    handler(req, res, host);
  });
  await new Promise<void>((r) => host.server.listen(0, "127.0.0.1", r));
  host.origin = `http://127.0.0.1:${(host.server.address() as AddressInfo).port}`;
  return host;
}

const attachment = (id: number, url: string): ExportItem => ({ id, type: "attachment", title: `Bild ${id}`, attachmentUrl: url });

describe(`WordPress import: media (${testDbLabel})`, () => {
  let db: TestDatabase;
  let good: Host;
  let dropping: Host;
  let silent: Host;
  let active = 0;
  let maxActive = 0;
  const hanging: http.ServerResponse[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-media-"));
  const storage = createLocalStorage(path.join(dir, "media"));
  const deps = () => ({ db: db.db, storage });
  const allowed = () => parseAllowedHosts([good, dropping, silent].map((h) => new URL(h.origin).host).join(","));
  let jpeg: Buffer;

  beforeAll(async () => {
    db = await createTestDatabase();
    jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c60" } }).jpeg().toBuffer();
    good = await listen((req, res) => {
      active++;
      maxActive = Math.max(maxActive, active);
      // Long enough that the importer's places overlap.
      setTimeout(() => {
        active--;
        if (req.url?.includes("fehlt")) res.writeHead(404).end();
        else res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      }, 60);
    });
    dropping = await listen((req) => req.socket.destroy());
    silent = await listen((_req, res) => {
      hanging.push(res);
    });
  });

  afterAll(async () => {
    for (const res of hanging) res.socket?.destroy();
    for (const host of [good, dropping, silent]) await new Promise((r) => host?.server.close(r));
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("downloads four at a time; a host that drops connections or never answers is given up with one note each", async () => {
    const file = path.join(dir, "hosts.xml");
    const items: ExportItem[] = [];
    for (let i = 0; i < 12; i++) items.push(attachment(100 + i, `${good.origin}/wp-content/uploads/2024/01/gut-${i}.jpg`));
    items.push(attachment(150, `${good.origin}/wp-content/uploads/2024/01/fehlt.jpg`));
    for (let i = 0; i < 30; i++) items.push(attachment(200 + i, `${dropping.origin}/wp-content/uploads/2024/01/weg-${i}.jpg`));
    for (let i = 0; i < 20; i++) items.push(attachment(300 + i, `${silent.origin}/wp-content/uploads/2024/01/still-${i}.jpg`));
    fs.writeFileSync(file, buildExport({ items }, { site: { title: "Alt", link: good.origin } }));

    const report = await importWordPress(deps(), file, { allowedHosts: allowed(), fetchTimeoutMs: 400 });

    expect(maxActive).toBe(DOWNLOAD_CONCURRENCY);
    expect(report.media).toEqual({ created: 12, updated: 0, unchanged: 0, skipped: 0, failed: 51 });
    // The dropping host: ten failures in a row, then the rest is not tried (those already under way end too).
    expect(dropping.requests.length).toBeGreaterThanOrEqual(HOST_FAILURES_IN_A_ROW);
    expect(dropping.requests.length).toBeLessThan(HOST_FAILURES_IN_A_ROW + DOWNLOAD_CONCURRENCY);
    // The silent host: every place waited a whole timeout without an answer, then it was given up.
    expect(silent.requests.length).toBeLessThan(2 * DOWNLOAD_CONCURRENCY);

    const droppingHost = new URL(dropping.origin).host;
    const silentHost = new URL(silent.origin).host;
    const mediaNotes = report.notes.filter((n) => n.item?.startsWith("Datei ") || / von 127\.0\.0\.1:/.test(n.message));
    expect(mediaNotes.map((n) => (n.item ? `${n.item}: ${n.message}` : n.message))).toEqual([
      `Datei ${good.origin}/wp-content/uploads/2024/01/fehlt.jpg: nicht übernommen: nicht erreichbar (Status 404); Verweise behalten die ursprüngliche Adresse`,
      expect.stringMatching(new RegExp(`^30 Dateien von ${droppingHost} nicht übernommen \\(\\d+ nicht erreichbar, \\d+ nicht mehr versucht, weil ${droppingHost} nicht antwortete\\); Verweise behalten die ursprüngliche Adresse$`)),
      expect.stringMatching(new RegExp(`^20 Dateien von ${silentHost} nicht übernommen \\(\\d+ Zeitüberschreitung beim Herunterladen, \\d+ nicht mehr versucht, weil ${silentHost} nicht antwortete\\)`)),
    ]);
    // The full list, every file with its reason.
    expect(report.media_failures).toHaveLength(51);
    expect(report.media_failures_left_off).toBe(0);
    expect(new Set(report.media_failures.map((f) => f.url)).size).toBe(51);
    expect(report.media_failures.filter((f) => f.url.startsWith(dropping.origin) && f.reason.startsWith("nicht versucht:"))).toHaveLength(30 - (report.media_failures.filter((f) => f.url.startsWith(dropping.origin) && f.reason === "nicht erreichbar")).length);
    const assets = await db.db.selectFrom("content_assets").select("name").execute();
    expect(assets).toHaveLength(12);
  });

  it("fetches the original of a WordPress.com size address and maps every size to it; a second export reuses the asset", async () => {
    const site = "https://meinblog.example.com";
    const up = (p: string) => `${good.origin}/wp-content/uploads/2024/02/${p}`;
    const first = path.join(dir, "first.xml");
    fs.writeFileSync(
      first,
      buildExport(
        {
          items: [
            { ...attachment(10, up("foto.jpg?w=300&h=200")), title: "Foto" },
            attachment(11, up("zweites.jpg")),
            {
              id: 20, type: "post", title: "Reise", slug: "reise", link: `${site}/2024/02/reise/`,
              content: `<p>Unterwegs.</p>\n\n<img src="${up("foto.jpg?w=300")}" alt="Foto" />\n\n<img src="${up("foto-1024x768.jpg")}" alt="Groß" />`,
            },
          ],
        },
        { site: { title: "Blog", link: site } },
      ),
    );
    good.requests = [];
    const report = await importWordPress(deps(), first, { allowedHosts: allowed(), fetchTimeoutMs: 5_000 });
    expect(report.media).toMatchObject({ created: 2, failed: 0 });
    // The original, without WordPress.com's size parameters.
    expect(good.requests.sort()).toEqual(["/wp-content/uploads/2024/02/foto.jpg", "/wp-content/uploads/2024/02/zweites.jpg"]);
    const foto = (await db.db.selectFrom("content_assets").select(["id", "file_path"]).where("name", "=", "foto.jpg").executeTakeFirstOrThrow());
    const fotoUrl = `/media/${foto.file_path}`;
    const reise = JSON.stringify((await getPageBySlug(db.db, "reise", { includeUnpublished: true }))!.content);
    expect(reise.split(fotoUrl)).toHaveLength(3);
    expect(reise).not.toContain(good.origin);

    // Another export (another site address) that shares the attachments: nothing downloaded again,
    // its blocks point at our assets, also for an upload it does not list itself.
    const second = path.join(dir, "second.xml");
    fs.writeFileSync(
      second,
      buildExport(
        {
          items: [
            attachment(10, up("foto.jpg")),
            {
              id: 30, type: "page", title: "Galerie", slug: "galerie", link: "https://neu.example.com/galerie/",
              content: `<p><img src="${up("foto-300x200.jpg")}" alt="Foto" /> <img src="${up("zweites-150x150.jpg")}" alt="Zwei" /></p>`,
            },
          ],
        },
        { site: { title: "Neu", link: "https://neu.example.com" } },
      ),
    );
    good.requests = [];
    const again = await importWordPress(deps(), second, { allowedHosts: allowed(), fetchTimeoutMs: 5_000 });
    expect(good.requests).toEqual([]);
    expect(again.media).toMatchObject({ created: 0, unchanged: 1, failed: 0 });
    const galerie = JSON.stringify((await getPageBySlug(db.db, "galerie", { includeUnpublished: true }))!.content);
    expect(galerie).toContain(fotoUrl);
    const zweites = (await db.db.selectFrom("content_assets").select("file_path").where("name", "=", "zweites.jpg").executeTakeFirstOrThrow());
    expect(galerie).toContain(`/media/${zweites.file_path}`);
    expect(galerie).not.toContain(good.origin);
    expect(await db.db.selectFrom("content_assets").select("id").where("name", "in", ["foto.jpg", "zweites.jpg"]).execute()).toHaveLength(2);
    // The second site knows the shared file under its own attachment id from now on.
    const rows = await db.db.selectFrom("import_items").select(["source_id", "target_id"]).where("source", "=", "wordpress:https://neu.example.com").where("kind", "=", "asset").execute();
    expect(rows).toEqual([{ source_id: "attachment:10", target_id: foto.id }]);
  });

  it("--media-from takes files from a copy of wp-content/uploads (size variant → original), checked by content, no network", async () => {
    const copy = path.join(dir, "sicherung");
    fs.mkdirSync(path.join(copy, "wp-content/uploads/2023/07"), { recursive: true });
    fs.writeFileSync(path.join(copy, "wp-content/uploads/2023/07/lokal.jpg"), jpeg);
    fs.writeFileSync(path.join(copy, "wp-content/uploads/2023/07/kein-bild.jpg"), "<?php echo 'kein Bild'; ?>");
    const up = (p: string) => `${good.origin}/wp-content/uploads/2023/07/${p}`;
    const file = path.join(dir, "local.xml");
    fs.writeFileSync(
      file,
      buildExport(
        {
          items: [
            // Only the original is in the copy: the scaled one WordPress served is found as it.
            attachment(40, up("lokal-scaled.jpg")),
            attachment(41, up("kein-bild.jpg")),
            { id: 42, type: "page", title: "Lokal", slug: "lokal", content: `<p><img src="${up("lokal-300x200.jpg")}" alt="L" /></p>` },
          ],
        },
        { site: { title: "Lokal", link: "https://lokal.example.com" } },
      ),
    );
    good.requests = [];
    const report = await importWordPress(deps(), file, { allowedHosts: allowed(), mediaFrom: copy });
    expect(good.requests).toEqual([]);
    expect(report.media).toMatchObject({ created: 1, failed: 1 });
    const lokal = await db.db.selectFrom("content_assets").select(["file_path", "mime_type"]).where("name", "=", "lokal-scaled.jpg").executeTakeFirstOrThrow();
    expect(lokal.mime_type).toBe("image/jpeg");
    expect(JSON.stringify((await getPageBySlug(db.db, "lokal", { includeUnpublished: true }))!.content)).toContain(`/media/${lokal.file_path}`);
    expect(await db.db.selectFrom("content_assets").select("id").where("name", "=", "kein-bild.jpg").execute()).toEqual([]);
    expect(report.notes.map((n) => n.message)).toContainEqual(`1 Datei aus dem Ordner ${copy} übernommen`);
  });

  it("--media-from never reads outside the folder (.. in the address, a link pointing out)", () => {
    const copy = path.join(dir, "kopie");
    fs.mkdirSync(path.join(copy, "2023/08"), { recursive: true });
    fs.writeFileSync(path.join(dir, "geheim.jpg"), jpeg);
    fs.writeFileSync(path.join(copy, "2023/08/da.jpg"), jpeg);
    fs.symlinkSync(path.join(dir, "geheim.jpg"), path.join(copy, "2023/08/link.jpg"));
    const local = new LocalUploads(copy);
    expect(local.fileFor("https://alt.example.de/wp-content/uploads/2023/08/da-150x150.jpg")).toBe(path.join(copy, "2023/08/da.jpg"));
    expect(local.fileFor("https://alt.example.de/wp-content/uploads/..%2fgeheim.jpg")).toBeNull();
    expect(local.fileFor("https://alt.example.de/wp-content/uploads/2023/..%2F..%2F..%2Fgeheim.jpg")).toBeNull();
    expect(local.fileFor("https://alt.example.de/wp-content/uploads/2023/08/link.jpg")).toBeNull();
  });

  it("the command line refuses --media-from without an existing folder", async () => {
    const result = await runImportCommand(["export.xml", "--media-from", path.join(dir, "gibt-es-nicht")], {});
    // The export itself is checked first; with a real one, the folder.
    expect(result.code).toBe(1);
    const file = path.join(dir, "hosts.xml");
    const missing = await runImportCommand([file, "--media-from", path.join(dir, "gibt-es-nicht")], {});
    expect(missing.code).toBe(2);
    expect(missing.message).toContain("--media-from");
  });
});
