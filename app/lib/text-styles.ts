import { FONT_FAMILIES } from "~/lib/fonts";

/**
 * Inline text styles the rich-text toolbar sets on selected text (spec §9: font sizes 8, 10, 12,
 * 14, 16, 18, 24 px; fonts Standard, Arial, Helvetica, Georgia, Times New Roman, Courier New,
 * Verdana, Trebuchet MS). The server sanitiser keeps exactly these values and drops any other, so
 * the editor, the sanitiser and the visitors' page agree on one list.
 */
export const TEXT_SIZES_PX = [8, 10, 12, 14, 16, 18, 24] as const;

/** The named fonts ('Standard' is no font-family at all). */
export const TEXT_FONTS = FONT_FAMILIES.filter((f) => f !== "") as Exclude<(typeof FONT_FAMILIES)[number], "">[];

/** A font-size value the sanitiser keeps: "24px". */
export function isTextSize(value: string): boolean {
  const match = /^(\d+)px$/.exec(value.trim());
  return match !== null && (TEXT_SIZES_PX as readonly number[]).includes(Number(match[1]));
}

/** The named font a font-family value means ("Times New Roman", quoted or not), or null. */
export function textFontOf(value: string): (typeof TEXT_FONTS)[number] | null {
  const name = value.trim().replace(/^(["'])(.*)\1$/, "$2");
  return TEXT_FONTS.find((font) => font === name) ?? null;
}
