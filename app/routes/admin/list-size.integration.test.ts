import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateSite, LARGE_SITE } from "~/server/seed/generated-site.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import * as blogRoute from "./blog/index";
import * as downloadsRoute from "./downloads";
import * as mediaRoute from "./media";
import * as pagesRoute from "./pages/index";
import * as presentationsRoute from "./presentations/index";
import * as redirectsRoute from "./redirects";
import * as templatesRoute from "./templates";
import * as usersRoute from "./users";

/**
 * Issue 38, item 18: on a site of 2,000 posts, 200 pages, 4,000 redirects, 60 media folders with
 * 300 files, 120 people and 60 invitations every admin list
 * sends a bounded page, not the whole table. Byte sizes, not times (timings: npm run bench:admin):
 * the loader data (what travels as JSON into the document) and the screen rendered by React.
 */
type RouteModule = { loader: (args: never) => Promise<unknown>; default: (props: never) => unknown };

const LISTS: [string, string, RouteModule][] = [
  ["/admin/blog", "admin/blog", blogRoute as unknown as RouteModule],
  ["/admin/blog?page=40", "admin/blog", blogRoute as unknown as RouteModule],
  ["/admin/redirects", "admin/redirects", redirectsRoute as unknown as RouteModule],
  ["/admin/redirects?page=80&sort=aufrufe", "admin/redirects", redirectsRoute as unknown as RouteModule],
  ["/admin/pages", "admin/pages", pagesRoute as unknown as RouteModule],
  ["/admin/pages?status=published", "admin/pages", pagesRoute as unknown as RouteModule],
  ["/admin/presentations", "admin/presentations", presentationsRoute as unknown as RouteModule],
  ["/admin/templates", "admin/templates", templatesRoute as unknown as RouteModule],
  ["/admin/media", "admin/media", mediaRoute as unknown as RouteModule],
  ["/admin/media?page=6&view=list", "admin/media", mediaRoute as unknown as RouteModule],
  ["/admin/downloads", "admin/downloads", downloadsRoute as unknown as RouteModule],
  ["/admin/downloads?page=2", "admin/downloads", downloadsRoute as unknown as RouteModule],
  ["/admin/users", "admin/users", usersRoute as unknown as RouteModule],
  ["/admin/users?page=5&einladungen=3", "admin/users", usersRoute as unknown as RouteModule],
];

/** Short last pages (10 folders; 21 people and 10 invitations): rendered, but smaller than 20 KB may be right. */
const SHORT_PAGES = new Set(["/admin/downloads?page=2", "/admin/users?page=5&einladungen=3"]);

describe(`admin lists on a large generated site stay small (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
    await generateSite(app.database.db, LARGE_SITE);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it.each(LISTS)("%s: loader data under 100 KB, rendered screen under 150 KB", async (url, path, route) => {
    const loaderData = await route.loader({ request: admin.request(url), params: {}, context: {} } as never);
    const data = Buffer.byteLength(JSON.stringify(loaderData));
    expect(data).toBeLessThan(100 * 1024);

    const Stub = createRoutesStub([{ id: "list", path: `/${path}`, Component: route.default as never, loader: () => loaderData }]);
    const html = renderToString(createElement(Stub, { initialEntries: [url], hydrationData: { loaderData: { list: loaderData } } }));
    if (process.env.DUMP_HTML) (await import("node:fs")).writeFileSync(`/tmp/dump-${path.replace(/\//g, "_")}.html`, html);
    // The screen really rendered its rows (not an empty or error shell); this test's site has no presentations or templates.
    if (!/presentations|templates/.test(path) && !SHORT_PAGES.has(url)) expect(html.length).toBeGreaterThan(20_000);
    expect(Buffer.byteLength(html)).toBeLessThan(150 * 1024);
  });

  it("the lists that page say how much there is in all", async () => {
    const blog = (await blogRoute.loader({ request: admin.request("/admin/blog"), params: {}, context: {} } as never)) as { all: number; posts: unknown[]; pageCount: number };
    expect(blog.all).toBe(LARGE_SITE.posts);
    expect(blog.posts).toHaveLength(50);
    expect(blog.pageCount).toBe(40);
    const redirects = (await redirectsRoute.loader({ request: admin.request("/admin/redirects"), params: {}, context: {} } as never)) as { total: number; redirects: unknown[] };
    expect(redirects.total).toBe(LARGE_SITE.redirects);
    expect(redirects.redirects).toHaveLength(50);
    const pages = (await pagesRoute.loader({ request: admin.request("/admin/pages"), params: {}, context: {} } as never)) as { all: number; pages: unknown[] };
    expect(pages.all).toBeGreaterThanOrEqual(LARGE_SITE.pages);
    expect(pages.pages.length).toBeLessThanOrEqual(25);
    const media = (await mediaRoute.loader({ request: admin.request("/admin/media"), params: {}, context: {} } as never)) as { total: number; assets: unknown[]; pageCount: number };
    expect(media).toMatchObject({ total: LARGE_SITE.assets, pageCount: 6 });
    expect(media.assets).toHaveLength(50);
    const downloads = (await downloadsRoute.loader({ request: admin.request("/admin/downloads"), params: {}, context: {} } as never)) as { total: number; overview: { folders: unknown[]; downloadFolders: unknown[] } };
    expect(downloads.total).toBe(LARGE_SITE.folders);
    expect(downloads.overview.folders).toHaveLength(50);
    expect(downloads.overview.downloadFolders).toHaveLength(LARGE_SITE.folders / 10);
    const users = (await usersRoute.loader({ request: admin.request("/admin/users"), params: {}, context: {} } as never)) as { users: unknown[]; invitations: unknown[]; people: { total: number }; invitationPages: { total: number } };
    // The generated people and the administrator who signed up.
    expect(users.people.total).toBe(LARGE_SITE.people + 1);
    expect(users.users).toHaveLength(25);
    expect(users.invitationPages.total).toBe(LARGE_SITE.invitations);
    expect(users.invitations).toHaveLength(25);
  });
});
