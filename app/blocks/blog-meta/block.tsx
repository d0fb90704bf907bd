import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { formatDateLong } from "~/lib/format";
import { field, text } from "../fields";
import { ResponsivePicture, useImageSize, useIsPriorityBlock } from "../image/picture";
import { FEATURED_IMAGE_WIDTH, safeMediaSrc, srcSetWidths } from "../image/urls";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";

/** Spec §5: read time is parsed as an integer; a non-number counts as missing (0). At most 999 minutes. */
const readTime = z
  .union([z.number(), z.string()])
  .transform((v) => {
    const n = typeof v === "number" ? Math.round(v) : Number.parseInt(v, 10);
    return Number.isFinite(n) && n > 0 ? Math.min(n, 999) : 0;
  })
  .default(0);

/**
 * Older content used other names for some fields (spec §3): the first one present wins, and the
 * canonical name always wins over an alternate.
 */
const ALTERNATES: Record<string, string[]> = {
  featuredImage: ["featuredImageUrl", "Featured Image URL", "coverImage", "imageUrl", "image"],
  readTime: ["Lesezeit", "read_time"],
};

export function normalizeBlogMeta(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const [field, names] of Object.entries(ALTERNATES)) {
    for (const name of names) {
      if ((out[field] === undefined || out[field] === "") && out[name] !== undefined && out[name] !== "") out[field] = out[name];
      delete out[name];
    }
  }
  return out;
}

const fields = z.object({
  featuredImage: text(""),
  author: text(""),
  publishDate: text(""),
  category: text("Allgemein"),
  excerpt: text(""),
  title: text(""),
  readTime,
});

const schema = z.preprocess(normalizeBlogMeta, fields);

export const block = defineBlock({
  type: "blog-meta",
  aliases: ["blog_meta"],
  label: "Blog-Metadaten",
  category: "Components",
  icon: "newspaper",
  schema,
  fields: {
    featuredImage: field.image("Beitragsbild"),
    author: field.text("Autor"),
    publishDate: field.text("Veröffentlichungsdatum", { format: "date" }),
    category: field.text("Kategorie"),
    excerpt: field.multiline("Kurzbeschreibung"),
    title: field.text("Titel"),
    readTime: field.number("Lesezeit", 0, 999, { unit: "Min.", help: "0 = keine Angabe" }),
  },
  styleFields: BLOCK_STYLE,
  hooks: {
    postMeta: ({ author, publishDate, category, excerpt, featuredImage, readTime }) => ({ author, publishDate, category, excerpt, featuredImage, readTime }),
    shareImage: (content) => content.featuredImage,
  },
  Render: function BlogMetaBlock({ block, content }) {
    const image = safeMediaSrc(content.featuredImage);
    const natural = useImageSize(image);
    const priority = useIsPriorityBlock(block.id);
    const editable = useEditable();
    const meta = (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
        {content.category && (
          <span {...editable("category")} className="rounded-full bg-primary/10 px-3 py-1 font-medium text-primary-strong">{content.category}</span>
        )}
        {content.publishDate && <time dateTime={content.publishDate}>{formatDateLong(content.publishDate)}</time>}
        {content.author && <span {...editable("author")}>{content.author}</span>}
        {content.readTime > 0 && <span>{de.blocks.readTime(content.readTime)}</span>}
      </div>
    );
    if (!image) return meta;
    // Spec §2 post view: the featured image first, then author, date, read time and category.
    return (
      <>
        <ResponsivePicture
          src={image}
          alt=""
          width={FEATURED_IMAGE_WIDTH}
          widths={srcSetWidths(FEATURED_IMAGE_WIDTH, natural?.width)}
          sizes="(max-width: 768px) 100vw, 768px"
          size={natural}
          priority={priority}
          className="mb-6 aspect-video w-full rounded-xl object-cover"
        />
        {meta}
      </>
    );
  },
});
