import { buildDownloadsOverview } from "~/components/admin/downloads/preview";
import { DownloadsScreen } from "~/components/admin/downloads/downloads-screen";
import { de } from "~/i18n/de";
import { deDownloadsAdmin } from "~/i18n/downloads-admin";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listAssets } from "~/server/media/assets.server";
import { listFolders } from "~/server/media/folders.server";
import { db } from "~/server/runtime.server";
import { getSettings } from "~/server/settings/settings.server";
import type { Route } from "./+types/downloads";

/** Changes go through /api/folders (validation and the guard live there). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/downloads");
  const [folders, assets, { settings }] = await Promise.all([listFolders(db()), listAssets(db()), getSettings(db())]);
  return { overview: buildDownloadsOverview(folders, assets), downloadsEnabled: settings.downloads.enabled };
}

export const meta: Route.MetaFunction = () => [{ title: `${deDownloadsAdmin.title} – ${de.admin.title}` }];

export default function Downloads({ loaderData }: Route.ComponentProps) {
  return <DownloadsScreen overview={loaderData.overview} downloadsEnabled={loaderData.downloadsEnabled} />;
}
