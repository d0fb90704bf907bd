import type { CSSProperties } from "react";
import { useBlockData } from "../data";
import { imageSrcSet, imageUrl, logoSrcSet, logoUrl, mediaImagePath, validSize, type ImageFormat, type ImageSize } from "./urls";

/**
 * The one way the public site shows a picture (image, hero, gallery, media-text, card, testimonial,
 * blog pictures, logos).
 *
 * A media library picture (/media/images/…) becomes <picture> with an AVIF and a WebP source and an
 * <img> in the original format as the fallback, each with a srcset of the spec §9 widths and the
 * layout's `sizes`; the browser takes the first format it supports and the width it needs. Any
 * other source (a /demo file, another host) is a plain <img>: it knows no variant parameters.
 *
 * `size` becomes the width/height attributes: with them the browser reserves the box before the
 * file arrives (the CSS still sizes the picture; the attributes give the ratio). The <picture>
 * itself is display: contents, so the <img> lays out exactly as it would on its own (grid item,
 * absolutely positioned background …).
 */
export interface ResponsivePictureProps {
  /** A safe source (safeMediaSrc). */
  src: string;
  alt: string;
  /** Width of the fallback `src` (snapped to an allowed width). */
  width: number;
  /** srcset widths (IMAGE_WIDTHS, srcSetWidths). */
  widths: readonly number[];
  /** The layout's `sizes`. */
  sizes: string;
  /** Width and height attributes (each only when a positive number); null/undefined = none. */
  size?: Partial<ImageSize> | null;
  /** Above the fold: eager, fetchpriority high (else lazy). */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

const FORMATS: { format: ImageFormat; type: string }[] = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
];

function pixels(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

function imgAttributes({ alt, size, priority, className, style }: Pick<ResponsivePictureProps, "alt" | "size" | "priority" | "className" | "style">) {
  return {
    alt,
    width: pixels(size?.width),
    height: pixels(size?.height),
    loading: priority ? ("eager" as const) : ("lazy" as const),
    // The most important picture is decoded as soon as it arrives; the rest off the main thread.
    decoding: priority ? undefined : ("async" as const),
    fetchPriority: priority ? ("high" as const) : undefined,
    className,
    style,
  };
}

export function ResponsivePicture({ src, alt, width, widths, sizes, size, priority, className, style }: ResponsivePictureProps) {
  const attributes = imgAttributes({ alt, size, priority, className, style });
  if (!mediaImagePath(src)) return <img src={src} {...attributes} />;
  return (
    <picture className="contents">
      {FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={imageSrcSet(src, widths, format)} sizes={sizes} />
      ))}
      <img src={imageUrl(src, width)} srcSet={imageSrcSet(src, widths)} sizes={sizes} {...attributes} />
    </picture>
  );
}

/**
 * A header or footer logo: spec §7 asks for one fixed variant (183×72, quality 85), so each source
 * has that one URL, no widths. The logo is part of every page's first screen: loaded eagerly.
 */
export function LogoPicture({ src, alt, size, className, style }: Pick<ResponsivePictureProps, "src" | "alt" | "size" | "className" | "style">) {
  const attributes = { ...imgAttributes({ alt, size, className, style }), loading: undefined };
  if (!mediaImagePath(src)) return <img src={src} {...attributes} />;
  return (
    <picture className="contents">
      {FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={logoSrcSet(src, format)} />
      ))}
      <img src={logoUrl(src)} {...attributes} srcSet={logoSrcSet(src)} />
    </picture>
  );
}

/** The stored pixel size of `src` in a BlockData.images map, or null (not a media picture, unknown). */
export function imageSizeIn(images: Record<string, ImageSize> | undefined, src: string): ImageSize | null {
  const path = mediaImagePath(src);
  return (path && validSize(images?.[path])) || null;
}

/** The stored pixel size of a media library picture on the page being rendered, or null. */
export function useImageSize(src: string): ImageSize | null {
  return imageSizeIn(useBlockData().images, src);
}

/** True for the block shown first on the page (BlockData.priorityBlockId). */
export function useIsPriorityBlock(blockId: string): boolean {
  const id = useBlockData().priorityBlockId;
  return id !== undefined && id === blockId;
}
