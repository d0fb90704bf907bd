import { FONT_FAMILIES, FONT_FAMILY_LABELS } from "~/lib/fonts";
import {
  ALIGNMENTS,
  ALIGNMENT_LABELS,
  FONT_WEIGHTS,
  FONT_WEIGHT_LABELS,
  field,
} from "./fields";
import type { FieldDescription, GroupField, StyleFieldKey } from "./types";

/**
 * The one description of every block style field (spec §3 Block style, §5 limits). A block names
 * the ones its properties panel offers in `styleFields`; nothing set means "as the theme says".
 */

const side = (label: string) => field.number(label, 0, 256, { unit: "px" });
const spacing = (label: string): GroupField =>
  field.group(label, { top: side("Oben"), right: side("Rechts"), bottom: side("Unten"), left: side("Links") });

/** Spec §5: caption font size 10–24 px (default 14); applied by captionCss (image/media.ts). */
export const CAPTION_FONT_SIZE = { min: 10, max: 24, start: 14 } as const;

export const STYLE_FIELDS = {
  margin: spacing("Außenabstand"),
  padding: spacing("Innenabstand"),
  /** Spec §5: slider 8–48 px step 1, default 16. */
  fontSize: field.number("Schriftgröße", 8, 48, { unit: "px", start: 16 }),
  fontWeight: field.select("Schriftstärke", FONT_WEIGHTS, FONT_WEIGHT_LABELS),
  /** Spec §5: 1–3 step 0.1, default 1.5. */
  lineHeight: field.number("Zeilenhöhe", 1, 3, { step: 0.1, start: 1.5 }),
  textAlign: field.select("Textausrichtung", ALIGNMENTS, ALIGNMENT_LABELS),
  backgroundColor: field.colour("Hintergrundfarbe"),
  fontFamily: field.select("Schriftart", FONT_FAMILIES, FONT_FAMILY_LABELS),
  textColor: field.colour("Textfarbe"),
  color: field.notEditable("Älterer Name von textColor; gilt, wenn keine Textfarbe gesetzt ist", "Textfarbe (alt)"),
  borderRadius: field.number("Eckenradius", 0, 64, { unit: "px" }),
  captionStyle: field.group("Bildunterschrift", {
    textAlign: field.select("Ausrichtung", ALIGNMENTS, ALIGNMENT_LABELS),
    fontFamily: field.select("Schriftart", FONT_FAMILIES, FONT_FAMILY_LABELS),
    fontSize: field.number("Schriftgröße", CAPTION_FONT_SIZE.min, CAPTION_FONT_SIZE.max, { unit: "px", start: CAPTION_FONT_SIZE.start }),
    fontWeight: field.select("Schriftstärke", FONT_WEIGHTS, FONT_WEIGHT_LABELS),
    color: field.colour("Farbe"),
  }),
} as const satisfies { readonly [K in StyleFieldKey]-?: FieldDescription };

/** Tab 'Abstände' and the box of tab 'Stil': every block. */
export const BOX_STYLE = ["margin", "padding", "backgroundColor", "textColor", "borderRadius"] as const satisfies readonly StyleFieldKey[];
/** Tab 'Text' (typography), hidden for rich-text blocks, which format inside the text (spec §2). */
export const TEXT_STYLE = ["fontSize", "fontWeight", "lineHeight", "textAlign", "fontFamily"] as const satisfies readonly StyleFieldKey[];
/** Box and typography: the usual set. */
export const BLOCK_STYLE = [...BOX_STYLE, ...TEXT_STYLE] as const;
/** Box without 'Textfarbe': for blocks whose content has its own colour field (heading, paragraph). */
export const BOX_STYLE_OWN_COLOUR = ["margin", "padding", "backgroundColor", "borderRadius"] as const satisfies readonly StyleFieldKey[];
/** The usual set for blocks with their own colour field. */
export const BLOCK_STYLE_OWN_COLOUR = [...BOX_STYLE_OWN_COLOUR, ...TEXT_STYLE] as const;
/** Typography without alignment and font, for the heading, whose content has its own 'Ausrichtung' and 'Schriftart'. */
export const HEADING_STYLE = [...BOX_STYLE_OWN_COLOUR, "fontSize", "fontWeight", "lineHeight"] as const satisfies readonly StyleFieldKey[];
/** The style keys that are older names of such a block's content `color`. */
export const TEXT_COLOUR_STYLE = ["textColor", "color"] as const satisfies readonly StyleFieldKey[];
/** Blocks with image captions (image, gallery). */
export const CAPTION_STYLE = ["captionStyle"] as const satisfies readonly StyleFieldKey[];

/** The descriptions of the style fields a block offers, in its order. */
export function styleFieldDescriptions(keys: readonly StyleFieldKey[]): Record<string, FieldDescription> {
  return Object.fromEntries(keys.map((key) => [key, STYLE_FIELDS[key]]));
}
