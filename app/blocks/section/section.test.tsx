import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";
import { renderBlock } from "../render-for-test";


function render(content: Record<string, unknown>, children?: Block[]): string {
  return renderBlock(block, content, { id: "s", slots: children && { children }, router: false });
}

describe("section block", () => {
  it("has complete defaults with the spec's padding 32/16/32/16", () => {
    expect(block.schema.parse({})).toEqual({
      title: "",
      backgroundType: "none",
      backgroundColor: "",
      backgroundImage: "",
      padding: { top: 32, right: 16, bottom: 32, left: 16 },
    });
    expect(block.label).toBe("Sektion");
    expect(block.category).toBe("Layout");
  });

  it("clamps padding to 0–256, fills missing sides and accepts only #rrggbb and safe images", () => {
    expect(block.schema.parse({ padding: { top: -4, bottom: 999 } }).padding).toEqual({ top: 0, right: 16, bottom: 256, left: 16 });
    expect(block.schema.parse({ padding: { top: 256, left: 0 } }).padding).toMatchObject({ top: 256, left: 0 });
    expect(block.schema.parse({ backgroundColor: "red" }).backgroundColor).toBe("");
    expect(block.schema.parse({ backgroundColor: "#112233" }).backgroundColor).toBe("#112233");
    expect(block.schema.parse({ backgroundImage: "javascript:alert(1)" }).backgroundImage).toBe("");
    expect(block.schema.parse({ backgroundType: "video" }).backgroundType).toBe("none");
  });

  it("renders a section with title, padding and its children", () => {
    const html = render({ title: "Leistungen" }, [{ id: "p", type: "paragraph", content: { text: "Wir fertigen." } }]);
    const id = /^<section aria-labelledby="([^"]+)"[^>]*style="padding:32px 16px 32px 16px"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<h2 id="${id}"[^>]*>Leistungen</h2>`));
    expect(html).toContain("<p>Wir fertigen.</p>");
  });

  it("applies a colour only for backgroundType color", () => {
    expect(render({ backgroundType: "color", backgroundColor: "#f0f4ff" })).toContain("background-color:#f0f4ff");
    expect(render({ backgroundType: "none", backgroundColor: "#f0f4ff" })).not.toContain("background-color");
  });

  it("shows a background image with a decorative img and readable text", () => {
    const html = render({ backgroundType: "image", backgroundImage: "/uploads/images/halle.jpg" });
    expect(html).toContain('<img src="/uploads/images/halle.jpg" alt="" loading="lazy"');
    expect(html).toContain("text-white");
    expect(render({ backgroundType: "image", backgroundImage: "" })).not.toContain("<img");
    expect(render({ backgroundType: "color", backgroundImage: "/a.jpg" })).not.toContain("<img");
  });

  it("gives a library background picture AVIF and WebP variants up to 1920 px", () => {
    const html = render({ backgroundType: "image", backgroundImage: "/media/images/halle.jpg" });
    expect(html).toContain('<source type="image/avif" srcSet="/media/images/halle.jpg?width=640&amp;quality=85&amp;format=avif 640w');
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain('src="/media/images/halle.jpg?width=1920&amp;quality=85"');
    expect(html).toContain('sizes="100vw"');
  });
});
