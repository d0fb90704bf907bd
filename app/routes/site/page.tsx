import { data, redirect } from "react-router";
import { handOverBody } from "~/components/site/document-parts";
import { PageScreen } from "~/components/site/page-screen";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { handleContactFormPost } from "~/server/contact/form-post.server";
import { isGone } from "~/server/pages/gone.server";
import { blogEditorPath, loadPublicPage, movedTarget, pageAccess } from "~/server/site/public-site.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/page";
import { pageMeta } from "./meta";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { mode, draftsOf } = await pageAccess(request);
  // Drafts only for admins in preview or edit mode (an Autor: only their own); for anyone else an unpublished page is a 404.
  const page = await loadPublicPage(params.slug, { includeUnpublished: mode !== "view", draftsOf, editMode: mode === "edit", searchParams: url.searchParams });
  if (page?.content_type === "blog") {
    // Spec §2: blog posts live at /blog/{slug}; an admin in edit mode goes to the blog editor.
    // The message of spec §2 shows while the head's refresh sends the admin on (no script needed).
    if (mode === "edit") return { page: handOverBody(context.documentParts, page), mode, redirectTo: blogEditorPath(page.id) };
    throw redirect(`/blog/${encodeURIComponent(page.slug)}${url.search}`, 301);
  }
  // Presentations live at /presentations/{slug} (spec §2).
  if (page?.content_type === "presentation") throw redirect(`/presentations/${encodeURIComponent(page.slug)}${url.search}`, 301);
  if (page) return { page: handOverBody(context.documentParts, page), mode, redirectTo: null };
  // A renamed page's old address keeps working.
  const moved = await movedTarget(request);
  if (moved) throw redirect(moved.location, moved.status);
  // A deleted page says so (410), so search engines drop it.
  if (await isGone(db(), `/${params.slug}`)) throw data({ slug: params.slug }, { status: 410 });
  throw data({ slug: params.slug }, { status: 404 });
}

/** A contact form on this page, posted without JavaScript: the page again, with the result at the form. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await handleContactFormPost(request, context.clientIp);
  const page = await loadPublicPage(params.slug, { answer: result.state });
  if (!page) throw data({ slug: params.slug }, { status: 404 });
  return data({ body: page.body }, { status: result.status, headers: result.headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches, loaderData?.redirectTo);

export default function ContentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageScreen page={loaderData.page} answered={actionData?.body} mode={loaderData.mode} redirectTo={loaderData.redirectTo} />;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
