import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/nonce";
import { NotFoundScreen } from "./components/site/not-found-screen";
import { deSite as de } from "./i18n/site";
import { isStaticDocumentHandle } from "./lib/static-document";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Routes whose handle says so (the public site) are plain documents: no React Router scripts. */
function useStaticDocument(): boolean {
  return useMatches().some((match) => isStaticDocumentHandle(match.handle));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const staticDocument = useStaticDocument();
  // Marks the document once React has hydrated it, error screens included (clicks before that do
  // nothing): the e2e tests wait for it instead of guessing from the network (e2e/harness.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        {children}
        {!staticDocument && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: errors outside the site layout (the site layout handles its own). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{de.site.notFoundTitle}</title>
        <NotFoundScreen />
      </>
    );
  }
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{de.site.errorTitle}</title>
      <h1 className="text-2xl font-semibold">{de.site.errorTitle}</h1>
      <p className="mt-3 text-muted-foreground">{de.site.errorText}</p>
    </main>
  );
}
