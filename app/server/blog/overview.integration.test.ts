import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDbLabel,
  type TestDatabase,
} from "../../../tests/test-db";
import {
  parseBlogOverviewQuery,
  type BlogOverviewQuery,
} from "~/lib/blog-rules";
import { createPage, publishPage, updatePage } from "../pages/pages.server";
import { renderPageBody } from "../site/render-page.server";
import { indexedPosts, loadBlogOverview } from "./overview.server";

const query = (search = ""): BlogOverviewQuery =>
  parseBlogOverviewQuery(new URLSearchParams(search));

let counter = 0;
async function post(
  t: TestDatabase,
  input: {
    title: string;
    text?: string;
    meta?: Record<string, unknown>;
    published?: boolean;
    meta_description?: string | null;
    content?: unknown;
    slug?: string;
  },
) {
  const slug = input.slug ?? `beitrag-${++counter}`;
  const content = input.content ?? [
    ...(input.meta
      ? [{ id: "m", type: "blog-meta", content: input.meta }]
      : []),
    ...(input.text !== undefined
      ? [
          {
            id: "p",
            type: "paragraph",
            content: { text: `<p>${input.text}</p>` },
          },
        ]
      : []),
  ];
  return createPage(t.db, {
    slug,
    title: input.title,
    content_type: "blog",
    is_published: input.published ?? true,
    meta_description: input.meta_description ?? null,
    content,
  });
}

describe(`blog overview query (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await post(t, {
      title: "Neue Frästeile für die Luftfahrt",
      text: "Präzision aus Stuttgart.",
      meta: { category: "Technologie", publishDate: "2026-03-01" },
    });
    await post(t, {
      title: "Die Maschine im Einsatz",
      text: "Wir zeigen die Straße der Fertigung.",
      meta: { category: "Automatisierung", publishDate: "2026-05-01" },
    });
    await post(t, {
      title: "Äpfel und Birnen",
      meta: { category: "Ökologie", publishDate: "2026-01-15" },
      content: [
        {
          id: "m",
          type: "blog-meta",
          content: { category: "Ökologie", publishDate: "2026-01-15" },
        },
        // Text nested in a section's slot is searched too.
        {
          id: "s",
          type: "section",
          content: {},
          children: [
            {
              id: "h",
              type: "heading",
              content: { text: "Robotergestützte Qualitätsprüfung", level: 2 },
            },
          ],
        },
      ],
    });
    await post(t, {
      title: "Apfelernte digital",
      text: "Sensoren im Obstbau.",
      meta: { category: "industrie 4.0", publishDate: "2026-02-01" },
      meta_description: "Warum Kühlhäuser vernetzt werden.",
    });
    // Legacy content with its own category and no meta block: category from the content, date from created_at.
    await post(t, {
      title: "Zuletzt",
      content: {
        blocks: [
          {
            id: "p",
            type: "paragraph",
            content: { text: "<p>Altbestand</p>" },
          },
        ],
        category: "Innovation",
      },
    });
    await post(t, {
      title: "Entwurf mit Fräsen",
      text: "Frästeile",
      published: false,
    });
    await createPage(t.db, {
      slug: "fraesen-seite",
      title: "Fräsen (keine Blogseite)",
      content_type: "basis",
      is_published: true,
      content: [],
    });
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("lists published blog posts only, newest first, with the categories in use in German order", async () => {
    const overview = await loadBlogOverview(t.db, query());
    expect(overview.posts.map((p) => p.title)).toEqual([
      "Zuletzt",
      "Die Maschine im Einsatz",
      "Neue Frästeile für die Luftfahrt",
      "Apfelernte digital",
      "Äpfel und Birnen",
    ]);
    expect(overview.total).toBe(5);
    expect(overview.pages).toBe(1);
    expect(overview.categories).toEqual([
      "Automatisierung",
      "industrie 4.0",
      "Innovation",
      "Ökologie",
      "Technologie",
    ]);
  });

  it("searches title, excerpt and body text with umlauts, ß/ss and inflected words; all words must match", async () => {
    const titles = async (q: string) =>
      (
        await loadBlogOverview(t.db, query(`q=${encodeURIComponent(q)}`))
      ).posts.map((p) => p.title);
    expect(await titles("frästeil")).toEqual([
      "Neue Frästeile für die Luftfahrt",
    ]);
    expect(await titles("FRAESTEILE")).toEqual([
      "Neue Frästeile für die Luftfahrt",
    ]);
    expect(await titles("Maschinen")).toEqual(["Die Maschine im Einsatz"]);
    expect(await titles("strasse")).toEqual(["Die Maschine im Einsatz"]);
    expect(await titles("praezision stuttgart")).toEqual([
      "Neue Frästeile für die Luftfahrt",
    ]);
    expect(await titles("präzision berlin")).toEqual([]);
    expect(await titles("qualitätsprüfung")).toEqual(["Äpfel und Birnen"]);
    expect(await titles("kuehlhaus")).toEqual(["Apfelernte digital"]);
    // A draft or a working copy is never searched.
    expect(await titles("entwurf")).toEqual([]);
  });

  it("never shows a published post's unpublished working copy", async () => {
    const page = await post(t, {
      title: "Live-Fassung",
      text: "Öffentlich sichtbar.",
    });
    await updatePage(t.db, page.id, {
      title: "Geheimtitel",
      content: [
        { id: "p", type: "paragraph", content: { text: "<p>Geheimwort</p>" } },
      ],
    });
    expect((await loadBlogOverview(t.db, query("q=Geheimwort"))).total).toBe(0);
    expect(
      (await loadBlogOverview(t.db, query("q=sichtbar"))).posts.map(
        (p) => p.title,
      ),
    ).toEqual(["Live-Fassung"]);
    // Published, the new version replaces the prepared one.
    await publishPage(t.db, page.id);
    expect(
      (await loadBlogOverview(t.db, query("q=Geheimwort"))).posts.map(
        (p) => p.title,
      ),
    ).toEqual(["Geheimtitel"]);
    expect((await loadBlogOverview(t.db, query("q=sichtbar"))).total).toBe(0);
    await updatePage(t.db, page.id, { is_published: false });
    expect((await loadBlogOverview(t.db, query("q=Geheimwort"))).total).toBe(0);
  });

  it("filters by category (case-insensitively) and tag", async () => {
    const tagged = await post(t, {
      title: "Mit Schlagwort",
      text: "x",
      meta: {
        category: "Technologie",
        tags: ["CNC", "Fräsen"],
        publishDate: "2025-01-01",
      },
    });
    const technologie = await loadBlogOverview(
      t.db,
      query("kategorie=technologie"),
    );
    expect(technologie.posts.map((p) => p.title)).toEqual([
      "Neue Frästeile für die Luftfahrt",
      "Mit Schlagwort",
    ]);
    expect(
      (await loadBlogOverview(t.db, query("kategorie=Innovation"))).posts.map(
        (p) => p.title,
      ),
    ).toEqual(["Zuletzt"]);
    expect(
      (await loadBlogOverview(t.db, query("schlagwort=fraesen"))).posts.map(
        (p) => p.id,
      ),
    ).toEqual([tagged.id]);
    expect(
      (await loadBlogOverview(t.db, query("kategorie=Technologie&q=luftfahrt")))
        .total,
    ).toBe(1);
    expect(
      (await loadBlogOverview(t.db, query("kategorie=Gibtsnicht"))).total,
    ).toBe(0);
    await updatePage(t.db, tagged.id, { is_published: false });
  });

  it("sorts newest, oldest and by title (German collation); an unknown sort reads as newest", async () => {
    const titles = async (s: string) =>
      (await loadBlogOverview(t.db, query(s))).posts.map((p) => p.title);
    const newest = await titles("sortierung=neueste");
    expect(await titles("sortierung=aelteste")).toEqual([...newest].reverse());
    expect(await titles("sortierung=unsinn")).toEqual(newest);
    expect(await titles("sortierung=titel")).toEqual([
      "Äpfel und Birnen",
      "Apfelernte digital",
      "Die Maschine im Einsatz",
      "Neue Frästeile für die Luftfahrt",
      "Zuletzt",
    ]);
  });
});

describe(`blog overview pages and card rules (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("says when no posts are published at all, without a reset button", async () => {
    const html = (
      await renderPageBody(
        t.db,
        { title: "Blog", content_type: "basis", content: [] },
        { overview: "blog" },
      )
    ).html;
    expect(html).toContain("Keine Artikel gefunden");
    expect(html).toContain("Es sind noch keine Artikel verfügbar.");
    expect(html).toContain("0 Artikel");
    expect(html).not.toContain("Filter zurücksetzen");
    expect(html).not.toContain("Vorherige");
  });

  it("cuts 9, 10, 18 and 19 posts into pages of nine, every post exactly once, the page clamped", async () => {
    for (const n of [9, 10, 18, 19]) {
      const ids: string[] = [];
      for (let i = 0; i < n; i++) {
        // Equal dates on purpose: ties must still give every post one place.
        const page = await post(t, {
          title: `Gruppe ${n} Beitrag ${i % 4}`,
          text: "Text",
          meta: {
            category: `Gruppe ${n}`,
            publishDate:
              i % 3 === 0
                ? "2026-01-01"
                : `2026-01-${String(2 + (i % 5)).padStart(2, "0")}`,
          },
        });
        ids.push(page.id);
      }
      for (const sort of ["neueste", "aelteste", "titel"]) {
        const pages = Math.ceil(n / 9);
        const seen: string[] = [];
        for (let p = 1; p <= pages; p++) {
          const overview = await loadBlogOverview(
            t.db,
            query(`kategorie=Gruppe ${n}&sortierung=${sort}&seite=${p}`),
          );
          expect(overview.pages).toBe(pages);
          expect(overview.total).toBe(n);
          expect(overview.page).toBe(p);
          expect(overview.posts.length).toBe(
            p < pages ? 9 : n - 9 * (pages - 1),
          );
          seen.push(...overview.posts.map((x) => x.id));
        }
        expect(seen.sort()).toEqual([...ids].sort());
        expect(
          (
            await loadBlogOverview(
              t.db,
              query(
                `kategorie=Gruppe ${n}&sortierung=${sort}&seite=${pages + 5}`,
              ),
            )
          ).page,
        ).toBe(pages);
        expect(
          (await loadBlogOverview(t.db, query(`kategorie=Gruppe ${n}&seite=0`)))
            .page,
        ).toBe(1);
        expect(
          (
            await loadBlogOverview(
              t.db,
              query(`kategorie=Gruppe ${n}&seite=-4`),
            )
          ).page,
        ).toBe(1);
        expect(
          (
            await loadBlogOverview(
              t.db,
              query(`kategorie=Gruppe ${n}&seite=abc`),
            )
          ).page,
        ).toBe(1);
      }
    }
    const none = await loadBlogOverview(
      t.db,
      query("q=nichtvorhanden&seite=3"),
    );
    expect(none).toMatchObject({ total: 0, page: 1, pages: 1, posts: [] });
  });

  it("applies the excerpt and read-time rules", async () => {
    const words = (n: number) =>
      Array.from({ length: n }, (_, i) => `wort${i}`).join(" ");
    const long =
      "Ein ziemlich langer erster Absatz über Fräsmaschinen und ihre Wartung. ".repeat(
        5,
      );
    const cases = [
      await post(t, {
        slug: "regel-1",
        title: "R1",
        text: long,
        meta_description: "Die Beschreibung.",
        meta: { excerpt: "Gespeichert", readTime: "7" },
      }),
      await post(t, {
        slug: "regel-2",
        title: "R2",
        text: long,
        meta: { excerpt: "Gespeichert", readTime: "kurz" },
      }),
      await post(t, {
        slug: "regel-3",
        title: "R3",
        text: words(401),
        meta: { Lesezeit: 0 },
      }),
      await post(t, { slug: "regel-4", title: "R4", text: long }),
      await post(t, {
        slug: "regel-5",
        title: "R5",
        content: [
          { id: "i", type: "image", content: { src: "/media/images/a.jpg" } },
        ],
      }),
    ];
    const all = new Map(
      (await indexedPosts(t.db)).map((p) => [p.summary.id, p.summary]),
    );
    const [r1, r2, r3, r4, r5] = cases.map((c) => all.get(c.id)!);
    expect(r1).toMatchObject({
      excerpt: "Die Beschreibung.",
      readTime: 7,
      category: "Allgemein",
    });
    expect(r2).toMatchObject({ excerpt: "Gespeichert", readTime: 1 });
    expect(r3.readTime).toBe(3);
    expect(r4.excerpt.length).toBeLessThanOrEqual(151);
    expect(r4.excerpt).toMatch(/^Ein ziemlich langer erster Absatz.*\S…$/);
    expect(long.startsWith(r4.excerpt.slice(0, -1))).toBe(true);
    expect(r5).toMatchObject({ excerpt: "", readTime: 1 });
  });

  it("renders the overview: count, cards, pagination and the empty states", async () => {
    const render = async (search: string) =>
      (
        await renderPageBody(
          t.db,
          { title: "Blog", slug: "blog", content_type: "basis", content: [] },
          { overview: "blog", blogPath: "/blog", blogQuery: query(search) },
        )
      ).html;
    const first = await render("");
    expect(first).toContain('placeholder="Blog-Artikel suchen..."');
    expect(first).toContain(">Alle Kategorien</option>");
    expect(first).toMatch(
      /Neueste<\/option><option value="aelteste">Älteste<\/option><option value="titel">Titel A-Z/,
    );
    expect(first).toMatch(/\d+ Artikel/);
    expect(first).toContain("Weiterlesen");
    expect(first).toContain("Min. Lesezeit");
    expect(first).toContain('aria-current="page"');
    expect(first).toContain(">Nächste</a>");
    expect(first).toContain('href="/blog?seite=2"');
    expect(first.match(/<li class="flex overflow-hidden/g)).toHaveLength(9);
    const filtered = await render("q=nichtvorhanden&sortierung=titel");
    expect(filtered).toContain("Keine Artikel gefunden");
    expect(filtered).toContain(
      "Für Ihren Suchbegriff und die gewählte Kategorie wurden keine Artikel gefunden.",
    );
    expect(filtered).toContain('href="/blog?sortierung=titel"');
    expect(filtered).toContain("Filter zurücksetzen");
    expect(filtered).not.toContain("Nächste");
  });

  it("answers a search over 200 posts quickly (measured)", async () => {
    const words =
      "Die Fertigung von Frästeilen verlangt Präzision, Erfahrung und moderne Maschinen. ".repeat(
        60,
      );
    for (let i = 0; i < 200; i++) {
      await post(t, {
        slug: `last-${i}`,
        title: `Lastbeitrag ${i}`,
        text: `${words} Nummer${i}`,
        meta: {
          category: `Kat ${i % 7}`,
          publishDate: `2025-${String(1 + (i % 12)).padStart(2, "0")}-10`,
        },
      });
    }
    let start = performance.now();
    await loadBlogOverview(t.db, query("q=frästeil maschinen"));
    const cold = performance.now() - start;
    const runs = 20;
    start = performance.now();
    for (let i = 0; i < runs; i++)
      await loadBlogOverview(
        t.db,
        query(`q=nummer${i} präzision&sortierung=titel`),
      );
    const warm = (performance.now() - start) / runs;
    console.log(
      `blog overview, ${testDbLabel}, ~260 posts: first request ${cold.toFixed(1)} ms, then ${warm.toFixed(2)} ms per search`,
    );
    expect(warm).toBeLessThan(200);
  });
});
