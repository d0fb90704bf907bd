import { describe, expect, it } from "vitest";
import { block, isDarkColour } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "c" });
}

describe("cta block", () => {
  it("switches to light text on a dark custom background", () => {
    expect(isDarkColour("#0f172a")).toBe(true);
    expect(isDarkColour("#eff6ff")).toBe(false);
    expect(isDarkColour("")).toBe(false);
    expect(render({ backgroundColor: "#0f172a" })).toContain("text-white");
    expect(render({ backgroundColor: "#eff6ff" })).not.toContain("text-white/85");
  });


  it("has complete German defaults linking to /kontakt", () => {
    const d = block.schema.parse({});
    expect(d).toMatchObject({
      primaryButtonLink: "/kontakt",
      primaryButtonVariant: "default",
      primaryButtonColor: "",
      secondaryButtonText: "",
      secondaryButtonVariant: "outline",
      variant: "centered",
      backgroundColor: "",
    });
    expect(d.title.length).toBeGreaterThan(0);
    expect(block.label).toBe("Call-to-Action");
    expect(block.category).toBe("Components");
  });

  it("accepts custom colours only as #rrggbb and unknown variants fall back", () => {
    const c = block.schema.parse({
      primaryButtonColor: "#abc",
      secondaryButtonColor: "#12AB34",
      backgroundColor: "red",
      variant: "diagonal",
      primaryButtonVariant: "huge",
    });
    expect(c.primaryButtonColor).toBe("");
    expect(c.secondaryButtonColor).toBe("#12AB34");
    expect(c.backgroundColor).toBe("");
    expect(c.variant).toBe("centered");
    expect(c.primaryButtonVariant).toBe("default");
    expect(block.schema.parse({ backgroundColor: "#ffeedd" }).backgroundColor).toBe("#ffeedd");
    expect(block.schema.parse({ backgroundColor: "#ffeedd;x" }).backgroundColor).toBe("");
  });

  it("renders heading, text and the default in-app link to /kontakt", () => {
    const html = render({ title: "Jetzt starten", description: "Wir freuen uns auf Sie." });
    expect(html).toMatch(/^<section[^>]*class="[^"]*text-center/);
    expect(html).toMatch(/<h2[^>]*>Jetzt starten<\/h2>/);
    expect(html).toContain("Wir freuen uns auf Sie.");
    expect(html).toMatch(/<a[^>]*href="\/kontakt"[^>]*>Kontakt aufnehmen<\/a>/);
    expect(html).not.toContain("target=");
    expect(html).not.toContain("--cta-color");
  });

  it("renders the split layout with two buttons, link rules and custom colours", () => {
    const html = render({
      variant: "split",
      primaryButtonText: "Anrufen",
      primaryButtonLink: "tel:+49301234",
      primaryButtonColor: "#aa0000",
      secondaryButtonText: "Broschüre",
      secondaryButtonLink: "https://example.org/prospekt",
      backgroundColor: "#f0f4ff",
    });
    expect(html).toContain("md:flex-row");
    expect(html).toContain("background-color:#f0f4ff");
    expect(html).toContain('href="tel:+49301234"');
    expect(html).toContain("--cta-color:#aa0000");
    expect(html).toMatch(/href="https:\/\/example.org\/prospekt"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).toContain("Broschüre");
  });

  it("refuses unsafe links", () => {
    const html = render({ primaryButtonLink: "javascript:alert(1)" });
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="#"');
  });
});
