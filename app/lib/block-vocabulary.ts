/**
 * The words a block declares about itself that code below the blocks needs too (the API schema
 * in app/lib/api-schema.ts): its palette category and the kinds of editor field it describes.
 * app/blocks/types.ts builds its types on these lists and checks at compile time that they match.
 */
export const BLOCK_CATEGORIES = ["Basic", "Layout", "Components", "Media", "Forms"] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** The kinds of editor field a block declares (app/blocks/types.ts FieldDescription). */
export const FIELD_KINDS = ["text", "richtext", "number", "select", "switch", "colour", "link", "asset", "folders", "group", "list", "column-widths", "not-editable"] as const;
