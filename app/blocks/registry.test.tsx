import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { readBlocks } from "./content";
import { block as headingBlock, headingLevelAndText } from "./heading/block";
import { block as heroBlock } from "./hero/block";
import { allBlockModules, getBlockModule } from "./registry";
import { BlockList } from "./render";
import { sanitizeBlocks, sanitizeRichText } from "./sanitize.server";
import { BLOCK_CATEGORIES, type Block } from "./types";

/** Renders blocks inside a router (links need one), as the server does. */
function render(blocks: Block[]): string {
  const router = createMemoryRouter([{ path: "/", element: <BlockList blocks={blocks} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("block registry contract", () => {
  it("registers every module once with schema, German label, category and renderer", () => {
    const modules = allBlockModules();
    // Every block type of spec §3 (the registry may hold more: adding a block type touches only its folder).
    const specTypes = "heading, paragraph, button, image, container, two-column, three-column, hero, contact-form, google-maps, contact-info, product-benefits, card, columns, grid, list, input, textarea, select, datepicker, spacer, flexible-row, section, media-text, table, divider, timeline, testimonial, gallery, video, audio, embed, html-code, blog-meta, blog_meta, html-content, downloads, blog-post, cta, faq".split(", ");
    for (const type of specTypes) expect(getBlockModule(type), type).toBeDefined();
    // 39 distinct modules: blog_meta is blog-meta.
    expect(new Set(specTypes.map((type) => getBlockModule(type))).size).toBe(specTypes.length - 1);
    for (const m of modules) {
      expect(m.label.length).toBeGreaterThan(0);
      expect(BLOCK_CATEGORIES).toContain(m.category);
      expect(typeof m.Render).toBe("function");
      const defaults = m.schema.parse({});
      expect(render([{ id: "x", type: m.type, content: defaults as Record<string, unknown> }])).toContain(`data-block="${m.type}"`);
    }
  });

  it("resolves aliases", () => {
    expect(getBlockModule("blog_meta")).toBe(getBlockModule("blog-meta"));
  });

  it("renders unknown types with the spec's message and keeps going", () => {
    const html = render([
      { id: "a", type: "zauberblock", content: {} },
      { id: "b", type: "paragraph", content: { text: "Danach" } },
    ]);
    expect(html).toContain("Unbekannter Block-Typ: zauberblock");
    expect(html).toContain("Dieser Block-Typ wird nicht unterstützt.");
    expect(html).toContain("Danach");
  });
});

describe("heading", () => {
  it("clamps the level to 1–6 and syncs it with a tag in the text", () => {
    const schema = headingBlock.schema;
    expect(schema.parse({ level: 9 }).level).toBe(6);
    expect(schema.parse({ level: 0 }).level).toBe(1);
    expect(schema.parse({ level: "3" }).level).toBe(3);
    expect(headingLevelAndText("<h4>Titel</h4>", 2)).toEqual({ level: 4, text: "Titel" });
    const html = render([{ id: "h", type: "heading", content: { text: "Qualität, die bleibt", level: 9 } }]);
    expect(html).toMatch(/<h6[^>]*id="qualitaet-die-bleibt"[^>]*>Qualität, die bleibt<\/h6>/);
  });

  it("truncates the anchor id to 50 characters", () => {
    const html = render([{ id: "h", type: "heading", content: { text: "Wort ".repeat(40), level: 2 } }]);
    const id = /id="([^"]+)"/.exec(html)![1];
    expect(id.length).toBeLessThanOrEqual(50);
  });
});

describe("hero", () => {
  it("keeps at most two buttons and renders one H1 with internal and external links", () => {
    const content = {
      title: "Präzision",
      subtitle: "Seit 1982",
      buttons: [
        { text: "Intern", href: "/leistungen", linkType: "internal" },
        { text: "Extern", href: "https://example.org", linkType: "external" },
        { text: "Dritter", href: "/x" },
      ],
    };
    expect(heroBlock.schema.parse(content).buttons).toHaveLength(2);
    const html = render([{ id: "h", type: "hero", content }]);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('href="/leistungen"');
    expect(html).toMatch(/href="https:\/\/example.org"[^>]*target="_blank"[^>]*rel="noopener noreferrer"|rel="noopener noreferrer"[^>]*target="_blank"/);
    expect(html).not.toContain("Dritter");
  });

  it("clamps the overlay to 0–100 in steps of 5", () => {
    const schema = heroBlock.schema;
    expect(schema.parse({ overlayOpacity: 250 }).overlayOpacity).toBe(100);
    expect(schema.parse({ overlayOpacity: 42 }).overlayOpacity).toBe(40);
    expect(schema.parse({}).overlayOpacity).toBe(40);
  });
});

describe("readBlocks", () => {
  const blocks = [{ id: "1", type: "heading", content: { text: "A" } }];
  it("reads arrays, {blocks}, {sections} and JSON strings", () => {
    expect(readBlocks(blocks)).toEqual(blocks);
    expect(readBlocks({ blocks })).toEqual(blocks);
    expect(readBlocks({ sections: blocks })).toEqual(blocks);
    expect(readBlocks(JSON.stringify(blocks))).toEqual(blocks);
  });
  it("shows a non-JSON string as raw HTML and ignores junk", () => {
    expect(readBlocks("<p>Alt</p>")).toEqual([{ id: "legacy-html", type: "html-content", content: { html: "<p>Alt</p>" } }]);
    expect(readBlocks(null)).toEqual([]);
    expect(readBlocks("")).toEqual([]);
    expect(readBlocks([1, "x", { type: "" }, { type: "paragraph" }])).toEqual([{ id: "block-3", type: "paragraph", content: {} }]);
  });
});

describe("sanitising HTML from editors", () => {
  const payloads = [
    `<script>alert(1)</script>`,
    `<img src=x onerror=alert(1)>`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="JaVaScRiPt:alert(1)">x</a>`,
    `<a href="&#106;avascript:alert(1)">x</a>`,
    `<svg onload=alert(1)>`,
    `<iframe src="javascript:alert(1)"></iframe>`,
    `<p style="background:url(javascript:alert(1))">x</p>`,
    `<div style="width: expression(alert(1))">x</div>`,
    `<form action="https://evil.example"><button>x</button></form>`,
    `<img src="data:image/svg+xml;base64,PHN2Zz4=">`,
    `<body onload=alert(1)>`,
  ];
  it.each(payloads)("makes %s inert", (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(/<script|onerror|onload|javascript:|expression\(|<iframe|<form|<svg|data:/i);
  });

  it("keeps formatting, links and safe styles", () => {
    expect(sanitizeRichText('<p style="text-align:center">Hallo <strong>Welt</strong> <a href="/kontakt">Kontakt</a></p>')).toBe(
      '<p style="text-align:center">Hallo <strong>Welt</strong> <a href="/kontakt">Kontakt</a></p>',
    );
    expect(sanitizeRichText('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("sanitises blocks nested in content fields (columns, grid)", () => {
    const evil = { id: "p", type: "paragraph", content: { text: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' } };
    // Reading moves them into the slots (app/blocks/content.ts), where the sanitiser reaches them.
    const [columns, grid] = sanitizeBlocks(
      readBlocks([
        { id: "c", type: "columns", content: { leftColumn: [evil], rightColumn: [{ ...evil, id: "p2" }] } },
        { id: "g", type: "grid", content: { columns: [[{ ...evil, id: "p3" }], [], [{ ...evil, id: "p4" }]] } },
      ]),
    );
    expect(JSON.stringify(columns)).not.toMatch(/onclick|<script/);
    expect(columns.slots!["columns[0]"][0].content.text).toBe("<p>Hi</p>");
    expect(JSON.stringify(grid)).not.toMatch(/onclick|<script/);
    expect(grid.slots!["columns[2]"][0].content.text).toBe("<p>Hi</p>");
  });

  it("sanitises the HTML fields of blocks, nested ones included", () => {
    const [block] = sanitizeBlocks([
      {
        id: "s",
        type: "section",
        content: {},
        slots: { children: [{ id: "p", type: "paragraph", content: { text: "<p onclick=alert(1)>Hi</p>" } }] },
      },
    ]);
    expect(block.slots!.children[0].content.text).toBe("<p>Hi</p>");
  });
});

describe("legacy content", () => {
  it("reads flat section objects, whose fields sit next to id and type", () => {
    const blocks = readBlocks({ sections: [{ id: "s1", type: "hero", title: "Alt", subtitle: "Noch älter", style: { padding: { top: 8 } } }] });
    expect(blocks).toEqual([{ id: "s1", type: "hero", content: { title: "Alt", subtitle: "Noch älter" }, style: { padding: { top: 8 } } }]);
    expect(render(blocks)).toContain("Alt");
  });

  it("normalises blog-meta's alternate field names", () => {
    const schema = getBlockModule("blog_meta")!.schema;
    expect(schema.parse({ "Featured Image URL": "/a.jpg", Lesezeit: "7" })).toMatchObject({ featuredImage: "/a.jpg", readTime: 7 });
    expect(schema.parse({ coverImage: "/b.jpg", read_time: 3 })).toMatchObject({ featuredImage: "/b.jpg", readTime: 3 });
    expect(schema.parse({ featuredImage: "/eigen.jpg", imageUrl: "/anders.jpg" })).toMatchObject({ featuredImage: "/eigen.jpg" });
    expect(schema.parse({ image: "/c.jpg", readTime: "keine Zahl" })).toMatchObject({ featuredImage: "/c.jpg", readTime: 0 });
    expect(Object.keys(schema.parse({ featuredImageUrl: "/d.jpg" }) as object)).not.toContain("featuredImageUrl");
  });
});
