import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { islandFiles, loadIsland, registeredIsland } from "./island";
import { BlockList } from "./render";
import { sanitizeBlocks } from "./sanitize.server";
import { renderStaticHtml } from "./static-render.server";
import type { Block } from "./types";

const gallery: Block = {
  id: "g1",
  type: "gallery",
  content: { images: [{ url: "/uploads/a.jpg", alt: "Halle" }, { url: "/uploads/b.jpg", alt: "Team" }], enableLightbox: true },
};

describe("islands", () => {
  it("each *.island.tsx file registers a component under its own path", async () => {
    const files = islandFiles();
    expect(files).toEqual(expect.arrayContaining(["gallery/gallery-grid", "video/consent", "contact-form/form"]));
    for (const name of files) {
      const Component = await loadIsland(name);
      expect(Component, name).toBeTypeOf("function");
      expect(registeredIsland(name)).toBe(Component);
    }
    expect(await loadIsland("gibt-es/nicht")).toBeUndefined();
  });

  it("renders static blocks without islands and links without a router", () => {
    const { html, islands } = renderStaticHtml(
      <BlockList
        blocks={[
          { id: "h", type: "heading", content: { text: "Willkommen", level: 2 } },
          { id: "b", type: "button", content: { text: "Kontakt", href: "/kontakt" } },
        ]}
      />,
    );
    expect(islands).toEqual([]);
    expect(html).toContain("Willkommen</h2>");
    expect(html).toMatch(/<a [^>]*href="\/kontakt"/);
    expect(html).not.toContain("data-island");
  });

  it("turns an interactive block into an island with JSON props and hydratable markup", () => {
    const { html, islands } = renderStaticHtml(<BlockList blocks={[{ id: "p", type: "paragraph", content: { text: "Davor" } }, gallery]} />);
    expect(islands).toHaveLength(1);
    const [island] = islands;
    expect(island.name).toBe("gallery/gallery-grid");
    // Props survive the trip to the browser unchanged.
    expect(JSON.parse(JSON.stringify(island.props))).toEqual(island.props);
    expect(html).toContain(`data-island="gallery/gallery-grid" data-island-id="${island.id}"`);
    // The island's markup is exactly what the browser's hydrateRoot expects.
    const Component = registeredIsland(island.name)!;
    const expected = renderToString(<Component {...island.props} />, { identifierPrefix: `${island.id}-` });
    expect(html).toContain(`data-island-id="${island.id}" style="display:contents">${expected}</div>`);
    expect(html).toContain("Davor");
    expect(html).not.toContain("data-island-slot");
  });

  it("numbers several islands and gives equal content equal bytes", () => {
    const blocks: Block[] = [
      gallery,
      { id: "v", type: "video", content: { src: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } },
      { id: "m", type: "google-maps", content: { address: "Königsplatz 1, Kassel" } },
      { id: "c", type: "contact-form", content: {} },
    ];
    const first = renderStaticHtml(<BlockList blocks={blocks} />);
    expect(first.islands.map((i) => i.name)).toEqual(["gallery/gallery-grid", "video/consent", "video/consent", "contact-form/form"]);
    expect(new Set(first.islands.map((i) => i.id)).size).toBe(4);
    expect(renderStaticHtml(<BlockList blocks={blocks} />)).toEqual(first);
    // Nothing from the providers before consent.
    expect(first.html).not.toMatch(/<iframe/);
  });

  it("editor HTML cannot forge an island or a slot", () => {
    const forged = sanitizeBlocks([
      {
        id: "x",
        type: "html-content",
        content: { html: '<div data-island-slot="i:0"></div><div data-island="contact-form/form" data-island-id="i-0">x</div>' },
      },
    ]);
    const { html, islands } = renderStaticHtml(<BlockList blocks={forged} />);
    expect(islands).toEqual([]);
    expect(html).not.toContain("data-island");
  });
});
