import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../../tests/s3";
import { storageSetupsOfRun, type TestStorageKind } from "../../../tests/test-db";
import { createStorage } from "../storage/index.server";
import type { Storage } from "../storage/storage.server";
import { MEDIA_CSP, mediaHandler } from "./serve.server";
import { createVariants, deleteVariants, type Variants } from "./variants.server";

/** A photo-like test image: smooth gradients plus noise, so encoders have real work. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (Math.random() - 0.5) * 30;
      raw[i] = Math.max(0, Math.min(255, (x / width) * 255 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 40) + noise));
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

interface Server {
  url: string;
  close(): Promise<void>;
}

async function serve(storage: Storage, variants: Variants): Promise<Server> {
  const app = express();
  app.use("/media", mediaHandler({ storage, variants }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Raw request, so paths like "/media/../x" reach the server unnormalised (fetch would resolve them). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

const PHOTO = "images/0123456789abcdef0123456789abcdef.jpg";
const LOGO = "images/1111111111111111aaaaaaaaaaaaaaaa.png";
const ROTATED = "images/2222222222222222bbbbbbbbbbbbbbbb.jpg";
const BROKEN = "images/3333333333333333cccccccccccccccc.jpg";
const VIDEO = "videos/4444444444444444dddddddddddddddd.mp4";
const PDF = "documents/5555555555555555eeeeeeeeeeeeeeee.pdf";

interface Setup {
  storage: Storage;
  publicStorage: Storage | null;
  close(): Promise<void>;
}

const setups: Record<TestStorageKind, () => Promise<Setup>> = {
  local: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-media-"));
    return {
      storage: createStorage({ DATA_DIR: dir, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false }),
      publicStorage: null,
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startS3();
    return {
      storage: createStorage({ DATA_DIR: "/nicht-benutzt", ...s3.env }),
      publicStorage: createStorage({ DATA_DIR: "/nicht-benutzt", ...s3.env, S3_PUBLIC_URL: "https://media.example.de/cms" }),
      close: () => s3.close(),
    };
  },
};

describe.each(storageSetupsOfRun(setups))("/media with %s storage", (name) => {
  let setup: Setup;
  let storage: Storage;
  let variants: Variants;
  let server: Server;
  const video = crypto.randomBytes(5000);
  let photoBytes: Buffer;

  beforeAll(async () => {
    setup = await setups[name]();
    storage = setup.storage;
    variants = createVariants(storage);
    server = await serve(storage, variants);
    photoBytes = await photo(1920, 1280);
    await storage.put(PHOTO, photoBytes, { contentType: "image/jpeg" });
    await storage.put(LOGO, await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 60, b: 120, alpha: 1 } } }).png().toBuffer(), { contentType: "image/png" });
    // 400×200 pixels stored sideways with EXIF orientation 6 ("rotate 90° clockwise to view").
    await storage.put(ROTATED, await sharp({ create: { width: 200, height: 400, channels: 3, background: "#884422" } }).jpeg().withMetadata({ orientation: 6 }).toBuffer(), { contentType: "image/jpeg" });
    await storage.put(BROKEN, Buffer.from("kein Bild, nur Text"), { contentType: "image/jpeg" });
    await storage.put(VIDEO, video, { contentType: "video/mp4" });
    await storage.put(PDF, Buffer.from("%PDF-1.4\n%…"), { contentType: "application/pdf" });
  });
  afterAll(async () => {
    await server?.close();
    await setup?.close();
  });

  it("serves an original with immutable caching, ETag, type and a CSP that runs nothing", async () => {
    const res = await fetch(`${server.url}/media/${PHOTO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(res.headers.get("last-modified")).toBeTruthy();
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(MEDIA_CSP);
    expect(res.headers.get("vary")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(photoBytes)).toBe(true);

    const head = await fetch(`${server.url}/media/${PHOTO}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(photoBytes.length));
    expect(head.headers.get("etag")).toBe(res.headers.get("etag"));

    const pdf = await fetch(`${server.url}/media/${PDF}`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(await pdf.text()).toContain("%PDF");
  });

  it("answers 304 to a matching If-None-Match and 200 to a stale one", async () => {
    const etag = (await fetch(`${server.url}/media/${PHOTO}`, { method: "HEAD" })).headers.get("etag")!;
    const cached = await fetch(`${server.url}/media/${PHOTO}`, { headers: { "If-None-Match": etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await cached.arrayBuffer()).byteLength).toBe(0);
    const stale = await fetch(`${server.url}/media/${PHOTO}`, { headers: { "If-None-Match": '"veraltet"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("serves byte ranges for video seeking and 416 outside the file", async () => {
    const first = await fetch(`${server.url}/media/${VIDEO}`, { headers: { Range: "bytes=0-99" } });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-99/${video.length}`);
    expect(first.headers.get("content-length")).toBe("100");
    expect(first.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await first.arrayBuffer()).equals(video.subarray(0, 100))).toBe(true);

    const suffix = await fetch(`${server.url}/media/${VIDEO}`, { headers: { Range: "bytes=-500" } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe(`bytes 4500-4999/${video.length}`);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(video.subarray(4500))).toBe(true);

    const open = await fetch(`${server.url}/media/${VIDEO}`, { headers: { Range: "bytes=4990-" } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(video.subarray(4990))).toBe(true);

    const outside = await fetch(`${server.url}/media/${VIDEO}`, { headers: { Range: "bytes=5000-6000" } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${video.length}`);
    await outside.arrayBuffer();

    // An If-Range naming another version asks for the whole (new) file.
    const changed = await fetch(`${server.url}/media/${VIDEO}`, { headers: { Range: "bytes=0-99", "If-Range": '"alt"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(video.length);
  });

  it("answers 404 in German for unknown keys and paths outside the store", async () => {
    const unknown = await fetch(`${server.url}/media/images/gibt-es-nicht.jpg`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Datei nicht gefunden.");
    for (const raw of ["/media/../package.json", "/media/images/../../package.json", "/media/%2e%2e/package.json", "/media/images%2F..%2F..%2Fpackage.json", "/media/.partial/x", "/media/", "/media/%E0%A4%A"]) {
      const res = await rawGet(server.url, raw);
      expect(res.status, raw).toBe(404);
      expect(res.body, raw).toBe("Datei nicht gefunden.");
    }
    const post = await fetch(`${server.url}/media/${PHOTO}`, { method: "POST" });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
    // Image parameters on a missing original: 404, and nothing rendered.
    const missingVariant = await fetch(`${server.url}/media/images/gibt-es-nicht.jpg?width=640`);
    expect(missingVariant.status).toBe(404);
    await missingVariant.arrayBuffer();
  });

  it("renders only the allowed widths, once, and serves the stored variant with ETag/304", async () => {
    const before = variants.produced;
    const res = await fetch(`${server.url}/media/${PHOTO}?width=700&format=webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("vary")).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe("webp");
    expect([640, 800]).toContain(meta.width);
    expect(meta.height).toBe(Math.round((meta.width! * 1280) / 1920));
    expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(variants.produced).toBe(before + 1);
    expect(await storage.stat(`variants/images/0123456789abcdef0123456789abcdef/w${meta.width}-q85.webp`)).not.toBeNull();

    // 760 snaps to the same width: served from storage, not rendered again.
    const again = await fetch(`${server.url}/media/${PHOTO}?width=${meta.width === 640 ? 660 : 760}&format=webp&quality=84`);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    expect(again.headers.get("etag")).toBe(res.headers.get("etag"));
    expect(variants.produced).toBe(before + 1);

    const cached = await fetch(`${server.url}/media/${PHOTO}?width=700&format=webp`, { headers: { "If-None-Match": res.headers.get("etag")! } });
    expect(cached.status).toBe(304);
    expect(variants.produced).toBe(before + 1);

    // Huge or silly widths still map onto the allowed set, and never enlarge.
    const huge = await fetch(`${server.url}/media/${PHOTO}?width=99999&format=webp`);
    expect((await sharp(Buffer.from(await huge.arrayBuffer())).metadata()).width).toBe(1920);
    const tiny = await fetch(`${server.url}/media/${ROTATED}?width=1&format=webp`);
    const tinyMeta = await sharp(Buffer.from(await tiny.arrayBuffer())).metadata();
    // 640 requested, the (EXIF-rotated) original is only 400 wide: kept at 400×200.
    expect([tinyMeta.width, tinyMeta.height]).toEqual([400, 200]);
  });

  it("renders avif and keeps the original format without a format parameter", async () => {
    const avif = await fetch(`${server.url}/media/${PHOTO}?width=1024&format=avif&quality=60`);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    const avifBody = Buffer.from(await avif.arrayBuffer());
    expect(avifBody.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    const avifMeta = await sharp(avifBody).metadata();
    expect(avifMeta.format).toBe("heif");
    expect(avifMeta.compression).toBe("av1");
    expect(avifMeta.width).toBe(1024);
    expect(await storage.stat("variants/images/0123456789abcdef0123456789abcdef/w1024-q60.avif")).not.toBeNull();

    const jpeg = await fetch(`${server.url}/media/${PHOTO}?width=1280`);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).width).toBe(1280);
  });

  it("fits the logo inside 183×72 without enlarging and keeps PNG", async () => {
    const res = await fetch(`${server.url}/media/${LOGO}?width=183&height=72&quality=85`);
    expect(res.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 183, 61]);
    expect(await storage.stat("variants/images/1111111111111111aaaaaaaaaaaaaaaa/w183h72-q85.png")).not.toBeNull();
  });

  it("serves the logo box at 2x and 3x for high-density screens (the original's 600 px caps 3x)", async () => {
    const size = async (query: string) => {
      const meta = await sharp(Buffer.from(await (await fetch(`${server.url}/media/${LOGO}?${query}`)).arrayBuffer())).metadata();
      return [meta.width, meta.height];
    };
    expect(await size("width=366&height=144&quality=85")).toEqual([366, 122]);
    expect(await size("width=549&height=216&quality=85")).toEqual([549, 183]);
  });

  it("negotiates format=auto from Accept and varies by it", async () => {
    const avif = await fetch(`${server.url}/media/${PHOTO}?width=640&format=auto`, { headers: { Accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    await avif.arrayBuffer();
    const webp = await fetch(`${server.url}/media/${PHOTO}?width=640&format=auto`, { headers: { Accept: "image/webp,*/*" } });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect(webp.headers.get("vary")).toBe("Accept");
    await webp.arrayBuffer();
    const old = await fetch(`${server.url}/media/${PHOTO}?width=640&format=auto`, { headers: { Accept: "image/avif;q=0, */*" } });
    expect(old.headers.get("content-type")).toBe("image/jpeg");
    expect(old.headers.get("vary")).toBe("Accept");
    await old.arrayBuffer();
  });

  it("serves a broken image untouched instead of failing", async () => {
    const res = await fetch(`${server.url}/media/${BROKEN}?width=640&format=webp`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("kein Bild, nur Text");
    const again = await fetch(`${server.url}/media/${BROKEN}?width=640&format=webp`);
    expect(await again.text()).toBe("kein Bild, nur Text");
  });

  it("ignores image parameters on other files", async () => {
    const res = await fetch(`${server.url}/media/${VIDEO}?width=640&format=webp`);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await res.arrayBuffer()).equals(video)).toBe(true);
  });

  it("renders a variant once when many ask for it at the same time", async () => {
    const before = variants.produced;
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${server.url}/media/${PHOTO}?width=1920&format=avif&quality=50`)));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(bodies.every((b) => b.equals(bodies[0]))).toBe(true);
    expect(variants.produced).toBe(before + 1);
  });

  it("deletes all variants of an image and nothing else", async () => {
    const other = await fetch(`${server.url}/media/${LOGO}?width=640&format=webp`);
    await other.arrayBuffer();
    await deleteVariants(storage, PHOTO);
    expect(await storage.stat("variants/images/0123456789abcdef0123456789abcdef/w1024-q60.avif")).toBeNull();
    expect(await storage.stat("variants/images/0123456789abcdef0123456789abcdef/w1280-q85.jpg")).toBeNull();
    expect(await storage.stat(PHOTO)).not.toBeNull();
    expect(await storage.stat("variants/images/1111111111111111aaaaaaaaaaaaaaaa/w640-q85.webp")).not.toBeNull();
  });

  it("never serves a backup stored beside the media (backups/…), neither proxied nor redirected", async () => {
    const key = "backups/cms-backup-2026-11-26-030000.tar.gz";
    await storage.put(key, Buffer.from("geheim"), { contentType: "application/gzip" });
    try {
      for (const raw of [`/media/${key}`, "/media/backups%2Fcms-backup-2026-11-26-030000.tar.gz", `/media/${key}?width=640`]) {
        const res = await rawGet(server.url, raw);
        expect(res.status, raw).toBe(404);
        expect(res.body, raw).toBe("Datei nicht gefunden.");
      }
      if (setup.publicStorage) {
        const publicServer = await serve(setup.publicStorage, createVariants(setup.publicStorage));
        try {
          const res = await fetch(`${publicServer.url}/media/${key}`, { redirect: "manual" });
          expect(res.status).toBe(404);
          await res.arrayBuffer();
        } finally {
          await publicServer.close();
        }
      }
    } finally {
      await storage.delete(key);
    }
  });

  it("redirects to a public bucket instead of proxying (the disk is always proxied)", async () => {
    if (!setup.publicStorage) {
      const proxied = await fetch(`${server.url}/media/${VIDEO}`, { redirect: "manual" });
      expect(proxied.status).toBe(200);
      await proxied.arrayBuffer();
      return;
    }
    const publicVariants = createVariants(setup.publicStorage);
    const publicServer = await serve(setup.publicStorage, publicVariants);
    try {
      const original = await fetch(`${publicServer.url}/media/${VIDEO}`, { redirect: "manual" });
      expect(original.status).toBe(302);
      expect(original.headers.get("location")).toBe(`https://media.example.de/cms/${VIDEO}`);
      expect(original.headers.get("cache-control")).toBe("public, max-age=300");

      const variant = await fetch(`${publicServer.url}/media/${PHOTO}?width=800&format=auto`, { redirect: "manual", headers: { Accept: "image/webp" } });
      expect(variant.status).toBe(302);
      expect(variant.headers.get("location")).toBe("https://media.example.de/cms/variants/images/0123456789abcdef0123456789abcdef/w800-q85.webp");
      expect(variant.headers.get("vary")).toBe("Accept");
      // Rendered before the redirect, so the bucket has it when the browser follows.
      expect(await storage.stat("variants/images/0123456789abcdef0123456789abcdef/w800-q85.webp")).not.toBeNull();
    } finally {
      await publicServer.close();
    }
  });
});
