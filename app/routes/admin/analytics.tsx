import { AnalyticsScreen } from "~/components/admin/analytics/analytics-screen";
import { rangeFromSearch } from "~/components/admin/analytics/range";
import { de } from "~/i18n/de";
import { dayOf } from "~/lib/analytics";
import { analyticsReport } from "~/server/analytics/report.server";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import type { Route } from "./+types/analytics";

/**
 * /admin/analytics (issue 17): the visitor statistics, rendered on the server for the range in the
 * address (?zeitraum=7|30|90|jahr or ?von=&bis=). A bad range shows the default with a note,
 * never an error page. The live card and the redirect dialog talk to the API from the browser.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/analytics");
  const range = rangeFromSearch(new URL(request.url).searchParams, dayOf(Date.now()));
  const [report, { settings }] = await Promise.all([analyticsReport(db(), range.from, range.to), loadSettings(db())]);
  return { report, range, enabled: settings.features.analytics };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.admin.nav.analytics} – ${de.admin.title}` }];

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsScreen {...loaderData} />;
}
