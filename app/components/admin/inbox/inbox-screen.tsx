import { Download, Inbox, Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useRevalidator, useSearchParams, useSubmit } from "react-router";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import type { InboxList, SubmissionDetail, SubmissionSummary } from "~/lib/inbox";
import { INBOX_PAGE_SIZE } from "~/lib/inbox";
import { cn } from "~/lib/utils";
import { DELIVERY_BADGE, deliveryText, SubmissionView } from "./submission-detail";
import { FILTER_SELECT_CLASS, hrefWith, PageLink } from "~/components/admin/forms/list-filters";

const t = de.inbox;

function Row({ item, selected, href, busy, onToggleRead }: { item: SubmissionSummary; selected: boolean; href: string; busy: boolean; onToggleRead: () => void }) {
  const sender = item.sender_name ?? item.sender_email ?? t.anonymous;
  const troubled = item.delivery.state === "failed" || item.delivery.state === "retrying";
  const toggleLabel = item.read ? t.markUnread : t.markRead;
  return (
    <li className={cn("flex items-start border-l-2 border-transparent transition-colors hover:bg-accent", selected && "border-l-primary bg-accent")}>
      {/* The dot is the read/unread switch, as in a mail client: filled = unread. */}
      <Button
        variant="ghost"
        size="icon"
        className="mt-1.5 ml-1 size-8 shrink-0 rounded-full hover:bg-background"
        aria-label={`${toggleLabel}: ${sender}`}
        title={toggleLabel}
        disabled={busy}
        onClick={onToggleRead}
      >
        <span aria-hidden="true" className={cn("size-2.5 rounded-full", item.read ? "border border-muted-foreground/60" : "bg-primary")} />
      </Button>
      <Link
        to={href}
        aria-current={selected ? "true" : undefined}
        className="grid min-w-0 flex-1 gap-0.5 py-3 pr-4 pl-1 outline-none focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <span className="flex items-baseline gap-2">
          <span className={cn("min-w-0 flex-1 truncate", !item.read && "font-semibold")}>{sender}</span>
          <time className="shrink-0 text-xs text-muted-foreground tabular-nums" dateTime={item.created_at}>
            {formatDateTime(item.created_at)}
          </time>
        </span>
        <span className={cn("truncate", !item.read ? "font-medium" : "text-muted-foreground")}>
          {!item.read && <span className="sr-only">{`${t.unread}: `}</span>}
          {item.subject || t.noSubject}
          <span className="text-muted-foreground">{` · ${item.page_title}`}</span>
        </span>
        {item.preview && <span className="truncate text-muted-foreground">{item.preview}</span>}
        {troubled && (
          <span>
            <Badge variant={DELIVERY_BADGE[item.delivery.state]} className="max-w-full whitespace-normal text-left">
              {deliveryText(item.delivery)}
            </Badge>
          </span>
        )}
      </Link>
    </li>
  );
}

function Filters({ list }: { list: InboxList }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [q, setQ] = useState(params.get("q") ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Follow the address (e.g. "Filter zurücksetzen"), but never while the visitor types.
  useEffect(() => {
    if (document.activeElement?.id !== "inbox-q") setQ(params.get("q") ?? "");
  }, [params]);
  // A changed filter starts at the first page and closes the open item.
  const apply = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true }), delay);
  };
  return (
    <Form ref={formRef} method="get" role="search" className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap" onSubmit={() => clearTimeout(timer.current)}>
      <div className="relative col-span-2 sm:min-w-56 sm:flex-1">
        <label htmlFor="inbox-q" className="sr-only">
          {t.search}
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          id="inbox-q"
          type="search"
          name="q"
          value={q}
          placeholder={t.searchPlaceholder}
          className="pl-8"
          onChange={(e) => {
            setQ(e.target.value);
            apply(300);
          }}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="inbox-form" className="text-xs text-muted-foreground">
          {t.formFilter}
        </label>
        <select id="inbox-form" name="form" defaultValue={params.get("form") ?? ""} className={cn(FILTER_SELECT_CLASS, "w-full sm:w-auto sm:max-w-72")} onChange={() => apply(0)}>
          <option value="">{t.allForms}</option>
          {list.forms.map((f) => (
            <option key={f.key} value={f.key}>
              {`${f.page_title}${f.form_title ? ` – ${f.form_title}` : ""} (${f.count})`}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="inbox-status" className="text-xs text-muted-foreground">
          {t.statusFilter}
        </label>
        <select id="inbox-status" name="status" defaultValue={params.get("status") ?? ""} className={cn(FILTER_SELECT_CLASS, "w-full sm:w-auto")} onChange={() => apply(0)}>
          <option value="">{t.allStatuses}</option>
          <option value="unread">{t.unreadOnly}</option>
          <option value="read">{t.readOnly}</option>
        </select>
      </div>
      <Button variant="outline" className="col-span-2 justify-self-start" asChild>
        <a href={`/api/inbox/export${hrefWith(params, { id: null, offset: null }).replace(/^\?$/, "")}`} download>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </a>
      </Button>
    </Form>
  );
}

export function InboxScreen({ list, selected, missing, offset }: { list: InboxList; selected: SubmissionDetail | null; missing: boolean; offset: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { run, busy } = useApiAction();
  const listHref = hrefWith(params, { id: null });

  async function toggleRead(item: SubmissionSummary) {
    const read = !item.read;
    const result = await run({ key: item.id, method: "PATCH", url: `/api/inbox/${encodeURIComponent(item.id)}`, body: { read }, success: read ? t.markedRead : t.markedUnread, failure: t.updateFailed });
    if (!result.ok) return;
    // The open item marked unread closes: staying on ?id= would mark it read again at the next load.
    if (!read && item.id === selected?.id) navigate(listHref, { preventScrollReset: true });
    else void revalidator.revalidate();
  }
  const filtered = Boolean(params.get("q") || params.get("form") || params.get("status"));
  // Nothing received yet: no filters or export to offer, only what happens next.
  const nothingYet = list.total === 0 && !filtered;
  // Nothing matches: the hint to pick an item would point at an empty list.
  const noMatch = list.items.length === 0 && !selected;
  const from = list.total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + list.items.length, list.total);
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{de.admin.nav.inbox}</h1>
        {!nothingYet && (
          <p className="text-muted-foreground" aria-live="polite">
            {list.unread > 0 ? t.unreadCount(list.unread) : t.total(list.total)}
          </p>
        )}
      </div>
      {/* On a phone an open item has the screen to itself; "Zurück zur Liste" brings these back. */}
      <div className={cn(selected && "max-md:hidden")}>
        <p className="mt-1 max-w-prose text-muted-foreground">{t.intro}</p>
        {!nothingYet && (
          <div className="mt-5">
            <Filters list={list} />
          </div>
        )}
      </div>

      {nothingYet ? (
        <div className="mt-6 grid place-items-center gap-3 rounded-lg border border-dashed bg-card p-10 text-center text-muted-foreground">
          <Inbox aria-hidden="true" className="size-8" />
          <p className="max-w-md">{t.empty}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <section aria-label={de.admin.nav.inbox} className={cn("min-w-0", selected && "hidden md:block", noMatch && "md:col-span-2")}>
            {list.items.length === 0 ? (
              <div className="grid gap-3 rounded-lg border border-dashed bg-card p-6 text-center text-muted-foreground">
                <p>{t.emptyFiltered}</p>
                <Link to="?" className="text-primary-strong underline-offset-4 hover:underline">
                  {t.resetFilters}
                </Link>
              </div>
            ) : (
              <ul className="divide-y overflow-hidden rounded-lg border bg-card">
                {list.items.map((item) => (
                  <Row
                    key={item.id}
                    item={item}
                    selected={item.id === selected?.id}
                    href={hrefWith(params, { id: item.id })}
                    busy={busy === item.id}
                    onToggleRead={() => void toggleRead(item)}
                  />
                ))}
              </ul>
            )}
            {list.total > INBOX_PAGE_SIZE && (
              <nav aria-label={t.range(from, to, list.total)} className="mt-3 flex items-center justify-between gap-2 text-muted-foreground">
                <span>{t.range(from, to, list.total)}</span>
                <span className="flex gap-2">
                  <PageLink label={t.previous} href={offset > 0 ? hrefWith(params, { offset: String(Math.max(0, offset - INBOX_PAGE_SIZE)), id: null }) : null} />
                  <PageLink label={t.next} href={to < list.total ? hrefWith(params, { offset: String(offset + INBOX_PAGE_SIZE), id: null }) : null} />
                </span>
              </nav>
            )}
          </section>
          {/* Stays in view beside a long list; scrolls on its own when taller than the window. */}
          <div className={cn("min-w-0 md:sticky md:top-[4.5rem] md:max-h-[calc(100dvh-5.5rem)] md:self-start md:overflow-y-auto", !selected && (noMatch ? "hidden" : "hidden md:block"))}>
            {selected ? (
              <SubmissionView key={selected.id} submission={selected} listHref={listHref} />
            ) : (
              <p className="rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">{missing ? t.notFound : t.selectHint}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
