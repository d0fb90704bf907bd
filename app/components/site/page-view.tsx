import { BlockList } from "~/blocks/render";
import { de } from "~/i18n/de";
import type { PublicPage } from "~/server/public-site.server";

/** Content by content type (spec §2): blog pages show their meta block, then the title as H1. */
export function PageView({ page }: { page: PublicPage }) {
  if (page.blocks.length === 0) {
    return <p className="py-16 text-center text-muted-foreground">{de.site.noContent}</p>;
  }
  if (page.content_type === "blog") {
    const meta = page.blocks.find((b) => b.type === "blog-meta" || b.type === "blog_meta");
    const rest = page.blocks.filter((b) => b !== meta);
    return (
      <article className="mx-auto max-w-3xl">
        {meta && <BlockList blocks={[meta]} />}
        <h1 className="mb-8 mt-4 text-[clamp(2rem,1.6rem+1.6vw,2.75rem)] font-bold leading-tight tracking-tight text-balance">
          {page.title}
        </h1>
        <BlockList blocks={rest} />
      </article>
    );
  }
  return <BlockList blocks={page.blocks} />;
}
