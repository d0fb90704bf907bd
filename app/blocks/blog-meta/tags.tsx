import { deBlogPost as de } from "~/i18n/blog-b2";

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
