import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createLocalStorage } from "../storage/local.server";
import type { Storage } from "../storage/storage.server";
import { BUSY_FALLBACK_MAX_BYTES, BUSY_MESSAGE, mediaHandler } from "./serve.server";
import { BUSY, createVariants, deleteVariants, parseVariantParams, variantPrefix } from "./variants.server";

/**
 * Issue 26 item 1: anonymous variant requests cannot exhaust the server. The real /media handler
 * runs in a child process (tests/media-server.ts) so its peak memory (VmHWM) is its own; a
 * 24-megapixel JPEG is asked for in 50 mixed variants at once while /healthz must keep answering.
 */

const ROOT = path.resolve(__dirname, "../../..");
const KEY = "images/a1b2c3d4e5f60718293a4b5c6d7e8f90.jpg";
const PEAK_LIMIT_MB = 400;

/** Gradients under noise (6000×4000 by default): a photo's worth of work for decoder and encoders. */
async function bigPhoto(width = 6000, height = 4000): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  const small = Buffer.alloc(60 * 40 * 3);
  // (a 60×40 gradient, scaled up)
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < 60; x++) {
      const i = (y * 60 + x) * 3;
      small[i] = (x / 60) * 255;
      small[i + 1] = (y / 40) * 255;
      small[i + 2] = 128 + 100 * Math.sin(x / 5);
    }
  }
  const gradient = await sharp(small, { raw: { width: 60, height: 40, channels: 3 } }).resize(width, height).raw().toBuffer();
  for (let i = 0; i < noise.length; i++) noise[i] = (gradient[i] + noise[i]) >> 1;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

interface Child {
  process: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

async function startChild(dataDir: string): Promise<Child> {
  const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["tests/media-server.ts", dataDir], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`media server ended (${code})`)));
  });
  return {
    process: child,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** The tsx launcher starts node as its child: the process that serves is the launcher's node child. */
function serverPid(child: ChildProcess): number {
  const children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  return children.find((pid) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("media-server.ts")) ?? child.pid!;
}

describe("a burst of variant requests for a 24-megapixel picture", () => {
  let dataDir: string;
  let storage: Storage;
  let child: Child;
  let pid: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-burst-"));
    storage = createLocalStorage(path.join(dataDir, "media"));
    await storage.put(KEY, await bigPhoto(), { contentType: "image/jpeg" });
    child = await startChild(dataDir);
    pid = serverPid(child.process);
  }, 60_000);
  afterAll(async () => {
    await child?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("stays under 400 MB and keeps /healthz answering", async () => {
    const formats = ["avif", "webp", "auto", null];
    const widths = [null, 640, 900, 1280, 1920, 3000, 183];
    const queries = Array.from({ length: 50 }, (_, i) => {
      const params = new URLSearchParams();
      const width = widths[i % widths.length];
      const format = formats[i % formats.length];
      if (width) params.set("width", String(width));
      params.set("quality", String(40 + ((i * 5) % 60)));
      if (format) params.set("format", format);
      return params.toString();
    });
    const before = peakRssMb(pid);
    let slowest = 0;
    let healthChecks = 0;
    let bursting = true;
    const health = (async () => {
      while (bursting) {
        const started = performance.now();
        const res = await fetch(`${child.url}/healthz`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        slowest = Math.max(slowest, performance.now() - started);
        healthChecks++;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      queries.map(async (query) => {
        const res = await fetch(`${child.url}/media/${KEY}?${query}`, { headers: { Accept: "image/avif,image/webp,*/*" } });
        const body = Buffer.from(await res.arrayBuffer());
        return { query, status: res.status, retryAfter: res.headers.get("retry-after"), type: res.headers.get("content-type"), body };
      }),
    );
    const burstMs = performance.now() - started;
    bursting = false;
    await health;
    const peak = peakRssMb(pid);
    const statuses = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    console.log(`burst: ${Math.round(burstMs)} ms, peak RSS ${before} → ${peak} MB, slowest /healthz ${Math.round(slowest)} ms (${healthChecks} checks), answers ${JSON.stringify(statuses)}`);

    expect(peak).toBeLessThan(PEAK_LIMIT_MB);
    expect(slowest).toBeLessThan(2000);
    for (const answer of answers) {
      expect([200, 503], answer.query).toContain(answer.status);
      if (answer.status === 503) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body.toString("utf8")).toMatch(/Bitte/);
      } else {
        // Never a full-size re-encode: every picture fits the largest width.
        const meta = await sharp(answer.body).metadata();
        expect(meta.width, answer.query).toBeLessThanOrEqual(1920);
      }
    }
    expect(statuses[200]).toBeGreaterThan(0);
  }, 600_000);

  it("stores a variant whose client left while it was rendered", async () => {
    const variantKeyOf = `${variantPrefix(KEY)}w1024-q85.avif`;
    expect(await storage.stat(variantKeyOf)).toBeNull();
    const leaving = new AbortController();
    const request = fetch(`${child.url}/media/${KEY}?width=1024&format=avif`, { signal: leaving.signal }).catch((error: unknown) => error);
    // Long enough to reach the (idle) queue, far too short to render 24 megapixels.
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.abort();
    expect(await request).toBeInstanceOf(Error);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !(await storage.stat(variantKeyOf))) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storage.stat(variantKeyOf)).not.toBeNull();
    // The next visitor gets it from storage.
    const res = await fetch(`${child.url}/media/${KEY}?width=1024&format=avif`);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await res.arrayBuffer();
  }, 60_000);

  it("renders the common variants of an upload in the background, within the memory bound", async () => {
    const second = "images/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg";
    await storage.put(second, await bigPhoto(), { contentType: "image/jpeg" });
    const res = await fetch(`${child.url}/generate/${second}?width=6000`, { method: "POST" });
    const { ms, rendered } = (await res.json()) as { ms: number; rendered: number };
    const peak = peakRssMb(pid);
    console.log(`background generation of a 24-megapixel upload: ${rendered} variants in ${ms} ms, peak RSS ${peak} MB`);
    // 5 widths × AVIF, WebP, JPEG at quality 85.
    expect(rendered).toBe(15);
    for (const width of [640, 800, 1024, 1280, 1920]) {
      for (const ext of ["avif", "webp", "jpg"]) expect(await storage.stat(`${variantPrefix(second)}w${width}-q85.${ext}`), `${width} ${ext}`).not.toBeNull();
    }
    expect(peak).toBeLessThan(PEAK_LIMIT_MB);
  }, 300_000);
});

describe("the render queue", () => {
  const PHOTO = "images/00000000000000000000000000000001.jpg";
  const SMALL = "images/00000000000000000000000000000002.jpg";
  let dataDir: string;
  let storage: Storage;
  const params = (query: string) => parseVariantParams(new URLSearchParams(query));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-queue-"));
    storage = createLocalStorage(path.join(dataDir, "media"));
    const photo = await bigPhoto(3000, 2000);
    expect(photo.length).toBeGreaterThan(BUSY_FALLBACK_MAX_BYTES);
    await storage.put(PHOTO, photo, { contentType: "image/jpeg" });
    await storage.put(SMALL, await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } }).jpeg().toBuffer(), { contentType: "image/jpeg" });
  }, 60_000);
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("does not render for a client that left while its render waited", async () => {
    const variants = createVariants(storage);
    const first = variants.resolve(PHOTO, params("width=1920&format=avif"), undefined);
    const leaving = new AbortController();
    const second = variants.resolve(PHOTO, params("width=640&format=webp"), undefined, leaving.signal);
    leaving.abort();
    expect(await second).toBeNull();
    expect(await first).toMatchObject({ key: `${variantPrefix(PHOTO)}w1920-q85.avif` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(variants.produced).toBe(1);
    expect(await storage.stat(`${variantPrefix(PHOTO)}w640-q85.webp`)).toBeNull();
  }, 60_000);

  it("answers BUSY beyond the waiting bound, while the same variant is shared", async () => {
    const variants = createVariants(storage, { maxWaiting: 0 });
    const first = variants.resolve(PHOTO, params("width=1280&format=avif"), undefined);
    const same = variants.resolve(PHOTO, params("width=1300&format=avif&quality=90"), undefined);
    expect(await variants.resolve(PHOTO, params("width=800&format=avif"), undefined)).toBe(BUSY);
    expect(await same).toEqual(await first);
    expect(variants.produced).toBe(1);
  }, 60_000);

  it("renders a visitor's variant before the background work", async () => {
    const variants = createVariants(storage);
    let generated = false;
    const generation = variants.generate(PHOTO, 3000).then((n) => {
      generated = true;
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const visitor = await variants.resolve(PHOTO, params("width=800&quality=60&format=webp"), undefined);
    expect(visitor).toMatchObject({ key: `${variantPrefix(PHOTO)}w800-q60.webp` });
    expect(generated).toBe(false);
    // The 1920 AVIF of the first test was stored already; the other 14 are rendered now.
    expect(await generation).toBe(14);
  }, 120_000);

  it("stops the background work when the picture is deleted, and leaves no variant behind", async () => {
    const copy = "images/00000000000000000000000000000003.jpg";
    await storage.put(copy, fs.readFileSync(path.join(dataDir, "media", PHOTO)), { contentType: "image/jpeg" });
    const variants = createVariants(storage);
    const generation = variants.generate(copy, null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await storage.delete(copy);
    await deleteVariants(storage, copy);
    expect(await generation).toBeLessThan(15);
    expect(fs.existsSync(path.join(dataDir, "media", variantPrefix(copy)))).toBe(false);
  }, 60_000);

  it("serves a small original (not cached) or a 503 with Retry-After while the queue is full", async () => {
    const variants = createVariants(storage, { maxWaiting: 0 });
    const app = express();
    app.use("/media", mediaHandler({ storage, variants }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/media/`;
    try {
      const slow = fetch(`${url}${PHOTO}?width=1920&format=avif&quality=60`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const small = await fetch(`${url}${SMALL}?width=640&format=webp`);
      expect(small.status).toBe(200);
      expect(small.headers.get("content-type")).toBe("image/jpeg");
      expect(small.headers.get("cache-control")).toBe("no-store");
      expect(Buffer.from(await small.arrayBuffer()).equals(fs.readFileSync(path.join(dataDir, "media", SMALL)))).toBe(true);
      const big = await fetch(`${url}${PHOTO}?width=640&quality=60&format=avif`);
      expect(big.status).toBe(503);
      expect(big.headers.get("retry-after")).toBe("5");
      expect(big.headers.get("cache-control")).toBe("no-store");
      expect(await big.text()).toBe(BUSY_MESSAGE);
      expect((await slow).status).toBe(200);
      await (await slow).arrayBuffer();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
