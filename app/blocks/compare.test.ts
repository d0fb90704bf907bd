import { describe, expect, it } from "vitest";
import { blocksForComparison, compareBlockContents } from "./compare";

const p = (id: string, text: string, style?: Record<string, unknown>) => ({ id, type: "paragraph", content: { text }, ...(style ? { style } : {}) });

describe("compareBlockContents (the real block modules)", () => {
  it("uses the modules' German names for types, fields and style fields", () => {
    const before = [p("a", "<p>Willkommen bei Muster</p>", { padding: { top: 16 } })];
    const after = [p("a", "<p>Willkommen bei Beispiel</p>", { padding: { top: 32 } })];
    const [a] = compareBlockContents(before, after).blocks;
    expect(a.label).toBe("Absatz: Willkommen bei Beispiel");
    expect(a.kind).toBe("changed");
    expect(a.fields).toMatchObject([{ field: "text", label: "Text", words: [{ kind: "same", text: "Willkommen bei " }, { kind: "removed", text: "Muster" }, { kind: "added", text: "Beispiel" }] }]);
    expect(a.styles.map((s) => s.text)).toEqual(["Innenabstand oben 16 → 32"]);
  });

  it("walks the slots of a flexible row and a section, and the section's own padding is style", () => {
    const before = [
      { id: "s", type: "section", content: { padding: { top: 32 } }, slots: { children: [{ id: "row", type: "flexible-row", content: { columns: 2 }, slots: { "columns[0]": [p("l", "Links")], "columns[1]": [p("r", "Rechts")] } }] } },
    ];
    const after = [
      { id: "s", type: "section", content: { padding: { top: 64 } }, slots: { children: [{ id: "row", type: "flexible-row", content: { columns: 2 }, slots: { "columns[0]": [p("r", "Rechts")], "columns[1]": [p("l", "Links"), p("n", "Neu")] } }] } },
    ];
    const { blocks, summary } = compareBlockContents(before, after);
    expect(blocks.map((b) => `${b.id}:${b.kind}${b.moved ? "+moved" : ""}`)).toEqual(["s:style", "row:unchanged", "r:moved+moved", "l:moved+moved", "n:added"]);
    expect(blocks[0].styles.map((s) => s.text)).toEqual(["Innenabstand oben 32 → 64"]);
    expect(blocks.find((b) => b.id === "n")).toMatchObject({ parents: ["s", "row"], slot: "columns[1]", to_index: 1 });
    expect(summary).toEqual({ added: 1, removed: 0, moved: 2, changed: 0, style: 1 });
  });

  it("reads legacy content (sections object, columns fields, an HTML string) without crashing", () => {
    const legacy = { sections: [{ id: "c", type: "columns", content: { leftColumn: [p("x", "Alt")] } }] };
    const now = [{ id: "c", type: "columns", content: {}, slots: { "columns[0]": [p("x", "Neu")] } }];
    const { blocks } = compareBlockContents(legacy, now);
    expect(blocks.map((b) => `${b.id}:${b.kind}`)).toEqual(["c:unchanged", "x:changed"]);
    expect(compareBlockContents("<p>Hallo</p>", []).blocks.map((b) => b.kind)).toEqual(["removed"]);
    expect(compareBlockContents(42, "kein JSON {").blocks.map((b) => b.type)).toEqual(["html-content"]);
  });

  it("fills defaults on both sides, so a field only one side stores is no change", () => {
    expect(compareBlockContents([{ id: "h", type: "heading", content: { text: "Titel" } }], [{ id: "h", type: "heading", content: { text: "Titel", level: 2 } }]).blocks[0].kind).toBe("unchanged");
    expect(blocksForComparison([{ id: "h", type: "heading", content: {} }])[0].content).toMatchObject({ level: 2 });
  });
});
