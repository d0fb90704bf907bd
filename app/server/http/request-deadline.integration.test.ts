import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { pdfForm, trickle } from "../../../tests/trickle";

/**
 * Decision 034: Node's server-wide requestTimeout is off; our own bound (REQUEST_TIMEOUT_MS) ends
 * every request whose body is late, except an upload whose role check passed, which only silence
 * (UPLOAD_IDLE_TIMEOUT_MS) ends. Small bounds here so each case takes about a second.
 */
const REQUEST_MS = 1200;
const IDLE_MS = 500;

function mediaFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, "media");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
}

describe(`request deadline (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;

  beforeAll(async () => {
    app = await createTestApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_MS), UPLOAD_IDLE_TIMEOUT_MS: String(IDLE_MS) } });
    admin = await app.signedUp("chefin@example.de");
    member = await app.signedUp("gast@example.de");
  });
  afterAll(async () => {
    await app?.close();
  });

  const assetCount = async () => Number((await app.database.db.selectFrom("content_assets").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

  it("lets an admitted upload take longer than the bound while its bytes keep coming", async () => {
    const before = await assetCount();
    const form = pdfForm(20_000);
    // Twenty pieces, one every 100 ms: about 2 s, well past the 1.2 s bound, never silent for 0.5 s.
    const result = await trickle(app.url, "/api/assets", { cookie: admin.cookieHeader(), "content-type": form.type }, form.body, { parts: 20, everyMs: 100 });
    expect(result.status, result.body).toBe(201);
    expect(result.ms).toBeGreaterThan(REQUEST_MS);
    expect(result.written).toBe(form.body.length);
    expect(await assetCount()).toBe(before + 1);
  });

  it("ends an admitted upload that stops sending after the idle time, and keeps nothing of it", async () => {
    const before = await assetCount();
    const files = mediaFiles(app.dataDir).length;
    const form = pdfForm(20_000);
    const result = await trickle(app.url, "/api/assets", { cookie: admin.cookieHeader(), "content-type": form.type }, form.body, { parts: 20, everyMs: 50, stopAfter: 5 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body).error).toMatch(/ins Stocken geraten/);
    expect(result.written).toBeLessThan(form.body.length);
    // 5 pieces 50 ms apart, then the silence: ended after the idle time, not at the whole-request bound.
    expect(result.ms).toBeGreaterThanOrEqual(200 + IDLE_MS - 50);
    await expect.poll(assetCount).toBe(before);
    await expect.poll(() => mediaFiles(app.dataDir).length).toBe(files);
  });

  it("cuts an anonymous slow body at the bound with a German 408", async () => {
    const body = Buffer.from(JSON.stringify({ email: "chefin@example.de", password: "geheim123", padding: "x".repeat(400) }));
    // 40 pieces 100 ms apart would take 4 s.
    const result = await trickle(app.url, "/api/auth/sign-in/email", { "content-type": "application/json" }, body, { parts: 40, everyMs: 100 });
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body).error).toBe("Die Anfrage wurde nicht rechtzeitig vollständig übertragen. Bitte versuchen Sie es erneut.");
    expect(result.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(result.written).toBeLessThan(body.length);
  });

  it("refuses an anonymous upload on its headers: no exemption, the slow body is not read", async () => {
    const form = pdfForm(20_000);
    const result = await trickle(app.url, "/api/assets", { "content-type": form.type }, form.body, { parts: 40, everyMs: 100 });
    // Refused on its headers; the connection closes behind the answer and the body goes unread.
    expect(result.status).toBe(401);
    expect(result.written).toBeLessThan(form.body.length);
  });

  it("keeps the bound for a signed-in member without the role on an upload route, and for the admin elsewhere", async () => {
    const form = pdfForm(20_000);
    const refused = await trickle(app.url, "/api/assets", { cookie: member.cookieHeader(), "content-type": form.type }, form.body, { parts: 40, everyMs: 100 });
    expect(refused.status).toBe(403);
    expect(refused.written).toBeLessThan(form.body.length);

    // A non-upload route reads its body under the bound, whoever sends it.
    const body = Buffer.from(JSON.stringify({ name: "Chefin", padding: "x".repeat(400) }));
    const result = await trickle(app.url, "/api/auth/update-user", { cookie: admin.cookieHeader(), "content-type": "application/json" }, body, { parts: 40, everyMs: 100 });
    expect(result.status).toBe(408);
    expect(result.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(result.written).toBeLessThan(body.length);
  });

  it("ends a body that trickles behind an early answer at the bound", async () => {
    // POST /healthz is no route of ours: answered at once without reading the body, which Node then
    // reads away for keep-alive. That reading is bounded too: the socket closes at the bound.
    const body = Buffer.alloc(2000, 0x61);
    const started = performance.now();
    const closed = await new Promise<{ ms: number; sent: number; status: number }>((resolve) => {
      const req = http.request(`${app.url}/healthz`, { method: "POST", headers: { origin: app.url, "content-type": "text/plain", "content-length": String(body.length) } });
      let sent = 0;
      let status = 0;
      // 40 pieces 100 ms apart would take 4 s.
      const timer = setInterval(() => {
        if (sent < 40) req.write(body.subarray(sent * 50, ++sent * 50));
      }, 100);
      req.on("response", (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on("error", () => undefined);
      req.on("close", () => {
        clearInterval(timer);
        resolve({ ms: performance.now() - started, sent, status });
      });
      req.flushHeaders();
    });
    expect(closed.status).toBeGreaterThanOrEqual(400);
    expect(closed.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closed.sent).toBeLessThan(40);
  });

  it("leaves requests without a body alone", async () => {
    const res = await admin.get("/healthz");
    expect(res.status).toBe(200);
  });
});
