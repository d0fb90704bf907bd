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
  TARGETS,
  TARGET_LABELS,
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
  lengthText,
  safeMediaSrc,
  srcSetWidths,
} from "./media";
import { ResponsivePicture, useImageSize, useIsPriorityBlock } from "./picture";
import { scaleToWidth, type ImageSize } from "./urls";
import { seoImage, seoLinks } from "../hook-helpers";
import { deSite } from "~/i18n/site";
import { useBlockData } from "../data";
import { useEditable } from "../editable";
import { imageLinkSchema, LinkedPicture } from "./link";

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
  /** Empty: the picture is not a link. An address safeHref refuses is refused on save (./link.tsx). */
  link: imageLinkSchema,
  linkTarget: oneOf(TARGETS, "_self"),
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

/** Spec §9: "auto" asks the image service for 800 pixels, and shows the picture at most that wide. */
const AUTO_WIDTH = 800;

/**
 * The width/height attributes: the chosen pixel width (and height), with the stored size for the
 * ratio; "auto" shows the picture at its own size up to 800 px; other widths only need the ratio.
 */
export function imageAttributes(layout: ImageLayout, natural: ImageSize | null): Partial<ImageSize> {
  if (layout.pxWidth) {
    if (layout.pxHeight) return { width: layout.pxWidth, height: layout.pxHeight };
    return natural ? scaleToWidth(natural, layout.pxWidth) : { width: layout.pxWidth };
  }
  if (!natural) return {};
  return layout.cssWidth ? natural : scaleToWidth(natural, Math.min(natural.width, AUTO_WIDTH));
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
  schema,
  fields: {
    src: field.image("Bild", { takeOver: { alt: "alt", caption: "caption" } }),
    alt: field.text("Alternativtext", { help: "Beschreibt das Bild für Screenreader und Suchmaschinen." }),
    caption: field.text("Bildunterschrift"),
    width: field.select("Breite", MEDIA_WIDTHS, MEDIA_WIDTH_LABELS),
    height: field.select("Höhe", MEDIA_HEIGHTS, MEDIA_HEIGHT_LABELS),
    customWidth: field.text("Eigene Breite", { help: "z. B. 300px oder 50%" }),
    customHeight: field.text("Eigene Höhe", { help: "z. B. 240px" }),
    aspectRatio: field.select("Seitenverhältnis", ASPECT_RATIOS, ASPECT_RATIO_LABELS),
    align: field.select("Ausrichtung", MEDIA_ALIGNMENTS, MEDIA_ALIGNMENT_LABELS),
    link: field.link("Link", { help: "Leer: Das Bild ist kein Link." }),
    linkTarget: field.select("Link öffnen", TARGETS, TARGET_LABELS),
  },
  styleFields: [...BOX_STYLE, ...CAPTION_STYLE],
  hooks: { seo: (content) => ({ images: seoImage("src", "alt", content), ...seoLinks("link")(content) }) },
  Render: function ImageBlock({ block, content }) {
    const src = safeMediaSrc(content.src);
    const natural = useImageSize(src);
    const priority = useIsPriorityBlock(block.id);
    const editable = useEditable();
    const { editMode } = useBlockData();
    // Without a source visitors see nothing; an editor sees where to set one (spec §8).
    if (!src) {
      return editMode ? (
        <div className="grid min-h-32 place-items-center rounded-lg border-2 border-dashed border-border bg-muted/40 p-6 text-center text-sm text-muted-foreground">
          {deSite.site.configureImage}
        </div>
      ) : null;
    }
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
        <LinkedPicture link={content.link} target={content.linkTarget} alt={content.alt} caption={content.caption}>
          <ResponsivePicture
            src={src}
            alt={content.alt}
            width={layout.requestWidth}
            widths={srcSetWidths(layout.requestWidth, natural?.width)}
            sizes={layout.sizes}
            size={imageAttributes(layout, natural)}
            priority={priority}
            className={cn(
              "block h-auto rounded-lg",
              layout.cssWidth ? "w-full max-w-full" : "max-w-[min(100%,800px)]",
              cropped && "object-cover",
            )}
            style={imgStyle}
          />
        </LinkedPicture>
        {content.caption && (
          <figcaption {...editable("caption")} className="mt-2 text-sm text-muted-foreground" style={captionCss(block.style)}>
            {content.caption}
          </figcaption>
        )}
      </figure>
    );
  },
});
