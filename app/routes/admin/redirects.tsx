import { RedirectsScreen } from "~/components/admin/redirects/redirects-screen";
import { de } from "~/i18n/de";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { listRedirects } from "~/server/redirects/redirects.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/redirects";

/** Changes go through /api/redirects (validation and the guard live there). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/redirects");
  const redirects = await listRedirects(db());
  return { redirects: redirects.map((r) => ({ id: r.id, from_path: r.from_path, to_path: r.to_path, status_code: r.status_code, hits: r.hits })) };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.pagesAdmin.redirectsPage.title} – ${de.admin.title}` }];

export default function Redirects({ loaderData }: Route.ComponentProps) {
  return <RedirectsScreen redirects={loaderData.redirects} />;
}
