import type { ShouldRevalidateFunctionArgs } from "react-router";
import { MediaLibrary, queryFromParams } from "~/components/admin/media/media-library";
import { de } from "~/i18n/de";
import { can } from "~/lib/access";
import { readListPage } from "~/lib/list-paging";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAssetsPage } from "~/server/media/assets.server";
import { listFoldersWithCounts } from "~/server/media/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/media";

/**
 * /admin/media. The first view is rendered on the server: one page of 50 files (issue 38, item 18),
 * filtered, ordered and windowed in the database. Afterwards the screen talks to /api/assets and
 * /api/folders itself (the same API the picker and other clients use).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { role } = await requireAdminRoute(request, "/admin/media");
  const query = queryFromParams(new URL(request.url).searchParams);
  const filter = { folderId: query.folder === "root" ? null : query.folder, search: query.q, type: query.type, sort: query.sort };
  const [{ items, window }, { folders, root_count }] = await Promise.all([
    readListPage(query.page, (window) => listAssetsPage(db(), { ...filter, ...window })),
    listFoldersWithCounts(db()),
  ]);
  return { assets: items, total: window.total, page: window.page, pageCount: window.pageCount, folders, rootCount: root_count, canEdit: can(role, "media.edit") };
}

/** Folder, search, type, order, page and view live in the URL but are fetched by the screen, not by the loader. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => [{ title: `${de.media.library.title} – ${de.admin.title}` }];

export default function Media({ loaderData }: Route.ComponentProps) {
  return <MediaLibrary initial={loaderData} canEdit={loaderData.canEdit} />;
}
