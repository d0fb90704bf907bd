import { isRouteErrorResponse, useRouteError } from "react-router";
import { deSite as de } from "~/i18n/site";
import { NotFoundScreen } from "./not-found-screen";

/** Error boundary for site routes: rendered inside the site layout, so header and footer stay. */
export function SiteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const slug = typeof error.data?.slug === "string" ? error.data.slug : undefined;
    return (
      <>
        <title>{de.site.notFoundTitle}</title>
        <NotFoundScreen slug={slug} />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-xl py-24 text-center">
      <title>{de.site.errorTitle}</title>
      <h1 className="text-2xl font-semibold">{de.site.errorTitle}</h1>
      <p className="mt-3 text-muted-foreground">{de.site.errorText}</p>
    </div>
  );
}
