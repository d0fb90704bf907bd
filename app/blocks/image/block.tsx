import type { CSSProperties } from "react";
import { z } from "zod";
import { cn } from "~/lib/utils";
import {
  ASPECT_RATIO_LABELS,
  MEDIA_ALIGNMENT_LABELS,
  MEDIA_HEIGHTS,
  MEDIA_HEIGHT_LABELS,
  MEDIA_WIDTHS,
  MEDIA_WIDTH_LABELS,
  field,
  oneOf,
  text,
} from "../fields";
import { BOX_STYLE, CAPTION_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import {
  ALIGN_CLASS,
  ASPECT_RATIOS,
  MEDIA_ALIGNMENTS,
  aspectRatioCss,
  captionCss,
  cssLength,
  imageSrcSet,
  imageUrl,
  lengthText,
  safeMediaSrc,
} from "./media";
import { seoImage } from "../hook-helpers";

const schema = z.object({
  src: text(""),
  alt: text(""),
  caption: text(""),
  /** Spec §9 choices: 300/500/800/auto/custom, also "full" and any length such as 300px or 50%. */
  width: lengthText("auto"),
  /** Spec §9: 200–500/auto/custom. */
  height: lengthText("auto"),
  customWidth: lengthText(""),
  customHeight: lengthText(""),
  aspectRatio: oneOf(ASPECT_RATIOS, "original"),
  align: oneOf(MEDIA_ALIGNMENTS, "center"),
});

export type ImageContent = z.infer<typeof schema>;

export interface ImageLayout {
  /** Width asked of the image service for the plain src (spec §9: full 1280, auto 800, numeric ×2 up to 1920). */
  requestWidth: number;
  sizes: string;
  /** CSS width of the figure, "" = natural size up to the container. */
  cssWidth: string;
  cssHeight: string;
  /** Numeric pixel width and height for the width/height attributes, when known. */
  pxWidth?: number;
  pxHeight?: number;
}

export function imageLayout(content: Pick<ImageContent, "width" | "height" | "customWidth" | "customHeight">): ImageLayout {
  const width = content.width === "custom" ? content.customWidth : content.width;
  const height = content.height === "custom" ? content.customHeight : content.height;
  const cssWidth = width === "full" ? "100%" : width === "auto" ? "" : cssLength(width);
  const cssHeight = height === "auto" ? "" : cssLength(height);
  const pxWidth = /^\d+(\.\d+)?(px)?$/.test(width) ? Math.round(Number.parseFloat(width)) : undefined;
  const pxHeight = /^\d+(\.\d+)?(px)?$/.test(height) ? Math.round(Number.parseFloat(height)) : undefined;
  if (pxWidth) {
    return {
      requestWidth: Math.min(1920, pxWidth * 2),
      sizes: `(max-width: 768px) 100vw, ${pxWidth}px`,
      cssWidth,
      cssHeight,
      pxWidth,
      pxHeight,
    };
  }
  if (width === "auto" || cssWidth === "") {
    return { requestWidth: 800, sizes: "(max-width: 800px) 100vw, 800px", cssWidth: "", cssHeight, pxHeight };
  }
  return { requestWidth: 1280, sizes: "(max-width: 1280px) 100vw, 1280px", cssWidth, cssHeight, pxHeight };
}

export const block = defineBlock({
  type: "image",
  label: "Bild",
  category: "Media",
  icon: "image",
  schema,
  fields: {
    src: field.image("Bild"),
    alt: field.text("Alternativtext", { help: "Beschreibt das Bild für Screenreader und Suchmaschinen." }),
    caption: field.text("Bildunterschrift"),
    width: field.select("Breite", MEDIA_WIDTHS, MEDIA_WIDTH_LABELS),
    height: field.select("Höhe", MEDIA_HEIGHTS, MEDIA_HEIGHT_LABELS),
    customWidth: field.text("Eigene Breite", { help: "z. B. 300px oder 50%" }),
    customHeight: field.text("Eigene Höhe", { help: "z. B. 240px" }),
    aspectRatio: field.select("Seitenverhältnis", ASPECT_RATIOS, ASPECT_RATIO_LABELS),
    align: field.select("Ausrichtung", MEDIA_ALIGNMENTS, MEDIA_ALIGNMENT_LABELS),
  },
  styleFields: [...BOX_STYLE, ...CAPTION_STYLE],
  hooks: { seo: (content) => ({ images: seoImage("src", "alt", content) }) },
  Render: ({ block, content }) => {
    const src = safeMediaSrc(content.src);
    // Without a source visitors see nothing; the editor shows its own empty state (spec §8).
    if (!src) return null;
    const layout = imageLayout(content);
    const ratio = aspectRatioCss(content.aspectRatio);
    const figureStyle: CSSProperties = { width: layout.cssWidth || undefined };
    const imgStyle: CSSProperties = {
      aspectRatio: ratio,
      height: layout.cssHeight || undefined,
    };
    const cropped = ratio !== undefined || layout.cssHeight !== "";
    return (
      <figure className={cn("max-w-full", layout.cssWidth ? "" : "w-fit", ALIGN_CLASS[content.align])} style={figureStyle}>
        <img
          src={imageUrl(src, layout.requestWidth)}
          srcSet={imageSrcSet(src)}
          sizes={layout.sizes}
          alt={content.alt}
          width={layout.pxWidth}
          height={layout.pxWidth && layout.pxHeight ? layout.pxHeight : undefined}
          loading="lazy"
          decoding="async"
          className={cn("block h-auto max-w-full rounded-lg", layout.cssWidth && "w-full", cropped && "object-cover")}
          style={imgStyle}
        />
        {content.caption && (
          <figcaption className="mt-2 text-sm text-muted-foreground" style={captionCss(block.style)}>
            {content.caption}
          </figcaption>
        )}
      </figure>
    );
  },
});
