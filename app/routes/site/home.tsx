import { data, redirect, useOutletContext } from "react-router";
import { handOverBody } from "~/components/site/document-parts";
import { PageScreen } from "~/components/site/page-screen";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { loadHomePage, movedTarget, pageAccess } from "~/server/site/public-site.server";
import type { SiteOutletContext } from "./layout";
import type { Route } from "./+types/home";
import { pageMeta } from "./meta";

export async function loader({ request, context }: Route.LoaderArgs) {
  // An old site's query addresses (WordPress /?p=123, /?page_id=45) may have moved (issue 28).
  if (new URL(request.url).search) {
    const moved = await movedTarget(request);
    if (moved) throw redirect(moved.location, moved.status);
  }
  // ?preview=true and ?edit=true: an admin sees the working copy; everybody else the published page.
  const { mode, draftsOf } = await pageAccess(request);
  const page = await loadHomePage({ includeUnpublished: mode !== "view", draftsOf, editMode: mode === "edit", searchParams: new URL(request.url).searchParams });
  if (!page) throw data({ slug: "home" }, { status: 404 });
  return { page: handOverBody(context.documentParts, page), mode };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  // After a contact form post without JavaScript: the page with the answer at the form.
  const answered = useOutletContext<SiteOutletContext | undefined>()?.homeBody;
  return (
    <div className="fade-in">
      <PageScreen page={loaderData.page} answered={answered} mode={loaderData.mode} redirectTo={null} />
    </div>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
