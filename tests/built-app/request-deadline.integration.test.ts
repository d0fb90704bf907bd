import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, startApp, type RunningApp } from "../built-app";
import { pdfForm, trickle } from "../trickle";

/**
 * Decision 034 as `npm start` serves it (server.mjs, app.server.ts): no server-wide request
 * timeout; an admitted upload outlasts REQUEST_TIMEOUT_MS while its bytes keep coming, an
 * anonymous slow body is cut at it. The cases in detail: app/server/http/request-deadline.integration.test.ts.
 */
const REQUEST_MS = 1000;

describe("request deadline of the built app", () => {
  let app: RunningApp;
  let cookie: string;

  beforeAll(async () => {
    app = await startApp({ env: { REQUEST_TIMEOUT_MS: String(REQUEST_MS), UPLOAD_IDLE_TIMEOUT_MS: "500" } });
    ({ cookie } = await adminApi(app));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("lets the admin's upload run past the bound and cuts an anonymous slow body at it", async () => {
    const form = pdfForm(20_000);
    const [upload, anonymous] = await Promise.all([
      // About 2 s, one piece every 100 ms.
      trickle(app.url, "/api/assets", { cookie, "content-type": form.type }, form.body, { parts: 20, everyMs: 100 }),
      trickle(app.url, "/api/contact", { "content-type": "application/json" }, Buffer.from(JSON.stringify({ name: "x".repeat(300) })), { parts: 40, everyMs: 100 }),
    ]);
    expect(upload.status, upload.body).toBe(201);
    expect(upload.ms).toBeGreaterThan(REQUEST_MS);
    expect(anonymous.status).toBe(408);
    expect(JSON.parse(anonymous.body).error).toMatch(/nicht rechtzeitig/);
    expect(anonymous.ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
  });
});
