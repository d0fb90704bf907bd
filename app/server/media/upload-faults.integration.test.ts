import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { configureLogger } from "../logger.server";
import { sweepPartials } from "../maintenance.server";
import { createLocalStorage } from "../storage/local.server";
import type { Storage } from "../storage/storage.server";
import { uploadHandler } from "./upload-http.server";

/**
 * Faults around uploads (issue 26 item 9): a full disk answers 507 at once, and the partial files
 * of a process killed mid-upload do not stay forever.
 */

/** The local disk, except that every write fails with ENOSPC after `room` bytes, as a full disk does. */
function fullDisk(root: string, room: number): Storage {
  const disk = createLocalStorage(root);
  return {
    ...disk,
    put(key, body, options) {
      let written = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          written += chunk.length;
          if (written > room) {
            done(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28 }));
            return;
          }
          done(null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? body : body.pipe(limit);
      return disk.put(key, source, options);
    },
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe(`uploads on a full disk (${testDbLabel})`, () => {
  let database: TestDatabase;
  let root: string;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    configureLogger("silent");
    database = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-full-"));
    const app = express();
    app.post("/api/assets", uploadHandler({ db: database.db, storage: fullDisk(root, 256 * 1024), maxBytes: 100 * 1024 * 1024, authorize: async () => null }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await database?.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers 507 with a German message at once, while the client is still sending, and keeps nothing", async () => {
    const boundary = `----cms${crypto.randomBytes(8).toString("hex")}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Hallenplan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // 8 MB in 64 KiB chunks every 40 ms: about 5 s to send it all.
    const chunk = crypto.randomBytes(64 * 1024);
    const chunks = 128;
    const started = Date.now();
    const answer = await new Promise<{ status: number; body: string; ms: number; sentChunks: number }>((resolve, reject) => {
      let sent = 0;
      const req = http.request(`${url}/api/assets`, {
        method: "POST",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(head.length + chunk.length * chunks + tail.length) },
      });
      req.on("response", (res) => {
        const ms = Date.now() - started;
        const parts: Buffer[] = [];
        res.on("data", (c: Buffer) => parts.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString("utf8"), ms, sentChunks: sent }));
      });
      req.on("error", (error) => {
        // The server may close the connection after its answer; only an error before it counts.
        if (!(error as NodeJS.ErrnoException).code?.startsWith("ECONNRESET") && (error as NodeJS.ErrnoException).code !== "EPIPE") reject(error);
      });
      req.write(head);
      const timer = setInterval(() => {
        if (req.destroyed || sent >= chunks) {
          clearInterval(timer);
          if (!req.destroyed) req.end(tail);
          return;
        }
        sent++;
        req.write(chunk);
      }, 40);
    });
    expect(answer.status).toBe(507);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringContaining("Speicherplatz"), fields: { file: expect.stringContaining("voll") } });
    // The disk was full after 256 KiB (4 chunks); the answer came long before the body was sent.
    expect(answer.ms).toBeLessThan(2500);
    expect(answer.sentChunks).toBeLessThan(chunks / 2);
    console.log(`Volle Platte: 507 nach ${answer.ms} ms (${answer.sentChunks} von ${chunks} Stücken gesendet)`);
    // Nothing stays: no file, no partial file, no row.
    await new Promise((r) => setTimeout(r, 200));
    expect(listFiles(root)).toEqual([]);
    expect(await database.db.selectFrom("content_assets").select("id").execute()).toEqual([]);
  });

  it("the server takes the next upload normally afterwards (the connection was not left hanging)", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from("%PDF-1.7\nklein\n")], { type: "application/pdf" }), "Klein.pdf");
    const res = await fetch(`${url}/api/assets`, { method: "POST", body: form });
    expect(res.status).toBe(201);
  });
});

describe("partial files of a killed upload", () => {
  it("a process killed with SIGKILL mid-write leaves a .part file; the next start removes it, a running write keeps its own", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-partial-"));
    const partialDir = path.join(root, ".partial");
    try {
      // A real write by our local storage in a process of its own that never finishes its stream.
      const script = `
        import { Readable } from "node:stream";
        import { createLocalStorage } from ${JSON.stringify(path.resolve("app/server/storage/local.server.ts"))};
        const storage = createLocalStorage(${JSON.stringify(root)});
        let n = 0;
        const body = new Readable({ read() { if (n++ < 64) this.push(Buffer.alloc(64 * 1024, 1)); } });
        void storage.put("documents/abgebrochen.pdf", body, { contentType: "application/pdf" });
        // Alive until killed, like a server in the middle of an upload.
        setInterval(() => {}, 1000);
      `;
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: ["ignore", "ignore", "pipe"] });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      let childErrors = "";
      child.stderr?.on("data", (d: Buffer) => (childErrors += d.toString()));
      const deadline = Date.now() + 40_000;
      while (listFiles(partialDir).reduce((sum, f) => sum + fs.statSync(f).size, 0) < 4 * 1024 * 1024) {
        if (Date.now() > deadline) throw new Error(`Der Kindprozess hat nichts geschrieben: ${childErrors}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      child.kill("SIGKILL");
      expect(await exited).toBeNull(); // no exit code: killed by the signal
      const left = listFiles(partialDir);
      expect(left).toHaveLength(1);
      expect(left[0]).toMatch(/\.part$/);

      const storage = createLocalStorage(root);
      // The periodic sweep leaves recent files alone (a running write touches its file).
      expect(await sweepPartials(storage, 15 * 60_000)).toEqual({ files: 0, bytes: 0 });
      // An old one (quiet for an hour) goes with it.
      const old = path.join(partialDir, "alt.part");
      fs.writeFileSync(old, "x".repeat(1000));
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      fs.utimesSync(old, hourAgo, hourAgo);
      expect(await sweepPartials(storage, 15 * 60_000)).toEqual({ files: 1, bytes: 1000 });
      expect(fs.existsSync(old)).toBe(false);
      // At start (age 0) everything unfinished goes: no write of the site runs yet.
      const swept = await sweepPartials(storage, 0);
      expect(swept.files).toBe(1);
      expect(swept.bytes).toBe(4 * 1024 * 1024);
      expect(listFiles(partialDir)).toEqual([]);
      // Finished files are never touched.
      await storage.put("documents/fertig.pdf", Buffer.from("%PDF"), { contentType: "application/pdf" });
      await sweepPartials(storage, 0);
      expect(fs.existsSync(path.join(root, "documents", "fertig.pdf"))).toBe(true);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
