import { z } from "zod";
import { deBlogPost as de } from "~/i18n/blog-post";

/** Tags as a list; older content stores them as one comma-separated string (at most 30). */
export const tagsSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(","))
      .map((t) => t.trim())
      .filter(Boolean)
      .slice(0, 30),
  )
  .catch([])
  .default([]);

/** Spec §2: a post's tag leads to the blog overview filtered by it (`?schlagwort=`, app/server/blog). */
export function tagHref(tag: string): string {
  return `/blog?${new URLSearchParams({ schlagwort: tag })}`;
}

/** The tags below a post, each a link to the overview filtered by it. */
export function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul role="list" aria-label={de.tags} className="mt-10 flex list-none flex-wrap gap-2 p-0">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={tagHref(tag)}
            className="inline-block rounded-md border border-border px-2.5 py-1 text-sm text-muted-foreground transition-colors hover:border-primary hover:text-primary-strong"
          >
            #{tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
