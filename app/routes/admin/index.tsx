import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { de } from "~/i18n/de";
import { requireAdmin } from "~/server/auth/guard.server";
import { countPages } from "~/server/db/pages.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  return { name: user.name || user.email, pages: await countPages(db()), twoFactor: user.twoFactorEnabled };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold tracking-tight">{de.admin.welcome(loaderData.name)}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{de.admin.nav.pages}</CardTitle>
            <CardDescription>{de.admin.pageCount(loaderData.pages)}</CardDescription>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{de.admin.nav.account}</CardTitle>
            <CardDescription>{loaderData.twoFactor ? de.admin.twoFactorOn : de.admin.twoFactorOff}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to="/admin/konto" className="text-primary-strong underline-offset-4 hover:underline">
              {de.admin.manageAccount}
            </Link>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
