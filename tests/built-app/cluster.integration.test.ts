import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, startApp, type AdminApi, type RunningApp } from "../built-app";

/** A GET on a connection of its own: the cluster hands new connections to its workers in turn. */
function freshGet(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: "close" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
  });
}

/** An open live-update stream (GET /api/events) collecting the change events it receives. */
function openStream(url: string) {
  const events: { id: number; at: number }[] = [];
  let req: http.ClientRequest;
  const ready = new Promise<void>((resolve, reject) => {
    req = http.get(`${url}/api/events`, { agent: false, headers: { accept: "text/event-stream" } }, (res) => {
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(message);
          if (id && /^event: change$/m.test(message)) events.push({ id: Number(id[1]), at: Date.now() });
        }
      });
      resolve();
    });
    req.on("error", reject);
  });
  return { events, ready, close: () => req.destroy() };
}

describe("several server processes on one SQLite file (WEB_CONCURRENCY=2)", () => {
  let app: RunningApp;
  let api: AdminApi;

  beforeAll(async () => {
    app = await startApp({ env: { WEB_CONCURRENCY: "2" } });
    ({ api } = await adminApi(app));
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
  });

  it("starts two processes and seeds the demo content once", async () => {
    expect(app.output()).toContain("(2 Prozesse)");
    const pages = await api<{ slug: string }[]>("GET", "/api/pages");
    const slugs = pages.body.map((p) => p.slug);
    expect(slugs).toContain("home");
    expect(slugs.length).toBe(new Set(slugs).size);
  });

  it("a publish through one process refreshes every process's page cache and live streams within a second", async () => {
    // Streams on four connections, so both processes hold some.
    const streams = [openStream(app.url), openStream(app.url), openStream(app.url), openStream(app.url)];
    await Promise.all(streams.map((s) => s.ready));
    // Both processes have /referenzen cached.
    for (let i = 0; i < 6; i++) await freshGet(`${app.url}/referenzen`);
    const hits = await Promise.all([1, 2, 3, 4].map(() => freshGet(`${app.url}/referenzen`)));
    expect(hits.map((h) => h.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT", "HIT"]);

    const pages = await api<{ id: string; slug: string; version: number }[]>("GET", "/api/pages");
    const referenzen = pages.body.find((p) => p.slug === "referenzen")!;
    const saved = await api("PATCH", `/api/pages/${referenzen.id}`, { title: "Referenzen und Projekte", version: referenzen.version });
    expect(saved.status).toBe(200);
    const publishedAt = Date.now();
    const published = await api("POST", `/api/pages/${referenzen.id}/publish`, { version: saved.body.version });
    expect(published.status).toBe(200);

    // Every stream, whichever process holds it, receives the change within a second.
    await expect.poll(() => streams.every((s) => s.events.length > 0), { timeout: 1000, interval: 20 }).toBe(true);
    for (const s of streams) expect(s.events.at(-1)!.at - publishedAt).toBeLessThan(1000);
    // And no process answers with the old page any more.
    const after = await Promise.all([1, 2, 3, 4, 5, 6].map(() => freshGet(`${app.url}/referenzen`)));
    for (const res of after) expect(res.body).toContain("Referenzen und Projekte");
    for (const s of streams) s.close();
  });
});
