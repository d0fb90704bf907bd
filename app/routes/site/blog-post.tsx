import { Pencil } from "lucide-react";
import { data, redirect } from "react-router";
import { PostNavigation } from "~/blocks/blog-meta/post-nav";
import { deBlogPost } from "~/i18n/blog-post";
import { handOverBody } from "~/components/site/document-parts";
import { PageScreen } from "~/components/site/page-screen";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { handleContactFormPost } from "~/server/contact/form-post.server";
import { isGone } from "~/server/pages/gone.server";
import { blogEditorPath, loadPublicPage, movedTarget, pageAccess } from "~/server/site/public-site.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/blog-post";
import { postNeighbours } from "~/server/blog/post-order.server";
import { pageMeta } from "./meta";

/** /blog/{slug}: a published post (content type blog), rendered by the content renderer. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { mode, draftsOf } = await pageAccess(request);
  const page = await loadPublicPage(params.slug, { includeUnpublished: mode !== "view", draftsOf });
  if (page?.content_type === "blog") {
    // The message of spec §2 shows while the head's refresh sends the admin on (no script needed).
    if (mode === "edit") return { page: handOverBody(context.documentParts, page), mode, redirectTo: blogEditorPath(page.id), neighbours: null, editPath: null };
    return {
      page: handOverBody(context.documentParts, page),
      mode,
      redirectTo: null,
      // Previous/next among published posts by publish date (a draft in preview has none).
      neighbours: await postNeighbours(page.id),
      // Spec §2: an admin previewing the post gets a way into its editor.
      editPath: mode === "preview" ? blogEditorPath(page.id) : null,
    };
  }
  // An old address under /blog (an imported site's /blog/feed/) goes where it moved in one step.
  const moved = await movedTarget(request);
  if (moved) throw redirect(moved.location, moved.status);
  if (await isGone(db(), `/blog/${params.slug}`)) throw data({ slug: params.slug }, { status: 410 });
  // Spec §2: no such post: once to /{slug}, marked so that page never sends the visitor back.
  throw redirect(`/${encodeURIComponent(params.slug)}?from=blog-fallback`, 302);
}

/** A contact form in this post, posted without JavaScript (see routes/site/page.tsx). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await handleContactFormPost(request, context.clientIp);
  const page = await loadPublicPage(params.slug, { answer: result.state });
  if (page?.content_type !== "blog") throw data({ slug: params.slug }, { status: 404 });
  return data({ body: page.body }, { status: result.status, headers: result.headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches, loaderData?.redirectTo);

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editPath, neighbours } = loaderData;
  return (
    <>
      {editPath && (
        <p className="mb-3 flex justify-end">
          <a
            href={editPath}
            className="inline-flex items-center gap-2 rounded-md bg-primary-strong px-4 py-2 text-sm font-medium text-primary-foreground shadow-xs hover:bg-primary-strong/90"
          >
            <Pencil aria-hidden="true" className="size-4" />
            {deBlogPost.editPost}
          </a>
        </p>
      )}
      <PageScreen page={page} answered={actionData?.body} mode={loaderData.mode} redirectTo={loaderData.redirectTo} />
      {neighbours && !loaderData.redirectTo && <PostNavigation previous={neighbours.previous} next={neighbours.next} />}
    </>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
