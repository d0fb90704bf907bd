import { z } from "zod";
import { formatDateLong } from "~/lib/format";
import { useBlockData, type BlogPostSummary } from "../data";
import { bool, clampedNumber, oneOf, text } from "../fields";
import { imageSrcSet, imageUrl, safeMediaSrc } from "../image/media";
import { defineBlock } from "../types";

/** A list of the newest blog posts (the spec names the type only; fields as a good CMS offers). */
const schema = z.object({
  title: text("Aktuelle Beiträge"),
  description: text(""),
  count: clampedNumber(1, 12, 3),
  /** Only posts of this category; "" = all. */
  category: text(""),
  layout: oneOf(["grid", "list"] as const, "grid"),
  columns: clampedNumber(1, 4, 3),
  showImage: bool(true),
  showExcerpt: bool(true),
  showMeta: bool(true),
});

export type BlogPostContent = z.infer<typeof schema>;

const EXCERPT_FALLBACK = "Erfahren Sie mehr in diesem Artikel...";
const COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 md:grid-cols-2 lg:grid-cols-4",
};

/** Newest first, the chosen category only, at most `count`. */
export function selectPosts(posts: BlogPostSummary[], content: Pick<BlogPostContent, "count" | "category">): BlogPostSummary[] {
  const category = content.category.trim().toLocaleLowerCase("de-DE");
  return posts
    .filter((p) => !category || p.category.toLocaleLowerCase("de-DE") === category)
    .sort((a, b) => (b.publishDate > a.publishDate ? 1 : b.publishDate < a.publishDate ? -1 : 0))
    .slice(0, content.count);
}

function PostCard({ post, content }: { post: BlogPostSummary; content: BlogPostContent }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const image = content.showImage ? safeMediaSrc(post.featuredImage) : "";
  const list = content.layout === "list";
  return (
    <li className={`flex overflow-hidden rounded-xl border border-border bg-card ${list ? "flex-col sm:flex-row" : "flex-col"}`}>
      {content.showImage &&
        (image ? (
          <img
            src={imageUrl(image, 640)}
            srcSet={imageSrcSet(image)}
            sizes={list ? "(max-width: 640px) 100vw, 240px" : "(max-width: 767px) 100vw, 400px"}
            alt=""
            loading="lazy"
            decoding="async"
            className={`block object-cover ${list ? "aspect-video w-full sm:aspect-auto sm:w-60" : "aspect-video w-full"}`}
          />
        ) : (
          <div aria-hidden="true" className={`bg-[linear-gradient(135deg,var(--primary)_0%,var(--accent-brand,#10b981)_100%)] opacity-80 ${list ? "aspect-video w-full sm:aspect-auto sm:w-60" : "aspect-video w-full"}`} />
        ))}
      <div className="flex flex-1 flex-col p-5">
        {content.showMeta && (
          <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            {post.category && <span className="rounded-full bg-primary/10 px-2.5 py-0.5 font-medium text-primary-strong">{post.category}</span>}
            {post.publishDate && <time dateTime={post.publishDate}>{formatDateLong(post.publishDate)}</time>}
            {post.readTime > 0 && <span>{post.readTime} Min. Lesezeit</span>}
          </div>
        )}
        <h3 className="text-lg font-semibold leading-snug">
          <a href={href} className="hover:text-primary-strong hover:underline">
            {post.title}
          </a>
        </h3>
        {content.showExcerpt && <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{post.excerpt || EXCERPT_FALLBACK}</p>}
        <a href={href} className="mt-4 text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          Weiterlesen<span className="sr-only">: {post.title}</span>
        </a>
      </div>
    </li>
  );
}

function BlogPostsBlock({ content }: { content: BlogPostContent }) {
  const { posts } = useBlockData();
  const shown = selectPosts(posts ?? [], content);
  return (
    <section aria-label={content.title || "Blogbeiträge"} className="w-full">
      {content.title && <h2 className="text-[clamp(1.25rem,1.15rem+0.4vw,1.5rem)] font-semibold leading-snug">{content.title}</h2>}
      {content.description && <p className="mt-2 leading-relaxed text-muted-foreground">{content.description}</p>}
      {shown.length === 0 ? (
        <p className="mt-4 text-muted-foreground">Noch keine Beiträge veröffentlicht.</p>
      ) : (
        <ul role="list" className={`mt-5 grid list-none gap-6 p-0 ${content.layout === "list" ? "grid-cols-1" : COLUMNS[content.columns]}`}>
          {shown.map((post) => (
            <PostCard key={post.id} post={post} content={content} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const block = defineBlock({
  type: "blog-post",
  label: "Blogbeiträge",
  category: "Components",
  icon: "newspaper",
  schema,
  Render: BlogPostsBlock,
});
