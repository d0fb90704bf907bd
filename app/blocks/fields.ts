import { z } from "zod";

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
