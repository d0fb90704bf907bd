import { describe, expect, it } from "vitest";
import { BlockList } from "./render";
import { renderStaticHtml } from "./static-render.server";

describe("unique ids on a page", () => {
  it("suffixes repeated heading anchors in document order, also against a heading that looks like a suffix", () => {
    const heading = (id: string, text: string) => ({ id, type: "heading", content: { text, level: 2 } });
    const render = () =>
      renderStaticHtml(<BlockList blocks={[heading("a", "Fertigung"), heading("b", "Fertigung"), heading("c", "Fertigung 2"), { id: "s", type: "section", content: {}, slots: { children: [heading("d", "Fertigung")] } }]} />).html;
    const ids = [...render().matchAll(/<h2[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["fertigung", "fertigung-2", "fertigung-2-2", "fertigung-3"]);
    // Every render of the same content gives the same bytes (ETags agree across instances).
    expect(render()).toBe(render());
  });
});
