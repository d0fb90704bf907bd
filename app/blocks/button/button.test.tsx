import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "b" });
}

describe("button block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      text: "Mehr erfahren",
      variant: "default",
      size: "default",
      href: "/kontakt",
      target: "_self",
      align: "left",
    });
    expect(block.label).toBe("Button");
    expect(block.category).toBe("Basic");
  });

  it("falls back for unknown variants, sizes, targets and alignments", () => {
    const c = block.schema.parse({ variant: "rainbow", size: "xl", target: "_top", align: "middle" });
    expect(c).toMatchObject({ variant: "default", size: "default", target: "_self", align: "left" });
    expect(block.schema.parse({ variant: "outline", size: "lg", align: "right" })).toMatchObject({ variant: "outline", size: "lg", align: "right" });
  });

  it("rejects content of the wrong shape", () => {
    expect(block.schema.safeParse({ text: 42 }).success).toBe(false);
  });

  it("renders an internal path as an in-app link with the button styles and alignment", () => {
    const html = render({ text: "Angebot anfordern", href: "/angebot", align: "center", size: "lg" });
    expect(html).toMatch(/^<div class="[^"]*justify-center/);
    expect(html).toMatch(/<a[^>]*href="\/angebot"[^>]*>Angebot anfordern<\/a>/);
    expect(html).not.toContain("target=");
    expect(html).toContain("bg-primary-strong");
    expect(html).toContain("h-10");
  });

  it("opens external links in a new tab with rel=noopener", () => {
    const html = render({ text: "Partner", href: "https://example.org", variant: "outline" });
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("border-input");
  });

  it("downloads pdf links in a new tab and gives tel: links an icon", () => {
    const pdf = render({ text: "Datenblatt", href: "/files/datenblatt.pdf" });
    expect(pdf).toContain('download=""');
    expect(pdf).toContain('target="_blank"');
    const tel = render({ text: "Anrufen", href: "tel:+4930123456" });
    expect(tel).toContain('href="tel:+4930123456"');
    expect(tel).toContain("<svg");
  });

  it("makes javascript: links inert", () => {
    const html = render({ text: "Böse", href: "javascript:alert(1)" });
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="#"');
  });
});
