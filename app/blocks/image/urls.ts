import { safeHref } from "~/lib/links";

/**
 * Shared helpers of the media blocks (image, gallery, video, audio).
 *
 * URL policy for media sources: site-relative paths and http(s) URLs only. javascript:, data:,
 * blob:, protocol-relative (//host) and mailto:/tel: sources are refused and the source counts as
 * missing ("").
 */
export function safeMediaSrc(src: string | null | undefined): string {
  const url = safeHref(src);
  return url.startsWith("/") || /^https?:\/\//i.test(url) ? url : "";
}

/** Where the media library serves its pictures; only these answer to width/quality/format. */
export const MEDIA_IMAGE_PREFIX = "/media/images/";

/**
 * Spec §9 widths the image service produces (app/server/media/variants.server.ts). It snaps any
 * other width to the nearest of these, so asking for exactly these keeps one cached file per width.
 */
export const IMAGE_WIDTHS = [640, 800, 1024, 1280, 1920] as const;
export const MAX_IMAGE_WIDTH = 1920;
/** Spec §7 quality of every variant. */
export const IMAGE_QUALITY = 85;
/** Spec §7 header and footer logos: one fixed box. */
export const LOGO_BOX = { width: 183, height: 72 } as const;

export type ImageFormat = "avif" | "webp";

/** Pixel size of a stored picture (content_assets.width/height), or a display size with its ratio. */
export interface ImageSize {
  width: number;
  height: number;
}

/** `size` scaled to `width` pixels wide, ratio kept. */
export function scaleToWidth(size: ImageSize, width: number): ImageSize {
  return { width: Math.round(width), height: Math.max(1, Math.round((width * size.height) / size.width)) };
}

/** `size` scaled to `height` pixels high, ratio kept. */
export function scaleToHeight(size: ImageSize, height: number): ImageSize {
  return { width: Math.max(1, Math.round((height * size.width) / size.height)), height: Math.round(height) };
}

/** A usable stored size (both positive), else null. */
export function validSize(size: ImageSize | null | undefined): ImageSize | null {
  return size && size.width > 0 && size.height > 0 && Number.isFinite(size.width) && Number.isFinite(size.height) ? size : null;
}

/**
 * The path of a media library picture without query and fragment (the key of its stored
 * dimensions, BlockData.images), or null for anything else: other hosts, /demo files, videos.
 */
export function mediaImagePath(src: string): string | null {
  if (!src.startsWith(MEDIA_IMAGE_PREFIX)) return null;
  const path = src.split(/[?#]/, 1)[0];
  return path.length > MEDIA_IMAGE_PREFIX.length ? path : null;
}

export function isMediaImage(src: string): boolean {
  return mediaImagePath(src) !== null;
}

function withParams(src: string, params: string): string {
  const [base, hash] = src.split("#", 2);
  const sep = base.includes("?") ? "&" : "?";
  return `${base}${sep}${params}${hash !== undefined ? `#${hash}` : ""}`;
}

/** The allowed width for a wish: the smallest that covers it, at most 1920. */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? MAX_IMAGE_WIDTH;
}

/**
 * A media library picture resized to `width` (spec §7: quality 85; with a format, that format,
 * else the original one). Any other source comes back unchanged: a /demo file or another host's
 * picture knows nothing of these parameters.
 */
export function imageUrl(src: string, width: number, format?: ImageFormat): string {
  if (!isMediaImage(src)) return src;
  return withParams(src, `width=${snapWidth(width)}&quality=${IMAGE_QUALITY}${format ? `&format=${format}` : ""}`);
}

/** Spec §9 blog featured images are asked for 2000 wide: 1920 is the largest variant there is. */
export const FEATURED_IMAGE_WIDTH = MAX_IMAGE_WIDTH;

/** Spec §9 srcset widths of most pictures. */
export const SRCSET_WIDTHS = [640, 1024, 1280] as const;

/**
 * The srcset widths for a picture shown at most `needed` pixels wide: the allowed widths up to the
 * one that covers it, and none beyond the one that covers the original (larger variants of a
 * small original are the same file again).
 */
export function srcSetWidths(needed: number, natural?: number): number[] {
  const top = Math.min(snapWidth(needed), natural && natural > 0 ? snapWidth(natural) : MAX_IMAGE_WIDTH);
  return IMAGE_WIDTHS.filter((w) => w <= top);
}

/** srcset of a media library picture; "" for other sources (they have one size only). */
export function imageSrcSet(src: string, widths: readonly number[] = SRCSET_WIDTHS, format?: ImageFormat): string {
  if (!isMediaImage(src)) return "";
  return widths.map((w) => `${imageUrl(src, w, format)} ${w}w`).join(", ");
}

/**
 * Spec §7 logo variant: `?width=183&height=72&quality=85`, optionally in a format; `scale` 2 or 3
 * asks for the same box at twice or three times the pixels (high-density screens).
 */
export function logoUrl(src: string, format?: ImageFormat, scale: 1 | 2 | 3 = 1): string {
  if (!isMediaImage(src)) return src;
  return withParams(src, `width=${LOGO_BOX.width * scale}&height=${LOGO_BOX.height * scale}&quality=${IMAGE_QUALITY}${format ? `&format=${format}` : ""}`);
}

/** `srcset` of the logo: the spec's variant as 1x, the same box at 2x and 3x. */
export function logoSrcSet(src: string, format?: ImageFormat): string {
  if (!isMediaImage(src)) return "";
  return ([1, 2, 3] as const).map((n) => `${logoUrl(src, format, n)} ${n}x`).join(", ");
}
