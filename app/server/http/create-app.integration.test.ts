import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { createAuth } from "../auth/auth.server";
import { openDatabase } from "../db/client.server";
import { loadEnv } from "../env.server";
import { configureLogger } from "../logger.server";
import { createApp } from "./create-app.server";

async function serve(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const fakeBuild = () => Promise.reject(new Error("kein Build in diesem Test"));
configureLogger("silent");

describe(`HTTP app (${testDbLabel})`, () => {
  let app: TestApp;
  let server: { url: string };
  let t: TestApp["database"];
  beforeAll(async () => {
    // 1 MB: a machine with less free space could not run these tests at all.
    app = await createTestApp({ env: { DISK_MIN_FREE_MB: "1" } });
    server = app;
    t = app.database;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers /healthz with 200 and the database status", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // The test app runs no change feed, so its page cache is off (as in development).
    expect(await res.json()).toEqual({
      status: "ok",
      database: { status: "ok", dialect: t.dialect },
      disk: { status: "ok", freeBytes: expect.any(Number), minFreeBytes: 1024 * 1024 },
      pageCache: { enabled: false, entries: 0, bytes: 0, budget: { entries: 500, variantEntries: 100, bytes: 64 * 1024 * 1024 } },
    });
  });

  it("reports low disk space in /healthz as a warning (the site still serves)", async () => {
    const free = (await (await fetch(`${server.url}/healthz`)).json()).disk.freeBytes as number;
    // A threshold above what the disk has: as if the disk were nearly full.
    const low = await createTestApp({ database: app.database, env: { DISK_MIN_FREE_MB: String(Math.ceil(free / 1024 / 1024) + 1024) } });
    try {
      const res = await fetch(`${low.url}/healthz`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.status).toBe("warning");
      expect(body.disk).toMatchObject({ status: "low", freeBytes: expect.any(Number) });
      expect(body.disk.freeBytes).toBeLessThan(body.disk.minFreeBytes);
    } finally {
      await low.close();
    }
  });

  it("sends the security headers", async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|\*)/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-powered-by")).toBeNull();
    const second = await fetch(`${server.url}/healthz`);
    expect(second.headers.get("content-security-policy")).not.toBe(csp);
  });
});

describe("HTTP app with an unreachable database", () => {
  it("answers /healthz with 503", async () => {
    const database = openDatabase({ databaseUrl: "postgres://postgres@127.0.0.1:1/none", pgPoolSize: 1 });
    const env = loadEnv({ DATA_DIR: `/tmp/cms-http-test-${process.pid}`, LOG_LEVEL: "silent" });
    const auth = createAuth({ database, env, mailer: { send: async () => undefined } });
    const server = await serve(createApp({ env, database, auth, build: fakeBuild }));
    try {
      const res = await fetch(`${server.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "error", database: { status: "error", dialect: "postgres" } });
    } finally {
      await server.close();
      await database.close();
    }
  });
});
