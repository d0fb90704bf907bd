import { z } from "zod";
import type {
  AssetField,
  ColourField,
  ColumnWidthsField,
  FieldDescription,
  FoldersField,
  GroupField,
  LinkField,
  ListField,
  NotEditableField,
  NumberField,
  RichTextField,
  SelectField,
  SelectOption,
  SwitchField,
  TextField,
} from "./types";
import type { AspectRatio } from "./image/media";

/**
 * Field builders for block schemas. Every field has a default, and out-of-range values are clamped
 * the way spec §5 says (a heading level 9 becomes 6). Values of the wrong kind (an object where
 * text belongs) are reported as errors by `strict` parsing on save; rendering uses the defaults.
 */
export const text = (fallback = "") => z.string().default(fallback);

export const bool = (fallback: boolean) => z.boolean().default(fallback);

export function clampedNumber(min: number, max: number, fallback: number, options: { int?: boolean } = {}) {
  return z
    .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/)])
    .transform((value) => {
      let n = typeof value === "number" ? value : Number(value);
      if (!Number.isFinite(n)) return fallback;
      if (options.int !== false) n = Math.round(n);
      return Math.min(max, Math.max(min, n));
    })
    .default(fallback);
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback).default(fallback);
}

/** Custom colours apply only as #rrggbb (spec §5); anything else means "theme colour". */
export const hexColor = () =>
  z
    .string()
    .transform((v) => (/^#[0-9a-fA-F]{6}$/.test(v) ? v : ""))
    .default("");

export const BUTTON_VARIANTS = ["default", "destructive", "outline", "secondary", "ghost", "link"] as const;
export const BUTTON_SIZES = ["sm", "default", "lg"] as const;
export const ALIGNMENTS = ["left", "center", "right", "justify"] as const;

// ---------------------------------------------------------------------------------------------
// Field description builders (types in ./types.ts). Short on purpose: every block module lists one
// per content key. Limits written here must match the schema's clamps (fields.contract.test.ts).

type Help = { help?: string };

/** Select options for every value of a schema's enum; TypeScript asks for a German label per value. */
export function optionsOf<const T extends readonly string[]>(values: T, labels: { readonly [K in T[number]]: string }): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value as T[number]] }));
}

export const field = {
  text: (label: string, extra: Omit<TextField, "kind" | "label"> = {}): TextField => ({ kind: "text", label, ...extra }),
  multiline: (label: string, extra: Omit<TextField, "kind" | "label" | "multiline"> = {}): TextField => ({ kind: "text", label, multiline: true, ...extra }),
  richtext: (label: string, extra: Help = {}): RichTextField => ({ kind: "richtext", label, ...extra }),
  number: (label: string, min: number, max: number, extra: Partial<Omit<NumberField, "kind" | "label" | "min" | "max">> = {}): NumberField => ({
    kind: "number",
    label,
    min,
    max,
    step: 1,
    ...extra,
  }),
  select: <const T extends readonly string[]>(label: string, values: T, labels: { readonly [K in T[number]]: string }, extra: Help = {}): SelectField => ({
    kind: "select",
    label,
    options: optionsOf(values, labels),
    ...extra,
  }),
  switch: (label: string, extra: Help = {}): SwitchField => ({ kind: "switch", label, ...extra }),
  colour: (label: string, extra: Help = {}): ColourField => ({ kind: "colour", label, ...extra }),
  link: (label: string, extra: Help = {}): LinkField => ({ kind: "link", label, ...extra }),
  asset: (label: string, accept: readonly string[], extra: Help = {}): AssetField => ({ kind: "asset", label, accept, ...extra }),
  image: (label: string, extra: Help & Pick<AssetField, "takeOver"> = {}): AssetField => ({ kind: "asset", label, accept: ["image/*"], ...extra }),
  folders: (label: string, extra: Help = {}): FoldersField => ({ kind: "folders", label, ...extra }),
  group: (label: string, fields: Record<string, FieldDescription>, extra: Help = {}): GroupField => ({ kind: "group", label, fields, ...extra }),
  /** A list of objects; `fields` describes every key of one item. */
  list: (
    label: string,
    itemLabel: string,
    fields: Record<string, FieldDescription>,
    extra: Help & { minItems?: number; maxItems?: number } = {},
  ): ListField => ({ kind: "list", label, itemLabel, fields, ...extra }),
  /** A list of single values, e.g. list items or tags. */
  values: (label: string, itemLabel: string, item: FieldDescription, extra: Help & { minItems?: number; maxItems?: number } = {}): ListField => ({
    kind: "list",
    label,
    itemLabel,
    item,
    ...extra,
  }),
  columnWidths: (label: string, presets: readonly (readonly number[])[], extra: Help = {}): ColumnWidthsField => ({ kind: "column-widths", label, presets, ...extra }),
  notEditable: (reason: string, label?: string): NotEditableField => ({ kind: "not-editable", reason, ...(label ? { label } : {}) }),
  /** The same description, for admins only: visitors never receive the value (types.ts PrivateField). */
  private: <F extends FieldDescription>(description: F): F => ({ ...description, private: true }),
  /** A content key holding nested blocks; edited on the canvas, not in a form. */
  slot: (): NotEditableField => ({ kind: "not-editable", reason: "Slot" }),
};

export const BUTTON_VARIANT_LABELS = {
  default: "Standard",
  destructive: "Warnung",
  outline: "Umriss",
  secondary: "Sekundär",
  ghost: "Dezent",
  link: "Link",
} as const satisfies Record<(typeof BUTTON_VARIANTS)[number], string>;

export const BUTTON_SIZE_LABELS = { sm: "Klein", default: "Standard", lg: "Groß" } as const satisfies Record<(typeof BUTTON_SIZES)[number], string>;

export const ALIGNMENT_LABELS = { left: "Links", center: "Zentriert", right: "Rechts", justify: "Blocksatz" } as const satisfies Record<
  (typeof ALIGNMENTS)[number],
  string
>;

export const TARGETS = ["_self", "_blank"] as const;
export const TARGET_LABELS = { _self: "Im selben Fenster", _blank: "In neuem Tab" } as const satisfies Record<(typeof TARGETS)[number], string>;

/** Font weights as stored text; "" is the theme's weight. */
export const FONT_WEIGHTS = ["", "300", "400", "500", "600", "700"] as const;
export const FONT_WEIGHT_LABELS = {
  "": "Standard",
  "300": "Leicht",
  "400": "Normal",
  "500": "Mittel",
  "600": "Halbfett",
  "700": "Fett",
} as const satisfies Record<(typeof FONT_WEIGHTS)[number], string>;

export const ASPECT_RATIO_LABELS = {
  original: "Original",
  "16:9": "16:9",
  "4:3": "4:3",
  "1:1": "1:1 (quadratisch)",
  "3:2": "3:2",
  "21:9": "21:9",
} as const satisfies Record<AspectRatio, string>;

export const MEDIA_ALIGNMENT_LABELS = { left: "Links", center: "Zentriert", right: "Rechts" } as const;

/** Spec §9 width choices of images and videos; "custom" uses the custom width field. */
export const MEDIA_WIDTHS = ["auto", "full", "300", "500", "800", "custom"] as const;
export const MEDIA_WIDTH_LABELS = {
  auto: "Automatisch",
  full: "Volle Breite",
  "300": "Klein (300 px)",
  "500": "Mittel (500 px)",
  "800": "Groß (800 px)",
  custom: "Benutzerdefiniert",
} as const;

/** Spec §9 height choices: auto, 200–500 px, custom. */
export const MEDIA_HEIGHTS = ["auto", "200", "300", "400", "500", "custom"] as const;
export const MEDIA_HEIGHT_LABELS = {
  auto: "Automatisch",
  "200": "200 px",
  "300": "300 px",
  "400": "400 px",
  "500": "500 px",
  custom: "Benutzerdefiniert",
} as const;

/** Spec §9 video widths: small 300, medium 500, large 800 px. */
export const VIDEO_WIDTHS = ["full", "auto", "small", "medium", "large", "custom"] as const;
export const VIDEO_WIDTH_LABELS = {
  full: "Volle Breite",
  auto: "Automatisch",
  small: "Klein (300 px)",
  medium: "Mittel (500 px)",
  large: "Groß (800 px)",
  custom: "Benutzerdefiniert",
} as const;
