import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readBlocks } from "../content";
import { BlockList } from "../render";
import { sanitizeBlocks, sanitizeRichText } from "../sanitize.server";
import { slotsOf } from "../tree";
import { legacyFromSlideBlocks, legacySlidesOf, slideBlocksFromLegacy } from "./legacy";
import { shownSlides } from "./shown";

const OLD = {
  slides: [
    { id: "s1", type: "slide", title: "Agenda", content: '<ul><li>Rückblick</li></ul><p style="text-align: center">Mitte</p>', imageUrl: "/media/images/agenda.jpg" },
    { id: "s2", type: "slide", title: "Leer", content: "", imageUrl: "" },
    { title: "Ohne Id", content: "<p onclick=\"x()\">Hallo</p><script>alert(1)</script>" },
  ],
};

describe("slides stored before migration 0015", () => {
  it("readBlocks reads {slides} (object or JSON) into slide blocks, the HTML as one paragraph in the slot", () => {
    const blocks = readBlocks(OLD);
    expect(readBlocks(JSON.stringify(OLD))).toEqual(blocks);
    expect(blocks.map((b) => [b.id, b.type, b.content.title])).toEqual([
      ["s1", "slide", "Agenda"],
      ["s2", "slide", "Leer"],
      ["slide-3", "slide", "Ohne Id"],
    ]);
    expect(slotsOf(blocks[0])).toEqual([{ name: "children", blocks: [{ id: "s1-text", type: "paragraph", content: { text: OLD.slides[0].content } }] }]);
    expect(slotsOf(blocks[1])[0].blocks).toEqual([]);
    expect(legacySlidesOf([{ id: "x", type: "paragraph", content: {} }])).toBeNull();
  });

  it("the paragraph's sanitiser keeps exactly what the slides' sanitiser kept (one policy)", () => {
    const html = OLD.slides.map((s) => s.content).join("");
    const [slide] = sanitizeBlocks(slideBlocksFromLegacy([{ id: "x", title: "T", content: html }]));
    expect(slotsOf(slide)[0].blocks[0].content.text).toBe(sanitizeRichText(html));
    expect(sanitizeRichText(html)).toContain('<p style="text-align:center">Mitte</p>');
    expect(sanitizeRichText(html)).not.toMatch(/onclick|script/);
  });

  it("back to {slides}: title, image and the slot's HTML concatenated", () => {
    const blocks = readBlocks(OLD);
    expect(legacyFromSlideBlocks(blocks)).toEqual([
      { id: "s1", type: "slide", title: "Agenda", content: OLD.slides[0].content, imageUrl: "/media/images/agenda.jpg" },
      { id: "s2", type: "slide", title: "Leer", content: "", imageUrl: "" },
      { id: "slide-3", type: "slide", title: "Ohne Id", content: OLD.slides[2].content, imageUrl: "" },
    ]);
    const twoTexts = [{ ...blocks[0], slots: { children: [{ id: "a", type: "paragraph", content: { text: "<p>1</p>" } }, { id: "b", type: "html-content", content: { html: "<p>2</p>" } }] } }];
    expect(legacyFromSlideBlocks(twoTexts)?.[0].content).toBe("<p>1</p><p>2</p>");
    expect(legacyFromSlideBlocks([{ id: "p", type: "paragraph", content: {} }])).toBeNull();
    expect(legacyFromSlideBlocks([])).toBeNull();
  });

  it("renders as the viewer's slide: the same text, sanitised, the unsafe image left out", () => {
    const slides = shownSlides(sanitizeBlocks(readBlocks({ slides: [{ id: "a", title: "T", content: "<p>x</p>", imageUrl: "javascript:alert(1)" }] })));
    expect(slides).toEqual([{ id: "a", title: "T", imageUrl: "", blocks: [{ id: "a-text", type: "paragraph", content: { text: "<p>x</p>" } }] }]);
    const html = renderToStaticMarkup(<BlockList blocks={readBlocks(OLD).slice(0, 1)} />);
    expect(html).toContain('data-block="slide"');
    expect(html).toContain("Agenda</h2>");
    expect(html).toContain("<li>Rückblick</li>");
  });
});
