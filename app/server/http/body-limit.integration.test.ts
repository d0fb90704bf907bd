import http from "node:http";
import net from "node:net";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";

const MB = 1024 * 1024;

interface Pushed {
  status: number;
  body: string;
  /** Bytes the client got onto the wire before the server answered and closed. */
  written: number;
  ms: number;
}

/**
 * Announces `length` bytes and writes them lazily from one reused 64 KB buffer until the server
 * answers or closes: the client never holds the body, so any memory growth is the server's.
 */
function push(url: string, path: string, length: number, headers: Record<string, string> = {}): Promise<Pushed> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let written = 0;
    let done = false;
    const req = http.request(url + path, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(length), origin: url, ...headers },
    });
    req.on("response", (res) => {
      done = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, written, ms: performance.now() - started }));
    });
    req.on("error", (error) => (done ? undefined : reject(error)));
    const pump = () => {
      while (!done && written < length) {
        const part = Math.min(chunk.length, length - written);
        written += part;
        if (!req.write(part === chunk.length ? chunk : chunk.subarray(0, part))) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

/** Sends bytes exactly as given (fetch and http.request refuse malformed headers) and collects the answer. */
function raw(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (answer += d));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error("keine Antwort")));
    socket.write(text);
  });
}

describe(`bounded request bodies (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("admin@example.org");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 413 at once on auth, contact, admin and public routes, with German text", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/api/auth/sign-in/email", {}, "64 KB"],
      ["/api/auth/sign-up/email", {}, "64 KB"],
      ["/api/contact", {}, "64 KB"],
      ["/api/pages", { cookie: admin.cookieHeader() }, "2 MB"],
      ["/admin/pages/new", { cookie: admin.cookieHeader(), "content-type": "application/x-www-form-urlencoded" }, "2 MB"],
      ["/kontakt", { "content-type": "application/x-www-form-urlencoded" }, "64 KB"],
      // Express routes this to better-auth too (paths match without regard to case).
      ["/api/Auth/sign-in/email", {}, "64 KB"],
    ];
    for (const [path, headers, limit] of cases) {
      const res = await push(app.url, path, 5 * MB, headers);
      expect(res.status, path).toBe(413);
      const message = `Die Anfrage ist zu groß (höchstens ${limit}).`;
      expect(path.startsWith("/api/") ? JSON.parse(res.body) : res.body, path).toEqual(path.startsWith("/api/") ? { error: message } : message);
    }
  });

  it("keeps memory flat under four parallel 300 MB posts and reads almost none of them", async () => {
    const before = process.memoryUsage().rss;
    const results = await Promise.all([
      push(app.url, "/api/auth/sign-in/email", 300 * MB),
      push(app.url, "/api/auth/sign-in/email", 300 * MB),
      push(app.url, "/api/contact", 300 * MB),
      push(app.url, "/api/pages", 300 * MB, { cookie: admin.cookieHeader() }),
    ]);
    const grown = process.memoryUsage().rss - before;
    expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    expect(grown).toBeLessThan(64 * MB);
    for (const r of results) expect(r.written).toBeLessThan(32 * MB);
    console.info(
      `body limit: rss +${(grown / MB).toFixed(1)} MB; written before close ${results.map((r) => (r.written / MB).toFixed(1)).join("/")} MB; 413 after ${results.map((r) => Math.round(r.ms)).join("/")} ms`,
    );
  });

  it("refuses a body without a length (411) and a bad length (400)", async () => {
    const chunked = await fetch(app.url + "/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode('{"email":"a@b.de","password":"x"}'));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(chunked.status).toBe(411);
    expect(chunked.headers.get("connection")).toBe("close");
    expect(await chunked.json()).toEqual({ error: "Bitte senden Sie die Länge der Anfrage mit (Content-Length)." });

    const form = await raw(
      app.url,
      "POST /kontakt HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nname=\r\n0\r\n\r\n",
    );
    expect(form).toMatch(/^HTTP\/1\.1 411 /);
    expect(form).toMatch(/content-type: text\/plain; charset=utf-8/i);
    expect(form.endsWith("Bitte senden Sie die Länge der Anfrage mit (Content-Length).")).toBe(true);

    // Node's parser answers these itself, before Express; either way nothing reaches better-auth.
    const sign = JSON.stringify({ email: "neu@example.org", password: "lang-genug-123", name: "neu" });
    for (const length of ["-1", "abc", "1e3", `${sign.length}, ${sign.length}`]) {
      const answer = await raw(app.url, `POST /api/auth/sign-up/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${sign}`);
      expect(answer, length).toMatch(/^HTTP\/1\.1 400 /);
    }
    const users = await (app.database.db as unknown as Kysely<Record<string, { email: string }>>).selectFrom("user").select("email").execute();
    expect(users.map((u) => u.email)).toEqual(["admin@example.org"]);
  });

  it("lets bodies within the limit through to their route, and an oversized sign-up creates nobody", async () => {
    const client = app.client();
    const wrong = await client.signIn("admin@example.org", "falsch-falsch");
    expect(wrong.status).toBe(401);
    // 60 KB is within the 64 KB of auth: better-auth itself answers, with its wrong-password 401.
    const big = await client.post("/api/auth/sign-in/email", { email: "admin@example.org", password: "falsch-falsch", padding: "x".repeat(60 * 1024) });
    expect(big.status).toBe(401);
    const oversized = await push(app.url, "/api/auth/sign-up/email", 70 * 1024);
    expect(oversized.status).toBe(413);
    // better-auth's table, which our schema types do not describe.
    const users = await (app.database.db as unknown as Kysely<Record<string, { email: string }>>).selectFrom("user").select("email").execute();
    expect(users.map((u) => u.email)).toEqual(["admin@example.org"]);
    // An admin's page of 1.5 MB is fine for the limit.
    const page = await admin.post("/api/pages", { title: "Groß", content: [{ id: "p", type: "paragraph", content: { text: `<p>${"y".repeat(1.5 * MB)}</p>` } }] });
    expect(page.status).not.toBe(413);
  });

  it("asks a client that expects 100-continue for its body only when the limit lets it through", async () => {
    const head = (path: string, length: number) => `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\n\r\n`;
    // Refused at once, before the client sends a byte of its 5 MB.
    const refused = await raw(app.url, head("/api/contact", 5 * MB));
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused).not.toContain("100 Continue");
    // A body within the limit is asked for with "100 Continue" (the client here then sends nothing more).
    const asked = await firstLine(app.url, head("/api/contact", 20));
    expect(asked).toBe("HTTP/1.1 100 Continue");
  });
});

/** The first line the server answers, then the connection is dropped. */
function firstLine(url: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => {
      answer += d;
      const end = answer.indexOf("\r\n");
      if (end !== -1) {
        socket.destroy();
        resolve(answer.slice(0, end));
      }
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () => socket.destroy(new Error("keine Antwort")));
    socket.write(text);
  });
}
