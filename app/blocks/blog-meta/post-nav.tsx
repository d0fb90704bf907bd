import { ArrowLeft, ArrowRight } from "lucide-react";
import { deBlogPost as de } from "~/i18n/blog-post";
import { formatDateLong } from "~/lib/format";

interface PostLink {
  slug: string;
  title: string;
  publishDate: string;
}

const postHref = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Below a post: the posts published before and after it (server-rendered links, no script). */
export function PostNavigation({ previous, next }: { previous: PostLink | null; next: PostLink | null }) {
  if (!previous && !next) return null;
  const card = "group flex flex-col gap-1 rounded-xl border border-border p-4 transition-colors hover:border-primary focus-visible:border-primary";
  return (
    <nav aria-label={de.postNavigation} className="mx-auto mt-12 grid max-w-3xl gap-4 border-t border-border pt-8 sm:grid-cols-2">
      {previous ? (
        <a href={postHref(previous.slug)} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {de.previous}
          </span>
          <span className="font-semibold text-balance group-hover:text-primary-strong">{previous.title}</span>
          <span className="text-sm text-muted-foreground">{formatDateLong(previous.publishDate)}</span>
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      {next && (
        <a href={postHref(next.slug)} rel="next" className={`${card} sm:items-end sm:text-right`}>
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            {de.next}
            <ArrowRight aria-hidden="true" className="size-4" />
          </span>
          <span className="font-semibold text-balance group-hover:text-primary-strong">{next.title}</span>
          <span className="text-sm text-muted-foreground">{formatDateLong(next.publishDate)}</span>
        </a>
      )}
    </nav>
  );
}
