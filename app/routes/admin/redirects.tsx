import { RedirectsScreen } from "~/components/admin/redirects/redirects-screen";
import { de } from "~/i18n/de";
import { pageWindow, readPageParam, readSearchParam, readSortParam } from "~/lib/list-paging";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listRedirectsPage, REDIRECT_SORTS } from "~/server/redirects/redirects.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirects";

/**
 * Changes go through /api/redirects (validation and the guard live there). Search, order and page
 * come from the address and run in the database (issue 38: thousands of redirects after an import).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/redirects");
  const params = new URL(request.url).searchParams;
  const q = readSearchParam(params);
  const sort = readSortParam(params, REDIRECT_SORTS);
  const wanted = readPageParam(params);
  let window = pageWindow(Number.MAX_SAFE_INTEGER, wanted);
  let list = await listRedirectsPage(db(), { q, sort, offset: window.offset, limit: window.pageSize });
  window = pageWindow(list.total, wanted);
  // A page past the end (the last rows deleted) shows the last page instead of an empty one.
  if (list.items.length === 0 && list.total > 0) list = await listRedirectsPage(db(), { q, sort, offset: window.offset, limit: window.pageSize });
  return {
    redirects: list.items.map((r) => ({ id: r.id, from_path: r.from_path, to_path: r.to_path, status_code: r.status_code, hits: r.hits })),
    total: list.total,
    page: window.page,
    pageCount: window.pageCount,
    query: { q, sort },
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.redirectsPage.title} – ${de.admin.title}` }];

export default function Redirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen {...loaderData} />;
}
