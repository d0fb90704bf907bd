import { z } from "zod";
import { columnChildren, contentBlocks } from "../container/children";
import { text } from "../fields";
import { defineBlock, type Block } from "../types";

/** Blocks kept in content (older layouts); anything that is not a block is dropped. */
const blockList = z
  .array(z.unknown())
  .transform((v) => contentBlocks(v))
  .default([]);

const schema = z.object({
  /** Rich text (HTML), sanitised on the server. */
  leftText: text("Inhalt der linken Spalte"),
  rightText: text("Inhalt der rechten Spalte"),
  leftColumn: blockList,
  rightColumn: blockList,
});

export type ColumnsContent = z.infer<typeof schema>;

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "columns",
  label: "Spalten",
  category: "Layout",
  icon: "columns-2",
  schema,
  htmlFields: ["leftText", "rightText"],
  blockListFields: ["leftColumn", "rightColumn"],
  Render: ({ block, content, renderBlocks }) => {
    // Child blocks come from content (leftColumn/rightColumn) and from per-column children.
    const [leftChildren, rightChildren] = columnChildren(block, 2);
    const columns: { text: string; blocks: Block[] }[] = [
      { text: content.leftText, blocks: [...content.leftColumn, ...leftChildren] },
      { text: content.rightText, blocks: [...content.rightColumn, ...rightChildren] },
    ];
    return (
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-8">
        {columns.map((column, i) => (
          <div key={i} className="min-w-0">
            {column.text.trim() !== "" && <div className="prose-cms" dangerouslySetInnerHTML={{ __html: html(column.text) }} />}
            {renderBlocks(column.blocks)}
          </div>
        ))}
      </div>
    );
  },
});
