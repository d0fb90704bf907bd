import { data } from "react-router";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { de } from "~/i18n/de";
import type { Route } from "./+types/not-found";

/** Every path no other route matches answers 404 with the spec's screen. */
export async function loader({ params }: Route.LoaderArgs) {
  throw data({ slug: params["*"] }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: de.site.notFoundTitle }];

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
