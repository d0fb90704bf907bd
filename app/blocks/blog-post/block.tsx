import { z } from "zod";
import { deSite as de } from "~/i18n/site";
import { formatDateLong } from "~/lib/format";
import { field, text } from "../fields";
import { safeMediaSrc } from "../image/urls";
import { FeaturedImage } from "../blog-meta/featured-image";
import { tagHref, tagsSchema } from "../blog-meta/tags";
import { BLOCK_STYLE } from "../style-fields";
import { defineBlock } from "../types";
import { useEditable } from "../editable";
import { EditableText } from "../editable-text";

const tags = tagsSchema;

/** Minutes; readable numbers and numeric strings count, anything else is "unknown" (0). */
const readTime = z
  .union([z.number(), z.string()])
  .transform((v) => {
    const n = typeof v === "number" ? v : Number.parseFloat(v);
    return Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), 999) : 0;
  })
  .catch(0)
  .default(0);

/** Spec §3 blog post block: one post's content with its meta data. */
const schema = z.object({
  title: text(""),
  excerpt: text(""),
  /** Rich text (HTML), sanitised on the server. */
  content: text(""),
  author: text(""),
  publishDate: text(""),
  readTime,
  category: text(""),
  tags,
  featuredImage: text(""),
});

export type BlogPostContent = z.infer<typeof schema>;

export const block = defineBlock({
  type: "blog-post",
  label: "Blogbeitrag",
  category: "Components",
  schema,
  fields: {
    title: field.text("Titel"),
    excerpt: field.multiline("Kurzbeschreibung"),
    content: field.richtext("Inhalt"),
    author: field.text("Autor"),
    publishDate: field.text("Veröffentlichungsdatum", { format: "date" }),
    readTime: field.number("Lesezeit", 0, 999, { unit: "Min.", help: "0 = keine Angabe" }),
    category: field.text("Kategorie"),
    tags: field.values("Schlagwörter", "Schlagwort", field.text("Schlagwort"), { maxItems: 30 }),
    featuredImage: field.image("Beitragsbild"),
  },
  styleFields: BLOCK_STYLE,
  htmlFields: ["content"],
  Render: function BlogPostBlock({ block, content }) {
    const image = safeMediaSrc(content.featuredImage);
    const editable = useEditable();
    const date = formatDateLong(content.publishDate);
    const hasMeta = content.category || date || content.author || content.readTime > 0;
    if (!content.title && !content.content && !content.excerpt && !image) return null;
    return (
      <article className="w-full">
        <FeaturedImage src={image} blockId={block.id} sizes="(max-width: 1280px) 100vw, 1280px" />
        {hasMeta && (
          <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            {content.category && <span {...editable("category")} className="rounded-full bg-primary/10 px-3 py-1 font-medium text-primary-strong">{content.category}</span>}
            {date && <time dateTime={content.publishDate}>{date}</time>}
            {content.author && <span {...editable("author")}>{content.author}</span>}
            {content.readTime > 0 && <span>{de.blocks.readTime(content.readTime)}</span>}
          </div>
        )}
        {content.title && <h2 {...editable("title")} className="text-[clamp(1.5rem,1.3rem+0.9vw,2rem)] font-semibold leading-tight tracking-tight text-balance">{content.title}</h2>}
        {content.excerpt && <p {...editable("excerpt")} className="mt-3 text-lg leading-relaxed text-muted-foreground">{content.excerpt}</p>}
        {content.content && <div {...editable("content")} className="prose-cms mt-5" dangerouslySetInnerHTML={{ __html: content.content }} />}
        {content.tags.length > 0 && (
          <ul role="list" aria-label="Schlagwörter" className="mt-6 flex list-none flex-wrap gap-2 p-0">
            {content.tags.map((tag, i) => (
              <li key={tag}>
                {/* Spec §2: a tag leads to the overview filtered by it. */}
                <a href={tagHref(tag)} className="inline-block rounded-md border border-border px-2.5 py-1 text-sm text-muted-foreground hover:border-primary hover:text-primary-strong">
                  #<EditableText path={`tags.${i}`}>{tag}</EditableText>
                </a>
              </li>
            ))}
          </ul>
        )}
      </article>
    );
  },
});
