import { ChangePasswordCard } from "~/components/admin/change-password-card";
import { NameCard } from "~/components/admin/name-card";
import { SessionsCard } from "~/components/admin/sessions-card";
import { TwoFactorCard } from "~/components/admin/two-factor-card";
import { de } from "~/i18n/de";
import { dePeople } from "~/i18n/people";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { currentSessionId, listAccountSessions } from "~/server/auth/sessions.server";
import type { Route } from "./+types/account";

/** 'Konto': every role has one (capability admin.enter). */
export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdminRoute(request, "/admin/konto");
  const sessions = await listAccountSessions(user.id, (await currentSessionId(request)) ?? "");
  const twoFactorRequired = new URL(request.url).searchParams.get("zwei-faktor") === "pflicht" && !user.twoFactorEnabled;
  return { twoFactorRequired, name: user.name ?? "", email: user.email, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled, sessions };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.admin.nav.account} – ${de.admin.title}` }];

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{de.admin.nav.account}</h1>
        <p className="mt-1 text-muted-foreground">
          {loaderData.name ? `${loaderData.name} · ` : ""}
          {loaderData.email} · {loaderData.emailVerified ? de.account.emailVerified : de.account.emailNotVerified}
        </p>
      </div>
      {loaderData.twoFactorRequired && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {dePeople.twoFactorRequired}
        </p>
      )}
      <NameCard name={loaderData.name} />
      <TwoFactorCard enabled={loaderData.twoFactorEnabled} />
      <ChangePasswordCard />
      <SessionsCard sessions={loaderData.sessions} />
    </div>
  );
}
