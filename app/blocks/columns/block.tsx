import { z } from "zod";
import { columnSlot } from "../container/children";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

const schema = z.object({
  /** Rich text (HTML), sanitised on the server. */
  leftText: text("Inhalt der linken Spalte"),
  rightText: text("Inhalt der rechten Spalte"),
});

export type ColumnsContent = z.infer<typeof schema>;

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "columns",
  label: "Spalten",
  category: "Layout",
  schema,
  fields: {
    leftText: field.richtext("Text der linken Spalte"),
    rightText: field.richtext("Text der rechten Spalte"),
  },
  styleFields: BLOCK_STYLE,
  htmlFields: ["leftText", "rightText"],
  // Spec §3 stores the column blocks in content.leftColumn / rightColumn; reading moves them here.
  slots: { columns: { label: "Spalte", count: 2, legacyFields: ["leftColumn", "rightColumn"] } },
  Render: function ColumnsBlock({ content, renderSlot }) {
    const editable = useEditable();
    return (
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-8">
        {[content.leftText, content.rightText].map((text, i) => (
          <div key={i} className="min-w-0">
            {text.trim() !== "" && <div {...editable(i === 0 ? "leftText" : "rightText")} className="prose-cms" dangerouslySetInnerHTML={{ __html: html(text) }} />}
            {renderSlot(columnSlot(i))}
          </div>
        ))}
      </div>
    );
  },
});
