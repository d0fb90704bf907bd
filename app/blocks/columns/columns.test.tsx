import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";

const fakeRender = (blocks: Block[] | undefined) => (blocks ?? []).map((b) => <p key={b.id}>{String(b.content.text)}</p>);

function render(content: Record<string, unknown>, children?: Block["children"]): string {
  const b: Block = { id: "c", type: "columns", content, children };
  const Render = block.Render;
  return renderToStaticMarkup(<Render block={b} content={block.schema.parse(content)} renderBlocks={fakeRender} />);
}

describe("columns block", () => {
  it("has complete defaults and declares its HTML fields", () => {
    expect(block.schema.parse({})).toEqual({
      leftText: "Inhalt der linken Spalte",
      rightText: "Inhalt der rechten Spalte",
      leftColumn: [],
      rightColumn: [],
    });
    expect(block.htmlFields).toEqual(["leftText", "rightText"]);
    expect(block.label).toBe("Spalten");
  });

  it("keeps only blocks in the column lists and rejects the wrong shape", () => {
    const c = block.schema.parse({ leftColumn: [{ id: "p", type: "paragraph", content: { text: "x" } }, "junk", 3] });
    expect(c.leftColumn).toEqual([{ id: "p", type: "paragraph", content: { text: "x" } }]);
    expect(block.schema.safeParse({ leftText: 5 }).success).toBe(false);
    expect(block.schema.safeParse({ rightColumn: "x" }).success).toBe(false);
  });

  it("renders two stacking columns with rich text and child blocks", () => {
    const html = render(
      {
        leftText: "<p>Links <strong>fett</strong></p>",
        rightText: "Rechts schlicht",
        leftColumn: [{ id: "a", type: "paragraph", content: { text: "Block links" } }],
      },
      [[], [{ id: "b", type: "paragraph", content: { text: "Block rechts" } }]],
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
