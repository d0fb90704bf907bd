import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// Through the registry: canvas.tsx imports canvas-tools.ts, which loads every canvas.tsx eagerly.
import { getBlockEditor } from "../admin-registry";
import { findBlock, slotsOf, updateContent } from "../tree";
import type { Block } from "../types";
import { block } from "./block";
import { columnsPatch } from "./row-ops";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });
const row = (): Block => ({ id: "row", type: "flexible-row", content: { columns: 3 }, slots: { "columns[0]": [p("a")], "columns[1]": [p("b"), p("c")], "columns[2]": [p("d")] } });
const columns = (tree: Block[]) => slotsOf(findBlock(tree, "row")!.block).map((s) => s.blocks.map((b) => b.id));

describe("flexible-row canvas tools", () => {
  it("adds a column with equal widths and keeps every child in its column", () => {
    const tree = updateContent([row()], "row", columnsPatch(4)!);
    expect(columns(tree)).toEqual([["a"], ["b", "c"], ["d"], []]);
    expect(block.schema.parse(findBlock(tree, "row")!.block.content)).toMatchObject({ columns: 4, columnWidths: [25, 25, 25, 25] });
  });

  it("removes a column and moves its children into the last remaining column, down to one", () => {
    const two = updateContent([row()], "row", columnsPatch(2)!);
    expect(columns(two)).toEqual([["a"], ["b", "c", "d"]]);
    expect(findBlock(two, "row")!.block.content.columnWidths).toEqual([50, 50]);
    const one = updateContent(two, "row", columnsPatch(1)!);
    expect(columns(one)).toEqual([["a", "b", "c", "d"]]);
  });

  it("refuses counts outside 1–6", () => {
    expect([0, 7, 1.5].map(columnsPatch)).toEqual([null, null, null]);
    expect(columnsPatch(6)).toEqual({ columns: 6, columnWidths: [16.67, 16.67, 16.67, 16.67, 16.67, 16.67] });
  });

  it("disables add at six and remove at one column, with a reason", () => {
    const Tools = getBlockEditor("flexible-row")!.CanvasTools!;
    const render = (c: Record<string, unknown>) =>
      renderToStaticMarkup(<Tools block={{ id: "row", type: "flexible-row", content: c }} content={block.schema.parse(c)} getBody={() => null} onContent={() => {}} />);
    expect(render({ columns: 6 })).toMatch(/disabled=""[^>]*title="Höchstens 6 Spalten"/);
    expect(render({ columns: 1 })).toMatch(/disabled=""[^>]*title="Mindestens eine Spalte"/);
    expect(render({ columns: 3 })).not.toContain('disabled=""');
  });
});
