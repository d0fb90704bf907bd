import type { AssetType } from "~/lib/assets";

const PRESENTATION = /(powerpoint|presentation|\.pptx?$)/i;
const DOCUMENT = /^(application\/|text\/|\.)/i;

/**
 * The asset picker's types for an asset field's MIME patterns ("image/*" → image, "video/*" →
 * video, "audio/*" → audio, PowerPoint → presentation, other application/… → document).
 * An empty result (nothing recognised) means the picker offers every type.
 */
export function typesFromAccept(accept: readonly string[]): AssetType[] {
  const types = new Set<AssetType>();
  for (const pattern of accept) {
    const p = pattern.trim().toLowerCase();
    if (p === "*/*" || p === "*") return [];
    if (p.startsWith("image/")) types.add("image");
    else if (p.startsWith("video/")) types.add("video");
    else if (p.startsWith("audio/")) types.add("audio");
    else if (PRESENTATION.test(p)) types.add("presentation");
    else if (DOCUMENT.test(p)) types.add("document");
  }
  return [...types];
}
