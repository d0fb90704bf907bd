import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { NoAccessPanel, NoAccessScreen } from "~/components/admin/no-access";
import { SessionWatcher } from "~/components/admin/session-watcher";
import { de } from "~/i18n/de";
import { can, ROLE_LABELS } from "~/lib/access";
import { requireAccess } from "~/server/auth/guard.server";
import { adminAreas } from "~/server/auth/operations";
import { countUnread } from "~/server/contact/inbox.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/layout";
import type { loader as inboxLoader } from "./inbox";

/**
 * Every /admin route sits below this layout: this server-side check lets in everyone with a role
 * (admin.enter); each child route then requires its own capability (app/server/auth/operations.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user, expiresAt, role } = await requireAccess(request, "admin.enter");
  return { user: { email: user.email, name: user.name }, role, areas: adminAreas(role), expiresAt, unread: can(role, "inbox.read") ? await countUnread(db()) : 0 };
}

export const meta: Route.MetaFunction = () => [{ title: de.admin.title }, { name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // Loaders run in parallel: opening an unread item in the inbox marks it read while this layout
  // counts. The inbox's own count is taken after that, so it wins while the inbox is shown.
  const inbox = useRouteLoaderData<typeof inboxLoader>("routes/admin/inbox");
  return (
    <AdminShell email={loaderData.user.email} role={ROLE_LABELS[loaderData.role]} areas={loaderData.areas} unread={inbox?.list.unread ?? loaderData.unread}>
      <SessionWatcher expiresAt={loaderData.expiresAt} />
      <Outlet />
    </AdminShell>
  );
}

/**
 * A refusal: without any role the bare 'Kein Zugriff' screen (spec §2); a role that may enter the
 * admin but not this area sees the refusal inside the shell, its navigation still at hand.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const shell = useRouteLoaderData<typeof loader>("routes/admin/layout");
  if (isRouteErrorResponse(error) && error.status === 403 && error.data?.noAccess) {
    if (shell) {
      return (
        <AdminShell email={shell.user.email} role={ROLE_LABELS[shell.role]} areas={shell.areas} unread={shell.unread}>
          <title>{de.admin.noAccessTitle}</title>
          <NoAccessPanel message={String(error.data.message ?? de.admin.noAccessText)} />
        </AdminShell>
      );
    }
    return (
      <>
        <title>{de.admin.noAccessTitle}</title>
        <NoAccessScreen email={String(error.data.email ?? "")} />
      </>
    );
  }
  throw error;
}
