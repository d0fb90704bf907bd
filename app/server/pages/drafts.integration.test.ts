import http from "node:http";
import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import type { Block } from "~/blocks/types";
import type { AddressInfo } from "node:net";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { createTestDatabase, testDbLabel } from "../../../tests/test-db";
import * as pageRoute from "~/routes/api/page";
import * as discardRoute from "~/routes/api/page-discard";
import * as publishRoute from "~/routes/api/page-publish";
import * as unpublishRoute from "~/routes/api/page-unpublish";
import * as restoreRoute from "~/routes/api/page-revision-restore";
import * as pagesRoute from "~/routes/api/pages";
import type { DocumentParts } from "~/components/site/document-parts";
import * as homeRoute from "~/routes/site/home";
import * as sitePage from "~/routes/site/page";
import { clearMemos, memoizeUntilChange, untilChange } from "../cache/memo.server";
import { createPageCache } from "../cache/page-cache.server";
import { getPageById, getPageBySlug, listPagesWithContent, listPublishedPages } from "./pages.server";
import { migrateToLatest, migrateUpTo } from "../db/migrate.server";
import { listRevisions } from "./revisions.server";
import { ChangeFeed, setChangeFeed } from "../events/changes.server";
import { callRoute, jsonInit } from "../../../tests/route-call";

/**
 * Drafts and publishing through the API route modules (called as React Router calls them, with
 * the cookies of real signed-in users of the test app), and the public page behind the real page
 * cache and change feed: visitors get the published state until it is published.
 */

const para = (id: string, text: string) => ({ id, type: "paragraph", content: { text: `<p>${text}</p>` } });
const SLIDES = [
  { id: "s1", type: "slide", title: "Agenda", content: "<ul><li>Rückblick</li></ul>", imageUrl: "/uploads/agenda.jpg" },
  { id: "s2", type: "slide", title: "Zahlen", content: "<p>Umsatz <strong>+12 %</strong></p>", imageUrl: "" },
];

describe(`drafts and publishing (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  let feed: ChangeFeed;
  let site: http.Server;
  let siteUrl: string;
  let renders = 0;
  const db = () => app.database.db;
  const api = {
    create: async (body: object) => (await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", body)))).json(),
    patch: (id: string, body: object, client = admin) => callRoute(pageRoute.action, client.request(`/api/pages/${id}`, jsonInit("PATCH", body)), { id }),
    publish: (id: string, body: object, client = admin) => callRoute(publishRoute.action, client.request(`/api/pages/${id}/publish`, jsonInit("POST", body)), { id }),
    unpublish: (id: string, body: object = {}, client = admin) => callRoute(unpublishRoute.action, client.request(`/api/pages/${id}/unpublish`, jsonInit("POST", body)), { id }),
    discard: (id: string, body: object, client = admin) => callRoute(discardRoute.action, client.request(`/api/pages/${id}/discard`, jsonInit("POST", body)), { id }),
    get: (id: string, client: HttpClient | null = admin) =>
      callRoute(pageRoute.loader, client ? client.request(`/api/pages/${id}`) : new Request(`${app.url}/api/pages/${id}`), { id }),
    list: (client: HttpClient | null = admin) => callRoute(pagesRoute.loader, client ? client.request("/api/pages") : new Request(`${app.url}/api/pages`)),
  };
  const changeCount = async () => Number((await db().selectFrom("change_events").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);
  const revisionKinds = async (pageId: string) => (await listRevisions(db(), pageId)).map((r) => r.kind);
  /** A page of the public site through the page cache, as a visitor (or with `cookie`) sees it. */
  const visit = async (path: string, cookie?: string) => {
    const res = await fetch(siteUrl + path, { headers: cookie ? { cookie } : {} });
    return { status: res.status, cache: res.headers.get("x-cache"), etag: res.headers.get("etag"), text: await res.text() };
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("redaktion@example.de");
    member = await app.signedUp("besuch@example.de");
    feed = new ChangeFeed(app.database);
    await feed.start();
    setChangeFeed(feed);
    memoizeUntilChange(feed);
    // The public page route behind the real page cache (the test app has no React Router build):
    // the loader's page as a small document.
    const cache = createPageCache({ enabled: true, feed });
    const server = express();
    server.use(cache.middleware);
    server.get("/{*path}", async (req, res) => {
      renders++;
      const request = new Request(app.url + req.originalUrl, { headers: { cookie: req.headers.cookie ?? "" } });
      try {
        const slug = req.path.slice(1);
        const context = { cspNonce: "", documentParts: {} as DocumentParts };
        const args = { request, params: { slug }, context } as never;
        const data = slug ? await sitePage.loader(args) : await homeRoute.loader(args);
        const page = data.page;
        res.type("html").send(`<title>${page.meta_title ?? page.title}</title><h1>${page.title}</h1>${context.documentParts.body?.html ?? ""}`);
      } catch (error) {
        const status = (error as { init?: { status?: number } }).init?.status ?? (error instanceof Response ? error.status : 500);
        res.status(status).type("html").send(`<p>Status ${status}</p>`);
      }
    });
    site = http.createServer((req, res) => {
      if (!cache.serve(req, res)) server(req, res);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => site?.close(() => resolve()));
    memoizeUntilChange(null);
    setChangeFeed(null);
    await feed?.stop();
    await app?.close();
  });

  it("a draft save leaves the public page, its ETag, the page cache and the memos untouched; ?preview=true shows it to an admin", async () => {
    let page = await api.create({ title: "Leistungen", slug: "leistungen", is_published: true, meta_title: "Leistungen alt", content: [para("p", "Alter Stand")] });
    await visit("/leistungen");
    const cached = await visit("/leistungen");
    expect(cached.cache).toBe("HIT");
    expect(cached.text).toContain("Alter Stand");
    let memoLoads = 0;
    const memo = () => untilChange("drafts-probe", async () => ++memoLoads);
    await memo();
    const changes = await changeCount();
    const rendersBefore = renders;

    const saved = await api.patch(page.id, { title: "Unsere Leistungen", meta_title: "Leistungen neu", content: [para("p", "Neuer Stand")], version: page.version });
    expect(saved.status).toBe(200);
    page = await saved.json();
    expect(page).toMatchObject({ title: "Unsere Leistungen", has_unpublished_changes: true, is_published: true });

    // Nothing announced: the cached answer, its ETag and the memo stay; nothing rendered again.
    expect(await changeCount()).toBe(changes);
    const after = await visit("/leistungen");
    expect(after).toMatchObject({ status: 200, cache: "HIT", etag: cached.etag, text: cached.text });
    expect(await memo()).toBe(1);
    expect(renders).toBe(rendersBefore);
    // What visitors get is still the published state, also without the cache.
    expect((await getPageBySlug(db(), "leistungen"))!.title).toBe("Leistungen");
    expect((await listPublishedPages(db())).find((p) => p.slug === "leistungen")!.title).toBe("Leistungen");
    expect(JSON.stringify((await listPagesWithContent(db())).find((p) => p.slug === "leistungen")!.content)).toContain("Alter Stand");

    // The admin's preview and edit mode show the working copy, rendered fresh, never stored.
    for (const query of ["?preview=true", "?edit=true"]) {
      const preview = await visit(`/leistungen${query}`, admin.cookieHeader());
      expect(preview.status, query).toBe(200);
      expect(preview.text).toContain("Neuer Stand");
      expect(preview.text).toContain("<title>Leistungen neu</title>");
      expect(preview.cache).not.toBe("HIT");
      expect((await visit(`/leistungen${query}`, admin.cookieHeader())).cache).not.toBe("HIT");
      // Nor does a visitor's request with the same query get the admin's answer from the cache.
      expect((await visit(`/leistungen${query}`)).text).toContain("Alter Stand");
    }
    // The API: the admin gets the working copy, everybody else the published state.
    expect(await (await api.get(page.id)).json()).toMatchObject({ title: "Unsere Leistungen", has_unpublished_changes: true });
    for (const client of [null, member]) {
      const seen = await (await api.get(page.id, client)).json();
      expect(seen).toMatchObject({ title: "Leistungen", meta_title: "Leistungen alt", has_unpublished_changes: false });
      expect(JSON.stringify(seen.content)).not.toContain("Neuer Stand");
      const listed = (await (await api.list(client)).json()).find((p: { id: string }) => p.id === page.id);
      expect(listed).toMatchObject({ title: "Leistungen", has_unpublished_changes: false });
    }
    const tree = (await (await api.list()).json()).find((p: { id: string }) => p.id === page.id);
    expect(tree).toMatchObject({ title: "Unsere Leistungen", has_unpublished_changes: true });
  });

  it("visitors never see the working copy, whatever the query string", async () => {
    for (const client of [null, member]) {
      for (const query of ["", "?preview=true", "?edit=true", "?preview=true&edit=true", "?preview=1"]) {
        const seen = await visit(`/leistungen${query}`, client?.cookieHeader());
        expect(seen.status, query).toBe(200);
        expect(seen.text, query).toContain("Alter Stand");
        expect(seen.text, query).not.toContain("Neuer Stand");
        expect(seen.text, query).not.toContain("Unsere Leistungen");
      }
    }
  });

  it("publish makes the working copy live with one revision and one change event, and refreshes the page", async () => {
    const page = (await getPageById(db(), (await getPageBySlug(db(), "leistungen"))!.id))!;
    const before = await visit("/leistungen");
    expect(before.cache).toBe("HIT");
    const changes = await changeCount();
    const revisions = (await listRevisions(db(), page.id)).length;

    const stale = await api.publish(page.id, { version: page.version - 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json()).code).toBe("version");
    const missingVersion = await api.publish(page.id, {});
    expect(missingVersion.status).toBe(400);
    expect((await missingVersion.json()).fields.version).toBeTruthy();
    expect(await changeCount()).toBe(changes);

    const res = await api.publish(page.id, { version: page.version });
    expect(res.status).toBe(200);
    const published = await res.json();
    expect(published).toMatchObject({ title: "Unsere Leistungen", is_published: true, has_unpublished_changes: false, version: page.version + 1 });
    expect(published.published_at).not.toBeNull();
    expect(await changeCount()).toBe(changes + 1);
    const newest = (await listRevisions(db(), page.id))[0];
    expect(newest).toMatchObject({ kind: "publish", summary: "Veröffentlicht" });
    expect((await listRevisions(db(), page.id)).length).toBe(revisions + 1);

    const live = await visit("/leistungen");
    expect(live.cache).toBe("MISS");
    expect(live.text).toContain("Neuer Stand");
    expect(live.text).toContain("<h1>Unsere Leistungen</h1>");
    const again = await visit("/leistungen");
    expect(again.cache).toBe("HIT");
    expect(again.etag).not.toBe(before.etag);

    // Nothing left to publish: no revision, no event.
    await api.publish(page.id, { version: published.version });
    expect(await changeCount()).toBe(changes + 1);
    expect((await listRevisions(db(), page.id)).length).toBe(revisions + 1);
  });

  it("discard resets the working copy to the published state with one revision; 409 when stale", async () => {
    let page = (await getPageBySlug(db(), "leistungen", { includeUnpublished: true }))!;
    page = await (await api.patch(page.id, { content: [para("p", "Verworfener Versuch")], version: page.version })).json();
    expect(page.has_unpublished_changes).toBe(true);
    const revisions = (await listRevisions(db(), page.id)).length;
    const changes = await changeCount();

    const stale = await api.discard(page.id, { version: page.version - 1 });
    expect(stale.status).toBe(409);
    expect((await getPageById(db(), page.id))!.has_unpublished_changes).toBe(true);

    const res = await api.discard(page.id, { version: page.version });
    expect(res.status).toBe(200);
    const discarded = await res.json();
    expect(discarded).toMatchObject({ has_unpublished_changes: false, title: "Unsere Leistungen" });
    expect(JSON.stringify(discarded.content)).toContain("Neuer Stand");
    expect(await revisionKinds(page.id)).toEqual(expect.arrayContaining(["discard"]));
    expect((await listRevisions(db(), page.id))[0]).toMatchObject({ kind: "discard", summary: "Nicht veröffentlichte Änderungen verworfen" });
    expect((await listRevisions(db(), page.id)).length).toBe(revisions + 1);
    // Visitors saw no change: nothing announced.
    expect(await changeCount()).toBe(changes);
    // A save that brings the working copy back to the published state leaves no draft either.
    const edited = await (await api.patch(page.id, { title: "Zwischenstand", version: discarded.version })).json();
    expect(edited.has_unpublished_changes).toBe(true);
    const back = await (await api.patch(page.id, { title: "Unsere Leistungen", version: edited.version })).json();
    expect(back.has_unpublished_changes).toBe(false);
  });

  it("20 quick saves make one revision; publish, restore and discard each write their own", async () => {
    let page = await api.create({ title: "Autosave", slug: "autosave", is_published: true, content: [para("p", "0")] });
    const changes = await changeCount();
    for (let i = 1; i <= 20; i++) {
      const res = await api.patch(page.id, { content: [para("p", String(i))], version: page.version });
      expect(res.status).toBe(200);
      page = await res.json();
    }
    expect(await revisionKinds(page.id)).toEqual(["save", "created"]);
    expect(await changeCount()).toBe(changes);

    page = await (await api.publish(page.id, { version: page.version })).json();
    expect(await revisionKinds(page.id)).toEqual(["publish", "save", "created"]);

    const first = (await listRevisions(db(), page.id)).at(-1)!;
    const restored = await callRoute(restoreRoute.action, admin.request(`/api/pages/${page.id}/revisions/${first.id}/restore`, jsonInit("POST", { version: page.version })), {
      id: page.id,
      revisionId: first.id,
    });
    expect(restored.status).toBe(200);
    page = await restored.json();
    // Restoring puts the revision into the working copy; visitors still get the published state.
    expect(page.has_unpublished_changes).toBe(true);
    expect(JSON.stringify(page.content)).toContain("<p>0</p>");
    expect(JSON.stringify((await getPageBySlug(db(), "autosave"))!.content)).toContain("<p>20</p>");
    expect(await revisionKinds(page.id)).toEqual(["restore", "publish", "save", "created"]);
    expect(await changeCount()).toBe(changes + 1);

    page = await (await api.discard(page.id, { version: page.version })).json();
    expect(await revisionKinds(page.id)).toEqual(["discard", "restore", "publish", "save", "created"]);
    expect(JSON.stringify(page.content)).toContain("<p>20</p>");

    const offline = await api.unpublish(page.id, { version: page.version });
    expect(offline.status).toBe(200);
    expect(await offline.json()).toMatchObject({ is_published: false });
    expect((await revisionKinds(page.id))[0]).toBe("unpublish");
    expect(await getPageBySlug(db(), "autosave")).toBeNull();
  });

  it("structural fields change at once while the draft stays unpublished", async () => {
    let page = await api.create({ title: "Standort", slug: "standort", is_published: true, content: [para("p", "Veröffentlichter Text")] });
    page = await (await api.patch(page.id, { content: [para("p", "Entwurfstext")], version: page.version })).json();
    const changes = await changeCount();
    page = await (await api.patch(page.id, { slug: "standorte", show_in_footer_navigation: true, version: page.version })).json();
    expect(page).toMatchObject({ slug: "standorte", has_unpublished_changes: true });
    expect(await changeCount()).toBe(changes + 1);
    const live = await visit("/standorte");
    expect(live.status).toBe(200);
    expect(live.text).toContain("Veröffentlichter Text");
    expect(live.text).not.toContain("Entwurfstext");
    expect((await getPageBySlug(db(), "standorte"))!.show_in_footer_navigation).toBe(true);
  });

  it("a page never published has only its working copy, which publishing puts online as it is", async () => {
    let page = await api.create({ title: "Neu", slug: "neu", content: [para("p", "Erster Entwurf")] });
    expect(page).toMatchObject({ is_published: false, published_at: null, has_unpublished_changes: false });
    page = await (await api.patch(page.id, { title: "Neu und fertig", version: page.version })).json();
    const row = await db().selectFrom("content_pages").selectAll().where("id", "=", page.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: "Neu und fertig", draft_title: null, draft_content: null, published_at: null });
    expect((await visit("/neu")).status).toBe(404);
    expect((await visit("/neu?preview=true")).status).toBe(404);
    expect((await visit("/neu?preview=true", admin.cookieHeader())).text).toContain("Erster Entwurf");
    const published = await (await api.publish(page.id, { version: page.version })).json();
    expect(published).toMatchObject({ is_published: true, title: "Neu und fertig", has_unpublished_changes: false });
    expect((await visit("/neu")).text).toContain("<h1>Neu und fertig</h1>");
  });

  it("presentation slides survive a title change, publish and restore", async () => {
    let page = await api.create({ title: "Jahresbericht", slug: "bericht", content_type: "presentation", is_published: true, content: slideBlocksFromLegacy(SLIDES) });
    const slides = page.content;
    expect(slides.map((b: Block) => b.content.title)).toEqual(["Agenda", "Zahlen"]);
    page = await (await api.patch(page.id, { title: "Jahresbericht 2026", version: page.version })).json();
    expect(page.content).toEqual(slides);
    page = await (await api.publish(page.id, { version: page.version })).json();
    expect(page.content).toEqual(slides);
    expect((await getPageBySlug(db(), "bericht"))!.content).toEqual(slides);
    const first = (await listRevisions(db(), page.id)).at(-1)!;
    const restored = await callRoute(restoreRoute.action, admin.request(`/api/pages/${page.id}/revisions/${first.id}/restore`, jsonInit("POST", { version: page.version })), {
      id: page.id,
      revisionId: first.id,
    });
    page = await restored.json();
    expect(page).toMatchObject({ title: "Jahresbericht", content: slides });
    page = await (await api.publish(page.id, { version: page.version })).json();
    expect((await getPageBySlug(db(), "bericht"))!).toMatchObject({ title: "Jahresbericht", content: slides });
  });

  it("publish, unpublish and discard answer 401 and 403 to others, changing nothing; 404 for a missing page", async () => {
    const page = (await getPageBySlug(db(), "leistungen", { includeUnpublished: true }))!;
    const snapshot = async () => JSON.stringify(await db().selectFrom("content_pages").selectAll().where("id", "=", page.id).execute());
    const before = await snapshot();
    for (const route of [api.publish, api.unpublish, api.discard]) {
      const anonymous = await callRoute(
        (route === api.publish ? publishRoute : route === api.unpublish ? unpublishRoute : discardRoute).action,
        new Request(`${app.url}/api/pages/${page.id}/x`, jsonInit("POST", { version: page.version })),
        { id: page.id },
      );
      expect(anonymous.status).toBe(401);
      expect((await route(page.id, { version: page.version }, member)).status).toBe(403);
      expect((await route("gibt-es-nicht", { version: 1 })).status).toBe(404);
    }
    expect(await snapshot()).toBe(before);
  });

  it("a visitor's page is read once per change, not per request; unpublishing, a new page and a new address reach visitors at once", async () => {
    let page = await api.create({ title: "Einmal gelesen", slug: "einmal-gelesen", is_published: true, content: [para("p", "Erster Stand")] });
    expect((await visit("/einmal-gelesen")).text).toContain("<h1>Einmal gelesen</h1>");
    // Changed behind the app's back (no change event): renders until the next change keep the
    // page they read; a query the site reads (the print view) is a new cache entry, so this one
    // renders (a made-up parameter would be answered from the page's entry).
    await db().updateTable("content_pages").set({ title: "Unbemerkt" }).where("id", "=", page.id).execute();
    const rendered = await visit("/einmal-gelesen?druck=1");
    expect(rendered.cache).toBe("MISS");
    expect(rendered.text).toContain("<h1>Einmal gelesen</h1>");
    // An unknown address is looked up in the memo of published slugs (and leaves no memo behind).
    expect((await visit("/noch-nicht-da")).status).toBe(404);
    const later = await api.create({ title: "Noch nicht da", slug: "noch-nicht-da", is_published: true, content: [para("p", "Jetzt da")] });
    expect((await visit("/noch-nicht-da")).text).toContain("Jetzt da");
    // The change event of unpublishing clears the memos: the page is gone for visitors at once.
    page = (await getPageById(db(), page.id))!;
    expect((await api.unpublish(page.id, { version: page.version })).status).toBe(200);
    expect((await visit("/einmal-gelesen?neu=2")).status).toBe(404);
    // A published page moved to a new address: there at once, the old address no longer renders it.
    const moved = (await getPageById(db(), later.id))!;
    expect((await api.patch(moved.id, { slug: "jetzt-hier", version: moved.version })).status).toBe(200);
    const patched = (await getPageById(db(), later.id))!;
    expect((await api.publish(patched.id, { version: patched.version })).status).toBe(200);
    expect((await visit("/jetzt-hier")).text).toContain("Jetzt da");
    expect((await visit("/noch-nicht-da?neu=3")).text).not.toContain("Jetzt da");
  });
});

describe(`migration 0009: drafts (${testDbLabel})`, () => {
  it("existing pages start with working copy = published state; those online count as published", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0008-revision-runs");
      const row = (id: string, slug: string, online: boolean) => ({
        id,
        slug,
        title: `Titel ${slug}`,
        parent_id: null,
        sort_order: 10,
        is_published: online ? 1 : 0,
        is_legal: 0,
        content_type: "basis",
        show_in_footer_navigation: 0,
        content: JSON.stringify([para("p", slug)]),
        meta_title: "Meta",
        meta_description: null,
        created_at: "2025-01-01T00:00:00.000Z",
        updated_at: "2025-02-01T00:00:00.000Z",
      });
      await t.db.insertInto("content_pages").values([row("a", "online", true), row("b", "offline", false)]).execute();
      await migrateToLatest(t.db);
      for (const id of ["a", "b"]) {
        const working = (await getPageById(t.db, id))!;
        const published = (await getPageById(t.db, id, "published"))!;
        expect(working.has_unpublished_changes).toBe(false);
        // Who made a page and its review are only in the working copy (visitors learn neither).
        expect({ ...working, updated_at: "", created_by: undefined, review_status: undefined, review_required: undefined }).toEqual({ ...published, updated_at: "" });
      }
      expect((await getPageById(t.db, "a"))!.published_at).toBe("2025-02-01T00:00:00.000Z");
      expect((await getPageById(t.db, "b"))!.published_at).toBeNull();
    } finally {
      await t.cleanup();
    }
  });
});

// Memos are process-wide; leave none behind for other files in the same worker.
afterAll(() => clearMemos());
