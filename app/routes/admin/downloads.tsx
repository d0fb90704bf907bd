import { DownloadsScreen } from "~/components/admin/downloads/downloads-screen";
import { de } from "~/i18n/de";
import { deDownloadsAdmin } from "~/i18n/downloads-admin";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { getSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/downloads";
import { loadDownloadsOverview, readDownloadsQuery } from "./downloads.server";

/**
 * Changes go through /api/folders (validation and the guard live there). The folder list pages,
 * and searches, on the server (issue 38, item 18; downloads.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/downloads");
  const [{ window, q, ...overview }, { settings }] = await Promise.all([loadDownloadsOverview(db(), readDownloadsQuery(new URL(request.url).searchParams)), getSettings(db())]);
  return { overview, downloadsEnabled: settings.downloads.enabled, q, total: window.total, page: window.page, pageCount: window.pageCount };
}

export const meta: Route.MetaFunction = () => [{ title: `${deDownloadsAdmin.title} – ${de.admin.title}` }];

export default function Downloads({ loaderData }: Route.ComponentProps) {
  return <DownloadsScreen {...loaderData} />;
}
