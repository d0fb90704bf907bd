import type { CSSProperties } from "react";
import { z } from "zod";
import type { BlockStyle } from "../types";

export { imageSrcSet, imageUrl, safeMediaSrc, SRCSET_WIDTHS, srcSetWidths } from "./urls";

/** Spec §5: plain numbers become px; otherwise only simple px/%/rem/em/vw lengths pass. "" = not set. */
export function cssLength(value: string | number | undefined): string {
  if (value === undefined || value === null) return "";
  const v = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(v)) return `${v}px`;
  return /^\d+(\.\d+)?(px|%|rem|em|vw|vh)$/.test(v) ? v : "";
}

/** A text field that also accepts numbers (stored widths are sometimes numbers). */
export const lengthText = (fallback: string) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .default(fallback);

export const ASPECT_RATIOS = ["original", "16:9", "4:3", "1:1", "3:2", "21:9"] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

/** "16:9" → "16 / 9"; original → undefined. */
export function aspectRatioCss(ratio: AspectRatio): string | undefined {
  return ratio === "original" ? undefined : ratio.replace(":", " / ");
}

export const MEDIA_ALIGNMENTS = ["left", "center", "right"] as const;
export const ALIGN_CLASS: Record<(typeof MEDIA_ALIGNMENTS)[number], string> = {
  left: "mr-auto",
  center: "mx-auto",
  right: "ml-auto",
};

const COLOR = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|rgba?\(\s*[\d.\s,%]+\))$/;
const FONT_FAMILY = /^[\w\s,'"-]{1,80}$/;

/** Caption style of spec §3 (captionStyle); font size 10–24 px (spec §5), values checked. */
export function captionCss(style: BlockStyle | undefined): CSSProperties {
  const c = style?.captionStyle;
  if (!c) return {};
  const css: CSSProperties = {};
  if (c.textAlign && ["left", "center", "right", "justify"].includes(c.textAlign)) css.textAlign = c.textAlign;
  if (c.fontFamily && FONT_FAMILY.test(c.fontFamily)) css.fontFamily = c.fontFamily;
  const size = Number(c.fontSize);
  if (c.fontSize !== undefined && c.fontSize !== "" && Number.isFinite(size)) css.fontSize = `${Math.min(24, Math.max(10, size))}px`;
  if (c.fontWeight !== undefined && /^(normal|bold|[1-9]00)$/.test(String(c.fontWeight))) {
    css.fontWeight = String(c.fontWeight) as CSSProperties["fontWeight"];
  }
  if (c.color && COLOR.test(c.color)) css.color = c.color;
  return css;
}
