import { data } from "react-router";
import { CompareScreen } from "~/components/admin/compare/compare-screen";
import { de } from "~/i18n/de";
import { deCompare } from "~/i18n/compare";
import { formatDateTime } from "~/lib/format";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { HttpError } from "~/server/http/http-error.server";
import { comparePage } from "~/server/pages/compare.server";
import { getPageById } from "~/server/pages/pages.server";
import { listRevisionsWithAuthors } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/compare";

/** 'Versionen vergleichen' (issue 30) for pages, blog posts and presentations: ?from=…&to=… as the API takes them. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const access = await requireAdminRoute(request, "/admin/pages/:id/compare");
  // Issue 38: an Autor compares only items that are online or their own.
  await assertMayOpenPage(db(), access, params.id, { api: false });
  const page = await getPageById(db(), params.id);
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const revisions = await listRevisionsWithAuthors(db(), page.id);
  const query = new URL(request.url).searchParams;
  const from = query.get("from") || "published";
  const to = query.get("to") || "draft";
  // ?mode=inline opens 'Im Text' (a link can say which view it means).
  const mode = query.get("mode") === "inline" ? ("inline" as const) : ("side" as const);
  const options = [
    { value: "published", label: page.published_at ? deCompare.published : deCompare.notPublished },
    { value: "draft", label: deCompare.draft },
    ...revisions.map((r) => ({
      value: r.id,
      label: deCompare.revisionBy(formatDateTime(r.updated_at), r.author?.name || r.author?.email || de.pagesAdmin.revisionsPage.unknown),
    })),
  ];
  // A ref chosen by hand in the address that is not in the list still shows, as itself.
  for (const ref of [from, to]) if (!options.some((o) => o.value === ref)) options.push({ value: ref, label: ref });
  try {
    return { page: { id: page.id, title: page.title }, options, from, to, mode, comparison: await comparePage(db(), page.id, from, to), error: null };
  } catch (error) {
    if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 404)) throw error;
    return { page: { id: page.id, title: page.title }, options, from, to, mode, comparison: null, error: error.message };
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded ? deCompare.title(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` }];

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <CompareScreen {...loaderData} />;
}
