import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseUrl, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { saveCurrent } from "../../../tests/page-write";
import { takeSseMessages } from "../../../tests/sse";
import { openDatabase } from "../db/client.server";
import { isGone } from "../pages/gone.server";
import { configureLogger } from "../logger.server";
import { createPageFromInput, deletePageById, reorderSiblings, updatePageWithRevision } from "../pages/service.server";
import { ChangeFeed, recordChange, setChangeFeed, withChanges, type ChangeEvent, type ChangeInput } from "./changes.server";
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
      buffer = takeSseMessages(buffer + decoder.decode(value, { stream: true }), messages);
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
  /** A change on its own, committed and delivered like any write's. */
  const record = (input: ChangeInput) => withChanges(t.db, (trx) => recordChange(trx, input));
  /** Everything `target` delivers from now on. */
  const collect = (target: ChangeFeed) => {
    const seen: ChangeEvent[] = [];
    const off = target.subscribe((e) => seen.push(e));
    return { seen, off };
  };
  const schemaOf = async () => (await t.db.selectFrom("change_events").select((eb) => eb.fn<string>("current_schema", []).as("schema")).executeTakeFirst())?.schema;

  beforeAll(async () => {
    // The reconnect test drops LISTEN connections on purpose; their warnings are expected.
    configureLogger("silent");
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
    await saveCurrent(t.db, draft.id, { title: "Entwurf 2" }, noAuthor);
    await saveCurrent(t.db, draft.id, { is_published: true }, noAuthor);
    await saveCurrent(t.db, draft.id, { is_published: true }, noAuthor); // no change, no event
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
    const opened = stream.count();
    const first = readEvents(`${base}/api/events`, 1);
    // Open (and subscribed to the feed) before anything is recorded.
    await expect.poll(() => stream.count()).toBe(opened + 1);
    await record({ topic: "pages", action: "updated", pageId: "geheim", slug: "geheim", public: false });
    const visible = await record({ topic: "settings", action: "saved", public: true });
    const { status, messages } = await first;
    expect(status).toBe(200);
    const change = messages.find((m) => m.event === "change")!;
    expect(change.id).toBe(String(visible.id));
    // Scope and paths travel along: open pages refetch on a site change, or when their own address is named.
    expect(JSON.parse(change.data!)).toEqual({ id: visible.id, topic: "settings", action: "saved", pageId: null, scope: "site", paths: [], at: visible.at });
    // Nothing about the draft, not even its slug.
    expect(messages.map((m) => m.data).join("")).not.toContain("geheim");

    // Missed while disconnected: delivered on reconnect, in order, once.
    const missedA = await record({ topic: "pages", action: "published", pageId: "p1", slug: "neu", public: true });
    const missedB = await record({ topic: "pages", action: "deleted", pageId: "p2", slug: "alt", public: true });
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
    await expect.poll(() => stream.count()).toBe(0);
  });

  it("one client address cannot take the streams of everybody else (per-address cap)", async () => {
    const capped = createEventStream(feed, { maxConnections: 100, maxPerAddress: 3, heartbeatMs: 60_000 });
    const app = express();
    app.set("trust proxy", "loopback");
    app.get("/api/events", capped.handler);
    const cappedServer = http.createServer(app);
    await new Promise<void>((resolve) => cappedServer.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(cappedServer.address() as AddressInfo).port}/api/events`;
    const from = (address: string, signal?: AbortSignal) => fetch(url, { headers: { "x-forwarded-for": address }, signal });
    const controllers = Array.from({ length: 3 }, () => new AbortController());
    try {
      const open = await Promise.all(controllers.map((c) => from("203.0.113.5", c.signal)));
      expect(open.map((r) => r.status)).toEqual([200, 200, 200]);
      const refused = await from("203.0.113.5");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.text()).toContain("Zu viele offene Verbindungen von Ihrer Adresse");
      // Another visitor is not affected.
      const other = new AbortController();
      expect((await from("198.51.100.7", other.signal)).status).toBe(200);
      other.abort();
      // A closed stream frees its place.
      controllers[0].abort();
      await expect.poll(() => capped.count()).toBe(2);
      const again = new AbortController();
      expect((await from("203.0.113.5", again.signal)).status).toBe(200);
      again.abort();
    } finally {
      for (const c of controllers) c.abort();
      capped.closeAll();
      cappedServer.closeAllConnections();
      await new Promise<void>((resolve) => cappedServer.close(() => resolve()));
    }
  });

  it.runIf(testDbKind === "postgres")("a page published through instance A reaches instance B's event stream within 2 s (LISTEN/NOTIFY)", async () => {
    const schema = await schemaOf();
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
      // B's stream is open before A writes.
      await expect.poll(() => otherStream.count()).toBe(1);
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

  it("a change row is written in its change's transaction and delivered only after the commit", async () => {
    const { seen, off } = collect(feed);
    const countRows = async (action: string) => (await t.db.selectFrom("change_events").select("id").where("action", "=", action).execute()).length;
    // Rolled back: no row, nothing delivered.
    await expect(
      withChanges(t.db, async (trx) => {
        await recordChange(trx, { topic: "settings", action: "zurueckgerollt", public: true });
        throw new Error("Abbruch nach dem Schreiben");
      }),
    ).rejects.toThrow("Abbruch nach dem Schreiben");
    expect(await countRows("zurueckgerollt")).toBe(0);
    // A refused page write (stale version) leaves no row either.
    const page = await createPageFromInput(t.db, { title: "Versionen", slug: "versionen-ereignis", is_published: true }, noAuthor);
    const rowsBefore = await t.db.selectFrom("change_events").select("id").execute();
    await expect(updatePageWithRevision(t.db, page.id, { title: "Veraltet", version: page.version - 1 }, noAuthor)).rejects.toThrow();
    expect((await t.db.selectFrom("change_events").select("id").execute()).length).toBe(rowsBefore.length);
    // Committed: not delivered while the transaction is open, delivered once when withChanges returns.
    let seenInside = -1;
    const event = await withChanges(t.db, async (trx) => {
      const recorded = await recordChange(trx, { topic: "settings", action: "uebernommen", public: true });
      seenInside = seen.filter((e) => e.action === "uebernommen").length;
      return recorded;
    });
    off();
    expect(seenInside).toBe(0);
    expect(seen.filter((e) => e.action === "uebernommen").map((e) => e.id)).toEqual([event.id]);
    expect(seen.map((e) => e.action)).not.toContain("zurueckgerollt");
    expect(await countRows("uebernommen")).toBe(1);
  });

  it("recordChange accepts only a transaction opened by withChanges", async () => {
    await expect(t.db.transaction().execute((trx) => recordChange(trx, { topic: "settings", action: "fremd", public: true }))).rejects.toThrow(/withChanges/);
    await expect(t.db.transaction().execute((trx) => withChanges(trx, async () => 1))).rejects.toThrow(/withChanges/);
    // Nested withChanges joins the outer transaction.
    const ids = await withChanges(t.db, async (trx) => {
      const a = await recordChange(trx, { topic: "settings", action: "aussen", public: true });
      const b = await withChanges(trx, (inner) => recordChange(inner, { topic: "settings", action: "innen", public: true }));
      return [a.id, b.id];
    });
    expect(ids[1]).toBe(ids[0] + 1);
  });

  it("a change committed but never delivered (crash in between) reaches a running peer and a restarted instance", async () => {
    const checkpoint = await feed.latestId();
    // A peer on the same database that reads the log every 100 ms (its safety net).
    const peer = new ChangeFeed(t, { pollMs: 100 });
    await peer.start();
    const fromPeer = collect(peer);
    const local = collect(feed);
    // "Crash": the writer's feed is gone, so the commit is followed by no delivery and no NOTIFY.
    setChangeFeed(null);
    let lost: ChangeEvent;
    try {
      lost = await record({ topic: "pages", action: "updated", pageId: "absturz", slug: "absturz", public: true });
    } finally {
      setChangeFeed(feed);
    }
    try {
      expect(local.seen.map((e) => e.id)).not.toContain(lost.id);
      await expect.poll(() => fromPeer.seen.map((e) => e.id), { timeout: 3000 }).toContain(lost.id);
      // The instance restarted with its checkpoint replays what came after it, in order, once.
      const restarted = new ChangeFeed(t, { after: checkpoint, pollMs: 60_000 });
      const replayed = collect(restarted);
      await restarted.start();
      await restarted.catchUp();
      await restarted.stop();
      expect(replayed.seen.map((e) => e.id)).toEqual([lost.id]);
      expect(replayed.seen[0]).toMatchObject({ action: "updated", pageId: "absturz", public: true, scope: "site" });
      expect(fromPeer.seen.filter((e) => e.id === lost.id)).toHaveLength(1);
    } finally {
      local.off();
      await peer.stop();
      await feed.catchUp();
    }
  });

  it.runIf(testDbKind === "postgres")("a lower id committed after a higher one is still delivered, once (also to an instance started in between)", async () => {
    const { seen, off } = collect(feed);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let lowerId = 0;
    let inserted!: () => void;
    const lowerInserted = new Promise<void>((resolve) => (inserted = resolve));
    // T1 takes the lower id, then waits before its commit.
    const slow = withChanges(t.db, async (trx) => {
      lowerId = (await recordChange(trx, { topic: "settings", action: "langsam", public: true })).id;
      inserted();
      await gate;
    });
    await lowerInserted;
    // T2 takes the higher id and commits first.
    const fast = await record({ topic: "settings", action: "schnell", public: true });
    expect(fast.id).toBeGreaterThan(lowerId);
    expect(seen.map((e) => e.id)).toContain(fast.id);
    expect(seen.map((e) => e.id)).not.toContain(lowerId);
    // An instance that starts now sees only the higher id, and must still get the lower one.
    const late = new ChangeFeed(t, { pollMs: 60_000 });
    await late.start();
    const fromLate = collect(late);
    release();
    await slow;
    await feed.catchUp();
    await feed.catchUp();
    await expect.poll(() => fromLate.seen.map((e) => e.id), { timeout: 3000 }).toEqual([lowerId]);
    off();
    fromLate.off();
    await late.stop();
    expect(seen.filter((e) => e.id === lowerId)).toHaveLength(1);
    expect(seen.filter((e) => e.id === fast.id)).toHaveLength(1);
  });

  it.runIf(testDbKind === "postgres")("an instance whose LISTEN connection dropped catches up from the log when it reconnects", async () => {
    const schema = await schemaOf();
    const other = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: schema, pgPoolSize: 2 });
    // No safety-net poll within the test: only the reconnect can bring the event.
    const otherFeed = new ChangeFeed(other, { pollMs: 60_000 });
    await otherFeed.start();
    const fromOther = collect(otherFeed);
    try {
      // Written without a NOTIFY (as if sent while B's LISTEN connection was down).
      setChangeFeed(null);
      let missed: ChangeEvent;
      try {
        missed = await record({ topic: "pages", action: "updated", pageId: "verpasst", public: true });
      } finally {
        setChangeFeed(feed);
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(fromOther.seen.map((e) => e.id)).not.toContain(missed.id);
      const killed = await sql<{ ok: boolean }>`select pg_terminate_backend(pid) as ok from pg_stat_activity where query like ${`LISTEN "cms_changes_${schema}"%`}`.execute(t.db);
      expect(killed.rows.length).toBeGreaterThan(0);
      await expect.poll(() => fromOther.seen.map((e) => e.id), { timeout: 5000 }).toContain(missed.id);
      expect(fromOther.seen.filter((e) => e.id === missed.id)).toHaveLength(1);
      // And it listens again: the next change arrives through NOTIFY.
      const next = await record({ topic: "settings", action: "danach", public: true });
      await expect.poll(() => fromOther.seen.map((e) => e.id), { timeout: 3000 }).toContain(next.id);
    } finally {
      fromOther.off();
      await otherFeed.stop();
      await other.close();
    }
  });
});
