import { describe, expect, it } from "vitest";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import { createPage, getPageById, getPageBySlug } from "~/server/pages/pages.server";
import { listRevisions } from "~/server/pages/revisions.server";
import routes from "~/routes";
import * as sitePage from "../site/page";
import * as docsRoute from "./docs";
import * as pageRoute from "./page";
import * as discardRoute from "./page-discard";
import * as publishRoute from "./page-publish";
import * as unpublishRoute from "./page-unpublish";
import * as revisionRestoreRoute from "./page-revision-restore";
import * as revisionRoute from "./page-revision";
import * as revisionsRoute from "./page-revisions";
import * as pagesRoute from "./pages";
import * as orderRoute from "./pages-order";
import * as slugCheckRoute from "./pages-slug-check";
import * as redirectRoute from "./redirect";
import * as redirectsRoute from "./redirects";
import * as templateRoute from "./template";
import * as templatesRoute from "./templates";
import { callRoute, jsonInit, type RouteHandler } from "../../../tests/route-call";

/**
 * The API route modules called the way React Router calls them, with real Requests carrying the
 * cookies of real signed-in users (the test app has no React Router build to route through).
 */

describe(`pages API routes (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;
  const anonymous = (path: string, init: RequestInit = {}) => new Request(app.url + path, init);
  const snapshot = async () =>
    JSON.stringify({
      pages: await db().selectFrom("content_pages").selectAll().orderBy("id").execute(),
      revisions: (await db().selectFrom("page_revisions").select("id").execute()).length,
      redirects: (await db().selectFrom("redirects").selectAll().orderBy("id").execute()).length,
      templates: (await db().selectFrom("page_templates").select("id").execute()).length,
    });

  useTestApp({}, ["chefin@example.de", "gast@example.de"], (a, chefin, gast) => {
    app = a;
    admin = chefin;
    member = gast;
  });

  it("creates a page (201) and writes its first revision", async () => {
    const res = await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Über uns", slug: "ueber-uns", is_published: true })));
    expect(res.status).toBe(201);
    const page = await res.json();
    expect(page).toMatchObject({ title: "Über uns", slug: "ueber-uns", is_published: true, version: 1 });
    const revisions = await listRevisions(db(), page.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0].author_id).not.toBeNull();
  });

  it("answers 401 to anonymous and 403 to non-admin writes, changing nothing", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const before = await snapshot();
    const attempts: [RouteHandler, string, string, unknown, Record<string, string>][] = [
      [pagesRoute.action, "POST", "/api/pages", { title: "Böse", slug: "boese" }, {}],
      [pageRoute.action, "PATCH", `/api/pages/${page.id}`, { title: "Gekapert" }, { id: page.id }],
      [pageRoute.action, "DELETE", `/api/pages/${page.id}`, undefined, { id: page.id }],
      [publishRoute.action, "POST", `/api/pages/${page.id}/publish`, { version: page.version }, { id: page.id }],
      [unpublishRoute.action, "POST", `/api/pages/${page.id}/unpublish`, {}, { id: page.id }],
      [discardRoute.action, "POST", `/api/pages/${page.id}/discard`, { version: page.version }, { id: page.id }],
      [orderRoute.action, "PUT", "/api/pages/order", { ids: [page.id] }, {}],
      [redirectsRoute.action, "POST", "/api/redirects", { from_path: "/x", to_path: "/y" }, {}],
      [templatesRoute.action, "POST", "/api/templates", { name: "Fremd", content: [] }, {}],
    ];
    for (const [handler, method, path, body, params] of attempts) {
      const anon = await callRoute(handler, anonymous(path, jsonInit(method, body)), params);
      expect(anon.status, `${method} ${path} anonym`).toBe(401);
      expect(await anon.json()).toEqual({ error: "Nicht angemeldet" });
      const forbidden = await callRoute(handler, member.request(path, jsonInit(method, body)), params);
      expect(forbidden.status, `${method} ${path} ohne Adminrechte`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 400 naming each bad field and writes nothing", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const before = await snapshot();
    const res = await callRoute(
      pageRoute.action,
      admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { title: "", slug: "Mit Leerzeichen", is_published: "ja", content: [{ id: "b1", type: "heading", content: [] }], version: page.version })),
      { id: page.id },
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("Ungültige Eingaben");
    expect(Object.keys(body.fields).sort()).toEqual(["content", "is_published", "slug", "title"]);
    expect(body.fields.content).toBe('Block "b1": "content" muss ein Objekt sein.');
    const notJson = await callRoute(pagesRoute.action, admin.request("/api/pages", { method: "POST", body: "{kaputt" }));
    expect(notJson.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("patches partially with the version, and answers 409 to a stale version unchanged", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const ok = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { meta_title: "Über die Firma", parent_id: "", version: page.version })), {
      id: page.id,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ meta_title: "Über die Firma", parent_id: null, version: page.version + 1, title: "Über uns" });
    const before = await snapshot();
    const stale = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { title: "Veraltet", version: page.version })), { id: page.id });
    expect(stale.status).toBe(409);
    expect((await stale.json()).error).toMatch(/inzwischen/);
    expect(await snapshot()).toBe(before);
    const missing = await callRoute(pageRoute.action, admin.request("/api/pages/fehlt", jsonInit("PATCH", { title: "X", version: 1 })), { id: "fehlt" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Seite nicht gefunden" });
  });

  it("answers 400 naming version when a write has none, and overwrites nothing", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const before = await snapshot();
    const patch = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { title: "Ohne Version" })), { id: page.id });
    expect(patch.status).toBe(400);
    const body = await patch.json();
    expect(Object.keys(body.fields)).toEqual(["version"]);
    expect(body.fields.version).toMatch(/Version.*mit/);
    const off = await callRoute(unpublishRoute.action, admin.request(`/api/pages/${page.id}/unpublish`, jsonInit("POST", {})), { id: page.id });
    expect(off.status).toBe(400);
    expect(Object.keys((await off.json()).fields)).toEqual(["version"]);
    expect(await snapshot()).toBe(before);
  });

  it("answers 409 to a duplicate slug and to a cycle, unchanged", async () => {
    const parent = await (await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Eltern" })))).json();
    const child = await (await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Kind", parent_id: parent.id })))).json();
    const before = await snapshot();
    const duplicate = await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Doppelt", slug: "ueber-uns" })));
    expect(duplicate.status).toBe(409);
    const cycle = await callRoute(pageRoute.action, admin.request(`/api/pages/${parent.id}`, jsonInit("PATCH", { parent_id: child.id, version: parent.version })), { id: parent.id });
    expect(cycle.status).toBe(409);
    expect((await cycle.json()).code).toBe("cycle");
    expect(await snapshot()).toBe(before);
  });

  it("refuses to delete a legal page with 409 and the spec's message", async () => {
    const legal = await createPage(db(), { slug: "impressum", title: "Impressum", is_legal: true, is_published: true });
    const res = await callRoute(pageRoute.action, admin.request(`/api/pages/${legal.id}`, { method: "DELETE" }), { id: legal.id });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe("Rechtliche Seiten können nicht gelöscht werden");
    expect(await getPageById(db(), legal.id)).not.toBeNull();
    const plain = await createPage(db(), { slug: "loeschbar", title: "Löschbar" });
    expect((await callRoute(pageRoute.action, admin.request(`/api/pages/${plain.id}`, { method: "DELETE" }), { id: plain.id })).status).toBe(204);
    expect(await getPageById(db(), plain.id)).toBeNull();
  });

  it("reorders siblings in steps of 10 and refuses mixed parents unchanged", async () => {
    const parent = (await getPageBySlug(db(), "eltern", { includeUnpublished: true }))!;
    const kids = [];
    for (const n of [1, 2, 3]) kids.push(await createPage(db(), { slug: `unterseite-${n}`, title: `Unterseite ${n}`, parent_id: parent.id }));
    const order = [kids[1].id, kids[2].id, kids[0].id];
    const ok = await callRoute(orderRoute.action, admin.request("/api/pages/order", jsonInit("PUT", { ids: order })));
    expect(ok.status).toBe(200);
    expect(await Promise.all(order.map(async (id) => (await getPageById(db(), id))!.sort_order))).toEqual([0, 10, 20]);
    const before = await snapshot();
    const mixed = await callRoute(orderRoute.action, admin.request("/api/pages/order", jsonInit("PUT", { ids: [kids[0].id, parent.id] })));
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).fields.ids).toBe("Alle Seiten müssen dieselbe übergeordnete Seite haben.");
    expect(await snapshot()).toBe(before);
  });

  it("never shows unpublished pages to visitors, in the list or by id", async () => {
    const draft = await createPage(db(), { slug: "geheim", title: "Geheim", is_published: false });
    for (const client of [null, member]) {
      const request = client ? client.request("/api/pages") : anonymous("/api/pages");
      const list = await (await callRoute(pagesRoute.loader, request)).json();
      expect(list.map((p: { slug: string }) => p.slug)).toContain("ueber-uns");
      expect(list.every((p: { is_published: boolean }) => p.is_published)).toBe(true);
      const byId = await callRoute(pageRoute.loader, client ? client.request(`/api/pages/${draft.id}`) : anonymous(`/api/pages/${draft.id}`), { id: draft.id });
      expect(byId.status).toBe(404);
    }
    const all = await (await callRoute(pagesRoute.loader, admin.request("/api/pages"))).json();
    const eltern = all.findIndex((p: { slug: string }) => p.slug === "eltern");
    expect(all.map((p: { slug: string }) => p.slug)).toContain("geheim");
    const kind = all.findIndex((p: { slug: string }) => p.slug === "kind");
    expect(all[eltern + 1]).toMatchObject({ slug: "unterseite-2", depth: 1 });
    expect(kind).toBeGreaterThan(eltern);
    expect(all[kind].depth).toBe(1);
    expect(all.some((p: object) => "content" in p)).toBe(false);
    expect(all.every((p: { has_unpublished_changes: unknown }) => typeof p.has_unpublished_changes === "boolean")).toBe(true);
    const one = await callRoute(pageRoute.loader, admin.request(`/api/pages/${draft.id}`), { id: draft.id });
    expect(one.status).toBe(200);
    expect((await one.json()).content).toEqual([]);
  });

  it("checks slugs for admins", async () => {
    const res = await callRoute(slugCheckRoute.loader, admin.request("/api/pages/slug-check?slug=ueber-uns"));
    expect(await res.json()).toEqual({ available: false, suggestion: "ueber-uns-2" });
    // The page being edited does not count against its own slug (query parameter except_id, decision 032).
    const own = (await getPageBySlug(db(), "ueber-uns"))!;
    const editing = await callRoute(slugCheckRoute.loader, admin.request(`/api/pages/slug-check?slug=ueber-uns&except_id=${own.id}`));
    expect(await editing.json()).toEqual({ available: true, suggestion: "ueber-uns" });
    expect((await callRoute(slugCheckRoute.loader, anonymous("/api/pages/slug-check?slug=x"))).status).toBe(401);
  });

  it("lists, shows and restores revisions", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const list = await (await callRoute(revisionsRoute.loader, admin.request(`/api/pages/${page.id}/revisions`), { id: page.id })).json();
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list[0].author).toEqual({ name: "chefin", email: "chefin@example.de" });
    const oldest = list[list.length - 1];
    const one = await (await callRoute(revisionRoute.loader, admin.request(`/api/pages/${page.id}/revisions/${oldest.id}`), { id: page.id, revisionId: oldest.id })).json();
    expect(one.content).toEqual([]);
    const restored = await callRoute(revisionRestoreRoute.action, admin.request(`/api/pages/${page.id}/revisions/${oldest.id}/restore`, jsonInit("POST", { version: page.version })), {
      id: page.id,
      revisionId: oldest.id,
    });
    expect(restored.status).toBe(200);
    expect((await restored.json()).meta_title).toBeNull();
    expect(await listRevisions(db(), page.id)).toHaveLength(list.length + 1);
    // Like every page write, a restore names the version it read: none → 400, a stale one → 409.
    const before = await snapshot();
    const path = `/api/pages/${page.id}/revisions/${oldest.id}/restore`;
    const params = { id: page.id, revisionId: oldest.id };
    const unversioned = await callRoute(revisionRestoreRoute.action, admin.request(path, { method: "POST" }), params);
    expect(unversioned.status).toBe(400);
    expect(Object.keys((await unversioned.json()).fields)).toEqual(["version"]);
    expect((await callRoute(revisionRestoreRoute.action, admin.request(path, jsonInit("POST", { version: page.version })), params)).status).toBe(409);
    expect(await snapshot()).toBe(before);
    expect((await callRoute(revisionsRoute.loader, member.request(`/api/pages/${page.id}/revisions`), { id: page.id })).status).toBe(403);
  });

  it("redirects the old URL with 301 after a published page's slug changes", async () => {
    const page = (await getPageBySlug(db(), "ueber-uns"))!;
    const res = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { slug: "wir", version: page.version })), { id: page.id });
    expect(res.status).toBe(200);
    const redirects = await (await callRoute(redirectsRoute.loader, admin.request("/api/redirects"))).json();
    expect(redirects).toEqual([expect.objectContaining({ from_path: "/ueber-uns", to_path: "/wir", status_code: 301 })]);
    const answer = await callRoute(sitePage.loader, anonymous("/ueber-uns?utm=1"), { slug: "ueber-uns" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/wir?utm=1");
    const missing = await callRoute(sitePage.loader, anonymous("/gibt-es-nicht"), { slug: "gibt-es-nicht" }).catch((e) => e);
    expect(missing.init?.status ?? missing.status).toBe(404);
  });

  it("edits redirects by hand", async () => {
    const created = await callRoute(redirectsRoute.action, admin.request("/api/redirects", jsonInit("POST", { from_path: "/alt", to_path: "/wir" })));
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const live = await callRoute(redirectsRoute.action, admin.request("/api/redirects", jsonInit("POST", { from_path: "/wir", to_path: "/x" })));
    expect(live.status).toBe(409);
    const bad = await callRoute(redirectsRoute.action, admin.request("/api/redirects", jsonInit("POST", { from_path: "/admin/x", to_path: "javascript:alert(1)" })));
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(["from_path", "to_path"]);
    const patched = await callRoute(redirectRoute.action, admin.request(`/api/redirects/${id}`, jsonInit("PATCH", { status_code: 302 })), { id });
    expect((await patched.json()).status_code).toBe(302);
    expect((await callRoute(redirectRoute.action, admin.request(`/api/redirects/${id}`, { method: "DELETE" }), { id })).status).toBe(204);
  });

  it("refuses redirect targets a browser reads as another host (/\\evil.example, //evil.example), on create and on edit, storing nothing (issue 38 item 27)", async () => {
    const before = await snapshot();
    for (const to_path of ["/\\evil.example", "\\\\evil.example", "/\\/evil.example", "//evil.example", " /\\evil.example/pfad"]) {
      const res = await callRoute(redirectsRoute.action, admin.request("/api/redirects", jsonInit("POST", { from_path: "/weg-alt", to_path })));
      expect(res.status, to_path).toBe(400);
      expect(Object.keys((await res.json()).fields), to_path).toEqual(["to_path"]);
    }
    expect(await snapshot()).toBe(before);
    const created = await callRoute(redirectsRoute.action, admin.request("/api/redirects", jsonInit("POST", { from_path: "/weg-alt", to_path: "/wir\\team" })));
    expect(created.status).toBe(201);
    const redirect = await created.json();
    // A backslash inside a path is a slash for browsers: stored as one.
    expect(redirect.to_path).toBe("/wir/team");
    const edited = await callRoute(redirectRoute.action, admin.request(`/api/redirects/${redirect.id}`, jsonInit("PATCH", { to_path: "/\\evil.example" })), { id: redirect.id });
    expect(edited.status).toBe(400);
    expect((await db().selectFrom("redirects").select("to_path").where("id", "=", redirect.id).executeTakeFirstOrThrow()).to_path).toBe("/wir/team");
    // A row written before the check (or by hand in the database) never answers with such a Location.
    await db().updateTable("redirects").set({ to_path: "/\\evil.example" }).where("id", "=", redirect.id).execute();
    const visit = await callRoute(sitePage.loader, anonymous("/weg-alt"), { slug: "weg-alt" }).catch((e) => e);
    expect(visit.headers?.get?.("location") ?? null).toBeNull();
    expect(visit.init?.status ?? visit.status).toBe(404);
    await db().deleteFrom("redirects").where("id", "=", redirect.id).execute();
  });

  it("refuses block content nested 50,000 deep with 400 naming content, before parsing, and changes nothing (issue 38 item 27)", async () => {
    const page = await (await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Flach", slug: "flach" })))).json();
    const before = await snapshot();
    const deep = "[".repeat(50_000) + "]".repeat(50_000);
    for (const body of [
      `{"content":${deep},"version":${page.version}}`,
      `{"content":[{"id":"t","type":"table","content":{"rows":${deep}}}],"version":${page.version}}`,
    ]) {
      const res = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, { method: "PATCH", headers: { "content-type": "application/json" }, body }), { id: page.id });
      expect(res.status).toBe(400);
      const answer = await res.json();
      expect(Object.keys(answer.fields)).toEqual(["content"]);
      expect(answer.fields.content).toContain("verschachtelt");
    }
    const created = await callRoute(pagesRoute.action, admin.request("/api/pages", { method: "POST", headers: { "content-type": "application/json" }, body: `{"title":"Tief","slug":"tief","content":${deep}}` }));
    expect(created.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("refuses an image block whose source is a data: URL with 400 naming content, storing nothing (issue 38 item 27)", async () => {
    const page = await (await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Bilder", slug: "bilder-data" })))).json();
    const before = await snapshot();
    const content = [{ id: "bild", type: "image", content: { src: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", alt: "Punkt" } }];
    const res = await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { content, version: page.version })), { id: page.id });
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(Object.keys(answer.fields)).toEqual(["content"]);
    expect(answer.fields.content).toContain('Block "bild", Feld "content.src"');
    expect(await snapshot()).toBe(before);
  });

  it("saves a page as template, renames and deletes it, and creates a page from it", async () => {
    const page = (await getPageBySlug(db(), "wir"))!;
    await callRoute(pageRoute.action, admin.request(`/api/pages/${page.id}`, jsonInit("PATCH", { content: [{ id: "h", type: "heading", content: { text: "Team", level: 1 } }], version: page.version })), {
      id: page.id,
    });
    const created = await callRoute(templatesRoute.action, admin.request("/api/templates", jsonInit("POST", { name: "Teamseite", page_id: page.id })));
    expect(created.status).toBe(201);
    const template = await created.json();
    const duplicate = await callRoute(templatesRoute.action, admin.request("/api/templates", jsonInit("POST", { name: "Teamseite", content: [] })));
    expect(duplicate.status).toBe(409);
    const renamed = await callRoute(templateRoute.action, admin.request(`/api/templates/${template.id}`, jsonInit("PATCH", { name: "Team-Vorlage" })), { id: template.id });
    expect((await renamed.json()).name).toBe("Team-Vorlage");
    const fromTemplate = await callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", { title: "Neues Team", template_id: template.id })));
    expect((await fromTemplate.json()).content[0].content.text).toBe("Team");
    expect((await callRoute(templateRoute.action, admin.request(`/api/templates/${template.id}`, { method: "DELETE" }), { id: template.id })).status).toBe(204);
    const list = await (await callRoute(templatesRoute.loader, admin.request("/api/templates"))).json();
    expect(list.map((t: { name: string }) => t.name)).not.toContain("Team-Vorlage");
  });

  it("documents every registered API path in /api/docs", async () => {
    const doc = await (await callRoute(docsRoute.loader, anonymous("/api/docs"))).json();
    expect(doc.openapi).toBe("3.1.0");
    const apiPaths = routes
      .map((r) => r.path ?? "")
      .filter((p) => p.startsWith("api/") && p !== "api/*")
      .map((p) => "/" + p.replace(/:(\w+)/g, "{$1}"));
    expect(apiPaths.length).toBeGreaterThan(10);
    for (const path of apiPaths) expect(doc.paths, path).toHaveProperty([path]);
  });
});
