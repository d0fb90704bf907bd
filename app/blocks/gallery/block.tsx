import { z } from "zod";
import { bool, clampedNumber, field, oneOf, text } from "../fields";
import { useBlockData } from "../data";
import { captionCss, safeMediaSrc } from "../image/media";
import { imageSizeIn } from "../image/picture";
import { BLOCK_STYLE, CAPTION_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { GalleryGrid } from "./gallery-grid.island";
import { str } from "../hook-helpers";
import { useEditable } from "../editable";

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

/** A stored gallery item as an object (spec §3: a plain string is an image URL without alt text). */
function galleryItem(item: unknown): Record<string, unknown> | null {
  if (typeof item === "string") return { url: item, alt: "" };
  return item && typeof item === "object" ? (item as Record<string, unknown>) : null;
}

export type GalleryContent = z.infer<typeof schema>;

export function galleryImageHeight(content: Pick<GalleryContent, "imageSize" | "customImageHeight">): number {
  return content.imageSize === "custom" ? content.customImageHeight : IMAGE_HEIGHTS[content.imageSize];
}

export const block = defineBlock({
  type: "gallery",
  label: "Galerie",
  category: "Media",
  schema,
  fields: {
    title: field.text("Titel"),
    images: field.list("Bilder", "Bild", {
      url: field.image("Bild", { takeOver: { alt: "alt", caption: "caption" } }),
      alt: field.text("Alternativtext"),
      caption: field.text("Bildunterschrift"),
    }),
    columns: field.number("Spalten", 1, 6),
    gap: field.number("Abstand", 0, 64, { unit: "px" }),
    imageSize: field.select("Bildhöhe", IMAGE_SIZES, {
      small: "Klein (192 px)",
      medium: "Mittel (256 px)",
      large: "Groß (320 px)",
      xlarge: "Sehr groß (384 px)",
      custom: "Benutzerdefiniert",
    }),
    customImageHeight: field.number("Eigene Bildhöhe", 100, 800, { unit: "px" }),
    imageFit: field.select("Bildanpassung", IMAGE_FITS, {
      cover: "Ausfüllen (zuschneiden)",
      contain: "Einpassen",
      fill: "Strecken",
      none: "Originalgröße",
      "scale-down": "Verkleinern, falls nötig",
    }),
    textSpacing: field.number("Textabstand", 0, 32, { unit: "px" }),
    enableLightbox: field.switch("Vollbildansicht beim Klick"),
  },
  styleFields: [...BLOCK_STYLE, ...CAPTION_STYLE],
  hooks: {
    seo: (content) => ({
      images: (Array.isArray(content.images) ? content.images : []).flatMap((item: unknown, index) => {
        // Spec §3: plain strings in the list are image URLs without alt text.
        const image = galleryItem(item);
        if (!image || str(image.url).trim() === "") return [];
        return [
          {
            hasAlt: str(image.alt).trim() !== "",
            setAlt: (current: Record<string, unknown>, alt: string) => {
              const images = [...(current.images as unknown[])];
              images[index] = { ...galleryItem(images[index]), alt };
              return { ...current, images };
            },
          },
        ];
      }),
    }),
  },
  Render: function GalleryBlock({ block, content }) {
    const { images: sizes, editMode } = useBlockData();
    const editable = useEditable();
    // The stored sizes travel with the island's props (plain JSON): the browser renders the same HTML.
    const images = content.images
      .map((image) => {
        const url = safeMediaSrc(image.url);
        const size = imageSizeIn(sizes, url);
        return { ...image, url, ...(size ? { width: size.width, height: size.height } : {}) };
      })
      .filter((image) => image.url !== "");
    if (images.length === 0 && !content.title) return null;
    // In edit mode the grid marks each caption with its item's path in the stored list (the
    // prop exists only then, so visitors' island props stay as they were).
    const captionPaths = editMode
      ? content.images.flatMap((image, index) => (safeMediaSrc(image.url) !== "" ? [`images.${index}.caption`] : []))
      : undefined;
    return (
      <section aria-label={content.title || undefined} className="w-full">
        {content.title && <h2 {...editable("title")} className="mb-4 text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
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
            {...(captionPaths ? { captionPaths } : {})}
          />
        )}
      </section>
    );
  },
});
