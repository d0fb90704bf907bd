import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { callRoute, jsonInit } from "../../../tests/route-call";
import * as publishRoute from "~/routes/api/page-publish";
import { memoizeUntilChange } from "~/server/cache/memo.server";
import { ChangeFeed, setChangeFeed } from "~/server/events/changes.server";
import { pageChange } from "~/server/events/page-change.server";
import { createPage, getPageById } from "~/server/pages/pages.server";
import { loadSiteChrome } from "~/server/site/public-site.server";
import { loader } from "./blog-post";
import { pageMeta } from "./meta";

type Args = Parameters<typeof loader>[0];
const args = (request: Request, slug: string) => ({ request, params: { slug }, context: { cspNonce: "", documentParts: {} } }) as unknown as Args;
/** The post's content as the document renders it: its loader hands the HTML over (document-parts). */
async function load(request: Request, slug: string) {
  const call = args(request, slug);
  const result = await loader(call);
  return { ...result, html: call.context.documentParts.body?.html ?? "" };
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `Wort${i}`).join(" ");

describe(`blog post view (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: ReturnType<TestApp["client"]>;
  let visitor: ReturnType<TestApp["client"]>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("admin@example.org");
    visitor = app.client();
    const db = app.database.db;
    const make = async (slug: string, date: string, extra: Record<string, unknown> = {}, published = true) => {
      const page = await createPage(db, {
        slug,
        title: `Titel ${slug}`,
        content_type: "blog",
        is_published: published,
        content: [
          { id: "meta", type: "blog-meta", content: { author: "Sabine Krüger", publishDate: date, category: "Logistik", excerpt: `Kurz: ${slug}`, ...extra } },
          { id: "text", type: "paragraph", content: { text: `<p>${words(401)}</p>` } },
        ],
      });
      ids[slug] = page.id;
    };
    await make("mitte", "2025-02-10", { tags: ["Kanban", "C-Teile"], readTime: "keine Ahnung" });
    await make("alt", "2025-01-05");
    await make("neu", "2025-03-01", { readTime: 7 });
    await make("entwurf", "2025-02-20", {}, false);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("shows meta, title, excerpt, computed read time and tag links; previous/next by publish date among published posts", async () => {
    const result = await load(visitor.request("/blog/mitte"), "mitte");
    const html = result.html;
    // 401 words, no usable stored read time (spec §5: a non-number counts as missing): 3 minutes.
    expect(html).toContain("3 Min. Lesezeit");
    expect(html).toContain("Sabine Krüger");
    expect(html).toContain("10. Februar 2025");
    expect(html).toMatch(/<h1[^>]*>Titel mitte<\/h1><p[^>]*>Kurz: mitte<\/p>/);
    expect(html).toContain('href="/blog?schlagwort=Kanban"');
    expect(html).toContain('href="/blog?schlagwort=C-Teile"');
    expect(result.neighbours).toEqual({
      previous: { slug: "alt", title: "Titel alt", publishDate: "2025-01-05" },
      // The draft of 20 February is no neighbour.
      next: { slug: "neu", title: "Titel neu", publishDate: "2025-03-01" },
    });
    expect(result.editPath).toBeNull();
    const oldest = await loader(args(visitor.request("/blog/alt"), "alt"));
    expect(oldest.neighbours?.previous).toBeNull();
    expect(oldest.neighbours?.next?.slug).toBe("mitte");
    // A stored read time wins.
    expect((await load(visitor.request("/blog/neu"), "neu")).html).toContain("7 Min. Lesezeit");
  });

  it("gives an admin in preview mode the way into the blog editor, and nobody else", async () => {
    const preview = await loader(args(admin.request("/blog/entwurf?preview=true"), "entwurf"));
    expect(preview.editPath).toBe(`/admin/blog/${ids.entwurf}/edit`);
    const visitorPreview = await loader(args(visitor.request("/blog/mitte?preview=true"), "mitte"));
    expect(visitorPreview.editPath).toBeNull();
  });

  it("puts Article data (headline, image, dates, author) and both feeds into the head", async () => {
    const result = await loader(args(visitor.request("/blog/mitte"), "mitte"));
    const chrome = await loadSiteChrome();
    const tags = pageMeta(result.page, [{ id: "routes/site/layout", loaderData: { chrome } }]);
    const article = tags.map((t) => (t as Record<string, unknown>)["script:ld+json"] as Record<string, unknown> | undefined).find((d) => d?.["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "Titel mitte",
      datePublished: "2025-02-10T00:00:00.000Z",
      author: { "@type": "Person", name: "Sabine Krüger" },
      keywords: "Kanban, C-Teile",
    });
    expect(Number.isNaN(Date.parse(article!.dateModified as string))).toBe(false);
    const origin = app.env.PUBLIC_URL.replace(/\/+$/, "");
    const feeds = tags.filter((t) => (t as Record<string, unknown>).rel === "alternate");
    expect(feeds).toMatchObject([
      { type: "application/rss+xml", href: `${origin}/blog/rss.xml` },
      { type: "application/atom+xml", href: `${origin}/blog/atom.xml` },
    ]);
  });

  it("a post's change is site-wide, so the cached feeds are dropped with it", () => {
    const facts = { id: "x", slug: "mitte", title: "A", is_published: true, content_type: "blog" as const, parent_id: null, sort_order: 0, is_legal: false, show_in_footer_navigation: false };
    const change = pageChange(facts, { ...facts }, "updated");
    // scope "page" would drop only the post's own addresses; anything else empties the page cache.
    expect(change.scope).not.toBe("page");
    expect(change.public).toBe(true);
  });

  it("reads previous/next once per change: a post published meanwhile becomes the neighbour", async () => {
    const feed = new ChangeFeed(app.database);
    await feed.start();
    setChangeFeed(feed);
    memoizeUntilChange(feed);
    try {
      const neighbours = async () => (await loader(args(visitor.request("/blog/mitte"), "mitte"))).neighbours;
      expect((await neighbours())?.next?.slug).toBe("neu");
      const draft = await getPageById(app.database.db, ids.entwurf);
      const res = await callRoute(publishRoute.action, admin.request(`/api/pages/${ids.entwurf}/publish`, jsonInit("POST", { version: draft!.version })), { id: ids.entwurf });
      expect(res.status).toBe(200);
      // The draft of 20 February now sits between 'mitte' (10 February) and 'neu' (1 March).
      await expect.poll(async () => (await neighbours())?.next?.slug, { timeout: 3000 }).toBe("entwurf");
    } finally {
      memoizeUntilChange(null);
      setChangeFeed(null);
      await feed.stop();
    }
  });
});
