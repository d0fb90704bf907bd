import { data, redirect } from "react-router";
import { SiteErrorBoundary } from "~/components/site/site-error-boundary";
import { movedTarget } from "~/server/site/public-site.server";
import type { Route } from "./+types/not-found";

/** Every path no other route matches answers 404 with the spec's screen, unless it moved. */
export async function loader({ params, request }: Route.LoaderArgs) {
  // Redirects may come from deeper paths of an old site (/produkte/alt → /neu).
  const moved = await movedTarget(request);
  if (moved) throw redirect(moved.location, moved.status);
  throw data({ slug: params["*"] }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <SiteErrorBoundary />;
}
