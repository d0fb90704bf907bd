import { handOverBody } from "~/components/site/document-parts";
import { PageModeBar } from "~/components/site/page-mode-bar";
import { PageScreen } from "~/components/site/page-screen";
import { PresentationHandout } from "~/components/site/presentation/handout";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import type { Route } from "./+types/presentation";
import { pageMeta } from "./meta";
import { loadPresentation } from "./presentation.server";

/** /presentations/{slug}: the slide viewer; ?druck=1 the handout for printing (issue 16). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const presentation = await loadPresentation(request, params.slug);
  return { ...presentation, page: handOverBody(context.documentParts, presentation.page) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function Presentation({ loaderData }: Route.ComponentProps) {
  const { page, mode, handout } = loaderData;
  if (!handout) return <PageScreen page={page} mode={mode} redirectTo={null} />;
  return (
    <>
      <PageModeBar
        mode={mode}
        published={page.is_published}
        drafted={page.has_unpublished_changes}
        redirectTo={null}
        pageId={page.id}
      />
      <PresentationHandout
        title={page.title}
        slug={page.slug}
        slides={handout.slides}
        siteName={handout.siteName}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
