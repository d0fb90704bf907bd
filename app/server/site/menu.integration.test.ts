import { beforeEach, describe, expect, it } from "vitest";
import * as adminBarRoute from "~/routes/api/admin-bar";
import * as pageRoute from "~/routes/api/page";
import * as pagesRoute from "~/routes/api/pages";
import * as settingsRoute from "~/routes/api/settings";
import { defaultSettings } from "~/lib/settings";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { createTestDatabase, testDbLabel } from "../../../tests/test-db";
import { oldPageRow } from "../../../tests/fixtures";
import { callRoute, jsonInit } from "../../../tests/route-call";
import { clearMemos } from "../cache/memo.server";
import { migrateToLatest, migrateUpTo } from "../db/migrate.server";
import { getPageById } from "../pages/pages.server";
import { seedStarterTemplates } from "../seed/starter-templates";
import { listTemplates } from "../templates/templates.server";
import { loadSiteChromeHtml } from "./chrome-html.server";

/**
 * Menu control (issue 25 item 7): the page fields 'Im Menü anzeigen' and 'Menütitel', custom menu
 * entries in the settings, the header and breadcrumbs built from them, the admin bar's endpoint
 * (item 8), and migration 0014 on existing data.
 */
describe(`menu control (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;
  const create = (body: object) => callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", body)));
  const patch = (id: string, body: object, client = admin) => callRoute(pageRoute.action, client.request(`/api/pages/${id}`, jsonInit("PATCH", body)), { id });
  const putSettings = (body: object, client = admin) => callRoute(settingsRoute.action, client.request("/api/settings", jsonInit("PUT", body)));
  const storedSettings = async () => (await db().selectFrom("site_settings").select("settings").execute()).map((r) => JSON.stringify(r.settings));
  const header = async (path: string) => {
    clearMemos();
    return loadSiteChromeHtml(path);
  };

  useTestApp({}, ["chefin@example.de", "gast@example.de"], (a, chefin, gast) => {
    app = a;
    admin = chefin;
    member = gast;
  });
  beforeEach(() => clearMemos());

  it("stores 'Im Menü anzeigen' and 'Menütitel'; a landing-page template starts hidden, other pages listed", async () => {
    await seedStarterTemplates(db());
    const landing = (await listTemplates(db())).find((t) => t.name === "Landingpage")!;
    const fromLanding = await (
      await create({ title: "Größere Losgrößen & Straßenfertigung – Übersicht", slug: "losgroessen", template_id: landing.id, is_published: true })
    ).json();
    expect(fromLanding).toMatchObject({ show_in_menu: false, menu_title: null });
    const plain = await (await create({ title: "Leistungen", slug: "leistungen", is_published: true })).json();
    expect(plain).toMatchObject({ show_in_menu: true, menu_title: null });

    let { header: html } = await header("/");
    expect(html).toContain(">Leistungen<");
    expect(html).not.toContain("Straßenfertigung");

    const res = await patch(fromLanding.id, { show_in_menu: true, menu_title: "  Losgrößen  ", version: fromLanding.version });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ show_in_menu: true, menu_title: "Losgrößen" });
    // Flags change at once, not in the working copy: visitors' menu follows.
    ({ header: html } = await header("/"));
    expect(html).toContain(">Losgrößen<");
    expect(html).not.toContain("Straßenfertigung");
    // An empty menu title means "the title" again.
    const page = (await getPageById(db(), fromLanding.id))!;
    expect(await (await patch(page.id, { menu_title: "", version: page.version })).json()).toMatchObject({ menu_title: null });
  });

  it("refuses a bad menu title or flag with 400 naming the field, and writes nothing", async () => {
    const page = await (await create({ title: "Kontakt", slug: "kontakt-seite", is_published: true })).json();
    const before = JSON.stringify(await getPageById(db(), page.id));
    const long = await patch(page.id, { menu_title: "x".repeat(61), version: page.version });
    expect(long.status).toBe(400);
    expect((await long.json()).fields.menu_title).toBe("Der Menütitel darf höchstens 60 Zeichen lang sein.");
    const flag = await patch(page.id, { show_in_menu: "ja", version: page.version });
    expect(flag.status).toBe(400);
    expect((await flag.json()).fields).toHaveProperty("show_in_menu");
    expect(JSON.stringify(await getPageById(db(), page.id))).toBe(before);
    // Members may not change it either.
    expect((await patch(page.id, { show_in_menu: false, version: page.version }, member)).status).toBe(403);
    expect((await getPageById(db(), page.id))!.show_in_menu).toBe(true);
  });

  it("validates custom menu entries (label required, http/https only) and shows them in the header, in a new tab", async () => {
    const base = { ...defaultSettings() };
    const before = await storedSettings();
    const bad = await putSettings({
      ...base,
      menu_links: [
        { id: "a", label: "  ", url: "https://shop.example.de", parent_id: null, sort_order: 5 },
        { id: "b", label: "Böse", url: "javascript:alert(1)", parent_id: null, sort_order: 5 },
        { id: "c", label: "Relativ", url: "/shop", parent_id: null, sort_order: 5 },
      ],
    });
    expect(bad.status).toBe(400);
    const { fields } = await bad.json();
    expect(fields["menu_links.0.label"]).toBe("Bitte geben Sie eine Bezeichnung ein.");
    expect(fields["menu_links.1.url"]).toMatch(/http:\/\/ oder https:\/\//);
    expect(fields["menu_links.2.url"]).toMatch(/http:\/\/ oder https:\/\//);
    expect(await storedSettings()).toEqual(before);
    expect((await putSettings({ ...base, menu_links: [{ id: "s", label: "Shop", url: "https://shop.example.de", parent_id: null, sort_order: 5 }] }, member)).status).toBe(403);
    expect(await storedSettings()).toEqual(before);

    const ok = await putSettings({ ...base, menu_links: [{ id: "s", label: " Shop ", url: "https://shop.example.de", parent_id: null, sort_order: 5 }] });
    expect(ok.status).toBe(200);
    expect((await ok.json()).menu_links).toEqual([{ id: "s", label: "Shop", url: "https://shop.example.de", parent_id: null, sort_order: 5 }]);
    const { header: html } = await header("/");
    expect(html).toMatch(/<a href="https:\/\/shop\.example\.de" target="_blank" rel="noopener noreferrer"[^>]*>Shop<span class="sr-only">/);
    // Position 5 puts it before the pages (sort order 10, 20 …).
    expect(html.indexOf(">Shop<")).toBeLessThan(html.indexOf(">Leistungen<"));
  });

  it("marks the parent in the menu and names it in the breadcrumbs when a child page is shown", async () => {
    const parent = (await db().selectFrom("content_pages").select(["id"]).where("slug", "=", "leistungen").executeTakeFirstOrThrow()).id;
    const { version } = await db().selectFrom("content_pages").select(["version"]).where("id", "=", parent).executeTakeFirstOrThrow();
    expect((await patch(parent, { menu_title: "Unsere Leistungen", version })).status).toBe(200);
    await create({ title: "C-Teile-Management", slug: "c-teile-management", parent_id: parent, is_published: true, content_type: "produkt" });
    const { header: html, crumbs } = await header("/c-teile-management");
    expect(html).toMatch(/<a href="\/leistungen" aria-current="true"/);
    expect(html).toMatch(/<a href="\/c-teile-management" aria-current="page"/);
    expect(crumbs).toEqual({ ancestors: [{ label: "Unsere Leistungen", href: "/leistungen" }], label: "C-Teile-Management" });
    // The parent's own page marks itself as the page, not as a section.
    expect((await header("/leistungen")).header).toMatch(/<a href="\/leistungen" aria-current="page"/);
  });

  it("answers the admin bar's question for admins only, and a refusal removes the hint cookie", async () => {
    const ask = (client: HttpClient | null, path: string) =>
      callRoute(adminBarRoute.loader, client ? client.request(`/api/admin-bar?path=${encodeURIComponent(path)}`) : new Request(`${app.url}/api/admin-bar?path=${path}`));
    const anonymous = await ask(null, "/leistungen");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("set-cookie")).toMatch(/^cms_admin_hint=; Path=\/; SameSite=Lax; Max-Age=0/);
    expect((await ask(member, "/leistungen")).status).toBe(403);

    const page = await db().selectFrom("content_pages").select(["id"]).where("slug", "=", "c-teile-management").executeTakeFirstOrThrow();
    const res = await ask(admin, "/c-teile-management");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      page: { id: page.id, title: "C-Teile-Management", edit_path: `/admin/pages/${page.id}/edit`, edit_here_path: "/c-teile-management?edit=true" },
      admin_path: "/admin",
      // Who is signed in, as what (issue 38 item 11): not 'Admin' for every role.
      user: { name: "chefin", role: "admin", role_label: "Administrator" },
    });
    const editor = await app.signedUp("redakteurin@example.de");
    await app.grantRole("redakteurin@example.de", "editor");
    expect((await (await ask(editor, "/leistungen")).json()).user).toEqual({ name: "redakteurin", role: "editor", role_label: "Redakteur" });
    const post = await (await create({ title: "Ein Beitrag", slug: "ein-beitrag", content_type: "blog", is_published: true })).json();
    expect((await (await ask(admin, "/blog/ein-beitrag")).json()).page).toMatchObject({ id: post.id, edit_path: `/admin/blog/${post.id}/edit` });
    // A post is not at /{slug}, a page not at /blog/{slug}; another site's address is no path.
    expect((await (await ask(admin, "/ein-beitrag")).json()).page).toBeNull();
    expect((await (await ask(admin, "/blog/c-teile-management")).json()).page).toBeNull();
    expect((await (await ask(admin, "//evil.example/x")).json()).page).toBeNull();
  });

  it("refuses a post or presentation as a parent (409 naming the reason), and leaves the page where it was", async () => {
    const post = await db().selectFrom("content_pages").select(["id"]).where("slug", "=", "ein-beitrag").executeTakeFirstOrThrow();
    const under = await create({ title: "Unter Beitrag", parent_id: post.id });
    expect(under.status).toBe(409);
    expect((await under.json()).error).toBe("Blogbeiträge und Präsentationen können keine übergeordnete Seite sein.");
    expect(await db().selectFrom("content_pages").select("id").where("title", "=", "Unter Beitrag").execute()).toEqual([]);
    const page = await (await create({ title: "Frei", slug: "frei" })).json();
    const moved = await patch(page.id, { parent_id: post.id, version: page.version });
    expect(moved.status).toBe(409);
    expect((await getPageById(db(), page.id))!.parent_id).toBeNull();
  });
});

describe(`migration 0014: menu fields (${testDbLabel})`, () => {
  it("keeps every existing page in the menu, without a menu title", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0013-analytics");
      await t.db.insertInto("content_pages").values([oldPageRow("a", "ueber-uns"), oldPageRow("b", "kontakt")]).execute();
      await migrateToLatest(t.db);
      const pages = await Promise.all(["a", "b"].map((id) => getPageById(t.db, id)));
      expect(pages.map((p) => [p!.slug, p!.show_in_menu, p!.menu_title])).toEqual([
        ["ueber-uns", true, null],
        ["kontakt", true, null],
      ]);
    } finally {
      await t.cleanup();
    }
  });
});
