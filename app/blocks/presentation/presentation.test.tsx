import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { presentationSlugOf } from "~/components/site/presentation/paths";
import { BlockDataContext } from "../data";
import { BlockList } from "../render";
import { block } from "./block";
import type { PresentationData } from "./presentation-data";

const data: PresentationData = {
  profil: {
    slug: "profil",
    title: "Unternehmensprofil",
    slides: [
      { id: "a", title: "Start", imageUrl: "", blocks: [{ id: "a-text", type: "paragraph", content: { text: "<p>Hallo</p>" } }] },
      { id: "b", title: "Ende", imageUrl: "", blocks: [] },
    ],
  },
};

function render(content: Record<string, unknown>) {
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={{ loaded: { presentation: data } }}>
      <BlockList blocks={[{ id: "p1", type: "presentation", content }]} />
    </BlockDataContext.Provider>,
  );
}

describe("Präsentation block", () => {
  it("defaults: no presentation chosen, title shown, no handout link", () => {
    expect(block.schema.parse({})).toEqual({ presentation: "", showTitle: true, showHandoutLink: false });
    expect(render({})).toContain("Keine Präsentation ausgewählt");
  });

  it("reads a slug from what an editor typed", () => {
    expect(presentationSlugOf("profil")).toBe("profil");
    expect(presentationSlugOf(" /presentations/Profil?druck=1#3 ")).toBe("profil");
    expect(presentationSlugOf("https://example.org/presentations/profil")).toBe("profil");
    expect(presentationSlugOf("")).toBe("");
  });

  it("renders the viewer inline: every slide, the first current, counter, no deep link (that is the page's own viewer)", () => {
    const html = render({ presentation: "/presentations/profil", showHandoutLink: true });
    expect(html).toContain("Unternehmensprofil</h2>");
    expect(html.match(/data-pres-slide="/g)).toHaveLength(2);
    expect(html).toMatch(/data-pres-slide="1"[^>]*data-current=""/);
    expect(html).toContain("Start</h3>");
    // The slide's blocks render through the page's block renderer.
    expect(html).toContain('<div data-block="paragraph"');
    expect(html).toContain("<p>Hallo</p>");
    expect(html).toContain("Folie 1 von 2");
    expect(html).not.toContain("data-pres-deep-link");
    expect(html).toContain('href="/presentations/profil?druck=1"');
  });

  it("an unknown or unpublished presentation: 'Keine Slides verfügbar'", () => {
    expect(render({ presentation: "geheim" })).toContain("Keine Slides verfügbar");
  });
});
