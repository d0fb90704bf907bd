import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";
import { BLOCK_CATEGORIES, type BlockCategory, type FIELD_KINDS } from "~/lib/block-vocabulary";

/** Spec §3 Block style. Every field optional; missing means "as the theme says". */
export interface Spacing {
  top?: number | string;
  right?: number | string;
  bottom?: number | string;
  left?: number | string;
}

export interface BlockStyle {
  margin?: Spacing;
  padding?: Spacing;
  fontSize?: number | string;
  fontWeight?: number | string;
  lineHeight?: number | string;
  textAlign?: "left" | "center" | "right" | "justify";
  backgroundColor?: string;
  fontFamily?: string;
  textColor?: string;
  color?: string;
  borderRadius?: number | string;
  captionStyle?: {
    textAlign?: "left" | "center" | "right" | "justify";
    fontFamily?: string;
    fontSize?: number | string;
    fontWeight?: number | string;
    color?: string;
  };
}

/**
 * The stored block shape of spec §3, with nested blocks in named slots (decision 015): `slots` maps
 * each full slot name ("children", "columns[0]", …; see SlotDeclaration) to its blocks. Only slots
 * that hold blocks are stored, in document order; no `slots` key when none does. Older content's
 * `children` is read into this shape by readBlocks (app/blocks/content.ts).
 */
export interface Block {
  id: string;
  type: string;
  content: Record<string, unknown>;
  style?: BlockStyle;
  slots?: Record<string, Block[]>;
}

export { BLOCK_CATEGORIES, type BlockCategory };

export interface RenderProps<C> {
  block: Block;
  content: C;
  /**
   * Renders the blocks of one of this block's slots ("children", "columns[0]" …; see `slots`).
   * Passed in by the renderer, which enumerates slots with app/blocks/tree.ts, so block modules
   * never import the registry (that would be an import cycle) and the editor can wrap each slot
   * in a drop zone.
   */
  renderSlot: (name: string) => ReactNode;
  /**
   * Renders blocks that are not this block's own slots: the slides of the presentation a
   * 'Präsentation' block shows (loaded data). Passed in for the same reason as renderSlot.
   */
  renderBlocks?: (blocks: Block[]) => ReactNode;
}

/**
 * One block type, declared in one place (app/blocks/<type>/block.tsx). Its admin side (symbol,
 * insert and configuration dialogs, canvas tools) lives beside it in editor.tsx, which only the
 * admin bundle loads (app/blocks/admin-registry.ts, app/blocks/block-editor.ts).
 */
export interface BlockModule<S extends z.ZodType = z.ZodType> {
  type: string;
  /** Other type names that mean the same block (e.g. blog_meta). */
  aliases?: string[];
  /** German label for the element library. */
  label: string;
  category: BlockCategory;
  /**
   * false: not offered in the page builder's element library (a slide lives only in a presentation,
   * whose own editor adds it). Default true.
   */
  library?: false;
  /** Every field has a default: schema.parse({}) is the default block content. */
  schema: S;
  /** Content fields that carry HTML; the server sanitises them before rendering and saving. */
  htmlFields?: string[];
  /** Named lists of nested blocks (layout blocks), by slot key. See SlotDeclaration; without it a block has none. */
  slots?: BlockSlots;
  /** Page-level code (SEO check, page renderer, blog cards) learns about the block only through these. */
  hooks?: BlockHooks<z.infer<S>>;
  /**
   * The editor field of every content key (GET /api/blocks, the generated properties panel).
   * TypeScript asks for an entry per schema key; use `notEditable(reason)` for keys no form edits.
   */
  fields: ContentFields<z.infer<S>>;
  /** The style fields (spec §3 Block style) the properties panel offers; described in style-fields.ts. */
  styleFields: readonly StyleFieldKey[];
  /**
   * Content fields that are the one source of a value the block style can also carry: content key →
   * the style keys that are older names of it (heading and paragraph `color` ← textColor, color).
   * Reading content (app/blocks/content.ts) moves a style value into the content field when that is
   * empty and drops the style keys, so the panel shows one field, and the first save stores it so.
   */
  styleIntoContent?: Readonly<Record<string, readonly StyleFieldKey[]>>;
  Render: ComponentType<RenderProps<z.infer<S>>>;
}

export function defineBlock<S extends z.ZodType>(module: BlockModule<S>): BlockModule<S> {
  return module;
}

// ---------------------------------------------------------------------------------------------
// Slots: the one block tree (app/blocks/tree.ts enumerates them for every walker).

/**
 * One named slot of a block (decision 015, like Puck's slot fields). Without `count` the slot is one
 * block list named by its key ("children"); with `count` it is indexed: one list per column, named
 * "key[0]", "key[1]" … ("columns[0]"). `count` is a number, or `{ field }`: the content field holding
 * it, read through the schema (so clamped and defaulted; flexible-row `columns`). A smaller count keeps
 * every block: the lists past it join the last one.
 * `legacyFields` are content fields older content kept nested blocks in (spec §3 columns.leftColumn /
 * rightColumn, grid.columns): reading content (app/blocks/content.ts) moves them into this slot —
 * the field at position i fills list i, or lists i, i+1 … when it holds one list per column — ahead
 * of blocks already there, and drops the field. After reading there is only the one stored shape.
 */
export interface SlotDeclaration {
  /** German name of the slot, e.g. "Inhalt" or "Spalte". */
  label: string;
  count?: number | { field: string };
  legacyFields?: string[];
}

/** A block's slots by key, in document order (e.g. `{ children: { label: "Inhalt" } }`). */
export type BlockSlots = Readonly<Record<string, SlotDeclaration>>;

// ---------------------------------------------------------------------------------------------
// Hooks: what page-level code needs to know about a block, declared by the block itself.

/** A heading the SEO check counts (app/blocks/seo.ts), with how its fix writes a new level back. */
export interface SeoHeadingSource {
  level: number;
  /** Plain text. */
  text: string;
  /** The lowest level this source can take (a hero subtitle can't be an H1). Default 1. */
  minLevel?: number;
  /** The stored level disagrees with what renders (a heading tag in the text wins): a fix rewrites it. */
  outOfSync?: boolean;
  /** The stored content with this heading at `level` (receives the current stored content). */
  setLevel: (content: Record<string, unknown>, level: number) => Record<string, unknown>;
}

/** An image the SEO check counts, with how its fix writes an alt text back. */
export interface SeoImageSource {
  hasAlt: boolean;
  /** The stored content with this image's alt text set (receives the current stored content). */
  setAlt: (content: Record<string, unknown>, alt: string) => Record<string, unknown>;
}

/** What a block shows that the SEO check looks at. */
export interface BlockSeo {
  headings?: SeoHeadingSource[];
  images?: SeoImageSource[];
  /** Link targets as stored (internal ones are checked against existing pages). */
  links?: string[];
  /** Content fields rendered as HTML: the headings, images and links inside them count too. */
  htmlFields?: string[];
}

/** Post meta data of a blog post (the blog-meta block). */
export interface PostMeta {
  author: string;
  publishDate: string;
  category: string;
  excerpt: string;
  featuredImage: string;
  /** Minutes; 0 = unknown. */
  readTime: number;
}

/** Declared as methods so a module typed by its own content still fits BlockModule<ZodType>. */
export interface BlockHooks<C> {
  /**
   * The SEO check (app/blocks/seo.ts). Receives the stored content as it is (not parsed: the fixes
   * write back into it, and the check runs on unsaved editor content too).
   */
  seo?(content: Record<string, unknown>): BlockSeo;
  /** Readable plain text for the excerpt of a blog card ("first paragraph or heading", spec §2). */
  excerpt?(content: C): string;
  /** Picture for social cards (Open Graph) when this is the first block that has one; "" = none. */
  shareImage?(content: C): string;
  /** As the page's first block: an image worth a preload hint (the hero background). */
  preloadImage?(content: C): { href: string; srcSet: string; sizes: string; type?: string } | null;
  /**
   * The block carries a blog post's meta data (blog-meta): the blog renderer shows it above the
   * post's title (spec §2), blog cards and Article data read it.
   */
  postMeta?(content: C): PostMeta;
}

// ---------------------------------------------------------------------------------------------
// Field descriptions: what a generated editor form needs to edit one content or style value.
// Defaults are not repeated here: they come from the schema (`schema.parse({})`), and the limits
// here must agree with the schema's clamps (app/blocks/fields.contract.test.ts checks both).

interface FieldBase {
  /** German label in the properties panel. */
  label: string;
  /** German hint below the control. */
  help?: string;
  /** For admins only: visitors never receive the value (see PrivateField). */
  private?: boolean;
}

/**
 * A content key marked `private: true` (a form's recipient address) is for admins only: the server
 * uses it, but everything a visitor receives — page HTML, island props, the page API, feeds — goes
 * through withoutPrivateFields (app/blocks/private-fields.server.ts), which drops it. Honoured on a
 * block's top-level content keys.
 */
export type PrivateField = { private?: boolean };

/** One line or several of plain text. `format` picks the input type (date picker, e-mail keyboard). */
export interface TextField extends FieldBase {
  kind: "text";
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  format?: "date" | "email";
  /**
   * Name of a list of suggested values the editor provides (the panel context's `suggestions`, e.g.
   * "blogCategories" from settings.blog.categories): offered while typing, free text still allowed.
   */
  suggestions?: string;
}

/** HTML from the rich-text editor; sanitised on the server (the module's htmlFields). */
export interface RichTextField extends FieldBase {
  kind: "richtext";
}

export interface NumberField extends FieldBase {
  kind: "number";
  min: number;
  max: number;
  step: number;
  /** Shown after the value, e.g. "px" or "%". */
  unit?: string;
  /** A stored value outside min–max that means "not set, as the theme says" (e.g. 0 for a paragraph's font size). */
  unsetValue?: number;
  /** Where the control starts while the value is not set (spec §5: font size 16, line height 1.5). */
  start?: number;
  /**
   * Name of a value the editor computes from the whole page (properties/computed.ts, e.g. "readTime"),
   * shown while the field is unset: empty means "computed", a number overrides it.
   */
  computed?: string;
}

export interface SelectOption {
  value: string;
  /** German label. */
  label: string;
}

export interface SelectField extends FieldBase {
  kind: "select";
  options: readonly SelectOption[];
}

export interface SwitchField extends FieldBase {
  kind: "switch";
}

/** A custom colour as #rrggbb; empty means the theme colour. */
export interface ColourField extends FieldBase {
  kind: "colour";
}

/** A link target: a site path (/kontakt), an http(s) address, mailto: or tel:. */
export interface LinkField extends FieldBase {
  kind: "link";
}

/** A file from the asset library (its URL is stored). */
export interface AssetField extends FieldBase {
  kind: "asset";
  /** MIME patterns the picker offers, e.g. "image/*", "video/*", "application/pdf". */
  accept: readonly string[];
  /**
   * Sibling fields a file chosen from the library fills from the asset (issue 38) while they are
   * empty: `alt` from its alternative text, `caption` from its description.
   */
  takeOver?: { alt?: string; caption?: string };
}

/** Folders of the media library (their ids are stored), e.g. the downloads block's folder choice. */
export interface FoldersField extends FieldBase {
  kind: "folders";
}

/** Several named values edited together, e.g. padding {top, right, bottom, left}. */
export interface GroupField extends FieldBase {
  kind: "group";
  fields: Readonly<Record<string, FieldDescription>>;
}

/**
 * A list the editor can add to, remove from and reorder. Items are either single values (`item`)
 * or objects with sub-fields (`fields`); exactly one of the two is given.
 */
export type ListField = FieldBase & {
  kind: "list";
  /** German name of one item, e.g. "Schaltfläche" ('Schaltfläche hinzufügen'). */
  itemLabel: string;
  minItems?: number;
  maxItems?: number;
} & ({ item: FieldDescription; fields?: never } | { fields: Readonly<Record<string, FieldDescription>>; item?: never });

/**
 * Column widths in percent (one number per column, adding up to 100), chosen from presets: 'Gleich
 * breit' always, and each preset whose column count matches (spec §9: 33/67 and 25/50/25). Widths
 * dragged on the canvas show as they are, with no preset chosen.
 */
export interface ColumnWidthsField extends FieldBase {
  kind: "column-widths";
  presets: readonly (readonly number[])[];
}

/**
 * A key no generated form edits, with the reason: a slot of nested blocks ("Slot"), an older
 * name kept for stored content, a value set by a custom editor (e.g. table column resize).
 */
export interface NotEditableField extends PrivateField {
  kind: "not-editable";
  reason: string;
  label?: string;
}

export type FieldDescription =
  | TextField
  | RichTextField
  | NumberField
  | SelectField
  | ColumnWidthsField
  | SwitchField
  | ColourField
  | LinkField
  | AssetField
  | FoldersField
  | GroupField
  | ListField
  | NotEditableField;

export type FieldKind = FieldDescription["kind"];
// Both directions: a kind added to FieldDescription and not to FIELD_KINDS (or the reverse) does not compile.
const _kindsMatch: [FieldKind, (typeof FIELD_KINDS)[number]] = ["text" as (typeof FIELD_KINDS)[number], "text" as FieldKind];
void _kindsMatch;

/** One description per key of a block's content; for a module of unknown schema, any keys. */
export type ContentFields<T> = unknown extends T
  ? Readonly<Record<string, FieldDescription>>
  : { readonly [K in keyof T]-?: FieldDescription };

export type StyleFieldKey = keyof BlockStyle;
