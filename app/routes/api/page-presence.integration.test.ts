import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageFromInput, publishPageById, updatePageWithRevision } from "~/server/pages/service.server";
import { MAX_TABS_PER_PERSON, PRESENCE_TTL_MS, purgeStalePresence } from "~/server/presence/presence.server";
import { createTestApp, HttpClient, type TestApp } from "../../../tests/test-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import { takeSseMessages } from "../../../tests/sse";
import * as presenceRoute from "./page-presence";

type Message = { id?: string; event?: string; data?: string };

/** Opens an SSE stream and collects its messages until `stop()` (or the first non-200 answer). */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const messages: Message[] = [];
  const done = (async () => {
    if (response.status !== 200 || !response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = takeSseMessages(buffer + decoder.decode(value, { stream: true }), messages);
      }
    } catch {
      // Aborted.
    }
  })();
  const changes = () => messages.filter((m) => m.event === "change").map((m) => JSON.parse(m.data!) as Record<string, unknown>);
  return {
    status: response.status,
    body: response.status === 200 ? null : await response.json(),
    changes,
    /** Resolves when a change matching `test` arrived (or rejects after `ms`). */
    async waitFor(test: (c: Record<string, unknown>) => boolean, ms = 5000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        if (changes().some(test)) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`Ereignis nicht angekommen; bisher: ${JSON.stringify(changes())}`);
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}

const CLIENT_A = "tab-anna-0001";
const CLIENT_B = "tab-bernd-0001";

/**
 * Issue 30 (3): presence over HTTP on two instances sharing one database: join, heartbeat, leave,
 * expiry after 30 s, the guard, the bounds, and the non-public events (editors' streams of the
 * page get them, visitors' streams never).
 */
describe(`presence (${testDbLabel})`, () => {
  let app: TestApp;
  let second: TestApp;
  let anna: HttpClient;
  let bernd: HttpClient;
  let pageId: string;
  const streams: Awaited<ReturnType<typeof openStream>>[] = [];
  const rows = () => app.database.db.selectFrom("page_presence").selectAll().where("page_id", "=", pageId).execute();

  beforeAll(async () => {
    const build = routeBuild({ "api/pages/:id/presence": presenceRoute });
    // analytics: a change feed (polling the shared log) and the page cache on, as in production.
    // One secret: a session made on one instance is valid on the other.
    const env = { AUTH_SECRET: "presence-test-secret-0123456789abcdef" };
    app = await createTestApp({ build, env, analytics: { flushMs: 60_000 } });
    second = await createTestApp({ build, env, analytics: { flushMs: 60_000 }, database: app.database });
    anna = app.client();
    expect((await anna.signUp("anna.berger@example.org", "geheim123", { name: "Anna Berger" })).status).toBe(200);
    const signedB = await app.signedUp("bernd@example.org");
    await app.grantRole("bernd@example.org", "editor");
    // Bernd talks to the other instance with the same session.
    bernd = new HttpClient(second.url);
    for (const [k, v] of signedB.cookies) bernd.cookies.set(k, v);
    pageId = (await createPageFromInput(app.database.db, { title: "Team", slug: "team-anwesenheit" }, { authorId: null })).id;
  });
  afterAll(async () => {
    await Promise.all(streams.map((s) => s.stop()));
    await second?.close();
    await app?.close();
  });

  it("refuses visitors (401) and malformed input (400 naming the field), storing nothing", async () => {
    const visitor = app.client();
    expect((await visitor.get(`/api/pages/${pageId}/presence`)).status).toBe(401);
    expect((await visitor.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_A })).status).toBe(401);
    expect((await visitor.send("DELETE", `/api/pages/${pageId}/presence?client_id=${CLIENT_A}`)).status).toBe(401);
    const bad = await anna.post(`/api/pages/${pageId}/presence`, { client_id: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.client_id).toBeTruthy();
    const badMode = await anna.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_A, mode: "admin" });
    expect(badMode.status).toBe(400);
    expect(badMode.body.fields.mode).toBeTruthy();
    expect((await anna.send("DELETE", `/api/pages/${pageId}/presence?client_id=a%20b`)).status).toBe(400);
    expect((await anna.post(`/api/pages/unbekannt/presence`, { client_id: CLIENT_A })).status).toBe(404);
    expect(await rows()).toHaveLength(0);
    // An anonymous editor stream of a page is refused too.
    const stream = await openStream(`${app.url}/api/events?page=${pageId}`);
    streams.push(stream);
    expect(stream.status).toBe(401);
  });

  it("shows two people on two instances to each other, and tells the editors' streams at once (never visitors)", async () => {
    const annaStream = await openStream(`${app.url}/api/events?page=${pageId}`, { cookie: anna.cookieHeader() });
    const visitorStream = await openStream(`${app.url}/api/events`);
    streams.push(annaStream, visitorStream);
    expect(annaStream.status).toBe(200);

    const first = await anna.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_A, mode: "edit", surface: "builder" });
    expect(first.status).toBe(200);
    expect(first.body.people).toEqual([]);

    const joined = await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, mode: "view", surface: "builder" });
    expect(joined.status).toBe(200);
    expect(joined.body.people).toHaveLength(1);
    expect(joined.body.people[0]).toMatchObject({ name: "Anna Berger", initials: "AB", mode: "edit", self: false });
    expect(Number.isNaN(Date.parse(joined.body.people[0].since))).toBe(false);

    // Bernd's join (on the other instance) reaches Anna's stream on this one.
    await annaStream.waitFor((c) => c.topic === "presence" && c.action === "join" && c.pageId === pageId);
    expect(annaStream.changes().every((c) => c.title === undefined && c.slug === undefined)).toBe(true);

    const seen = await anna.get(`/api/pages/${pageId}/presence?client_id=${CLIENT_A}`);
    expect(seen.body.people).toEqual([expect.objectContaining({ name: "bernd", initials: "B", mode: "view" })]);

    // A heartbeat keeps `since`, moves seen_at, and records no event.
    const before = (await rows()).find((r) => r.client_id === CLIENT_A)!;
    const eventsBefore = annaStream.changes().length;
    await new Promise((r) => setTimeout(r, 20));
    await anna.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_A, mode: "edit", surface: "builder" });
    const after = (await rows()).find((r) => r.client_id === CLIENT_A)!;
    expect(String(after.since)).toBe(String(before.since));
    expect(new Date(after.seen_at as string).getTime()).toBeGreaterThan(new Date(before.seen_at as string).getTime());

    // A save into the working copy of a live page while Bernd watches: visitors see nothing of it
    // (no public event), but a non-public `saved` reaches the editors' streams of the page.
    const version = async () => (await app.database.db.selectFrom("content_pages").select("version").where("id", "=", pageId).executeTakeFirstOrThrow()).version;
    await publishPageById(app.database.db, pageId, { version: await version() }, { authorId: null });
    await updatePageWithRevision(app.database.db, pageId, { content: [{ id: "b1", type: "heading", content: { text: "Neu" }, style: {}, children: [] }], version: await version() }, { authorId: null });
    await annaStream.waitFor((c) => c.topic === "presence" && c.action === "saved");
    expect(annaStream.changes().length).toBeGreaterThan(eventsBefore);

    // Bernd leaves (DELETE, as on pagehide): gone for Anna at once, and her stream hears it.
    expect((await bernd.send("DELETE", `/api/pages/${pageId}/presence?client_id=${CLIENT_B}`)).status).toBe(204);
    expect((await anna.get(`/api/pages/${pageId}/presence?client_id=${CLIENT_A}`)).body.people).toEqual([]);
    await annaStream.waitFor((c) => c.action === "leave");

    // The visitor's stream got none of it (presence events are not public).
    await new Promise((r) => setTimeout(r, 300));
    expect(visitorStream.changes().filter((c) => c.topic === "presence")).toEqual([]);
    expect(visitorStream.changes().every((c) => c.action === "published")).toBe(true);
    const stored = await app.database.db.selectFrom("change_events").selectAll().where("topic", "=", "presence").execute();
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.every((e) => !e.is_public)).toBe(true);
    await annaStream.stop();
    await visitorStream.stop();
  });

  it("leaves only one's own tab, also by POST {leave: true} (sendBeacon)", async () => {
    await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, mode: "edit" });
    // Anna cannot remove Bernd's tab, nor take over its id.
    expect((await anna.send("DELETE", `/api/pages/${pageId}/presence?client_id=${CLIENT_B}`)).status).toBe(204);
    expect((await rows()).some((r) => r.client_id === CLIENT_B)).toBe(true);
    expect((await anna.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B })).status).toBe(400);
    expect((await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, leave: true })).status).toBe(204);
    expect((await rows()).some((r) => r.client_id === CLIENT_B)).toBe(false);
  });

  it("forgets a tab not seen for 30 s: ignored on read, purged on join and by maintenance", async () => {
    await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, mode: "edit" });
    expect((await anna.get(`/api/pages/${pageId}/presence?client_id=${CLIENT_A}`)).body.people).toHaveLength(1);
    const old = new Date(Date.now() - PRESENCE_TTL_MS - 1000).toISOString();
    await app.database.db.updateTable("page_presence").set({ seen_at: old }).where("client_id", "=", CLIENT_B).execute();
    expect((await anna.get(`/api/pages/${pageId}/presence?client_id=${CLIENT_A}`)).body.people).toEqual([]);
    // Still 29 s after: present.
    await app.database.db.updateTable("page_presence").set({ seen_at: new Date(Date.now() - PRESENCE_TTL_MS + 1000).toISOString() }).where("client_id", "=", CLIENT_B).execute();
    expect((await anna.get(`/api/pages/${pageId}/presence?client_id=${CLIENT_A}`)).body.people).toHaveLength(1);
    await app.database.db.updateTable("page_presence").set({ seen_at: old }).where("client_id", "=", CLIENT_B).execute();
    expect(await purgeStalePresence(app.database.db)).toBeGreaterThanOrEqual(1);
    expect((await rows()).some((r) => r.client_id === CLIENT_B)).toBe(false);
    // A stale row comes back as a fresh join with a new `since`.
    await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, mode: "edit" });
    await app.database.db.updateTable("page_presence").set({ seen_at: old, since: old }).where("client_id", "=", CLIENT_B).execute();
    await bernd.post(`/api/pages/${pageId}/presence`, { client_id: CLIENT_B, mode: "edit" });
    const row = (await rows()).find((r) => r.client_id === CLIENT_B)!;
    expect(new Date(row.since as string).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("holds at most MAX_TABS_PER_PERSON tabs of one person", async () => {
    for (let i = 0; i < MAX_TABS_PER_PERSON + 5; i++) {
      expect((await anna.post(`/api/pages/${pageId}/presence`, { client_id: `tab-flood-${String(i).padStart(4, "0")}` })).status).toBe(200);
    }
    const annaRows = (await rows()).filter((r) => r.user_name === "Anna Berger");
    expect(annaRows.length).toBeLessThanOrEqual(MAX_TABS_PER_PERSON);
    // Her own other tabs show as one entry marked as herself.
    const list = (await anna.get(`/api/pages/${pageId}/presence?client_id=tab-flood-0024`)).body.people;
    expect(list.filter((p: { self: boolean }) => p.self)).toHaveLength(1);
  });
});
