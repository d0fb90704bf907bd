import { describe, expect, it } from "vitest";
import { clampTable, tableContent, tableDefaults } from "./insert";

describe("table insert", () => {
  it("defaults to 3 × 3 with a header row", () => {
    expect(tableDefaults()).toEqual({ cols: 3, rows: 3, header: true });
    const r = tableContent(tableDefaults());
    expect(r.ok && r.content).toEqual({
      headers: ["Spalte 1", "Spalte 2", "Spalte 3"],
      rows: [
        ["", "", ""],
        ["", "", ""],
        ["", "", ""],
      ],
      columnWidths: [],
    });
  });

  it("makes 4 × 2, no header when off, and clamps to 1–12 columns and 1–20 rows", () => {
    const r = tableContent({ cols: 4, rows: 2, header: false });
    expect(r.ok && r.content).toMatchObject({ headers: [], rows: [["", "", "", ""], ["", "", "", ""]] });
    expect(clampTable({ cols: 40, rows: 0, header: true })).toEqual({ cols: 12, rows: 1, header: true });
    expect(clampTable({ cols: 0, rows: 99, header: true })).toEqual({ cols: 1, rows: 20, header: true });
    const big = tableContent({ cols: 13, rows: 21, header: true });
    expect(big.ok && (big.content.headers as string[]).length).toBe(12);
    expect(big.ok && (big.content.rows as string[][]).length).toBe(20);
  });
});
