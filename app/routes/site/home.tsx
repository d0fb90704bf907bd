import { data } from "react-router";
import { PageView } from "~/components/site/page-view";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { loadHomePage } from "~/server/public-site.server";
import type { Route } from "./+types/home";
import { pageMeta } from "./meta";

export async function loader() {
  const page = await loadHomePage();
  if (!page) throw data({ slug: "home" }, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="fade-in">
      <PageView page={loaderData.page} />
    </div>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
