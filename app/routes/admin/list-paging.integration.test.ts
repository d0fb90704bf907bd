import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderFiles } from "~/blocks/downloads/select";
import { listAssets, listAssetsPage } from "~/server/media/assets.server";
import { listFolders } from "~/server/media/folders.server";
import { listRedirects, listRedirectsPage } from "~/server/redirects/redirects.server";
import { getPerson, listPeople } from "~/server/users/users.server";
import { generatedPostTitle, generateSite } from "~/server/seed/generated-site.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { callRoute } from "../../../tests/route-call";
import * as pagesApi from "../api/pages";
import * as assetsApi from "../api/assets";
import * as redirectsApi from "../api/redirects";
import { listBlogPosts, loadBlogPosts, readBlogListQuery } from "./blog/blog.server";
import { loadPageTreePage, PAGE_TREE_ROWS, readPageTreeQuery } from "./pages/pages.server";
import * as downloadsRoute from "./downloads";
import * as mediaRoute from "./media";
import * as redirectsRoute from "./redirects";
import * as usersRoute from "./users";

/**
 * Issue 38, item 18: the admin lists page, search and sort on the server, on both databases.
 * A site of 130 posts, 70 pages and 130 redirects, 60 media folders with 130 files, 110 people
 * (and the administrator) and 60 invitations: more than one page of each list (50 rows).
 */
describe(`admin lists paged on the server (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  const db = () => app.database.db;
  const params = (query: string) => new URLSearchParams(query);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
    await generateSite(db(), { posts: 130, pages: 70, redirects: 130, folders: 60, assets: 130, people: 110, invitations: 60 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("redirects: page 2 holds rows 51–100 of the order, the search finds a row of a later page, every order is stable", async () => {
    const all = await listRedirects(db());
    const two = await listRedirectsPage(db(), { offset: 50, limit: 50 });
    expect(two.total).toBe(all.length);
    expect(two.items.map((r) => r.from_path)).toEqual(all.slice(50, 100).map((r) => r.from_path));

    const last = all[all.length - 1]!;
    const found = await listRedirectsPage(db(), { q: last.from_path.slice(-16).toUpperCase(), offset: 0, limit: 50 });
    expect(found.items.map((r) => r.id)).toEqual([last.id]);
    expect(found.total).toBe(1);

    // Most hits first; the pages of an order together are every row once.
    const pages = [0, 50, 100].map((offset) => listRedirectsPage(db(), { sort: "aufrufe", offset, limit: 50 }));
    const rows = (await Promise.all(pages)).flatMap((p) => p.items);
    expect(new Set(rows.map((r) => r.id)).size).toBe(all.length);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.hits).toBeGreaterThanOrEqual(rows[i]!.hits);
  });

  it("/admin/redirects and GET /api/redirects read page, search and bounds from the address; limit 10,000 is clamped to 100, a malformed one is a 400", async () => {
    const screen = await redirectsRoute.loader({ request: admin.request("/admin/redirects?page=3"), params: {}, context: {} } as never);
    expect(screen).toMatchObject({ page: 3, pageCount: 3, total: 130 });
    expect(screen.redirects).toHaveLength(30);
    const searched = await redirectsRoute.loader({ request: admin.request("/admin/redirects?q=eintrag-129.html"), params: {}, context: {} } as never);
    expect(searched.redirects.map((r) => r.from_path)).toEqual(["/alt/aktuelles/eintrag-129.html"]);

    const clamped = await callRoute(redirectsApi.loader, admin.request("/api/redirects?limit=10000"));
    expect(clamped.status).toBe(200);
    expect(clamped.headers.get("x-total-count")).toBe("130");
    expect(((await clamped.json()) as unknown[]).length).toBe(100);
    const second = await callRoute(redirectsApi.loader, admin.request("/api/redirects?limit=100&offset=100"));
    expect(((await second.json()) as unknown[]).length).toBe(30);
    for (const bad of ["limit=abc", "limit=0", "limit=-5", "offset=-1", "offset=x"]) {
      const res = await callRoute(redirectsApi.loader, admin.request(`/api/redirects?${bad}`));
      expect(res.status, bad).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), bad).toEqual([bad.split("=")[0]]);
    }
  });

  it("GET /api/pages pages the tree with limit/offset (at most 100, a malformed limit is a 400) and stays whole without them", async () => {
    const whole = await callRoute(pagesApi.loader, admin.request("/api/pages"));
    const tree = (await whole.json()) as { id: string }[];
    expect(tree).toHaveLength(200);
    const clamped = await callRoute(pagesApi.loader, admin.request("/api/pages?limit=10000&offset=150"));
    expect(clamped.headers.get("x-total-count")).toBe("200");
    expect(((await clamped.json()) as { id: string }[]).map((p) => p.id)).toEqual(tree.slice(150, 200).map((p) => p.id));
    expect(((await (await callRoute(pagesApi.loader, admin.request("/api/pages?limit=10000"))).json()) as unknown[]).length).toBe(100);
    const bad = await callRoute(pagesApi.loader, admin.request("/api/pages?limit=viele"));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.limit).toBeTruthy();
  });

  it("blog: page 2 continues the order, the search finds a title on a later page, filter and order apply before paging", async () => {
    const now = Date.now();
    const all = await loadBlogPosts(db());
    expect(all).toHaveLength(130);
    const two = await listBlogPosts(db(), readBlogListQuery(params("page=2")), now);
    expect(two.window).toMatchObject({ page: 2, pageCount: 3, total: 130 });
    expect(two.posts.map((p) => p.id)).toEqual(all.slice(50, 100).map((p) => p.id));

    // The oldest post (generated first) is on the last page of the default order.
    const oldest = generatedPostTitle(0);
    const index = all.findIndex((p) => p.title === `${oldest} (überarbeitet)`);
    expect(index).toBeGreaterThanOrEqual(100);
    const found = await listBlogPosts(db(), readBlogListQuery(params(`q=${encodeURIComponent(oldest.toUpperCase())}`)), now);
    expect(found.window.page).toBe(1);
    expect(found.posts.map((p) => p.id)).toContain(all[index]!.id);
    expect(found.posts.every((p) => p.title.includes(oldest))).toBe(true);

    const drafts = await listBlogPosts(db(), readBlogListQuery(params("status=draft")), now);
    expect(drafts.window.total).toBe(13);
    expect(drafts.posts.every((p) => !p.is_published)).toBe(true);
    const byTitle = await listBlogPosts(db(), readBlogListQuery(params("sort=titel&category=Logistik")), now);
    expect(byTitle.posts.length).toBeGreaterThan(1);
    expect(byTitle.posts.every((p) => p.category === "Logistik")).toBe(true);
    const titles = byTitle.posts.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "de")));
    // A page past the end shows the last one.
    expect((await listBlogPosts(db(), readBlogListQuery(params("page=99")), now)).window.page).toBe(3);
  });

  it("pages: whole root subtrees per page (at most 25 rows unless one subtree is larger), together the tree once; the search pages its matches", async () => {
    const first = await loadPageTreePage(db(), readPageTreeQuery(params("")));
    expect(first.all).toBe(70);
    expect(first.blogPosts).toBe(130);
    expect(first.pageCount).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const tree = await loadPageTreePage(db(), readPageTreeQuery(params(`page=${page}`)));
      expect(tree.pages.length).toBeLessThanOrEqual(PAGE_TREE_ROWS);
      // Each page starts with a root, and every row's parent is on the same page.
      expect(tree.pages[0]!.parent_id).toBeNull();
      const ids = new Set(tree.pages.map((p) => p.id));
      for (const row of tree.pages) if (row.parent_id) expect(ids.has(row.parent_id)).toBe(true);
      // The SEO check ran for the rows shown.
      expect(tree.pages.every((p) => p.seo.score > 0)).toBe(true);
      seen.push(...tree.pages.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(70);
    // ?show=<id> opens the page of the tree that holds that page (its whole subtree with it).
    const lastId = seen[seen.length - 1]!;
    const shown = await loadPageTreePage(db(), readPageTreeQuery(params(`show=${lastId}`)));
    expect(shown.page).toBe(first.pageCount);
    expect(shown.pages.map((p) => p.id)).toContain(lastId);
    expect(first.rootIds).toHaveLength(7);

    const found = await loadPageTreePage(db(), readPageTreeQuery(params("q=Service%2070")));
    expect(found.pages.map((p) => p.title)).toEqual(["Service 70"]);
    const drafts = await loadPageTreePage(db(), readPageTreeQuery(params("status=draft")));
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.pages.every((p) => !p.is_published)).toBe(true);
  });
  const load = <T>(route: { loader: (args: never) => Promise<unknown> }, url: string) =>
    route.loader({ request: admin.request(url), params: {}, context: {} } as never) as Promise<T>;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

  it("media: /admin/media pages the files in SQL (page 2 is the next 50, no overlap), the search finds a file of the last page, filter and order apply before paging", async () => {
    type MediaScreen = { assets: { id: string; name: string; asset_type: string; file_size: number }[]; total: number; page: number; pageCount: number };
    const all = await listAssets(db());
    expect(all).toHaveLength(130);
    const one = await load<MediaScreen>(mediaRoute, "/admin/media");
    const two = await load<MediaScreen>(mediaRoute, "/admin/media?page=2");
    expect(one).toMatchObject({ total: 130, page: 1, pageCount: 3 });
    expect(two).toMatchObject({ total: 130, page: 2, pageCount: 3 });
    expect(ids(one.assets)).toEqual(ids(all.slice(0, 50)));
    expect(ids(two.assets)).toEqual(ids(all.slice(50, 100)));
    expect(ids(two.assets).filter((id) => ids(one.assets).includes(id))).toEqual([]);
    // A page past the end shows the last one; a bad page the first.
    expect(await load<MediaScreen>(mediaRoute, "/admin/media?page=99")).toMatchObject({ page: 3 });
    expect((await load<MediaScreen>(mediaRoute, "/admin/media?page=abc")).page).toBe(1);

    // The oldest file is the last of the default order; the search (case and umlauts folded) finds it on page 1.
    const oldest = all[all.length - 1]!;
    expect(oldest.name).toBe("Datenblatt Kanban 1.pdf");
    const found = await load<MediaScreen>(mediaRoute, `/admin/media?q=${encodeURIComponent("kanban 1.PDF")}&page=2`);
    expect(found).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(ids(found.assets)).toEqual([oldest.id]);

    const presentations = await load<MediaScreen>(mediaRoute, "/admin/media?type=presentation&sort=groesse");
    expect(presentations.total).toBe(all.filter((a) => a.asset_type === "presentation").length);
    expect(presentations.assets.every((a) => a.asset_type === "presentation")).toBe(true);
    const sizes = presentations.assets.map((a) => a.file_size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // A folder's files, and every order's pages together list each file once.
    const folder = (await listFolders(db())).find((f) => f.name === "Datenblätter 16")!;
    const inFolder = await load<MediaScreen>(mediaRoute, `/admin/media?folder=${folder.id}`);
    expect(inFolder.total).toBe(all.filter((a) => a.folder_id === folder.id).length);
    expect(inFolder.total).toBeGreaterThan(0);
    for (const sort of ["neueste", "aelteste", "name", "groesse"] as const) {
      const pages = await Promise.all([0, 50, 100].map((offset) => listAssetsPage(db(), { sort, offset, limit: 50 })));
      expect(new Set(pages.flatMap((p) => ids(p.items))).size, sort).toBe(130);
    }
  });

  it("GET /api/assets: limit/offset page the files with X-Total-Count; without them the whole list as before; a malformed limit is a 400 naming it", async () => {
    const all = await listAssets(db());
    const second = await callRoute(assetsApi.loader, admin.request("/api/assets?limit=50&offset=50"));
    expect(second.status).toBe(200);
    expect(second.headers.get("x-total-count")).toBe("130");
    const body = (await second.json()) as { assets: { id: string }[]; total: number };
    expect(body.total).toBe(130);
    expect(ids(body.assets)).toEqual(ids(all.slice(50, 100)));
    const whole = (await (await callRoute(assetsApi.loader, admin.request("/api/assets"))).json()) as { assets: unknown[]; total: number };
    expect(whole.assets).toHaveLength(130);
    expect(((await (await callRoute(assetsApi.loader, admin.request("/api/assets?limit=10000"))).json()) as { assets: unknown[] }).assets).toHaveLength(100);
    for (const bad of ["limit=abc", "limit=0", "offset=-1"]) {
      const res = await callRoute(assetsApi.loader, admin.request(`/api/assets?${bad}`));
      expect(res.status, bad).toBe(400);
      expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields), bad).toEqual([bad.split("=")[0]]);
    }
  });

  it("downloads: the folder list pages and searches in SQL (60 folders: 50, then 10), every download folder keeps its preview on each page", async () => {
    type DownloadsScreen = {
      overview: { folders: { id: string; fileCount: number; depth: number }[]; downloadFolders: { id: string; fileCount: number; preview?: { items: { name: string }[]; more: number } }[]; order: string[]; root: { fileCount: number } };
      total: number;
      page: number;
      pageCount: number;
    };
    const folders = await listFolders(db());
    const assets = await listAssets(db());
    const one = await load<DownloadsScreen>(downloadsRoute, "/admin/downloads");
    const two = await load<DownloadsScreen>(downloadsRoute, "/admin/downloads?page=2");
    expect(one).toMatchObject({ total: 60, page: 1, pageCount: 2 });
    expect(one.overview.folders).toHaveLength(50);
    expect(two.overview.folders).toHaveLength(10);
    expect(ids(two.overview.folders).filter((id) => ids(one.overview.folders).includes(id))).toEqual([]);
    expect(new Set([...ids(one.overview.folders), ...ids(two.overview.folders)])).toEqual(new Set(ids(folders)));
    expect(one.overview.folders.every((f) => f.fileCount === assets.filter((a) => a.folder_id === f.id).length)).toBe(true);

    // Every download folder on both pages, its preview the first files as /downloads orders them.
    const flagged = folders.filter((f) => f.is_download_folder);
    expect(flagged).toHaveLength(6);
    for (const screen of [one, two]) expect(new Set(screen.overview.order)).toEqual(new Set(ids(flagged)));
    for (const folder of one.overview.downloadFolders) {
      const files = orderFiles(assets.filter((a) => a.folder_id === folder.id));
      expect(folder.fileCount).toBe(files.length);
      expect(folder.preview!.items.map((i) => i.name)).toEqual(files.slice(0, 10).map((f) => f.name));
      expect(folder.preview!.more).toBe(Math.max(0, files.length - 10));
    }
    expect(one.overview.root.fileCount).toBe(assets.filter((a) => !a.folder_id).length);

    // A subfolder of the second page found by name (case folded); a page past the search's end shows its last page.
    const later = two.overview.folders.find((f) => f.depth > 0)!;
    const name = folders.find((f) => f.id === later.id)!.name;
    const found = await load<DownloadsScreen>(downloadsRoute, `/admin/downloads?q=${encodeURIComponent(name.toUpperCase())}&page=4`);
    expect(found).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(ids(found.overview.folders)).toEqual([later.id]);
  });

  it("people: /admin/users pages the people in SQL by name (25 a page) and the open invitations on their own, both searched", async () => {
    type UsersScreen = {
      users: { id: string; name: string; email: string; role: string | null }[];
      invitations: { id: string; email: string }[];
      people: { total: number; page: number; pageCount: number };
      invitationPages: { total: number; page: number; pageCount: number; param: string };
    };
    const everyone = await listPeople(db());
    expect(everyone.users).toHaveLength(111);
    expect(everyone.invitations).toHaveLength(60);
    const one = await load<UsersScreen>(usersRoute, "/admin/users");
    const two = await load<UsersScreen>(usersRoute, "/admin/users?page=2&einladungen=2");
    expect(one.people).toEqual({ total: 111, page: 1, pageCount: 5 });
    expect(ids(one.users)).toEqual(ids(everyone.users.slice(0, 25)));
    expect(ids(two.users)).toEqual(ids(everyone.users.slice(25, 50)));
    expect(ids(two.users).filter((id) => ids(one.users).includes(id))).toEqual([]);
    // The roles come with the page (read for its rows only).
    expect(two.users.every((u) => u.role === everyone.users.find((p) => p.id === u.id)!.role)).toBe(true);

    expect(one.invitationPages).toEqual({ total: 60, page: 1, pageCount: 3, param: "einladungen" });
    expect(ids(one.invitations)).toEqual(ids(everyone.invitations.slice(0, 25)));
    expect(two.invitationPages.page).toBe(2);
    expect(ids(two.invitations)).toEqual(ids(everyone.invitations.slice(25, 50)));
    // A page past the end shows the last one (the people's page stays where it was).
    const last = await load<UsersScreen>(usersRoute, "/admin/users?page=2&einladungen=9");
    expect([last.people.page, last.invitationPages.page]).toEqual([2, 3]);
    expect(ids(last.invitations)).toEqual(ids(everyone.invitations.slice(50)));

    // The last person by name, found by a part of the address; the search narrows the invitations too.
    const lastPerson = everyone.users[everyone.users.length - 1]!;
    expect(ids(one.users)).not.toContain(lastPerson.id);
    const found = await load<UsersScreen>(usersRoute, `/admin/users?q=${encodeURIComponent(lastPerson.email.toUpperCase())}`);
    expect(ids(found.users)).toEqual([lastPerson.id]);
    expect(found.people.total).toBe(1);
    expect(found.invitations).toEqual([]);
    const invited = await load<UsersScreen>(usersRoute, "/admin/users?q=eingeladen-17%40");
    expect(invited.users).toEqual([]);
    expect(invited.invitations.map((i) => i.email)).toEqual(["eingeladen-17@example.de"]);
    expect(await getPerson(db(), lastPerson.id)).toEqual(lastPerson);
  });
});
