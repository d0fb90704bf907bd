import { LogScreen } from "~/components/admin/log/log-screen";
import { de } from "~/i18n/de";
import { deLog } from "~/i18n/log";
import { listLog, readLogQuery } from "~/server/audit/query.server";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import type { Route } from "./+types/log";

/** /admin/log: the log ('Protokoll'), filters and page in the address; Administrators. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/log");
  const query = readLogQuery(new URL(request.url).searchParams);
  const [list, { settings }] = await Promise.all([listLog(db(), query), loadSettings(db())]);
  return { list, query, retentionDays: settings.team.log_retention_days };
}

export const meta: Route.MetaFunction = () => [{ title: `${deLog.title} – ${de.admin.title}` }];

export default function Log({ loaderData }: Route.ComponentProps) {
  return <LogScreen {...loaderData} />;
}
