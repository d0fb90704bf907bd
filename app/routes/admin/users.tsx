import { UsersScreen } from "~/components/admin/users/users-screen";
import { de } from "~/i18n/de";
import { dePeople } from "~/i18n/people";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { listPeople } from "~/server/users/users.server";
import type { Route } from "./+types/users";

/** /admin/users ('Benutzer'): changes go through /api/users (the same guard and checks as any client). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/users");
  return { ...(await listPeople(db())), currentUserId: user.id };
}

export const meta: Route.MetaFunction = () => [{ title: `${dePeople.title} – ${de.admin.title}` }];

export default function Users({ loaderData }: Route.ComponentProps) {
  return <UsersScreen users={loaderData.users} invitations={loaderData.invitations} currentUserId={loaderData.currentUserId} />;
}
