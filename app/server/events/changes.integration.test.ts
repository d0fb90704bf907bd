import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { openDatabase } from "../db/client.server";
import { isGone } from "../db/gone.server";
import { createPageFromInput, deletePageById, reorderSiblings, updatePageWithRevision } from "../pages-service.server";
import { ChangeFeed, recordChange, setChangeFeed, type ChangeEvent } from "./changes.server";
import { createEventStream } from "./sse.server";

const noAuthor = { authorId: null };

/** Reads an SSE response until `count` messages with data arrived (or the timeout). */
async function readEvents(url: string, count: number, headers: Record<string, string> = {}, timeoutMs = 5000) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const response = await fetch(url, { headers, signal: controller.signal });
  const messages: { id?: string; event?: string; data?: string }[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (messages.filter((m) => m.event === "change").length < count) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let split: number;
      while ((split = buffer.indexOf("\n\n")) !== -1) {
        const block = buffer.slice(0, split);
        buffer = buffer.slice(split + 2);
        const message: { id?: string; event?: string; data?: string } = {};
        for (const line of block.split("\n")) {
          const [field, ...rest] = line.split(": ");
          if (field === "id" || field === "event" || field === "data") message[field] = rest.join(": ");
        }
        if (message.event) messages.push(message);
      }
    }
  } catch {
    // Timeout: return what arrived.
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return { status: response.status, messages };
}

describe(`change events (${testDbLabel})`, () => {
  let t: TestDatabase;
  let feed: ChangeFeed;
  let server: http.Server;
  let base: string;
  let stream: ReturnType<typeof createEventStream>;

  beforeAll(async () => {
    t = await createTestDatabase();
    feed = new ChangeFeed(t);
    await feed.start();
    setChangeFeed(feed);
    stream = createEventStream(feed, { maxConnections: 3, heartbeatMs: 60_000 });
    const app = express();
    app.get("/api/events", stream.handler);
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stream?.closeAll();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    setChangeFeed(null);
    await feed?.stop();
    await t?.cleanup();
  });

  it("page writes record events; drafts stay private, publishing is public", async () => {
    const seen: ChangeEvent[] = [];
    const off = feed.subscribe((e) => seen.push(e));
    const draft = await createPageFromInput(t.db, { title: "Entwurf", slug: "entwurf-ereignis" }, noAuthor);
    await updatePageWithRevision(t.db, draft.id, { title: "Entwurf 2" }, noAuthor);
    await updatePageWithRevision(t.db, draft.id, { is_published: true }, noAuthor);
    await updatePageWithRevision(t.db, draft.id, { is_published: true }, noAuthor); // no change, no event
    await reorderSiblings(t.db, [draft.id]);
    await deletePageById(t.db, draft.id);
    off();
    expect(seen.map((e) => [e.action, e.public])).toEqual([
      ["created", false],
      ["updated", false],
      ["published", true],
      ["reordered", true],
      ["deleted", true],
    ]);
    expect(seen[0].slug).toBeNull();
    expect(seen[2].slug).toBe("entwurf-ereignis");
    // The log holds only what visitors may learn about.
    const since = await feed.since(seen[0].id - 1);
    expect(since.map((e) => e.action)).toEqual(["published", "reordered", "deleted"]);
    // The deleted published page's address is gone (410) until a page takes it again.
    expect(await isGone(t.db, "/entwurf-ereignis")).toBe(true);
    await createPageFromInput(t.db, { title: "Wieder da", slug: "entwurf-ereignis", is_published: true }, noAuthor);
    expect(await isGone(t.db, "/entwurf-ereignis")).toBe(false);
  });

  it("streams public events to open pages and resumes with Last-Event-ID", async () => {
    const first = readEvents(`${base}/api/events`, 1);
    await new Promise((r) => setTimeout(r, 200));
    await recordChange(t.db, { topic: "pages", action: "updated", pageId: "geheim", slug: "geheim", public: false });
    const visible = await recordChange(t.db, { topic: "settings", action: "saved", public: true });
    const { status, messages } = await first;
    expect(status).toBe(200);
    const change = messages.find((m) => m.event === "change")!;
    expect(change.id).toBe(String(visible.id));
    expect(JSON.parse(change.data!)).toEqual({ id: visible.id, topic: "settings", action: "saved", pageId: null, at: visible.at });
    // Nothing about the draft, not even its slug.
    expect(messages.map((m) => m.data).join("")).not.toContain("geheim");

    // Missed while disconnected: delivered on reconnect, in order, once.
    const missedA = await recordChange(t.db, { topic: "pages", action: "published", pageId: "p1", slug: "neu", public: true });
    const missedB = await recordChange(t.db, { topic: "pages", action: "deleted", pageId: "p2", slug: "alt", public: true });
    const resumed = await readEvents(`${base}/api/events`, 2, { "Last-Event-ID": String(visible.id) });
    expect(resumed.messages.filter((m) => m.event === "change").map((m) => Number(m.id))).toEqual([missedA.id, missedB.id]);
  });

  it("bounds the number of open streams", async () => {
    const controllers = [new AbortController(), new AbortController(), new AbortController()];
    const open = await Promise.all(controllers.map((c) => fetch(`${base}/api/events`, { signal: c.signal })));
    expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = await fetch(`${base}/api/events`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(await refused.text()).toContain("Zu viele offene Verbindungen");
    for (const c of controllers) c.abort();
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.count()).toBe(0);
  });

  it.runIf(testDbKind === "postgres")("a page published through instance A reaches instance B's event stream within 2 s (LISTEN/NOTIFY)", async () => {
    const schema = (await t.db.selectFrom("change_events").select((eb) => eb.fn<string>("current_schema", []).as("schema")).executeTakeFirst())?.schema;
    // Instance B: its own connection pool, change feed and SSE endpoint on the same database.
    const other = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: schema, pgPoolSize: 2 });
    const otherFeed = new ChangeFeed(other);
    await otherFeed.start();
    const otherStream = createEventStream(otherFeed, { maxConnections: 10, heartbeatMs: 60_000 });
    const otherApp = express();
    otherApp.get("/api/events", otherStream.handler);
    const otherServer = http.createServer(otherApp);
    await new Promise<void>((resolve) => otherServer.listen(0, "127.0.0.1", resolve));
    const otherBase = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;
    try {
      const reading = readEvents(`${otherBase}/api/events`, 1, {}, 2000);
      // Let B's stream open before A writes.
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      const page = await createPageFromInput(t.db, { title: "Standorte", slug: `standorte-${Date.now()}`, is_published: true }, noAuthor);
      const { messages } = await reading;
      const elapsed = Date.now() - started;
      const change = messages.find((m) => m.event === "change");
      expect(change, "kein Ereignis bei Instanz B innerhalb von 2 s").toBeDefined();
      expect(JSON.parse(change!.data!)).toMatchObject({ topic: "pages", pageId: page.id });
      expect(elapsed).toBeLessThan(2000);
      console.log(`LISTEN/NOTIFY: Veröffentlichung über A nach ${elapsed} ms im Ereignisstrom von B`);
    } finally {
      otherStream.closeAll();
      await new Promise<void>((resolve) => otherServer.close(() => resolve()));
      await otherFeed.stop();
      await other.close();
    }
  });
});
