import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { parseReadTime } from "~/lib/blog-rules";
import { directImage } from "~/lib/file-sharing";
import { formatDateLong } from "~/lib/format";
import { field, text } from "../fields";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { FeaturedImage } from "./featured-image";
import { useBlockData } from "../data";
import { PostHeaderPreview } from "./post-header-preview";
import { tagsSchema } from "./tags";

/** Spec §5: read time is parsed as an integer; a non-number counts as missing (0). At most 999 minutes. */
const readTime = z
  .union([z.number(), z.string()])
  // A number (the editor's field) is rounded; stored text is parsed as an integer (blog-rules).
  .transform((v) => (typeof v === "number" ? parseReadTime(Math.round(v)) : parseReadTime(v)) ?? 0)
  .catch(0)
  .default(0);

const tags = tagsSchema;

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
  tags,
});

const schema = z.preprocess(normalizeBlogMeta, fields);

export const block = defineBlock({
  type: "blog-meta",
  aliases: ["blog_meta"],
  label: "Blog-Metadaten",
  category: "Components",
  schema,
  fields: {
    featuredImage: field.image("Beitragsbild"),
    author: field.text("Autor"),
    publishDate: field.text("Veröffentlichungsdatum", { format: "date" }),
    category: field.text("Kategorie", { suggestions: "blogCategories", help: "Aus den Blog-Kategorien der Einstellungen oder frei eingeben" }),
    excerpt: field.multiline("Kurzbeschreibung"),
    title: field.text("Titel"),
    readTime: field.number("Lesezeit", 0, 999, { unit: "Min.", unsetValue: 0, computed: "readTime", help: "Leer = aus der Textlänge berechnet" }),
    tags: field.values("Schlagwörter", "Schlagwort", field.text("Schlagwort"), { maxItems: 30 }),
  },
  styleFields: BLOCK_STYLE,
  hooks: {
    postMeta: ({ author, publishDate, category, excerpt, featuredImage, readTime }) => ({ author, publishDate, category, excerpt, featuredImage, readTime }),
    // Social cards load the picture itself, not a file-sharing service's viewer page.
    shareImage: (content) => directImage(content.featuredImage).src,
  },
  Render: function BlogMetaBlock({ block, content }) {
    const editable = useEditable();
    const { editorPage } = useBlockData();
    // Spec §2 post view: the featured image first, then author, date, read time and category.
    return (
      <>
        <FeaturedImage src={content.featuredImage} blockId={block.id} sizes="(max-width: 768px) 100vw, 768px" />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
          {content.author && <span {...editable("author")} className="font-medium text-foreground">{content.author}</span>}
          {content.publishDate && <time dateTime={content.publishDate}>{formatDateLong(content.publishDate)}</time>}
          {content.readTime > 0 && <span>{de.blocks.readTime(content.readTime)}</span>}
          {content.category && (
            <span {...editable("category")} className="rounded-full bg-primary/10 px-3 py-1 font-medium text-primary-strong">{content.category}</span>
          )}
        </div>
        {editorPage && <PostHeaderPreview title={editorPage.title} excerpt={content.excerpt} />}
      </>
    );
  },
});
