import { handleApi, json } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { db } from "~/server/runtime.server";
import { listPeople } from "~/server/users/users.server";
import type { Route } from "./+types/users";

/** GET /api/users: people with role, two-factor, last sign-in and status, plus open invitations. Administrator. */
export async function loader({ request }: Route.LoaderArgs) {
  return handleApi(request, async () => {
    await requireOperation(request, "GET /api/users");
    return json(await listPeople(db()));
  });
}
