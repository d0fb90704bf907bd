import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { NoAccessScreen } from "~/components/admin/no-access";
import { SessionWatcher } from "~/components/admin/session-watcher";
import { de } from "~/i18n/de";
import { requireAdmin } from "~/server/auth/guard.server";
import { countUnread } from "~/server/contact/inbox.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/layout";
import type { loader as inboxLoader } from "./inbox";

/** Every /admin route sits below this layout, so this server-side check guards them all. */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, expiresAt } = await requireAdmin(request);
  return { user: { email: user.email, name: user.name }, expiresAt, unread: await countUnread(db()) };
}

export const meta: Route.MetaFunction = () => [{ title: de.admin.title }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Loaders run in parallel: opening an unread item in the inbox marks it read while this layout
  // counts. The inbox's own count is taken after that, so it wins while the inbox is shown.
  const inbox = useRouteLoaderData<typeof inboxLoader>("routes/admin/inbox");
  return (
    <AdminShell email={loaderData.user.email} unread={inbox?.list.unread ?? loaderData.unread}>
      <SessionWatcher expiresAt={loaderData.expiresAt} />
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403 && error.data?.noAccess) {
    return (
      <>
        <title>{de.admin.noAccessTitle}</title>
        <NoAccessScreen email={String(error.data.email ?? "")} />
      </>
    );
  }
  throw error;
}
