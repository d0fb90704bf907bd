import { data, redirect } from "react-router";
import { StaticHtml } from "~/components/site/static-html";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { loadPublicPage, movedTarget } from "~/server/public-site.server";
import type { Route } from "./+types/page";
import { pageMeta } from "./meta";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadPublicPage(params.slug);
  if (page) return { page };
  // A renamed page's old address keeps working.
  const moved = await movedTarget(request);
  if (moved) throw redirect(moved.location, moved.status);
  throw data({ slug: params.slug }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.page.body.html} islands={loaderData.page.body.islands} />;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
