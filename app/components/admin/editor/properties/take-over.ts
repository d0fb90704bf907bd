import type { FieldDescription } from "~/blocks/types";

/** What a file chosen from the media library brings besides its address (asset-input.tsx). */
export interface OfferedText {
  alt?: string | null;
  caption?: string | null;
}

/**
 * The sibling values a chosen asset fills in (issue 38): its alternative text into the field the
 * asset field names as `takeOver.alt`, its description into `takeOver.caption`, each only where
 * the block has no text of its own there yet. Undefined: nothing to fill.
 */
export function takeOverFromAsset(field: FieldDescription | undefined, offered: OfferedText, values: Record<string, unknown>): Record<string, unknown> | undefined {
  if (field?.kind !== "asset" || !field.takeOver) return undefined;
  const patch: Record<string, unknown> = {};
  for (const what of ["alt", "caption"] as const) {
    const key = field.takeOver[what];
    const text = offered[what]?.trim();
    if (!key || !text) continue;
    const own = values[key];
    if (typeof own === "string" && own.trim() !== "") continue;
    patch[key] = text;
  }
  return Object.keys(patch).length > 0 ? patch : undefined;
}
