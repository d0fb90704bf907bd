import { z } from "zod";
import { SmartLink } from "~/components/site/smart-link";
import { cn } from "~/lib/utils";
import { imageSrcSet, imageUrl, safeMediaSrc } from "../image/media";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { seoLinks } from "../hook-helpers";

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

function html(value: string): string {
  return /^\s*</.test(value) ? value : `<p>${value}</p>`;
}

export const block = defineBlock({
  type: "card",
  label: "Karte",
  category: "Components",
  icon: "id-card",
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
  Render: ({ content }) => {
    const hasLink = content.link.trim() !== "";
    return (
      <article
        className={cn(
          "relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xs",
          hasLink && "transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        )}
      >
        {content.image && (
          <img
            src={imageUrl(content.image, 640)}
            srcSet={imageSrcSet(content.image)}
            sizes="(max-width: 768px) 100vw, 400px"
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-[16/9] w-full object-cover"
          />
        )}
        <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
          {content.title && (
            <h3 className="text-lg font-semibold leading-snug text-balance">
              {hasLink ? (
                <SmartLink href={content.link} className="outline-none after:absolute after:inset-0 hover:text-primary-strong">
                  {content.title}
                </SmartLink>
              ) : (
                content.title
              )}
            </h3>
          )}
          {content.description && <p className="text-sm leading-relaxed text-muted-foreground">{content.description}</p>}
          {content.text && <p className="leading-relaxed">{content.text}</p>}
          {content.content.trim() !== "" && <div className="prose-cms" dangerouslySetInnerHTML={{ __html: html(content.content) }} />}
        </div>
      </article>
    );
  },
});
