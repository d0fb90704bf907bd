import { Download, ScrollText } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deLog } from "~/i18n/log";
import { AUDIT_ACTIONS } from "~/lib/audit-actions";
import { NO_PERSON, type LogEntry, type LogFilter, type LogList } from "~/lib/audit-query";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import { DataTable, type DataColumn } from "~/components/admin/forms/data-table";
import { FILTER_SELECT_CLASS, hrefWith, PageLink } from "~/components/admin/forms/list-filters";

const t = deLog;

function Filters({ list, query }: { list: LogList; query: LogFilter }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // A changed filter starts at the first page (the form has no page field).
  const apply = () => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true });
  const exportQuery = hrefWith(params, { page: null }).replace(/^\?$/, "");
  // The filters of the address decide what the fields show (also after 'Filter zurücksetzen').
  const key = `${query.person ?? ""}|${query.action ?? ""}|${query.von ?? ""}|${query.bis ?? ""}`;
  return (
    <Form key={key} ref={formRef} method="get" role="search" aria-label={t.title} className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap">
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <label htmlFor="log-person" className="text-xs text-muted-foreground">
          {t.person}
        </label>
        <select id="log-person" name="person" defaultValue={query.person ?? ""} className={cn(FILTER_SELECT_CLASS, "w-full sm:w-52")} onChange={apply}>
          <option value="">{t.allPeople}</option>
          {list.people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name && p.email ? `${p.name} (${p.email})` : (p.name ?? p.email ?? p.id)}
            </option>
          ))}
          <option value={NO_PERSON}>{t.noPerson}</option>
        </select>
      </div>
      <div className="col-span-2 grid gap-1 sm:col-span-1">
        <label htmlFor="log-action" className="text-xs text-muted-foreground">
          {t.action}
        </label>
        <select id="log-action" name="action" defaultValue={query.action ?? ""} className={cn(FILTER_SELECT_CLASS, "w-full sm:w-52")} onChange={apply}>
          <option value="">{t.allActions}</option>
          {Object.entries(AUDIT_ACTIONS).map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="log-von" className="text-xs text-muted-foreground">
          {t.from}
        </label>
        <Input id="log-von" type="date" name="von" defaultValue={query.von ?? ""} max={query.bis} className="w-full sm:w-40" onChange={apply} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="log-bis" className="text-xs text-muted-foreground">
          {t.to}
        </label>
        <Input id="log-bis" type="date" name="bis" defaultValue={query.bis ?? ""} min={query.von} className="w-full sm:w-40" onChange={apply} />
      </div>
      {/* Without JavaScript the fields do not send themselves. */}
      <noscript>
        <Button type="submit" variant="outline">
          {t.apply}
        </Button>
      </noscript>
      <Button variant="outline" className="col-span-2 justify-self-start sm:ml-auto" asChild>
        <a href={`/api/log/export${exportQuery}`} download>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </a>
      </Button>
    </Form>
  );
}

const failed = (entry: LogEntry) => entry.action === "auth.sign-in-failed";

function PersonCell({ entry }: { entry: LogEntry }) {
  const person = entry.person;
  if (!person) return <span className="text-muted-foreground">{t.system}</span>;
  const name = person.name ?? person.email ?? t.unknownPerson;
  return (
    <span className="block max-w-56 truncate max-sm:max-w-40" title={person.email ?? undefined}>
      {name}
    </span>
  );
}

function ObjectCell({ entry }: { entry: LogEntry }) {
  if (!entry.object_type && !entry.object_title) return <span className="text-muted-foreground">–</span>;
  const title = entry.object_title ?? entry.object_id ?? "";
  return (
    <span className="grid min-w-0">
      {entry.object_type_label && <span className="text-xs text-muted-foreground">{entry.object_type_label}</span>}
      {entry.object_href ? (
        <Link to={entry.object_href} className="truncate text-primary-strong underline-offset-4 hover:underline" title={t.openEditor(title)}>
          {title}
        </Link>
      ) : (
        <span className="truncate [overflow-wrap:anywhere]" title={title}>
          {title}
        </span>
      )}
    </span>
  );
}

/** Time (with the person under it on phones), person, action, object, address. */
const LOG_COLUMNS: DataColumn<LogEntry>[] = [
  {
    header: t.columns.time,
    headerClassName: "whitespace-nowrap",
    className: "whitespace-nowrap tabular-nums max-sm:px-3",
    cell: (entry) => (
      <>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {/* On a phone the person goes under the time and the action above the object. */}
        <span className="block text-muted-foreground sm:hidden">
          <PersonCell entry={entry} />
        </span>
      </>
    ),
  },
  { header: t.columns.person, headerClassName: "max-sm:hidden", className: "max-sm:hidden", cell: (entry) => <PersonCell entry={entry} /> },
  {
    header: t.columns.action,
    headerClassName: "max-sm:hidden",
    className: (entry) => cn("max-sm:hidden", failed(entry) && "text-destructive"),
    cell: (entry) => (
      <>
        {entry.action_label}
        {entry.detail_text && <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]" data-log-detail="">{entry.detail_text}</span>}
      </>
    ),
  },
  {
    header: t.columns.object,
    className: "max-w-80 max-sm:px-3",
    cell: (entry) => (
      <>
        <span className={cn("block font-medium sm:hidden", failed(entry) && "text-destructive")}>{entry.action_label}</span>
        {entry.detail_text && <span className="block text-xs text-muted-foreground sm:hidden [overflow-wrap:anywhere]">{entry.detail_text}</span>}
        <ObjectCell entry={entry} />
      </>
    ),
  },
  { header: t.columns.address, headerClassName: "max-sm:hidden", className: "font-mono text-xs whitespace-nowrap text-muted-foreground max-sm:hidden", cell: (entry) => entry.address ?? "–" },
];

export function LogScreen({ list, query, retentionDays }: { list: LogList; query: LogFilter & { page: number }; retentionDays: number }) {
  const [params] = useSearchParams();
  const filtered = Boolean(query.person || query.action || query.von || query.bis);
  const nothingYet = list.total === 0 && !filtered;
  const offset = (list.page - 1) * list.page_size;
  const from = list.entries.length === 0 ? 0 : offset + 1;
  const to = offset + list.entries.length;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
        {!nothingYet && (
          <p className="text-muted-foreground" aria-live="polite">
            {t.total(list.total)}
          </p>
        )}
      </div>
      <p className="mt-1 max-w-prose text-muted-foreground">
        {t.intro} {t.retention(retentionDays)}
      </p>
      {nothingYet ? (
        <div className="mt-6 grid place-items-center gap-3 rounded-lg border border-dashed bg-card p-10 text-center text-muted-foreground">
          <ScrollText aria-hidden="true" className="size-8" />
          <p className="max-w-md">{t.empty}</p>
        </div>
      ) : (
        <>
          <div className="mt-5">
            <Filters list={list} query={query} />
          </div>
          <DataTable
            columns={LOG_COLUMNS}
            rows={list.entries}
            rowKey={(entry) => entry.id}
            rowProps={() => ({ className: "align-top" })}
            scoped
            frameClassName="mt-4"
            empty={
              <div className="mt-4 grid gap-3 rounded-lg border border-dashed bg-card p-6 text-center text-muted-foreground">
                <p>{t.emptyFiltered}</p>
                <Link to="?" className="text-primary-strong underline-offset-4 hover:underline">
                  {t.reset}
                </Link>
              </div>
            }
          />
          {list.total > list.page_size && (
            <nav aria-label={t.range(from, to, list.total)} className="mt-3 flex items-center justify-between gap-2 text-muted-foreground">
              <span>{t.range(from, to, list.total)}</span>
              <span className="flex gap-2">
                <PageLink label={t.previous} href={list.page > 1 ? hrefWith(params, { page: list.page > 2 ? String(list.page - 1) : null }) : null} preventScrollReset />
                <PageLink label={t.next} href={to < list.total ? hrefWith(params, { page: String(list.page + 1) }) : null} preventScrollReset />
              </span>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
