import { ListPager } from "~/components/admin/forms/list-pager";
import { UsersScreen } from "~/components/admin/users/users-screen";
import { pageWindow, readPageParam } from "~/lib/list-paging";
import { de } from "~/i18n/de";
import { dePeople } from "~/i18n/people";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { listPeople } from "~/server/users/users.server";
import type { Route } from "./+types/users";

/** /admin/users ('Benutzer'): changes go through /api/users (the same guard and checks as any client). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/users");
  const people = await listPeople(db());
  // Issue 38: one page of people at a time (invitations stay whole: they expire after 7 days).
  const window = pageWindow(people.users.length, readPageParam(new URL(request.url).searchParams));
  return { ...people, users: people.users.slice(window.offset, window.offset + window.pageSize), page: window.page, pageCount: window.pageCount, currentUserId: user.id };
}

export const meta: Route.MetaFunction = () => [{ title: `${dePeople.title} – ${de.admin.title}` }];

export default function Users({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <UsersScreen users={loaderData.users} invitations={loaderData.invitations} currentUserId={loaderData.currentUserId} />
      <div className="mx-auto mt-4 w-full max-w-5xl">
        <ListPager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}
