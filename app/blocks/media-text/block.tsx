import type { CSSProperties } from "react";
import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { safeMediaSrc } from "../image/media";
import { ResponsivePicture, useImageSize, useIsPriorityBlock } from "../image/picture";
import { srcSetWidths } from "../image/urls";
import { BUTTON_VARIANTS, BUTTON_VARIANT_LABELS, clampedNumber, field, hexColor, oneOf, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { seoImage, seoLinks } from "../hook-helpers";
import { useEditable } from "../editable";
import { EditableText } from "../editable-text";

/** Image share : text share for each ratio (spec §3: 50-50, 33-67, 67-33). */
const RATIOS = { "50-50": [1, 1], "33-67": [1, 2], "67-33": [2, 1] } as const;
const RATIO_NAMES = ["50-50", "33-67", "67-33"] as const;
const ORDERS = ["image-left", "image-right"] as const;

const schema = z.object({
  /** Site-relative or http(s) only; anything else counts as no image. */
  imageSrc: z
    .string()
    .transform((v) => safeMediaSrc(v))
    .default(""),
  imageAlt: text(""),
  title: text("Medien und Text"),
  /** Rich text (HTML), sanitised on the server. */
  text: text("Beschreiben Sie hier Ihr Produkt oder Ihre Leistung."),
  buttonText: text(""),
  /** Checked by safeHref (SmartLink). */
  buttonHref: text(""),
  buttonVariant: oneOf(BUTTON_VARIANTS, "default"),
  order: oneOf(ORDERS, "image-left"),
  ratio: oneOf(RATIO_NAMES, "50-50"),
  /** Spec §5: default 24 px; 0–100 like the other layout gaps. */
  gap: clampedNumber(0, 100, 24),
  /** Custom colours only as #rrggbb. */
  backgroundColor: hexColor(),
});

export type MediaTextContent = z.infer<typeof schema>;

/** The picture at 1024, srcset up to 1280 (full width on phones). */
const IMAGE_WIDTH = 1024;
const IMAGE_MAX_WIDTH = 1280;

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "media-text",
  label: "Medien und Text",
  category: "Media",
  schema,
  fields: {
    imageSrc: field.image("Bild", { takeOver: { alt: "imageAlt" } }),
    imageAlt: field.text("Alternativtext"),
    title: field.text("Titel"),
    text: field.richtext("Text"),
    buttonText: field.text("Text der Schaltfläche", { help: "Leer: keine Schaltfläche" }),
    buttonHref: field.link("Link der Schaltfläche"),
    buttonVariant: field.select("Variante der Schaltfläche", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
    order: field.select("Anordnung", ORDERS, { "image-left": "Bild links", "image-right": "Bild rechts" }),
    ratio: field.select("Aufteilung (Bild : Text)", RATIO_NAMES, { "50-50": "50 : 50", "33-67": "33 : 67", "67-33": "67 : 33" }),
    gap: field.number("Abstand", 0, 100, { unit: "px" }),
    backgroundColor: field.colour("Hintergrundfarbe"),
  },
  styleFields: BLOCK_STYLE,
  htmlFields: ["text"],
  hooks: { seo: (content) => ({ images: seoImage("imageSrc", "imageAlt", content), ...seoLinks("buttonHref")(content) }) },
  Render: function MediaTextBlock({ block, content }) {
    const hasImage = content.imageSrc !== "";
    const natural = useImageSize(content.imageSrc);
    const priority = useIsPriorityBlock(block.id);
    const editable = useEditable();
    const [imageShare, textShare] = RATIOS[content.ratio];
    const imageRight = content.order === "image-right";
    const template = imageRight ? `minmax(0,${textShare}fr) minmax(0,${imageShare}fr)` : `minmax(0,${imageShare}fr) minmax(0,${textShare}fr)`;
    return (
      <div
        className={cn(
          "grid grid-cols-1 items-center",
          hasImage && "md:grid-cols-(--media-text-columns)",
          content.backgroundColor && "rounded-xl p-6 sm:p-10",
        )}
        style={{ "--media-text-columns": template, gap: `${content.gap}px`, backgroundColor: content.backgroundColor || undefined } as CSSProperties}
      >
        {hasImage && (
          <ResponsivePicture
            src={content.imageSrc}
            alt={content.imageAlt}
            width={IMAGE_WIDTH}
            widths={srcSetWidths(IMAGE_MAX_WIDTH, natural?.width)}
            sizes="(max-width: 768px) 100vw, 50vw"
            size={natural}
            priority={priority}
            className={cn("h-auto w-full rounded-xl object-cover", imageRight && "md:order-2")}
          />
        )}
        <div className="min-w-0">
          {content.title && (
            <h2 {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>
          )}
          {content.text.trim() !== "" && <div {...editable("text")} className="prose-cms mt-4" dangerouslySetInnerHTML={{ __html: html(content.text) }} />}
          {content.buttonText && (
            <div className="mt-6">
              <SmartLink href={content.buttonHref} className={buttonVariants({ variant: content.buttonVariant, size: "lg" })}>
                <EditableText path="buttonText">{content.buttonText}</EditableText>
              </SmartLink>
            </div>
          )}
        </div>
      </div>
    );
  },
});
