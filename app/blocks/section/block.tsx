import { useId } from "react";
import { z } from "zod";
import { cn } from "~/lib/utils";
import { safeMediaSrc } from "../image/media";
import { ResponsivePicture, useImageSize } from "../image/picture";
import { clampedNumber, field, hexColor, oneOf, text } from "../fields";
import { BOX_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

/** Spec §9: default section padding 32/16/32/16 (top/right/bottom/left), in px; 0–256 each. */
const side = (fallback: number) => clampedNumber(0, 256, fallback);
const padding = z
  .object({ top: side(32), right: side(16), bottom: side(32), left: side(16) })
  .default({ top: 32, right: 16, bottom: 32, left: 16 });

const BACKGROUND_TYPES = ["none", "color", "image"] as const;

const schema = z.object({
  title: text(""),
  backgroundType: oneOf(BACKGROUND_TYPES, "none"),
  /** Custom colours only as #rrggbb. */
  backgroundColor: hexColor(),
  /** Site-relative or http(s) only (safeMediaSrc); anything else counts as no image. */
  backgroundImage: z
    .string()
    .transform((v) => safeMediaSrc(v))
    .default(""),
  padding,
});

export type SectionContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "section",
  label: "Sektion",
  category: "Layout",
  schema,
  fields: {
    title: field.text("Titel"),
    backgroundType: field.select("Hintergrund", BACKGROUND_TYPES, { none: "Keiner", color: "Farbe", image: "Bild" }),
    backgroundColor: field.colour("Hintergrundfarbe"),
    backgroundImage: field.image("Hintergrundbild"),
    padding: field.group("Innenabstand", {
      top: field.number("Oben", 0, 256, { unit: "px" }),
      right: field.number("Rechts", 0, 256, { unit: "px" }),
      bottom: field.number("Unten", 0, 256, { unit: "px" }),
      left: field.number("Links", 0, 256, { unit: "px" }),
    }),
  },
  styleFields: BOX_STYLE,
  slots: { children: { label: "Inhalt" } },
  Render: function SectionBlock({ content, renderSlot }) {
    const titleId = useId();
    const editable = useEditable();
    const image = content.backgroundType === "image" && content.backgroundImage !== "" ? content.backgroundImage : "";
    const imageSize = useImageSize(image);
    const colour = content.backgroundType === "color" ? content.backgroundColor : "";
    const { top, right, bottom, left } = content.padding;
    return (
      <section
        aria-labelledby={content.title ? titleId : undefined}
        className={cn("relative isolate overflow-hidden rounded-xl", image && "text-white")}
        style={{ backgroundColor: colour || undefined, padding: `${top}px ${right}px ${bottom}px ${left}px` }}
      >
        {image && (
          <>
            <ResponsivePicture src={image} alt="" width={1920} widths={[640, 1024, 1920]} sizes="100vw" size={imageSize} className="absolute inset-0 -z-20 size-full object-cover" />
            <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black/45" />
          </>
        )}
        <div className="mx-auto w-full max-w-6xl">
          {content.title && (
            <h2 id={titleId} {...editable("title")} className="mb-6 text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>
          )}
          {renderSlot("children")}
        </div>
      </section>
    );
  },
});
