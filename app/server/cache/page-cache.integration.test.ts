import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { ChangeFeed, recordChange, setChangeFeed } from "../events/changes.server";
import { clearMemos, memoizeUntilChange, untilChange } from "./memo.server";
import { createPageCache } from "./page-cache.server";

describe(`page cache (${testDbLabel})`, () => {
  let t: TestDatabase;
  let feed: ChangeFeed;
  let server: http.Server;
  let base: string;
  let renders = 0;

  beforeAll(async () => {
    t = await createTestDatabase();
    feed = new ChangeFeed(t);
    await feed.start();
    setChangeFeed(feed);
    const cache = createPageCache({ enabled: true, feed });
    const app = express();
    app.use(compression());
    app.use((_req, res, next) => {
      res.locals.cspNonce = `n${Math.random().toString(36).slice(2)}`;
      next();
    });
    app.use(cache.middleware);
    app.get("/api/x", (_req, res) => {
      renders++;
      res.send("api");
    });
    app.get("/{*path}", (req, res) => {
      renders++;
      const nonce = String(res.locals.cspNonce);
      if (req.path === "/privat") res.setHeader("Set-Cookie", "a=b");
      res.status(req.path === "/fehlt" ? 404 : 200).type("html").send(`<html><script nonce="${nonce}">x</script><p>Seite ${req.path} #${renders}</p></html>`);
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    setChangeFeed(null);
    await feed?.stop();
    await t?.cleanup();
  });

  it("serves a page once rendered from memory, with this response's nonce, and 304 on a matching ETag", async () => {
    const first = await fetch(`${base}/ueber-uns`);
    const firstBody = await first.text();
    expect(first.headers.get("x-cache")).toBe("MISS");
    const rendersAfterFirst = renders;
    const second = await fetch(`${base}/ueber-uns`);
    const secondBody = await second.text();
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(renders).toBe(rendersAfterFirst);
    // Same page, fresh nonce in the body.
    expect(secondBody.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    expect(secondBody).not.toContain("__CSP_NONCE__");
    expect(secondBody.match(/nonce="([^"]+)"/)![1]).not.toBe(firstBody.match(/nonce="([^"]+)"/)![1]);
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const revalidated = await fetch(`${base}/ueber-uns`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("a public change empties it; a private one does not", async () => {
    await fetch(`${base}/kontakt`);
    const before = renders;
    await recordChange(t.db, { topic: "pages", action: "updated", pageId: "d", public: false });
    expect((await fetch(`${base}/kontakt`)).headers.get("x-cache")).toBe("HIT");
    await recordChange(t.db, { topic: "pages", action: "updated", pageId: "p", slug: "kontakt", public: true });
    const after = await fetch(`${base}/kontakt`);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect(await after.text()).toContain(`#${before + 1}`);
  });

  it("never caches for signed-in users, previews, the API or responses that set cookies", async () => {
    for (const [path, headers] of [
      ["/ueber-uns", { cookie: "better-auth.session_token=abc" }],
      ["/ueber-uns?preview=true", {}],
      ["/ueber-uns?edit=true", {}],
      ["/api/x", {}],
      ["/privat", {}],
    ] as const) {
      await fetch(base + path, { headers });
      const again = await fetch(base + path, { headers });
      expect(again.headers.get("x-cache"), path).not.toBe("HIT");
    }
  });

  it("keeps 404 answers until the next change too", async () => {
    await fetch(`${base}/fehlt`);
    const again = await fetch(`${base}/fehlt`);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("memoised values (navigation, settings) are read once per change", async () => {
    memoizeUntilChange(feed);
    let loads = 0;
    const load = async () => ++loads;
    expect(await untilChange("nav", load)).toBe(1);
    expect(await untilChange("nav", load)).toBe(1);
    await recordChange(t.db, { topic: "settings", action: "saved", public: true });
    expect(await untilChange("nav", load)).toBe(2);
    clearMemos();
    memoizeUntilChange(null);
    // Without a feed nothing is kept.
    expect(await untilChange("nav", load)).toBe(3);
    expect(await untilChange("nav", load)).toBe(4);
  });
});
