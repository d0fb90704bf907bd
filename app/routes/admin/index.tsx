import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { de } from "~/i18n/de";
import { requireAdmin } from "~/server/auth/guard.server";
import { newestUnread } from "~/server/contact/inbox.server";
import { countPages } from "~/server/pages/pages.server";
import { formatDateTime } from "~/lib/format";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  const [pages, enquiries] = await Promise.all([countPages(db()), newestUnread(db(), 5)]);
  return { name: user.name || user.email, pages, twoFactor: user.twoFactorEnabled, enquiries };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-semibold tracking-tight">{de.admin.welcome(loaderData.name)}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Card className="sm:col-span-2">
          <CardHeader>
            <CardTitle>{de.inbox.dashboardTitle}</CardTitle>
            {loaderData.enquiries.length === 0 && <CardDescription>{de.inbox.dashboardEmpty}</CardDescription>}
          </CardHeader>
          <CardContent className="grid gap-3">
            {loaderData.enquiries.length > 0 && (
              <ul className="divide-y rounded-md border">
                {loaderData.enquiries.map((e) => (
                  <li key={e.id}>
                    {/* Phone: sender and time, the subject below; wider: one line. */}
                    <Link
                      to={`/admin/inbox?id=${encodeURIComponent(e.id)}`}
                      className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-3 py-2 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:flex"
                    >
                      <span className="truncate font-medium">{e.senderName ?? e.senderEmail ?? de.inbox.anonymous}</span>
                      <span className="col-span-2 row-start-2 min-w-0 flex-1 truncate text-muted-foreground">{e.subject || de.inbox.noSubject}</span>
                      <time className="col-start-2 row-start-1 text-xs text-muted-foreground tabular-nums" dateTime={e.createdAt}>
                        {formatDateTime(e.createdAt)}
                      </time>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Link to="/admin/inbox" className="text-primary-strong underline-offset-4 hover:underline">
              {de.inbox.dashboardAll}
            </Link>
          </CardContent>
        </Card>
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
