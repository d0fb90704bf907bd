import type { ComponentType, ReactNode } from "react";
import type { z } from "zod";

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

/** The stored block shape of spec §3. A flexible row keeps one child list per column. */
export interface Block {
  id: string;
  type: string;
  content: Record<string, unknown>;
  style?: BlockStyle;
  children?: Block[] | Block[][];
}

export const BLOCK_CATEGORIES = ["Basic", "Layout", "Components", "Media", "Forms"] as const;
export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export interface RenderProps<C> {
  block: Block;
  content: C;
  /**
   * Renders child blocks (layout blocks: section, container, columns, flexible-row …). Passed in
   * by the renderer so block modules never import the registry (that would be an import cycle).
   */
  renderBlocks: (blocks: Block[] | undefined) => ReactNode;
}

/**
 * One block type, declared in one place (app/blocks/<type>/block.tsx). The editor form lives
 * beside it in editor.tsx and is loaded only by the admin bundle.
 */
export interface BlockModule<S extends z.ZodType = z.ZodType> {
  type: string;
  /** Other type names that mean the same block (e.g. blog_meta). */
  aliases?: string[];
  /** German label for the element library. */
  label: string;
  category: BlockCategory;
  /** lucide icon name, resolved by the admin bundle so icons never reach visitors. */
  icon: string;
  /** Every field has a default: schema.parse({}) is the default block content. */
  schema: S;
  /** Content fields that carry HTML; the server sanitises them before rendering and saving. */
  htmlFields?: string[];
  /**
   * Content fields that hold nested blocks (a block list, or one list per column), e.g. the spec's
   * columns.leftColumn or grid.columns. The sanitiser recurses into them as into `children`.
   */
  blockListFields?: string[];
  Render: ComponentType<RenderProps<z.infer<S>>>;
}

export function defineBlock<S extends z.ZodType>(module: BlockModule<S>): BlockModule<S> {
  return module;
}
