import { fileTypeFromBuffer } from "file-type";
import type { AssetType } from "~/lib/assets";
import { stripUncleanText } from "~/lib/clean-text";

/**
 * Which files the media library accepts (spec §5: images incl. webp and avif, videos, pdf,
 * doc/docx, ppt/pptx; audio for the audio block), decided by content, never by the name or the
 * browser's MIME type. The stored extension and MIME type are the detected ones.
 */

/** Bytes file-type needs to recognise every format below. */
export const SNIFF_BYTES = 4100;

export interface DetectedFile {
  ext: string;
  mime: string;
  assetType: AssetType;
}

export type Detection = { ok: true; file: DetectedFile } | { ok: false; reason: "svg" | "type" };

/** file-type's extension → what we store. */
const ALLOWED: Record<string, { mime?: string; assetType: AssetType }> = {
  jpg: { assetType: "image" },
  png: { assetType: "image" },
  gif: { assetType: "image" },
  webp: { assetType: "image" },
  avif: { assetType: "image" },
  mp4: { assetType: "video" },
  m4v: { mime: "video/mp4", assetType: "video" },
  webm: { assetType: "video" },
  mov: { assetType: "video" },
  ogv: { assetType: "video" },
  mp3: { assetType: "audio" },
  wav: { mime: "audio/wav", assetType: "audio" },
  ogg: { assetType: "audio" },
  oga: { mime: "audio/ogg", assetType: "audio" },
  opus: { mime: "audio/ogg", assetType: "audio" },
  m4a: { mime: "audio/mp4", assetType: "audio" },
  flac: { mime: "audio/flac", assetType: "audio" },
  aac: { assetType: "audio" },
  pdf: { assetType: "document" },
  docx: { assetType: "document" },
  pptx: { assetType: "presentation" },
};

/** Old Office files share one container format (CFB); only there does the name decide. */
const CFB_BY_NAME: Record<string, DetectedFile> = {
  doc: { ext: "doc", mime: "application/msword", assetType: "document" },
  ppt: { ext: "ppt", mime: "application/vnd.ms-powerpoint", assetType: "presentation" },
};

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match ? match[1].toLowerCase() : "";
}

function looksLikeSvg(head: Buffer, name: string): boolean {
  if (extensionOf(name) === "svg" || extensionOf(name) === "svgz") return true;
  const text = head.subarray(0, 1024).toString("utf8").replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return text.startsWith("<svg") || (text.startsWith("<?xml") && text.includes("<svg")) || (text.startsWith("<!doctype svg"));
}

export async function detectFile(head: Buffer, name: string): Promise<Detection> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return { ok: false, reason: looksLikeSvg(head, name) ? "svg" : "type" };
  if (found.ext === "cfb") {
    const byName = CFB_BY_NAME[extensionOf(name)];
    return byName ? { ok: true, file: byName } : { ok: false, reason: "type" };
  }
  const allowed = ALLOWED[found.ext];
  if (!allowed) return { ok: false, reason: found.ext === "xml" && looksLikeSvg(head, name) ? "svg" : "type" };
  return { ok: true, file: { ext: found.ext, mime: allowed.mime ?? found.mime, assetType: allowed.assetType } };
}

/**
 * A file name as the library shows it: path parts, control characters and ".." removed, spaces
 * collapsed, at most 200 characters; "Datei" when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  // The characters no text may hold (app/lib/clean-text.ts), and bidi overrides that would
  // disguise the extension.
  const cleaned = stripUncleanText(base)
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .trim();
  return cleaned.slice(0, 200) || "Datei";
}
