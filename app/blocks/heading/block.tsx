import { createElement } from "react";
import { z } from "zod";
import { slugify } from "~/lib/slug";
import { useUniqueId } from "../unique-id";
import { useEditable } from "../editable";
import { ALIGNMENTS, ALIGNMENT_LABELS, clampedNumber, field, hexColor, oneOf, text } from "../fields";
import { HEADING_STYLE, TEXT_COLOUR_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { FONT_FAMILIES, FONT_FAMILY_LABELS } from "~/lib/fonts";
import { plainText } from "~/lib/plain-text";
import { str } from "../hook-helpers";

/** Spec §9 heading sizes (h1 32 px … h6 14 px), scaled up on wide screens. */
export const HEADING_CLASSES: Record<number, string> = {
  1: "text-[clamp(2rem,1.6rem+1.6cqw,2.75rem)] font-bold leading-tight tracking-tight",
  2: "text-[clamp(1.5rem,1.3rem+0.9cqw,2rem)] font-semibold leading-tight tracking-tight",
  3: "text-[clamp(1.25rem,1.15rem+0.4cqw,1.5rem)] font-semibold leading-snug",
  4: "text-lg font-semibold leading-snug",
  5: "text-base font-semibold",
  6: "text-sm font-semibold uppercase tracking-wide",
};

const schema = z.object({
  text: text("Überschrift"),
  level: clampedNumber(1, 6, 2),
  alignment: oneOf(ALIGNMENTS, "left"),
  color: hexColor(),
  fontFamily: text(""),
});

/** Spec §5: the level follows a heading tag found in the text, e.g. "<h3>Titel</h3>". */
export function headingLevelAndText(raw: string, level: number): { level: number; text: string } {
  const match = /^\s*<h([1-6])[^>]*>([\s\S]*?)<\/h\1>\s*$/i.exec(raw);
  const inner = match ? match[2] : raw;
  return {
    level: match ? Number(match[1]) : level,
    text: inner.replace(/<[^>]*>/g, "").trim(),
  };
}

/** Spec §5: heading anchor id truncated to 50 characters. */
export function headingId(text: string): string {
  return slugify(text, 50) || "abschnitt";
}

export const block = defineBlock({
  type: "heading",
  label: "Überschrift",
  category: "Basic",
  schema,
  fields: {
    text: field.text("Text"),
    level: field.number("Ebene", 1, 6, { help: "H1 bis H6; pro Seite nur eine H1" }),
    alignment: field.select("Ausrichtung", ALIGNMENTS, ALIGNMENT_LABELS),
    color: field.colour("Farbe"),
    fontFamily: field.select("Schriftart", FONT_FAMILIES, FONT_FAMILY_LABELS),
  },
  // One control each for colour, alignment and font (the content's, spec §3 heading); the same
  // values stored in the style under their style names are read into them.
  styleFields: HEADING_STYLE,
  styleIntoContent: { color: TEXT_COLOUR_STYLE, alignment: ["textAlign"], fontFamily: ["fontFamily"] },
  hooks: {
    seo: (stored) => {
      const raw = str(stored.text);
      const parsedLevel = schema.shape.level.safeParse(stored.level);
      const storedLevel = parsedLevel.success ? parsedLevel.data : 2;
      const { level, text } = headingLevelAndText(raw, storedLevel);
      return {
        headings: [
          {
            level,
            text,
            outOfSync: level !== storedLevel,
            setLevel: (current, next) => {
              // A heading tag in the text wins over `level` when rendering, so both must move together.
              const before = str(current.text);
              const synced = before.replace(/^(\s*<h)[1-6]/i, `$1${next}`).replace(/(<\/h)[1-6](>\s*)$/i, `$1${next}$2`);
              return { ...current, level: next, ...(synced !== before ? { text: synced } : {}) };
            },
          },
        ],
      };
    },
    excerpt: (content) => plainText(content.text),
  },
  Render: function Heading({ content }) {
    const { level, text: plain } = headingLevelAndText(content.text, content.level);
    // Unique on the page: two headings "Fertigung" get "fertigung" and "fertigung-2".
    const id = useUniqueId(headingId(plain));
    const editable = useEditable();
    return createElement(
      `h${level}`,
      {
        id,
        ...editable("text"),
        className: `${HEADING_CLASSES[level]} scroll-mt-24 text-balance`,
        style: {
          textAlign: content.alignment,
          color: content.color || undefined,
          fontFamily: content.fontFamily || undefined,
        },
      },
      plain,
    );
  },
});
