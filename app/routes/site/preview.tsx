import { data } from "react-router";
import { PostNavigation } from "~/blocks/blog-meta/post-nav";
import { handOverBody } from "~/components/site/document-parts";
import { PageScreen } from "~/components/site/page-screen";
import { PreviewBanner, PreviewGoneScreen } from "~/components/site/preview-banner";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { postNeighbours } from "~/server/blog/post-order.server";
import { openPreview } from "~/server/preview/preview-links.server";
import { db, runtime } from "~/server/runtime.server";
import { presentWorkingCopy } from "~/server/site/public-site.server";
import type { Route } from "./+types/preview";
import { pageMeta } from "./meta";

/**
 * /vorschau/:token (issue 30): a shared preview of a page's working copy for someone without an
 * account, rendered like its page, post or presentation (PageScreen, as those routes do) with a
 * banner. Header, menus and footer are the published site's (the layout's). Every token that does
 * not open a preview (malformed, tampered, another page's, revoked, expired) gets the same 410: a
 * probe learns nothing about which links exist. Never cached (the page cache skips /vorschau/ by
 * its prefix, and the answer says no-store), never counted (the statistics skip the prefix too),
 * never indexed (header, meta, robots.txt).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const opened = await openPreview(db(), runtime().env.AUTH_SECRET, params.token);
  if (!opened) throw data({ preview: "gone" }, { status: 410 });
  const page = await presentWorkingCopy(opened.page);
  return {
    page: handOverBody(context.documentParts, page),
    expiresAt: opened.expiresAt,
    // A post shows its neighbours among published posts, as at its address.
    neighbours: page.content_type === "blog" ? await postNeighbours(page.id) : null,
  };
}

/** The token is in the address: never stored by anyone, never sent on as a referrer, never indexed. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});

/** The page's own head, without its canonical address (a draft may have none yet), and noindex. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const tags = pageMeta(loaderData.page, matches).filter((tag) => {
    const t = tag as Record<string, unknown>;
    return t.name !== "robots" && t.rel !== "canonical" && t.property !== "og:url";
  });
  return [...tags, { name: "robots", content: "noindex, nofollow" }];
};

export default function SharedPreview({ loaderData }: Route.ComponentProps) {
  const { page, expiresAt, neighbours } = loaderData;
  return (
    <>
      <PreviewBanner expiresAt={expiresAt} />
      <PageScreen page={page} mode="view" redirectTo={null} />
      {neighbours && <PostNavigation previous={neighbours.previous} next={neighbours.next} />}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = (error as { status?: number } | null)?.status;
  return status === 410 ? <PreviewGoneScreen /> : <SiteErrorBoundary />;
}
