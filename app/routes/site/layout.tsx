import { data, Outlet, useMatches } from "react-router";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { useDocumentParts } from "~/components/site/document-parts";
import { STATIC_DOCUMENT_HANDLE } from "~/lib/static-document";
import { SITE_ATTR } from "~/site-runtime/contract";
import { handleContactFormPost } from "~/server/contact/form-post.server";
import { loadHomePage, siteHead } from "~/server/site/public-site.server";
import type { RenderedHtml } from "~/blocks/island";
import { loadSiteChromeHtml } from "~/server/site/chrome-html.server";
import { accountNotice } from "~/server/site/account-notice.server";
import { AccountNotice } from "~/components/site/account-notice";
import type { Route } from "./+types/layout";

/**
 * Public pages are plain server-rendered documents, not hydrated by React Router: the root layout
 * leaves out its scripts, and the page loads the small site runtime instead (menus, live updates,
 * islands). See docs/decisions/004.
 */
export const handle = STATIC_DOCUMENT_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Navigation and settings are read, and header and footer rendered, once per change.
  const { chrome, header, footer, crumbs } = await loadSiteChromeHtml(new URL(request.url).pathname);
  context.documentParts.header = header;
  context.documentParts.footer = footer;
  return { chrome: siteHead(chrome), runtime: context.siteRuntime ?? null, crumbs, accountNotice: await accountNotice(request) };
}

/**
 * A contact form on the home page, posted without JavaScript. React Router hands a post to "/" to
 * this layout, not to the index route (that would need "?index" in the form's address); the
 * rendered answer reaches the home route through the outlet context. Other pages have their own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleContactFormPost(request, context.clientIp);
  const page = await loadHomePage({ answer: result.state });
  if (!page) throw data({ slug: "home" }, { status: 404 });
  return data({ homeBody: page.body }, { status: result.status, headers: result.headers });
}

/** What the layout hands its pages (the home page's answer to a form post). */
export interface SiteOutletContext {
  homeBody?: RenderedHtml;
}

/**
 * A public page is always a whole document. Should the admin app ever navigate here in-app, the
 * browser loads the page instead of rendering it without its runtime.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export default function SiteLayout({ loaderData, actionData }: Route.ComponentProps) {
  const { chrome, runtime, crumbs, accountNotice: notice } = loaderData;
  const { header = "", footer = "" } = useDocumentParts();
  const matches = useMatches();
  // The page's title names the last breadcrumb.
  const title = matches
    .map((m) => (m.loaderData as { page?: { title?: string } } | undefined)?.page?.title)
    .find((t): t is string => typeof t === "string");
  // A page whose loader failed (404, 410, error) shows its error screen without a trail to a page that is not there.
  const failed = matches.length > 1 && matches[matches.length - 1].loaderData === undefined;
  return (
    <div
      {...{ [SITE_ATTR.root]: "" }}
      className="flex min-h-dvh flex-col"
      style={{ "--primary": chrome.primaryColor, "--accent-brand": chrome.accentColor } as React.CSSProperties}
    >
      <div className="contents" dangerouslySetInnerHTML={{ __html: header }} />
      <main {...{ [SITE_ATTR.region]: "content" }} id="inhalt" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {notice && <AccountNotice kind={notice} />}
        {!failed && <Breadcrumbs title={title} origin={chrome.publicUrl} tree={crumbs} />}
        <Outlet context={{ homeBody: actionData?.homeBody } satisfies SiteOutletContext} />
      </main>
      <div className="contents" dangerouslySetInnerHTML={{ __html: footer }} />
      {runtime && (
        <>
          {runtime.preload.map((href) => (
            <link key={href} rel="modulepreload" href={href} />
          ))}
          {runtime.before.map((src) => (
            <script key={src} type="module" src={src} />
          ))}
          <script type="module" src={runtime.src} />
        </>
      )}
    </div>
  );
}
