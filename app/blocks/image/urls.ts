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

/** Spec §7/§9: storage image URLs take width, quality=85 and format=webp query parameters. */
export function imageUrl(src: string, width: number): string {
  const [base, hash] = src.split("#", 2);
  const sep = base.includes("?") ? "&" : "?";
  return `${base}${sep}width=${width}&quality=85&format=webp${hash !== undefined ? `#${hash}` : ""}`;
}

/** Spec §9 srcset widths. */
export const SRCSET_WIDTHS = [640, 1024, 1280] as const;

export function imageSrcSet(src: string): string {
  return SRCSET_WIDTHS.map((w) => `${imageUrl(src, w)} ${w}w`).join(", ");
}
