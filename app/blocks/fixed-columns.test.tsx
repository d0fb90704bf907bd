import { describe, expect, it } from "vitest";
import { getBlockEditor } from "./admin-registry";
import { presetsFor, WIDTH_PRESETS } from "./column-widths";
import { allBlockModules, getBlockModule } from "./registry";
import { columnSlots, renderBlock } from "./render-for-test";
import type { Block, ColumnWidthsField } from "./types";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

/** Issue 38, item 7: every column-type block, with its number of columns. */
const COLUMN_BLOCKS = [
  ["columns", 2],
  ["two-column", 2],
  ["three-column", 3],
  ["grid", 3],
  ["flexible-row", 2],
] as const;

describe("column widths on every column-type block (issue 38)", () => {
  it("offers the presets that fit the column count: 33 : 67 and 67 : 33 for two, 25 : 50 : 25 for three", () => {
    expect(presetsFor(2)).toEqual([
      [33, 67],
      [67, 33],
    ]);
    expect(presetsFor(3)).toEqual([[25, 50, 25]]);
    expect(presetsFor(4)).toEqual([]);
  });

  it("is every block with column slots: a widths field with the spec's presets, and a drag handle on the canvas", () => {
    const withColumns = allBlockModules()
      .filter((module) => module.slots?.columns && module.type !== "slide")
      .map((module) => module.type)
      .sort();
    expect(withColumns).toEqual(COLUMN_BLOCKS.map(([type]) => type).sort());
    for (const [type, columns] of COLUMN_BLOCKS) {
      const module = getBlockModule(type)!;
      const field = (module.fields as Record<string, ColumnWidthsField>).columnWidths;
      expect(field?.kind, type).toBe("column-widths");
      expect(field.label, type).toBe("Spaltenbreiten");
      expect(field.presets, type).toEqual(WIDTH_PRESETS);
      expect(field.presets.filter((preset) => preset.length === columns).length, type).toBeGreaterThan(0);
      expect((module.schema.parse({}) as { columnWidths: number[] }).columnWidths, type).toHaveLength(columns);
      expect(getBlockEditor(type)?.CanvasTools, type).toBeTypeOf("function");
    }
  });

  it.each([
    ["columns", [33, 67], { leftText: "", rightText: "" }],
    ["two-column", [67, 33], {}],
    ["three-column", [25, 50, 25], {}],
    ["grid", [25, 50, 25], {}],
  ] as const)("%s renders chosen widths as its grid from md on and keeps the plain equal grid by default", (type, widths, content) => {
    const module = getBlockModule(type)!;
    const slots = columnSlots(...widths.map((_, i) => [p(`c${i}`)]));
    const chosen = renderBlock(module, { ...content, columnWidths: widths }, { id: "b", slots, router: false });
    expect(chosen).toContain("md:grid-cols-(--row-columns)");
    expect(chosen).toContain(`--row-columns:${widths.map((w) => `minmax(0,${w}fr)`).join(" ")}`);
    const equal = renderBlock(module, content, { id: "b", slots, router: false });
    expect(equal).toContain(`md:grid-cols-${widths.length}`);
    expect(equal).not.toContain("--row-columns");
    // A preset's name (older imports) and nonsense read as what they mean.
    expect((module.schema.parse({ ...content, columnWidths: "highlight-middle" }) as { columnWidths: number[] }).columnWidths).toEqual(
      widths.length === 2 ? [33, 67] : [25, 50, 25],
    );
    expect((module.schema.parse({ ...content, columnWidths: [1, "x"] }) as { columnWidths: number[] }).columnWidths).toHaveLength(widths.length);
  });
});
