import { data, redirect } from "react-router";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { loadPublicPage, movedTarget } from "~/server/site/public-site.server";
import type { Route } from "./+types/not-found";

/**
 * Every path no other route matches answers 404 with the spec's screen, unless it moved, or it is
 * a deeper blog address (spec §2 '/blog/{slug} and /blog/*', e.g. an old site's
 * /blog/2024/05/messe-rueckblick): its last segment names the post, whose own address it then
 * redirects to (301: one canonical address per post).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Redirects may come from deeper paths of an old site (/produkte/alt → /neu).
  const moved = await movedTarget(request);
  if (moved) throw redirect(moved.location, moved.status);
  const post = await deepBlogPost(params["*"] ?? "");
  if (post) throw redirect(`/blog/${encodeURIComponent(post)}${new URL(request.url).search}`, 301);
  throw data({ slug: params["*"] }, { status: 404 });
}

/** The slug of the published post a /blog/…/{slug} path ends in, or null. */
async function deepBlogPost(splat: string): Promise<string | null> {
  const segments = splat.split("/").filter(Boolean);
  if (segments[0] !== "blog" || segments.length < 3) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(segments[segments.length - 1]);
  } catch {
    return null;
  }
  const post = await loadPublicPage(slug);
  return post?.content_type === "blog" ? post.slug : null;
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
