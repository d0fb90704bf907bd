import { deBlogMeta } from "./strings";

/**
 * The builder's view of what the post view (BlogArticle) shows after the meta block: the title as
 * the H1 and the excerpt, in the same type. Read-only: the title is edited in the post settings,
 * the excerpt in this block's properties.
 */
export function PostHeaderPreview({ title, excerpt }: { title: string; excerpt: string }) {
  return (
    <div data-testid="post-header-preview" title={deBlogMeta.previewHint}>
      <h1 className={`${excerpt.trim() ? "mb-4" : "mb-2"} mt-4 text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance`}>
        {title.trim() || deBlogMeta.untitledPost}
      </h1>
      {excerpt.trim() && <p className="mb-2 text-lg leading-relaxed text-muted-foreground">{excerpt.trim()}</p>}
    </div>
  );
}
