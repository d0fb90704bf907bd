import { AuthScreen } from "~/components/auth/auth-screen";
import { Toaster } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import type { Route } from "./+types/route";
import { loadAuthScreen } from "./auth.server";

/** /auth: sign-in screen, outside the site layout (no public header or footer). */
export async function loader({ request }: Route.LoaderArgs) {
  return loadAuthScreen(request);
}

export const meta: Route.MetaFunction = () => [{ title: de.auth.pageTitle }, { name: "robots", content: "noindex" }];

// Personal and short-lived (a reset link's token can be in the URL): never cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function AuthRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* Before the screen, so it listens before the screen's first effects raise a toast. */}
      <Toaster />
      <AuthScreen {...loaderData} />
    </>
  );
}
