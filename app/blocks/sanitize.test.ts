import { describe, expect, it } from "vitest";
import { TEXT_FONTS, TEXT_SIZES_PX } from "~/lib/text-styles";
import { sanitizeRichText } from "./sanitize.server";

/** Spec §9: the rich-text toolbar's font sizes and fonts, and nothing else, survive the sanitiser. */
describe("sanitiser: text sizes and fonts", () => {
  it("keeps every size of the toolbar (8, 10, 12, 14, 16, 18, 24 px)", () => {
    expect(TEXT_SIZES_PX).toEqual([8, 10, 12, 14, 16, 18, 24]);
    for (const size of TEXT_SIZES_PX) {
      expect(sanitizeRichText(`<p><span style="font-size: ${size}px">Text</span></p>`)).toBe(`<p><span style="font-size:${size}px">Text</span></p>`);
    }
  });

  it("drops any other size: other pixel values, em/rem/%, keywords, expressions", () => {
    for (const value of ["20px", "9px", "2em", "1.5rem", "150%", "large", "24PX", "calc(10px + 2vw)", "240px", "0px"]) {
      expect(sanitizeRichText(`<p><span style="font-size: ${value}">Text</span></p>`), value).toBe("<p><span>Text</span></p>");
    }
  });

  it("keeps the seven named fonts, quoted or not", () => {
    expect(TEXT_FONTS).toEqual(["Arial", "Helvetica", "Georgia", "Times New Roman", "Courier New", "Verdana", "Trebuchet MS"]);
    for (const font of TEXT_FONTS) {
      expect(sanitizeRichText(`<span style="font-family: ${font}">A</span>`)).toBe(`<span style="font-family:${font}">A</span>`);
    }
    expect(sanitizeRichText(`<span style='font-family: "Times New Roman"'>A</span>`)).toBe('<span style="font-family:&quot;Times New Roman&quot;">A</span>');
  });

  it("drops other fonts and font stacks", () => {
    for (const value of ["Comic Sans MS", "Georgia, serif", "serif", "url(x)", "Georgiax", "'Georgia\""]) {
      expect(sanitizeRichText(`<span style="font-family: ${value}">A</span>`), value).not.toMatch(/font-family/);
    }
  });

  it("keeps size, font and colour together on one span", () => {
    expect(sanitizeRichText('<span style="color: #c00; font-size: 24px; font-family: Georgia">Wort</span>')).toBe(
      '<span style="color:#c00;font-size:24px;font-family:Georgia">Wort</span>',
    );
  });
});
