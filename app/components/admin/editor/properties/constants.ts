import type { StyleFieldKey } from "~/blocks/types";
import { TEXT_STYLE } from "~/blocks/style-fields";

/**
 * Editor constants of spec §9 for the properties panel. The font list lives with the field
 * builders (app/blocks/fields.ts), because block schemas and the panel must offer the same fonts;
 * it is re-exported here so the panel has one place for its constants.
 */
export { FONT_FAMILIES, FONT_FAMILY_LABELS } from "~/lib/fonts";

export interface PresetColour {
  hex: string;
  /** German name, read out by screen readers and shown as the swatch's tooltip. */
  name: string;
}

/**
 * Spec §9 asks for nine preset colours without naming them. These are the theme defaults of §9
 * (primary #3B82F6, accent #10B981, footer #111827) plus black, white and the neutral and signal
 * colours an industrial site needs, all as #rrggbb (spec §5: custom colours apply only so).
 */
export const PRESET_COLOURS: readonly PresetColour[] = [
  { hex: "#000000", name: "Schwarz" },
  { hex: "#FFFFFF", name: "Weiß" },
  { hex: "#111827", name: "Anthrazit" },
  { hex: "#6B7280", name: "Grau" },
  { hex: "#3B82F6", name: "Blau" },
  { hex: "#10B981", name: "Grün" },
  { hex: "#F59E0B", name: "Gelb" },
  { hex: "#EF4444", name: "Rot" },
  { hex: "#8B5CF6", name: "Violett" },
];

/** Tab 'Abstände': the style fields holding margin and padding per side (style-fields.ts). */
export const SPACING_STYLE = ["margin", "padding"] as const satisfies readonly StyleFieldKey[];

/** Tab 'Text': the typography style fields (style-fields.ts TEXT_STYLE). */
export const TYPOGRAPHY_STYLE: readonly StyleFieldKey[] = TEXT_STYLE;

/** Spec §4: a new item of a plain-text list (the list block's 'add item') starts as 'New item'. */
export const NEW_LIST_ITEM_TEXT = "New item";
