import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRedirects, listRedirectsPage } from "~/server/redirects/redirects.server";
import { generatedPostTitle, generateSite } from "~/server/seed/generated-site.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { callRoute } from "../../../tests/route-call";
import * as pagesApi from "../api/pages";
import * as redirectsApi from "../api/redirects";
import { listBlogPosts, loadBlogPosts, readBlogListQuery } from "./blog/blog.server";
import { loadPageTreePage, PAGE_TREE_ROWS, readPageTreeQuery } from "./pages/pages.server";
import * as redirectsRoute from "./redirects";

/**
 * Issue 38, item 18: the admin lists page, search and sort on the server, on both databases.
 * A site of 130 posts, 70 pages and 130 redirects: more than two pages of each list (50 rows).
 */
describe(`admin lists paged on the server (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  const db = () => app.database.db;
  const params = (query: string) => new URLSearchParams(query);

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
    await generateSite(db(), { posts: 130, pages: 70, redirects: 130 });
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
});
