import { z } from "zod";
import { FONT_FAMILIES, FONT_FAMILY_LABELS } from "~/lib/fonts";
import {
  ALIGNMENTS,
  ALIGNMENT_LABELS,
  FONT_WEIGHTS,
  FONT_WEIGHT_LABELS,
  clampedNumber,
  field,
  hexColor,
  oneOf,
  text,
} from "../fields";
import { BOX_STYLE_OWN_COLOUR, TEXT_COLOUR_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { useBlockData } from "../data";
import { deSite } from "~/i18n/site";
import { plainText } from "~/lib/plain-text";

const schema = z.object({
  /** Rich text (HTML), sanitised on the server before it is stored or rendered. */
  text: text(""),
  color: hexColor(),
  alignment: oneOf(ALIGNMENTS, "left"),
  fontFamily: text(""),
  /** 0 means "theme size"; it must survive a second parse, so it is not clamped up to 8. */
  fontSize: clampedNumber(0, 48, 0).transform((v) => (v === 0 ? 0 : Math.max(8, v))),
  fontWeight: text(""),
});

export const block = defineBlock({
  type: "paragraph",
  label: "Absatz",
  category: "Basic",
  schema,
  fields: {
    text: field.richtext("Text"),
    color: field.colour("Farbe"),
    alignment: field.select("Ausrichtung", ALIGNMENTS, ALIGNMENT_LABELS),
    fontFamily: field.select("Schriftart", FONT_FAMILIES, FONT_FAMILY_LABELS),
    fontSize: field.number("Schriftgröße", 8, 48, { unit: "px", unsetValue: 0, start: 16 }),
    fontWeight: field.select("Schriftstärke", FONT_WEIGHTS, FONT_WEIGHT_LABELS),
  },
  // One colour: 'Farbe' (content.color); a 'Textfarbe' stored in the style is read into it.
  styleFields: BOX_STYLE_OWN_COLOUR,
  styleIntoContent: { color: TEXT_COLOUR_STYLE },
  htmlFields: ["text"],
  hooks: {
    seo: () => ({ htmlFields: ["text"] }),
    excerpt: (content) => plainText(content.text),
  },
  Render: function Paragraph({ content }) {
    const editable = useEditable();
    const { editMode } = useBlockData();
    // Empty text shows nothing to visitors; in edit mode a hint to click on (it is never stored).
    if (editMode && content.text.trim() === "") {
      return (
        <div {...editable("text")} className="prose-cms">
          <p className="text-muted-foreground italic">{deSite.blocks.emptyText}</p>
        </div>
      );
    }
    const html = /^\s*</.test(content.text) ? content.text : `<p>${content.text}</p>`;
    return (
      <div
        {...editable("text")}
        className="prose-cms"
        style={{
          textAlign: content.alignment,
          color: content.color || undefined,
          fontFamily: content.fontFamily || undefined,
          fontSize: content.fontSize >= 8 ? `${content.fontSize}px` : undefined,
          fontWeight: content.fontWeight || undefined,
        }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  },
});
