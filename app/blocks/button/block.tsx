import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import {
  BUTTON_SIZES,
  BUTTON_SIZE_LABELS,
  BUTTON_VARIANTS,
  BUTTON_VARIANT_LABELS,
  MEDIA_ALIGNMENT_LABELS,
  TARGETS,
  TARGET_LABELS,
  field,
  oneOf,
  text,
} from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { seoLinks } from "../hook-helpers";
import { EditableText } from "../editable-text";

const BUTTON_ALIGNMENTS = ["left", "center", "right"] as const;

const schema = z.object({
  text: text("Mehr erfahren"),
  variant: oneOf(BUTTON_VARIANTS, "default"),
  size: oneOf(BUTTON_SIZES, "default"),
  /** Checked by safeHref (SmartLink); an unsafe or empty link becomes "#". */
  href: text("/kontakt"),
  target: oneOf(TARGETS, "_self"),
  align: oneOf(BUTTON_ALIGNMENTS, "left"),
});

export type ButtonContent = z.infer<typeof schema>;

const ALIGN_CLASS = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

export const block = defineBlock({
  type: "button",
  label: "Button",
  category: "Basic",
  schema,
  fields: {
    text: field.text("Beschriftung"),
    variant: field.select("Variante", BUTTON_VARIANTS, BUTTON_VARIANT_LABELS),
    size: field.select("Größe", BUTTON_SIZES, BUTTON_SIZE_LABELS),
    href: field.link("Link"),
    target: field.select("Öffnen", TARGETS, TARGET_LABELS),
    align: field.select("Ausrichtung", BUTTON_ALIGNMENTS, MEDIA_ALIGNMENT_LABELS),
  },
  styleFields: BLOCK_STYLE,
  hooks: { seo: seoLinks("href") },
  Render: ({ content }) => (
    <div className={cn("flex", ALIGN_CLASS[content.align])}>
      <SmartLink
        href={content.href}
        target={content.target}
        className={cn(buttonVariants({ variant: content.variant, size: content.size }), "max-w-full whitespace-normal text-center")}
      >
        <EditableText path="text">{content.text}</EditableText>
      </SmartLink>
    </div>
  ),
});
