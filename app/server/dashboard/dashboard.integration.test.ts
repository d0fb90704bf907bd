import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { addDays, dayOf } from "~/lib/analytics";
import { defaultSettings } from "~/lib/settings";
import { createAuth, migrateAuth } from "../auth/auth.server";
import { insertSubmission } from "../contact/inbox.server";
import type { Db } from "../db/client.server";
import { loadEnv } from "../env.server";
import { configureLogger } from "../logger.server";
import { createPage, publishPage, updatePage } from "../pages/pages.server";
import { addRevision } from "../pages/revisions.server";
import { saveSettings } from "../settings/settings.server";
import { loadDashboard } from "./dashboard.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function statistics(db: Db, on: boolean) {
  const settings = defaultSettings();
  settings.features.analytics = on;
  await saveSettings(db, settings);
}

/** A meta title and description of the right lengths, an H1: no SEO issue. */
const goodSeo = {
  meta_title: "Präzisionsdrehteile aus Kassel – Brenner GmbH",
  meta_description:
    "Dreh- und Frästeile, Baugruppen und C-Teile-Management aus einer Hand: seit über 40 Jahren liefern wir termintreu und in geprüfter Qualität aus Kassel.",
  content: [{ id: "h1", type: "heading", content: { text: "Präzisionsdrehteile", level: 1 } }],
};

describe(`dashboard queries (${testDbLabel})`, () => {
  let t: TestDatabase;
  let dataDir: string;
  const now = Date.parse("2026-03-18T10:00:00Z");
  const today = dayOf(now);
  const ids: Record<string, string> = {};
  let authorId: string;

  beforeAll(async () => {
    configureLogger("silent");
    t = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-dashboard-"));
    const auth = createAuth({ database: t, env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), mailer: { send: async () => undefined } });
    await migrateAuth(auth);
    authorId = (await auth.api.signUpEmail({ body: { email: "redaktion@example.org", password: "geheim123", name: "Rita Redakteurin" } })).user.id;

    // Good SEO, online, nothing pending: on no list but the revisions.
    ids.fine = (await createPage(t.db, { slug: "drehteile", title: "Drehteile", is_published: true, ...goodSeo })).id;
    // Online with a saved change visitors do not see yet.
    ids.changed = (await createPage(t.db, { slug: "leistungen", title: "Leistungen", is_published: true, ...goodSeo })).id;
    // Never online: a draft, not an "unpublished change", and not in the SEO card.
    ids.draft = (await createPage(t.db, { slug: "entwurf", title: "Entwurf ohne alles" })).id;
    // Online, no H1, no meta: the worst SEO.
    ids.poor = (await createPage(t.db, { slug: "schlecht", title: "Schlechte Seite", is_published: true, content: [] })).id;
    ids.post = (await createPage(t.db, { slug: "messe", title: "Messebericht", content_type: "blog", is_published: true, ...goodSeo })).id;
    ids.slides = (await createPage(t.db, { slug: "vortrag", title: "Vortrag", content_type: "presentation", is_published: true, ...goodSeo })).id;
    ids.later = (await createPage(t.db, { slug: "spaeter", title: "Späterer Beitrag", content_type: "blog", publish_at: "2026-04-02T08:00:00.000Z" })).id;
    ids.soon = (await createPage(t.db, { slug: "bald", title: "Baldige Seite", publish_at: "2026-03-20T07:30:00.000Z" })).id;

    await updatePage(t.db, ids.slides, { title: "Vortrag (neu)" });
    await sleep(5);
    await updatePage(t.db, ids.post, { title: "Messebericht 2026" });
    await sleep(5);
    await updatePage(t.db, ids.changed, { title: "Leistungen im Überblick" });
    // A change that was published again is no longer pending.
    await updatePage(t.db, ids.fine, { title: "Drehteile neu" });
    await publishPage(t.db, ids.fine);

    await addRevision(t.db, { page_id: ids.fine, title: "Drehteile", slug: "drehteile", content: [], summary: "Erstellt", kind: "created" });
    await sleep(5);
    await addRevision(t.db, { page_id: ids.changed, title: "Leistungen", slug: "leistungen", content: [], summary: "Titel geändert", author_id: authorId });
    await sleep(5);
    await addRevision(t.db, { page_id: ids.post, title: "Messebericht", slug: "messe", content: [], summary: "Veröffentlicht", kind: "publish", author_id: authorId });

    await insertSubmission(t.db, {
      pageId: ids.fine,
      pageTitle: "Drehteile",
      pagePath: "/drehteile",
      blockId: "form",
      formTitle: "Anfrage",
      values: [],
      subject: "Angebot Drehteile",
      senderEmail: "einkauf@example.org",
      senderName: "Erika Einkauf",
      recipient: "info@example.org",
      ipHash: "x",
      createdAt: new Date(now - 3_600_000),
    });

    // Visitors: the 7 days before the week 10 views / 5 visitors a day, this week 20 / 8 on
    // the closed days and today's raw events (3 views of 2 visitors, and a 404 that does not count).
    const daily = [];
    for (let i = 13; i >= 1; i--) {
      const day = addDays(today, -i);
      daily.push(i >= 7 ? { day, dimension: "total", value: "", views: 10, visitors: 5 } : { day, dimension: "total", value: "", views: 20, visitors: 8 });
    }
    await t.db.insertInto("analytics_daily").values(daily).execute();
    const event = { day: today, device: "desktop", browser: "Firefox", referrer: null, campaign: null };
    await t.db
      .insertInto("analytics_events")
      .values([
        { ...event, at: now - 1000, path: "/", status: 200, visitor: "a" },
        { ...event, at: now - 900, path: "/kontakt", status: 200, visitor: "a" },
        { ...event, at: now - 800, path: "/", status: 200, visitor: "b" },
        { ...event, at: now - 700, path: "/weg", status: 404, visitor: "c" },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.cleanup();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("sums the last 7 days with the trend against the 7 before, only while statistics are on", async () => {
    await statistics(t.db, false);
    expect((await loadDashboard(t.db, { now })).visitors).toBeNull();
    await statistics(t.db, true);
    const { visitors } = await loadDashboard(t.db, { now });
    expect(visitors).not.toBeNull();
    expect(visitors!.days.map((d) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
    expect(visitors!.days.at(-1)).toEqual({ date: today, views: 3, visitors: 2 });
    expect(visitors!.totals).toEqual({ views: 123, visitors: 50 });
    expect(visitors!.previous).toEqual({ views: 70, visitors: 35 });
    expect(visitors!.trend).toEqual({ views: 76, visitors: 43 });
  });

  it("lists pages with unpublished changes, newest first, with their editors", async () => {
    const { unpublished } = await loadDashboard(t.db, { now });
    expect(unpublished.total).toBe(3);
    expect(unpublished.items.map((p) => [p.title, p.editPath])).toEqual([
      ["Leistungen im Überblick", `/admin/pages/${ids.changed}/edit`],
      ["Messebericht 2026", `/admin/blog/${ids.post}/edit`],
      ["Vortrag (neu)", `/admin/presentations/${ids.slides}/edit`],
    ]);
    // Stored state agrees: the published titles are untouched.
    const stored = await t.db.selectFrom("content_pages").select(["id", "title"]).where("id", "in", [ids.changed, ids.post]).orderBy("title").execute();
    expect(stored.map((r) => r.title)).toEqual(["Leistungen", "Messebericht"]);
  });

  it("lists schedules soonest first", async () => {
    const { scheduled } = await loadDashboard(t.db, { now });
    expect(scheduled.total).toBe(2);
    expect(scheduled.items).toEqual([
      { id: ids.soon, title: "Baldige Seite", contentType: "basis", editPath: `/admin/pages/${ids.soon}/edit`, publishAt: "2026-03-20T07:30:00.000Z" },
      { id: ids.later, title: "Späterer Beitrag", contentType: "blog", editPath: `/admin/blog/${ids.later}/edit`, publishAt: "2026-04-02T08:00:00.000Z" },
    ]);
  });

  it("lists published pages with SEO problems, worst first; drafts and sound pages are left out", async () => {
    const { seo } = await loadDashboard(t.db, { now });
    const listed = seo.items.map((p) => p.id);
    expect(listed[0]).toBe(ids.poor);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.fine);
    expect(listed).not.toContain(ids.changed);
    expect(seo.checked).toBe(5);
    const poor = seo.items[0]!;
    expect(poor.editPath).toBe(`/admin/pages/${ids.poor}/edit`);
    expect(poor.issues.map((i) => i.code).sort()).toEqual(["h1-missing", "meta-description-missing", "meta-title-missing"]);
    expect(poor.score).toBe(45);
    expect(poor.errors).toBe(3);
    for (let i = 1; i < seo.items.length; i++) expect(seo.items[i]!.score).toBeGreaterThanOrEqual(seo.items[i - 1]!.score);
  });

  it("lists the newest revisions with page title, author and the history's address", async () => {
    const { revisions } = await loadDashboard(t.db, { now });
    expect(revisions.map((r) => [r.pageTitle, r.summary, r.author, r.revisionsPath])).toEqual([
      ["Messebericht 2026", "Veröffentlicht", "Rita Redakteurin", `/admin/pages/${ids.post}/revisions`],
      ["Leistungen im Überblick", "Titel geändert", "Rita Redakteurin", `/admin/pages/${ids.changed}/revisions`],
      ["Drehteile neu", "Erstellt", null, `/admin/pages/${ids.fine}/revisions`],
    ]);
  });

  it("shows the newest unread enquiries", async () => {
    const { enquiries } = await loadDashboard(t.db, { now });
    expect(enquiries.items.map((e) => [e.sender_name, e.subject])).toEqual([["Erika Einkauf", "Angebot Drehteile"]]);
    expect(enquiries.total).toBe(1);
    await t.db.updateTable("contact_submissions").set({ read_at: new Date(now).toISOString() }).execute();
    expect((await loadDashboard(t.db, { now })).enquiries).toEqual({ items: [], total: 0 });
  });
});
