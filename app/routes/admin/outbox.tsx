import { Badge } from "~/components/ui/badge";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { countOutbox, listOutbox } from "~/server/mail/outbox.server";
import { pageWindow, readPageParam } from "~/lib/list-paging";
import { ListPager } from "~/components/admin/forms/list-pager";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/outbox";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/postausgang");
  // Issue 38: paged on the server (a mail body can be long; the outbox only grows).
  const total = await countOutbox(db());
  const window = pageWindow(total, readPageParam(new URL(request.url).searchParams));
  const mails = await listOutbox(db(), { limit: window.pageSize, offset: window.offset });
  return {
    page: window.page,
    pageCount: window.pageCount,
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      status: m.status,
      attempts: m.attempts,
      lastError: m.last_error,
      createdAt: m.created_at,
    })),
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.admin.nav.outbox} – ${de.admin.title}` }];

const STATUS_VARIANT = { sent: "success", stored: "secondary", pending: "outline", failed: "destructive" } as const;

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = de.outbox;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="text-2xl font-semibold tracking-tight">{de.admin.nav.outbox}</h1>
      <p className="mt-1 max-w-prose text-muted-foreground">{t.intro}</p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">{t.empty}</p>
      ) : (
        <ul className="mt-6 divide-y rounded-lg border bg-card">
          {loaderData.mails.map((mail) => (
            <li key={mail.id}>
              <details className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0 flex-1 truncate font-medium">{mail.subject}</span>
                  <span className="text-muted-foreground">{mail.to}</span>
                  <time className="text-muted-foreground tabular-nums" dateTime={mail.createdAt}>
                    {formatDateTime(mail.createdAt)}
                  </time>
                  <Badge variant={STATUS_VARIANT[mail.status as keyof typeof STATUS_VARIANT] ?? "outline"}>{t.status[mail.status as keyof typeof t.status] ?? mail.status}</Badge>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">{mail.text}</pre>
                {mail.lastError && (
                  <p className="mt-2 text-sm text-destructive">
                    {t.lastError(mail.attempts)} {mail.lastError}
                  </p>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <ListPager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </div>
  );
}
