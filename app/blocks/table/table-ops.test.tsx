import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext } from "../data";
import { resolveEditableField } from "../editable";
import type { Block } from "../types";
import { block, columnPercents, MAX_COLUMNS, MAX_ROWS, type TableContent } from "./block";
// Through the registry: canvas.tsx imports canvas-tools.ts, which loads every canvas.tsx eagerly.
import { getBlockEditor } from "../admin-registry";
import { addColumn, addRow, currentWidths, minWidth, removeColumn, removeRow, resizeColumns, startWidths } from "./table-ops";

const parse = (c: Record<string, unknown>): TableContent => block.schema.parse(c);
const sum = (ws: number[]) => Math.round(ws.reduce((a, b) => a + b, 0) * 100) / 100;
/** Applies a patch the way the editor's update-content action does and parses again. */
const apply = (c: TableContent, patch: Record<string, unknown> | null) => {
  expect(patch).not.toBeNull();
  return parse({ ...c, ...patch });
};

const table = parse({
  headers: ["Name", "Preis", "Anzahl"],
  rows: [
    ["Apfel", "1", "3"],
    ["Birne", "2", "4"],
  ],
  columnWidths: [20, 50, 30],
});

describe("table rows", () => {
  it("appends an empty row as wide as the table and removes the last one, keeping the others", () => {
    const more = apply(table, addRow(table));
    expect(more.rows).toEqual([...table.rows, ["", "", ""]]);
    const less = apply(more, removeRow(more));
    expect(less.rows).toEqual(table.rows);
    const none = apply(apply(less, removeRow(less)), removeRow(apply(less, removeRow(less))));
    expect(none.rows).toEqual([]);
    expect(removeRow(none)).toBeNull();
    expect(none.headers).toEqual(["Name", "Preis", "Anzahl"]);
  });

  it("stops at 50 rows", () => {
    const full = parse({ headers: ["a"], rows: Array.from({ length: MAX_ROWS }, (_, i) => [String(i)]) });
    expect(addRow(full)).toBeNull();
    const almost = parse({ headers: ["a"], rows: Array.from({ length: MAX_ROWS - 1 }, () => ["x"]) });
    expect(apply(almost, addRow(almost)).rows).toHaveLength(MAX_ROWS);
  });
});

describe("table columns", () => {
  it("appends a column 'Spalte 4' with empty cells and shrinks the dragged widths in proportion", () => {
    const next = apply(table, addColumn(table));
    expect(next.headers).toEqual(["Name", "Preis", "Anzahl", "Spalte 4"]);
    expect(next.rows).toEqual([
      ["Apfel", "1", "3", ""],
      ["Birne", "2", "4", ""],
    ]);
    expect(next.columnWidths).toEqual([15, 37.5, 22.5, 25]);
    expect(columnPercents(next.columnWidths, 4)).toEqual([15, 37.5, 22.5, 25]);
  });

  it("removes the last column, keeps every other cell and gives its width to the others", () => {
    const next = apply(table, removeColumn(table));
    expect(next.headers).toEqual(["Name", "Preis"]);
    expect(next.rows).toEqual([
      ["Apfel", "1"],
      ["Birne", "2"],
    ]);
    expect(next.columnWidths).toEqual([28.57, 71.43]);
    expect(sum(next.columnWidths)).toBe(100);
  });

  it("keeps equal widths unstored and a table without header row without headers", () => {
    const plain = parse({ headers: [], rows: [["a", "b"]] });
    const next = apply(plain, addColumn(plain));
    expect(next.columnWidths).toEqual([]);
    expect(next.headers).toEqual(["", "", ""]);
    expect(next.rows).toEqual([["a", "b", ""]]);
  });

  it("pads short rows when adding and keeps at least one column", () => {
    const ragged = parse({ headers: ["A", "B"], rows: [["1"], ["1", "2"]] });
    expect(apply(ragged, addColumn(ragged)).rows).toEqual([
      ["1", "", ""],
      ["1", "2", ""],
    ]);
    const one = parse({ headers: ["A"], rows: [["1"]] });
    expect(removeColumn(one)).toBeNull();
    const twelve = parse({ headers: Array.from({ length: MAX_COLUMNS }, (_, i) => `S${i}`), rows: [] });
    expect(addColumn(twelve)).toBeNull();
    expect(apply(twelve, removeColumn(twelve)).headers).toHaveLength(MAX_COLUMNS - 1);
  });
});

describe("column resize", () => {
  it("moves one edge: the two neighbours change, the others stay, the sum stays 100", () => {
    expect(resizeColumns([20, 50, 30], 0, 15)).toEqual([35, 35, 30]);
    expect(resizeColumns([20, 50, 30], 1, -12.345)).toEqual([20, 37.66, 42.34]);
  });

  it("never makes a column narrower than 10 %", () => {
    expect(resizeColumns([20, 50, 30], 0, -50)).toEqual([10, 60, 30]);
    expect(resizeColumns([20, 50, 30], 0, 500)).toEqual([60, 10, 30]);
    for (let d = -100; d <= 100; d += 7.3) {
      const ws = resizeColumns([25, 25, 25, 25], 2, d);
      expect(sum(ws)).toBe(100);
      expect(Math.min(...ws)).toBeGreaterThanOrEqual(10);
    }
  });

  it("ignores edges that do not exist and allows an equal share with more than ten columns", () => {
    expect(resizeColumns([50, 50], 1, 10)).toEqual([50, 50]);
    expect(resizeColumns([50, 50], -1, 10)).toEqual([50, 50]);
    expect(minWidth(12)).toBe(8.33);
    expect(minWidth(4)).toBe(10);
  });

  it("starts from the shown widths: equal ones when none are stored, exactly 100 in sum", () => {
    expect(currentWidths(parse({}))).toEqual([33.33, 33.33, 33.34]);
    expect(currentWidths(table)).toEqual([20, 50, 30]);
  });

  it("starts a drag from the laid-out widths unless widths are stored", () => {
    expect(startWidths(parse({}), [100, 300, 100])).toEqual([20, 60, 20]);
    expect(startWidths(parse({}), [100, 300])).toEqual([33.33, 33.33, 33.34]);
    expect(startWidths(table, [100, 300, 100])).toEqual([20, 50, 30]);
  });
});

describe("table canvas", () => {
  function renderTable(content: Record<string, unknown>, editMode: boolean) {
    const b: Block = { id: "t", type: "table", content };
    const Render = block.Render;
    return renderToStaticMarkup(
      <BlockDataContext.Provider value={{ editMode }}>
        <Render block={b} content={parse(content)} renderSlot={() => null} />
      </BlockDataContext.Provider>,
    );
  }

  it("marks stored header and body cells for in-place editing in edit mode only", () => {
    const content = { headers: ["A", "B"], rows: [["1"], ["2", "3"]] };
    const html = renderTable(content, true);
    expect(html).toContain('data-edit-field="headers.1"');
    expect(html).toContain('data-edit-field="rows.1.1"');
    // Row 0 has one stored cell: its padded second cell is no field.
    expect(html).toContain('data-edit-field="rows.0.0"');
    expect(html).not.toContain('data-edit-field="rows.0.1"');
    expect(renderTable(content, false)).not.toContain("data-edit-field");
    expect(resolveEditableField(block, "rows.1.1")).toMatchObject({ kind: "text" });
    expect(resolveEditableField(block, "headers.0")).toMatchObject({ kind: "text" });
  });

  it("disables the tools at the limits and says why", () => {
    const Tools = getBlockEditor("table")!.CanvasTools!;
    const render = (c: Record<string, unknown>) =>
      renderToStaticMarkup(<Tools block={{ id: "t", type: "table", content: c }} content={parse(c)} getBody={() => null} onContent={() => {}} />);
    const one = render({ headers: ["A"], rows: [] });
    expect(one).toMatch(/<button[^>]*disabled=""[^>]*title="Die Tabelle hat keine Zeilen mehr"/);
    expect(one).toMatch(/<button[^>]*disabled=""[^>]*title="Mindestens eine Spalte"/);
    expect(one).not.toMatch(/disabled=""[^>]*title="Höchstens/);
    const full = render({ headers: Array.from({ length: 12 }, () => "x"), rows: Array.from({ length: 50 }, () => ["x"]) });
    expect(full).toMatch(/disabled=""[^>]*title="Höchstens 50 Zeilen"/);
    expect(full).toMatch(/disabled=""[^>]*title="Höchstens 12 Spalten"/);
    expect(full).toContain('role="toolbar"');
  });
});
