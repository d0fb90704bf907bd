import { describe, expect, it } from "vitest";
import { allBlockModules } from "~/blocks/registry";
import { bausteinePage, withEveryBlockType } from "./bausteine";

describe("the 'Bausteine' demo page and the registry", () => {
  it("appends every block type the curated content does not show, with its default content", () => {
    const page = withEveryBlockType({ ...bausteinePage, content: [{ id: "h", type: "heading", content: { text: "Nur eine Überschrift" } }] });
    const types = page.content.map((b) => b.type);
    expect(types.slice(0, 2)).toEqual(["heading", "heading"]);
    expect(page.content[1].content).toMatchObject({ text: "Weitere Bausteine" });
    const modules = allBlockModules().filter((m) => m.type !== "heading" && m.library !== false);
    expect(types.slice(2)).toEqual(modules.map((m) => m.type));
    expect(page.content.find((b) => b.type === "spacer")?.content).toEqual({ height: 32 });
    // A presentation's slide is not a block of ordinary pages.
    expect(types).not.toContain("slide");
  });

  it("leaves a page that shows every type as it is", () => {
    expect(withEveryBlockType(bausteinePage)).toBe(bausteinePage);
    expect(bausteinePage.content.map((b) => b.id)).not.toContain("bs-weitere");
  });
});
