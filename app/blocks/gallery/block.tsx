import { z } from "zod";
import { bool, clampedNumber, oneOf, text } from "../fields";
import { captionCss, safeMediaSrc } from "../image/media";
import { defineBlock } from "../types";
import { GalleryGrid } from "./gallery-grid.island";

const imageObject = z.object({
  url: z.string().optional(),
  /** Older content names the source src. */
  src: z.string().optional(),
  alt: text(""),
  caption: text(""),
});

/** Spec §3: plain strings in images become {url, alt, caption} objects. */
const galleryImage = z
  .union([z.string(), imageObject])
  .transform((v) =>
    typeof v === "string" ? { url: v, alt: "", caption: "" } : { url: v.url ?? v.src ?? "", alt: v.alt, caption: v.caption },
  );

export const IMAGE_SIZES = ["small", "medium", "large", "xlarge", "custom"] as const;
/** Spec §9 image heights per size. */
export const IMAGE_HEIGHTS: Record<Exclude<(typeof IMAGE_SIZES)[number], "custom">, number> = {
  small: 192,
  medium: 256,
  large: 320,
  xlarge: 384,
};
export const IMAGE_FITS = ["cover", "contain", "fill", "none", "scale-down"] as const;

const schema = z.object({
  title: text(""),
  images: z.array(galleryImage).default([]),
  /** Spec §5: columns 1–6 (3), gap 0–64 (16), text spacing 0–32 (8), custom height 100–800 (256). */
  columns: clampedNumber(1, 6, 3),
  gap: clampedNumber(0, 64, 16),
  imageSize: oneOf(IMAGE_SIZES, "medium"),
  customImageHeight: clampedNumber(100, 800, 256),
  imageFit: oneOf(IMAGE_FITS, "cover"),
  textSpacing: clampedNumber(0, 32, 8),
  enableLightbox: bool(true),
});

export type GalleryContent = z.infer<typeof schema>;

export function galleryImageHeight(content: Pick<GalleryContent, "imageSize" | "customImageHeight">): number {
  return content.imageSize === "custom" ? content.customImageHeight : IMAGE_HEIGHTS[content.imageSize];
}

export const block = defineBlock({
  type: "gallery",
  label: "Galerie",
  category: "Media",
  icon: "images",
  schema,
  Render: ({ block, content }) => {
    const images = content.images
      .map((image) => ({ ...image, url: safeMediaSrc(image.url) }))
      .filter((image) => image.url !== "");
    if (images.length === 0 && !content.title) return null;
    return (
      <section aria-label={content.title || undefined} className="w-full">
        {content.title && <h2 className="mb-4 text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
        {images.length > 0 && (
          <GalleryGrid
            images={images}
            columns={content.columns}
            gap={content.gap}
            height={galleryImageHeight(content)}
            fit={content.imageFit}
            textSpacing={content.textSpacing}
            captionStyle={captionCss(block.style)}
            lightbox={content.enableLightbox}
          />
        )}
      </section>
    );
  },
});
