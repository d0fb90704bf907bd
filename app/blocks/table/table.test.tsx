import { describe, expect, it } from "vitest";
import { block, columnCount, columnPercents } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "t", router: false });
}

describe("table block", () => {
  it("defaults to three columns with a header row and empty data rows", () => {
    expect(block.schema.parse({})).toEqual({
      headers: ["Spalte 1", "Spalte 2", "Spalte 3"],
      rows: [
        ["", "", ""],
        ["", "", ""],
      ],
      columnWidths: [],
    });
    expect(block.label).toBe("Tabelle");
  });

  it("clamps to 12 columns and 50 rows", () => {
    const wide = Array.from({ length: 15 }, (_, i) => `H${i}`);
    const c = block.schema.parse({ headers: wide, rows: Array.from({ length: 60 }, () => wide) });
    expect(c.headers).toHaveLength(12);
    expect(c.rows).toHaveLength(50);
    expect(c.rows[0]).toHaveLength(12);
    const exact = block.schema.parse({ headers: wide.slice(0, 12), rows: Array.from({ length: 50 }, () => ["x"]) });
    expect(exact.headers).toHaveLength(12);
    expect(exact.rows).toHaveLength(50);
    expect(columnCount(block.schema.parse({ headers: ["a"], rows: [] }))).toBe(1);
    expect(columnCount(block.schema.parse({ headers: [], rows: [] }))).toBe(0);
  });

  it("reads numbers as text, old 'data' rows, and rejects the wrong shape", () => {
    expect(block.schema.parse({ rows: [[1, null, "x"]] }).rows).toEqual([["1", "", "x"]]);
    expect(block.schema.parse({ data: [["a", "b"]] }).rows).toEqual([["a", "b"]]);
    expect(block.schema.safeParse({ rows: "a,b" }).success).toBe(false);
  });

  it("normalises column widths to percentages of at least 10 %", () => {
    expect(columnPercents([], 3)).toBeUndefined();
    expect(block.schema.parse({ columnWidths: ["40%", 60, "x"] }).columnWidths).toEqual([40, 60, 0]);
    expect(columnPercents([40, 60, 0], 3)).toBeUndefined();
    expect(columnPercents([50, 50], 3)).toBeUndefined();
    expect(columnPercents([1, 1], 2)).toEqual([50, 50]);
    const p = columnPercents([98, 1, 1], 3)!;
    expect(Math.min(...p)).toBeGreaterThanOrEqual(8.3);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1);
  });

  it("renders an accessible table with column headers", () => {
    const html = render({
      headers: ["Modell", "Leistung", "Preis"],
      rows: [
        ["A 100", "5 kW", "1.200 €"],
        ["B 200", "8 kW"],
      ],
      columnWidths: [50, 25, 25],
    });
    expect(html).toMatch(/^<div role="region" aria-label="[^"]+" tabindex="0"/);
    expect(html).toContain('<th scope="col"');
    expect(html.match(/<th /g)).toHaveLength(3);
    expect(html).toContain(">Modell</th>");
    expect(html).toContain(">1.200 €</td>");
    // The short row is padded to the column count.
    expect(html.match(/<td /g)).toHaveLength(6);
    expect(html).toContain('<col style="width:50%"/>');
  });

  it("shows the spec's empty state without data", () => {
    expect(render({ headers: [], rows: [] })).toContain("No data in table");
    expect(render({ headers: ["", ""], rows: [["", ""]] })).toContain("No data in table");
    expect(render({})).not.toContain("No data in table");
    expect(render({ headers: [], rows: [["nur Daten"]] })).not.toContain("<thead");
  });
});
