import { describe, expect, it } from "vitest";
import { readBlocks } from "../content";
import type { Block } from "../types";
import { block } from "./block";
import { columnSlots, renderBlock } from "../render-for-test";


function render(content: Record<string, unknown>, slots?: Block["slots"]): string {
  return renderBlock(block, content, { id: "c", slots, router: false });
}

describe("columns block", () => {
  it("has complete defaults and declares its HTML fields and two column slots", () => {
    expect(block.schema.parse({})).toEqual({ leftText: "Inhalt der linken Spalte", rightText: "Inhalt der rechten Spalte", columnWidths: [50, 50] });
    expect(block.htmlFields).toEqual(["leftText", "rightText"]);
    expect(block.slots).toEqual({ columns: { label: "Spalte", count: 2, legacyFields: ["leftColumn", "rightColumn"] } });
    expect(block.label).toBe("Spalten");
    expect(block.schema.safeParse({ leftText: 5 }).success).toBe(false);
  });

  it("reads the spec's leftColumn/rightColumn into the column slots, ahead of per-column children", () => {
    const [read] = readBlocks([
      {
        id: "c",
        type: "columns",
        content: { leftText: "L", leftColumn: [{ id: "p", type: "paragraph", content: { text: "x" } }, "junk", 3], rightColumn: [{ type: "paragraph", content: { text: "y" } }] },
        children: [[], [{ id: "b", type: "paragraph", content: { text: "z" } }]],
      },
    ]);
    expect(read.content).toEqual({ leftText: "L" });
    expect(read.slots).toEqual({
      "columns[0]": [{ id: "p", type: "paragraph", content: { text: "x" } }],
      "columns[1]": [
        { id: "c-rightColumn-0", type: "paragraph", content: { text: "y" } },
        { id: "b", type: "paragraph", content: { text: "z" } },
      ],
    });
  });

  it("renders two stacking columns with rich text and child blocks", () => {
    const html = render(
      {
        leftText: "<p>Links <strong>fett</strong></p>",
        rightText: "Rechts schlicht",
      },
      columnSlots([{ id: "a", type: "paragraph", content: { text: "Block links" } }], [{ id: "b", type: "paragraph", content: { text: "Block rechts" } }]),
    );
    expect(html).toMatch(/^<div class="grid grid-cols-1[^"]*md:grid-cols-2/);
    expect(html).toContain('<div class="prose-cms"><p>Links <strong>fett</strong></p></div><p>Block links</p>');
    expect(html).toContain('<div class="prose-cms"><p>Rechts schlicht</p></div><p>Block rechts</p>');
    expect(html.match(/min-w-0/g)).toHaveLength(2);
  });

  it("leaves out empty text", () => {
    const html = render({ leftText: "", rightText: "  " });
    expect(html).not.toContain("prose-cms");
    expect(html.match(/min-w-0/g)).toHaveLength(2);
  });
});
