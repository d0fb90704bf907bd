import { BackupsScreen } from "~/components/admin/backups/backups-screen";
import { de } from "~/i18n/de";
import { deBackups } from "~/i18n/backups-admin";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { backupOverview } from "~/server/backup/overview.server";
import type { Route } from "./+types/backups";

/** 'Jetzt sichern' and the downloads go through /api/backups (the guard lives there too). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/backups");
  // 'Wiederherstellen' asks for the authenticator code as well when the account has one.
  return { ...(await backupOverview()), two_factor: user.twoFactorEnabled };
}

export const meta: Route.MetaFunction = () => [{ title: `${deBackups.title} – ${de.admin.title}` }];

export default function Backups({ loaderData }: Route.ComponentProps) {
  return <BackupsScreen data={loaderData} twoFactor={loaderData.two_factor} />;
}
