import { data, useOutletContext } from "react-router";
import { StaticHtml } from "~/components/site/static-html";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { loadHomePage, pageMode } from "~/server/public-site.server";
import type { SiteOutletContext } from "./layout";
import type { Route } from "./+types/home";
import { pageMeta } from "./meta";

export async function loader({ request }: Route.LoaderArgs) {
  // ?preview=true and ?edit=true: an admin sees the working copy; everybody else the published page.
  const page = await loadHomePage({ includeUnpublished: (await pageMode(request)) !== "view" });
  if (!page) throw data({ slug: "home" }, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData?.page, matches);

export default function Home({ loaderData }: Route.ComponentProps) {
  // After a contact form post without JavaScript: the page with the answer at the form.
  const body = useOutletContext<SiteOutletContext | undefined>()?.homeBody ?? loaderData.page.body;
  return (
    <div className="fade-in">
      <StaticHtml html={body.html} islands={body.islands} />
    </div>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
