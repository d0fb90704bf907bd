import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { cn } from "~/lib/utils";
import { safeMediaSrc } from "../image/media";
import { ResponsivePicture, useImageSize } from "../image/picture";
import { srcSetWidths } from "../image/urls";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { seoLinks } from "../hook-helpers";
import { useEditable } from "../editable";

const schema = z.object({
  title: text("Kartentitel"),
  description: text("Eine kurze Beschreibung des Inhalts."),
  text: text(""),
  /** Rich text (HTML), sanitised on the server. */
  content: text(""),
  /** Site-relative or http(s) only; anything else counts as no image. */
  image: z
    .string()
    .transform((v) => safeMediaSrc(v))
    .default(""),
  /** Checked by safeHref (SmartLink). Empty: the card is not a link. */
  link: text(""),
});

export type CardContent = z.infer<typeof schema>;

/** Cards are about 400 px wide: the picture at 640, srcset up to 1280 (phones, high density). */
const IMAGE_WIDTH = 640;
const IMAGE_MAX_WIDTH = 1280;

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "card",
  label: "Karte",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    description: field.multiline("Beschreibung"),
    text: field.multiline("Text"),
    content: field.richtext("Inhalt"),
    image: field.image("Bild"),
    link: field.link("Link", { help: "Leer: Die Karte ist kein Link." }),
  },
  styleFields: BLOCK_STYLE,
  htmlFields: ["content"],
  hooks: { seo: seoLinks("link") },
  Render: function CardBlock({ content }) {
    const hasLink = content.link.trim() !== "";
    const natural = useImageSize(content.image);
    const editable = useEditable();
    return (
      <article
        className={cn(
          "relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xs",
          hasLink && "transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        )}
      >
        {content.image && (
          <ResponsivePicture
            src={content.image}
            alt=""
            width={IMAGE_WIDTH}
            widths={srcSetWidths(IMAGE_MAX_WIDTH, natural?.width)}
            sizes="(max-width: 768px) 100vw, 400px"
            size={natural}
            className="aspect-[16/9] w-full object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
          {content.title && (
            <h3 {...editable("title")} className="text-lg font-semibold leading-snug text-balance">
              {hasLink ? (
                <SmartLink href={content.link} className="outline-none after:absolute after:inset-0 hover:text-primary-strong">
                  {content.title}
                </SmartLink>
              ) : (
                content.title
              )}
            </h3>
          )}
          {content.description && <p {...editable("description")} className="text-sm leading-relaxed text-muted-foreground">{content.description}</p>}
          {content.text && <p {...editable("text")} className="leading-relaxed">{content.text}</p>}
          {content.content.trim() !== "" && <div {...editable("content")} className="prose-cms" dangerouslySetInnerHTML={{ __html: html(content.content) }} />}
        </div>
      </article>
    );
  },
});
