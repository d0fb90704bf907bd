/**
 * Spec §5: a custom block colour applies only as a 7-character value starting with "#". Typing
 * "#abc" or "3b82f6" is accepted and written out in full; anything else is not a colour.
 */
export function normaliseHex(input: string): string | null {
  const text = input.trim().replace(/^#?/, "#");
  if (/^#[0-9a-fA-F]{6}$/.test(text)) return text.toUpperCase();
  if (/^#[0-9a-fA-F]{3}$/.test(text)) return `#${text[1]}${text[1]}${text[2]}${text[2]}${text[3]}${text[3]}`.toUpperCase();
  return null;
}

/** Only a stored #rrggbb counts (what the renderer applies); other stored values show as theme colour. */
export function isHexColour(value: unknown): value is string {
  return typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);
}
