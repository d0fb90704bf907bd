import { data, redirect } from "react-router";
import { PageScreen } from "~/components/site/page-screen";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { handleContactFormPost } from "~/server/contact/form-post.server";
import { isGone } from "~/server/pages/gone.server";
import { blogEditorPath, loadPublicPage, pageMode } from "~/server/site/public-site.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/blog-post";
import { pageMeta } from "./meta";

/** /blog/{slug}: a published post (content type blog), rendered by the content renderer. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const mode = await pageMode(request);
  const page = await loadPublicPage(params.slug, { includeUnpublished: mode !== "view" });
  if (page?.content_type === "blog") {
    // The message of spec §2 shows while the head's refresh sends the admin on (no script needed).
    if (mode === "edit") return { page, mode, redirectTo: blogEditorPath(page.id) };
    return { page, mode, redirectTo: null };
  }
  if (await isGone(db(), `/blog/${params.slug}`)) throw data({ slug: params.slug }, { status: 410 });
  // Spec §2: no such post: once to /{slug}, marked so that page never sends the visitor back.
  throw redirect(`/${encodeURIComponent(params.slug)}?from=blog-fallback`, 302);
}

/** A contact form in this post, posted without JavaScript (see routes/site/page.tsx). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await handleContactFormPost(request, context.clientIp);
  const page = await loadPublicPage(params.slug, { contactForm: result.state });
  if (page?.content_type !== "blog") throw data({ slug: params.slug }, { status: 404 });
  return data({ body: page.body }, { status: result.status, headers: result.headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches, loaderData?.redirectTo);

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ? { ...loaderData.page, body: actionData.body } : loaderData.page;
  return <PageScreen page={page} mode={loaderData.mode} redirectTo={loaderData.redirectTo} />;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
