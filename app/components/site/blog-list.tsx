import type { BlogPostSummary } from "~/blocks/data";
import { ResponsivePicture, useImageSize } from "~/blocks/image/picture";
import { safeMediaSrc, srcSetWidths } from "~/blocks/image/urls";
import { formatDateLong } from "~/lib/format";

export interface ListOptions {
  count: number;
  /** Only posts of this category; "" = all. */
  category: string;
  layout: "grid" | "list";
  columns: number;
  showImage: boolean;
  showExcerpt: boolean;
  showMeta: boolean;
}

export const DEFAULT_OPTIONS: ListOptions = { count: 12, category: "", layout: "grid", columns: 3, showImage: true, showExcerpt: true, showMeta: true };

const EXCERPT_FALLBACK = "Erfahren Sie mehr in diesem Artikel...";
const COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-1 md:grid-cols-2",
  3: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
  4: "grid-cols-1 md:grid-cols-2 lg:grid-cols-4",
};

/** Newest first, the chosen category only, at most `count`. */
export function selectPosts(posts: BlogPostSummary[], content: Pick<ListOptions, "count" | "category">): BlogPostSummary[] {
  const category = content.category.trim().toLocaleLowerCase("de-DE");
  return posts
    .filter((p) => !category || p.category.toLocaleLowerCase("de-DE") === category)
    .sort((a, b) => (b.publishDate > a.publishDate ? 1 : b.publishDate < a.publishDate ? -1 : 0))
    .slice(0, content.count);
}

/** Cards are at most about 400 px wide: the picture at 640, srcset up to 1280 (phones, high density). */
const CARD_IMAGE_WIDTH = 640;
const CARD_IMAGE_MAX_WIDTH = 1280;

export function PostCard({ post, content }: { post: BlogPostSummary; content: ListOptions }) {
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  const image = content.showImage ? safeMediaSrc(post.featuredImage) : "";
  const list = content.layout === "list";
  // Stored sizes of the featured images come with the page's BlockData (render-page.server.tsx).
  const natural = useImageSize(image);
  return (
    <li className={`flex overflow-hidden rounded-xl border border-border bg-card ${list ? "flex-col sm:flex-row" : "flex-col"}`}>
      {content.showImage &&
        (image ? (
          <ResponsivePicture
            src={image}
            alt=""
            width={CARD_IMAGE_WIDTH}
            widths={srcSetWidths(CARD_IMAGE_MAX_WIDTH, natural?.width)}
            sizes={list ? "(max-width: 640px) 100vw, 240px" : "(max-width: 767px) 100vw, 400px"}
            size={natural}
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
        <h2 className="text-lg font-semibold leading-snug">
          <a href={href} className="hover:text-primary-strong hover:underline">
            {post.title}
          </a>
        </h2>
        {content.showExcerpt && <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{post.excerpt || EXCERPT_FALLBACK}</p>}
        <a href={href} className="mt-4 text-sm font-medium text-primary-strong underline-offset-4 hover:underline">
          Weiterlesen<span className="sr-only">: {post.title}</span>
        </a>
      </div>
    </li>
  );
}

/** Cards of the newest posts (the blog overview until its own screen with search and filters exists). */
export function BlogPostList({ posts, options }: { posts: BlogPostSummary[]; options?: Partial<ListOptions> }) {
  const content: ListOptions = { ...DEFAULT_OPTIONS, ...options };
  const shown = selectPosts(posts, content);
  if (shown.length === 0) return <p className="mt-4 text-muted-foreground">Noch keine Beiträge veröffentlicht.</p>;
  return (
    <ul role="list" className={`mt-5 grid list-none gap-6 p-0 ${content.layout === "list" ? "grid-cols-1" : COLUMNS[content.columns]}`}>
      {shown.map((post) => (
        <PostCard key={post.id} post={post} content={content} />
      ))}
    </ul>
  );
}
