import type { AssetType } from "~/lib/assets";

/**
 * What the file chooser offers (spec §5 plus audio). Only a convenience: the server checks the
 * content of every file and refuses anything else with a German message.
 */
const ACCEPT: Record<AssetType, string[]> = {
  image: ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"],
  video: ["video/mp4", "video/webm", "video/quicktime"],
  audio: ["audio/mpeg", "audio/wav", "audio/ogg", "audio/mp4", ".mp3", ".wav", ".ogg", ".m4a"],
  document: ["application/pdf", ".pdf", ".doc", ".docx"],
  presentation: [".ppt", ".pptx"],
};

export function acceptFor(types?: readonly AssetType[]): string {
  const list = types && types.length > 0 ? types : (Object.keys(ACCEPT) as AssetType[]);
  return list.flatMap((type) => ACCEPT[type]).join(",");
}
