import { UsersScreen } from "~/components/admin/users/users-screen";
import { de } from "~/i18n/de";
import { dePeople } from "~/i18n/people";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/users";
import { INVITATION_PAGE_PARAM, loadPeopleScreen, readPeopleQuery } from "./users.server";

/**
 * /admin/users ('Benutzer'): changes go through /api/users (the same guard and checks as any
 * client). People and open invitations page, and search, in SQL (issue 38, item 18).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/users");
  const query = readPeopleQuery(new URL(request.url).searchParams);
  const { users, people, invitations, invitationWindow } = await loadPeopleScreen(db(), query);
  return {
    users,
    invitations,
    q: query.q,
    people: { total: people.total, page: people.page, pageCount: people.pageCount },
    invitationPages: { total: invitationWindow.total, page: invitationWindow.page, pageCount: invitationWindow.pageCount, param: INVITATION_PAGE_PARAM },
    currentUserId: user.id,
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${dePeople.title} – ${de.admin.title}` }];

export default function Users({ loaderData }: Route.ComponentProps) {
  return <UsersScreen {...loaderData} />;
}
