import xml from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { createPage } from "~/server/pages/pages.server";
import { loader as atomLoader } from "./feed-atom";
import { loader as rssLoader } from "./feed-rss";

// A real XML parser (fast-xml-parser, installed with s3rver): well-formedness first, then the shape.
const parse = (text: string) => {
  expect(xml.validate(text)).toBe(true);
  return xml.parse(text, { ignoreAttributes: false, attributeNamePrefix: "@_", cdataTagName: "#cdata", parseNodeValue: false, arrayMode: (name: string) => ["item", "entry", "category", "link"].includes(name) });
};

const day = (n: number) => `2025-01-${String(n).padStart(2, "0")}`;

function post(n: number, extra: Record<string, unknown> = {}) {
  return [
    { id: `meta-${n}`, type: "blog-meta", content: { author: "Sabine Krüger", publishDate: day(n), category: "Logistik", tags: "Kanban, C-Teile", ...extra } },
    {
      id: `p-${n}`,
      type: "paragraph",
      content: { text: `<p>Beitrag ${n}: mehr unter <a href="/kontakt">Kontakt</a>.</p>` },
    },
    { id: `img-${n}`, type: "image", content: { src: "/media/images/lager.jpg", alt: "Lager" } },
  ];
}

describe(`blog feeds (${testDbLabel})`, () => {
  let app: TestApp;
  let origin: string;
  beforeAll(async () => {
    app = await createTestApp();
    origin = app.env.PUBLIC_URL.replace(/\/+$/, "");
    const db = app.database.db;
    // 21 published posts created in a shuffled order: the feed orders by publish date, not by creation.
    const order = Array.from({ length: 21 }, (_, i) => ((i * 8) % 21) + 1);
    for (const n of order) {
      await createPage(db, {
        slug: `beitrag-${n}`,
        title: n === 21 ? "Kanban & <C-Teile> ]]> im Griff" : `Beitrag ${n}`,
        content_type: "blog",
        is_published: true,
        content: post(n, n === 21 ? { featuredImage: "https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view" } : n === 20 ? { featuredImage: "/media/images/titel.jpg" } : {}),
      });
    }
    await createPage(db, { slug: "entwurf", title: "Geheimer Entwurf", content_type: "blog", is_published: false, content: post(28) });
    await createPage(db, { slug: "ueber-uns", title: "Über uns", content_type: "basis", is_published: true });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("RSS 2.0: the newest 20 published posts, newest first, absolute addresses, full content, image", async () => {
    const response = await rssLoader();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const text = await response.text();
    const rss = parse(text).rss;
    expect(rss["@_version"]).toBe("2.0");
    const channel = rss.channel;
    // Required channel elements of RSS 2.0.
    expect(channel.title).toBeTruthy();
    expect(channel.link).toEqual([`${origin}/blog`]);
    expect(typeof channel.description).toBe("string");
    expect(channel["atom:link"]["@_href"]).toBe(`${origin}/blog/rss.xml`);
    const items = channel.item as Record<string, unknown>[];
    expect(items.map((i) => (i.link as string[])[0])).toEqual(Array.from({ length: 20 }, (_, i) => `${origin}/blog/beitrag-${21 - i}`));
    expect(text).not.toContain("beitrag-1<");
    expect(text).not.toContain("Geheimer Entwurf");
    expect(text).not.toContain("ueber-uns");
    const first = items[0] as Record<string, any>;
    // Escaped title, CDATA content with its "]]>" split safely.
    expect(first.title).toBe("Kanban &amp; &lt;C-Teile&gt; ]]&gt; im Griff");
    expect(first.guid["#text"]).toBe(`${origin}/blog/beitrag-21`);
    expect(new Date(first.pubDate).toISOString()).toBe("2025-01-21T00:00:00.000Z");
    expect(first["dc:creator"]).toBe("Sabine Krüger");
    expect(first.category).toEqual(["Logistik", "Kanban", "C-Teile"]);
    const html = first["content:encoded"]["#cdata"] as string;
    expect(html).toContain(`<a href="${origin}/kontakt">Kontakt</a>`);
    expect(html).toContain(`src="${origin}/media/images/lager.jpg?width=`);
    expect(html).not.toMatch(/(href|src)="\//);
    expect(html).not.toContain("<script");
    // The meta block is not in the content: the feed says author and date in its own elements.
    expect(html).not.toContain("Min. Lesezeit");
    // A file-sharing link is given as the direct image.
    expect(first["media:content"]["@_url"]).toBe("https://drive.google.com/thumbnail?id=1AbCdEfGhIjKlMnOp&amp;sz=w2000");
    expect(items[1]["media:content"]).toMatchObject({ "@_url": `${origin}/media/images/titel.jpg`, "@_type": "image/jpeg" });
    expect(items[2]["media:content"]).toBeUndefined();
  });

  it("Atom 1.0: the same 20 entries with id, title, updated, author, content and the image as enclosure", async () => {
    const response = await atomLoader();
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const feed = parse(await response.text()).feed;
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.id).toBe(`${origin}/blog`);
    expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    expect(feed.title["#text"]).toBeTruthy();
    expect(feed.link.map((l: Record<string, string>) => [l["@_rel"], l["@_href"]])).toEqual([
      ["alternate", `${origin}/blog`],
      ["self", `${origin}/blog/atom.xml`],
    ]);
    const entries = feed.entry as Record<string, any>[];
    expect(entries).toHaveLength(20);
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => `${origin}/blog/beitrag-${21 - i}`));
    for (const entry of entries) {
      expect(entry.title["#text"]).toBeTruthy();
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.author.name).toBe("Sabine Krüger");
      expect(entry.content["@_type"]).toBe("html");
    }
    // Escaped HTML in the content element: the parser hands back the entities as written.
    expect(entries[0].content["#text"]).toContain(`&lt;a href=&quot;${origin}/kontakt&quot;&gt;Kontakt&lt;/a&gt;`);
    expect(entries[0].content["#text"]).not.toMatch(/(href|src)=&quot;\//);
    const enclosure = entries[1].link.find((l: Record<string, string>) => l["@_rel"] === "enclosure");
    expect(enclosure["@_href"]).toBe(`${origin}/media/images/titel.jpg`);
    expect(entries[2].link.some((l: Record<string, string>) => l["@_rel"] === "enclosure")).toBe(false);
  });
});
