import { Outlet, useMatches } from "react-router";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { LiveUpdates } from "~/components/site/live-updates";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { untilChange } from "~/server/cache/memo.server";
import { loadSiteChrome } from "~/server/public-site.server";
import type { Route } from "./+types/layout";

export async function loader() {
  // Navigation and settings are read once per change, not per request.
  return { chrome: await untilChange("site-chrome", loadSiteChrome) };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const { chrome } = loaderData;
  // The page's title names the last breadcrumb.
  const title = useMatches()
    .map((m) => (m.loaderData as { page?: { title?: string } } | undefined)?.page?.title)
    .find((t): t is string => typeof t === "string");
  return (
    <div
      className="flex min-h-dvh flex-col"
      style={{ "--primary": chrome.primaryColor, "--accent-brand": chrome.accentColor } as React.CSSProperties}
    >
      <SiteHeader siteName={chrome.siteName} navigation={chrome.navigation} logo={chrome.logo} />
      <main id="inhalt" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <Breadcrumbs title={title} origin={chrome.publicUrl} />
        <Outlet />
      </main>
      <SiteFooter chrome={chrome} />
      <LiveUpdates />
    </div>
  );
}
