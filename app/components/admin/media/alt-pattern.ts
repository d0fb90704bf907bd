import type { Asset } from "~/lib/assets";

/**
 * Spec §5 bulk alt text: `{n}` stands for the image's number (1-based, in the order given); an
 * empty pattern does nothing. A pattern without `{n}` gives every image the same text.
 */
export function altTextsFromPattern(pattern: string, images: Pick<Asset, "id">[]): { id: string; alt_text: string }[] {
  const trimmed = pattern.trim();
  if (!trimmed) return [];
  return images.map((image, index) => ({ id: image.id, alt_text: trimmed.replaceAll("{n}", String(index + 1)) }));
}
