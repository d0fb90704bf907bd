import { callHook, hasHook } from "../hooks";
import { BlockList } from "../render";
import type { Block } from "../types";
import { PostTags } from "./tags";

/**
 * Spec §2 post view, in the content renderer's blog branch: the blog meta block first (featured
 * image, author, date, read time, category), the title as the page's H1, the excerpt, the blocks,
 * then the tags. The read time shown is the post's (stored, else counted from its text: the same
 * number its card shows), so the meta block gets it even when the stored field is empty.
 */
export function BlogArticle({ title, blocks, readTime, tags }: { title: string; blocks: Block[]; readTime: number; tags: string[] }) {
  const meta = blocks.find((b) => hasHook(b, "postMeta"));
  const rest = blocks.filter((b) => b !== meta);
  const excerpt = meta ? (callHook(meta, "postMeta")?.excerpt.trim() ?? "") : "";
  const shownMeta = meta && readTime > 0 ? { ...meta, content: { ...(meta.content as Record<string, unknown>), readTime } } : meta;
  return (
    <article className="mx-auto max-w-3xl">
      {shownMeta && <BlockList blocks={[shownMeta]} />}
      <h1 className={`${excerpt ? "mb-4" : "mb-8"} mt-4 text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance`}>{title}</h1>
      {excerpt && <p className="mb-8 text-lg leading-relaxed text-muted-foreground">{excerpt}</p>}
      <BlockList blocks={rest} />
      <PostTags tags={tags} />
    </article>
  );
}
