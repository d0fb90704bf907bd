import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDatabaseUrl, testDbKind, testDbLabel } from "../../../tests/test-db";
import { saveCurrent } from "../../../tests/page-write";
import { callRoute, jsonInit } from "../../../tests/route-call";
import * as pageRoute from "~/routes/api/page";
import * as pagesRoute from "~/routes/api/pages";
import * as publishRoute from "~/routes/api/page-publish";
import * as unpublishRoute from "~/routes/api/page-unpublish";
import { deSchedule } from "~/i18n/schedule";
import { de } from "~/i18n/de";
import { openDatabase, type DatabaseHandle, type Db } from "../db/client.server";
import { getPageById } from "./pages.server";
import { listRevisions } from "./revisions.server";
import { startScheduler, type Scheduler, type SchedulerClock } from "./scheduler.server";
import { createPageFromInput } from "./service.server";

/**
 * Scheduled publishing with a fake clock and two scheduler instances on one database (on
 * PostgreSQL through two connection pools, as two servers would; SQLite serves one server per
 * file, so there both share its connection and still race through the claim).
 */

/** Timers that fire only when the test moves time on. */
function fakeClock(start: number) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: SchedulerClock & { advance(ms: number): void; timers(): number[] } = {
    now: () => new Date(now),
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        timers.delete(id);
        timer.fn();
      }
    },
    timers: () => [...timers.values()].map((t) => t.at - now),
  };
  return clock;
}

const para = (id: string, text: string) => [{ id, type: "paragraph", content: { text: `<p>${text}</p>` } }];
const START = Date.parse("2026-06-01T08:00:00.000Z");
const at = (ms: number) => new Date(START + ms).toISOString();

describe(`scheduled publishing (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let second: DatabaseHandle | null = null;
  let dbA: Db;
  let dbB: Db;
  let schedulers: Scheduler[] = [];
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("planung@example.de");
    dbA = db();
    dbB = db();
    if (testDbKind === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db());
      second = openDatabase({ databaseUrl: testDatabaseUrl, pgSchema: rows[0].schema, pgPoolSize: 4 });
      dbB = second.db;
    }
  });
  afterEach(async () => {
    for (const s of schedulers) await s.stop();
    schedulers = [];
  });
  afterAll(async () => {
    await second?.close();
    await app?.close();
  });

  /** Two instances on one clock; neither looks on its own before the test moves time. */
  async function twoInstances(fallbackMs = 30_000) {
    const clock = fakeClock(START);
    const a = startScheduler(dbA, { clock, fallbackMs });
    const b = startScheduler(dbB, { clock, fallbackMs });
    schedulers.push(a, b);
    await Promise.all([a.idle(), b.idle()]);
    const settle = async () => {
      // A timer's check (and the re-aims it causes) may take a few turns to start and finish.
      for (let i = 0; i < 3; i++) await Promise.all([a.idle(), b.idle()]);
    };
    return { clock, a, b, settle };
  }

  async function newPage(slug: string, extra: Record<string, unknown> = {}) {
    return createPageFromInput(db(), { title: `Titel ${slug}`, slug, content: para("p1", "Erster Stand"), ...extra }, { authorId: null });
  }
  const publishRevisions = async (id: string) => (await listRevisions(db(), id)).filter((r) => r.kind === "publish");
  const events = async (id: string) =>
    (await db().selectFrom("change_events").select(["action", "is_public"]).where("page_id", "=", id).orderBy("id").execute()).map((e) => e.action);
  const published = async (id: string) => getPageById(db(), id, "published");

  it("publishes a due page exactly once across two instances: one revision 'Veröffentlicht', one change event", async () => {
    const { a, b } = await twoInstances();
    const page = await newPage("faellig", { publish_at: at(-1000) });
    expect(page.publish_at).toBe(at(-1000));
    const eventsBefore = await events(page.id);
    // Both look at the same moment; the claim lets one of them publish.
    const [byA, byB] = await Promise.all([a.check(), b.check()]);
    expect([...byA, ...byB]).toEqual([page.id]);

    const live = await published(page.id);
    expect(live).toMatchObject({ is_published: true, publish_at: null, title: "Titel faellig" });
    expect((await getPageById(db(), page.id))!.publish_at).toBeNull();
    const revisions = await publishRevisions(page.id);
    expect(revisions.map((r) => r.summary)).toEqual([de.pages.revisions.published]);
    expect(revisions[0].author_id).toBeNull();
    expect((await events(page.id)).slice(eventsBefore.length)).toEqual(["published"]);

    // Looking again publishes nothing more.
    expect([...(await a.check()), ...(await b.check())]).toEqual([]);
    expect(await publishRevisions(page.id)).toHaveLength(1);
  });

  it("publishes at start what came due while no instance ran", async () => {
    const page = await newPage("nachgeholt", { publish_at: at(-3_600_000) });
    await twoInstances();
    expect((await published(page.id))!.is_published).toBe(true);
    expect(await publishRevisions(page.id)).toHaveLength(1);
  });

  it("publishes a future page by the timer at its time, not before", async () => {
    // A long fallback: only a timer aimed at the schedule can publish it on time.
    const { clock, settle } = await twoInstances(10 * 60_000);
    const page = await newPage("spaeter");
    // Scheduled after the instances started: the service's word re-aims their timers.
    await saveCurrent(db(), page.id, { publish_at: at(60_000) }, { authorId: null });
    await settle();
    expect(clock.timers()).toEqual([60_000, 60_000]);

    clock.advance(59_999);
    await settle();
    expect((await published(page.id))!.is_published).toBe(false);
    expect(await publishRevisions(page.id)).toHaveLength(0);

    clock.advance(1);
    await settle();
    expect((await published(page.id))!.is_published).toBe(true);
    expect(await publishRevisions(page.id)).toHaveLength(1);
    expect((await events(page.id)).filter((a) => a === "published")).toHaveLength(1);
  });

  it("never publishes a page whose schedule was removed", async () => {
    const { clock, a, b, settle } = await twoInstances();
    const page = await newPage("abgesagt", { publish_at: at(30_000) });
    const scheduled = await saveCurrent(db(), page.id, { publish_at: null }, { authorId: null });
    expect(scheduled!.publish_at).toBeNull();
    expect((await listRevisions(db(), page.id))[0].summary).toBe(deSchedule.unscheduled);
    for (let i = 0; i < 5; i++) {
      clock.advance(60_000);
      await settle();
    }
    expect([...(await a.check()), ...(await b.check())]).toEqual([]);
    expect((await published(page.id))!.is_published).toBe(false);
    expect(await publishRevisions(page.id)).toHaveLength(0);
  });

  it("publishes the newest working copy of a page edited after scheduling", async () => {
    const page = await newPage("geaendert", { is_published: true });
    await saveCurrent(db(), page.id, { publish_at: at(5_000) }, { authorId: null });
    await saveCurrent(db(), page.id, { title: "Neuer Titel", content: para("p1", "Zweiter Stand") }, { authorId: null });
    // Visitors still get the first state; the schedule stays through the edit.
    expect(await published(page.id)).toMatchObject({ title: "Titel geaendert", publish_at: null });
    expect((await getPageById(db(), page.id))!.publish_at).toBe(at(5_000));

    const { clock, settle } = await twoInstances();
    clock.advance(5_000);
    await settle();
    const live = await published(page.id);
    expect(live!.title).toBe("Neuer Titel");
    expect(JSON.stringify(live!.content)).toContain("Zweiter Stand");
    expect(live!.has_unpublished_changes).toBe(false);
    expect(await publishRevisions(page.id)).toHaveLength(1);
  });

  it("a schedule moved later is not published at its old time", async () => {
    const { clock, settle } = await twoInstances(10 * 60_000);
    const page = await newPage("verschoben", { publish_at: at(10_000) });
    await saveCurrent(db(), page.id, { publish_at: at(120_000) }, { authorId: null });
    await settle();
    clock.advance(10_000);
    await settle();
    expect((await published(page.id))!.is_published).toBe(false);
    clock.advance(110_000);
    await settle();
    expect((await published(page.id))!.is_published).toBe(true);
  });

  describe("pages API", () => {
    // These tests are about schedules: each write names the version stored right now.
    const patch = async (id: string, body: object) =>
      callRoute(pageRoute.action, admin.request(`/api/pages/${id}`, jsonInit("PATCH", { version: (await getPageById(db(), id))?.version, ...body })), { id });
    const get = (id: string, asAdmin = true) =>
      callRoute(pageRoute.loader, asAdmin ? admin.request(`/api/pages/${id}`) : new Request(`${app.url}/api/pages/${id}`), { id });

    it("accepts publish_at in POST and PATCH, returns it to admins, never to visitors", async () => {
      const res = await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "API geplant", is_published: true, publish_at: "2030-01-02T10:00:00+01:00" })));
      expect(res.status).toBe(201);
      const page = await res.json();
      expect(page.publish_at).toBe("2030-01-02T09:00:00.000Z");
      expect((await (await get(page.id)).json()).publish_at).toBe("2030-01-02T09:00:00.000Z");
      expect((await (await get(page.id, false)).json()).publish_at).toBeNull();
      const list = await (await callRoute(pagesRoute.loader, admin.request("/api/pages"))).json();
      expect(list.find((p: { id: string }) => p.id === page.id).publish_at).toBe("2030-01-02T09:00:00.000Z");
      const publicList = await (await callRoute(pagesRoute.loader, new Request(`${app.url}/api/pages`))).json();
      expect(publicList.find((p: { id: string }) => p.id === page.id).publish_at).toBeNull();

      // A time in the past is accepted: it goes live at the next check.
      const past = await patch(page.id, { publish_at: "2001-01-01T00:00:00Z" });
      expect(past.status).toBe(200);
      expect((await past.json()).publish_at).toBe("2001-01-01T00:00:00.000Z");
    });

    it("answers garbage with a 400 naming publish_at and stores nothing", async () => {
      const page = await newPage("api-falsch", { publish_at: at(1000) });
      for (const value of ["morgen früh", "2026-05-01", 12345, true]) {
        const res = await patch(page.id, { publish_at: value, title: "Darf nicht gespeichert werden" });
        expect(res.status).toBe(400);
        expect((await res.json()).fields).toEqual({ publish_at: deSchedule.invalid });
      }
      const stored = await getPageById(db(), page.id);
      expect(stored).toMatchObject({ publish_at: at(1000), title: "Titel api-falsch", version: page.version });
    });

    it("publishing now or unpublishing ends a schedule", async () => {
      const page = await newPage("api-sofort", { publish_at: "2030-01-01T00:00:00Z" });
      const now = await callRoute(publishRoute.action, admin.request(`/api/pages/${page.id}/publish`, jsonInit("POST", { version: page.version })), { id: page.id });
      expect(now.status).toBe(200);
      expect(await now.json()).toMatchObject({ is_published: true, publish_at: null });

      const again = await patch(page.id, { publish_at: "2030-01-01T00:00:00Z" });
      expect((await again.json()).publish_at).toBe("2030-01-01T00:00:00.000Z");
      const off = await callRoute(unpublishRoute.action, admin.request(`/api/pages/${page.id}/unpublish`, jsonInit("POST", { version: (await getPageById(db(), page.id))!.version })), { id: page.id });
      expect(await off.json()).toMatchObject({ is_published: false, publish_at: null });

      // The settings switch going online ends it too, unless the same save sets a new time.
      await patch(page.id, { publish_at: "2030-01-01T00:00:00Z" });
      expect((await (await patch(page.id, { is_published: true, publish_at: "2030-01-01T00:00:00Z" })).json()).publish_at).toBeNull();
      expect((await (await patch(page.id, { is_published: false, publish_at: "2031-01-01T00:00:00Z" })).json()).publish_at).toBe("2031-01-01T00:00:00.000Z");
    });

    it("publishing a page with nothing unpublished only removes its schedule, with no 'Veröffentlicht' revision", async () => {
      const page = await newPage("api-nichts", { is_published: true, publish_at: "2030-01-01T00:00:00Z" });
      const res = await callRoute(publishRoute.action, admin.request(`/api/pages/${page.id}/publish`, jsonInit("POST", { version: page.version })), { id: page.id });
      expect(await res.json()).toMatchObject({ publish_at: null });
      expect(await publishRevisions(page.id)).toHaveLength(0);
    });
  });
});
