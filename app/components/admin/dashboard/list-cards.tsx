import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { de } from "~/i18n/de";
import { deDashboard } from "~/i18n/dashboard";
import { formatDateTime } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { DashboardData } from "~/server/dashboard/dashboard.server";
import { DashboardCard, DashboardRow, DashboardRows, MoreLink } from "./dashboard-card";
import { relativeTime } from "./format";

const t = deDashboard;

function Kind({ type }: { type: string }) {
  return <span>{t.kinds[type] ?? type}</span>;
}

/** A card listing pages (the first few, each to its editor) with 'Alle anzeigen' under them. */
function PagesCard<P extends { id: string; editPath: string; title: string }>({
  id,
  texts,
  description,
  to,
  data,
  href = (page) => page.editPath,
  aside,
  meta,
}: {
  id: string;
  texts: { title: string; empty: string };
  description: string;
  to: string;
  data: { items: P[]; total: number };
  href?: (page: P) => string;
  aside: (page: P) => ReactNode;
  meta: (page: P) => ReactNode;
}) {
  return (
    <DashboardCard id={id} title={texts.title} to={to} description={description} count={data.total}>
      <DashboardRows items={data.items} label={texts.title} empty={texts.empty} row={(page) => <DashboardRow key={page.id} to={href(page)} title={page.title} aside={aside(page)} meta={meta(page)} />} />
      <MoreLink to={to} shown={data.items.length} total={data.total} />
    </DashboardCard>
  );
}

export function UnpublishedCard({ data, now }: { data: DashboardData["unpublished"]; now: number }) {
  return (
    <PagesCard
      id="unpublished"
      texts={t.unpublished}
      description={t.unpublished.description}
      to="/admin/pages"
      data={data}
      aside={(page) => <Kind type={page.contentType} />}
      meta={(page) => (
        <time dateTime={page.updatedAt} title={formatDateTime(page.updatedAt)}>
          {t.unpublished.changed(relativeTime(page.updatedAt, now))}
        </time>
      )}
    />
  );
}

export function ScheduledCard({ data, now }: { data: DashboardData["scheduled"]; now: number }) {
  return (
    <PagesCard
      id="scheduled"
      texts={t.scheduled}
      description={t.scheduled.description}
      to="/admin/blog"
      data={data}
      aside={(page) => <Kind type={page.contentType} />}
      meta={(page) => <time dateTime={page.publishAt}>{Date.parse(page.publishAt) <= now ? t.scheduled.overdue : t.scheduled.at(formatDateTime(page.publishAt))}</time>}
    />
  );
}

/** The score in figures and words; the colour only repeats what the text says. */
function Score({ score }: { score: number }) {
  const tone = score >= 80 ? "border-emerald-300 bg-emerald-50 text-emerald-900" : score >= 50 ? "border-amber-300 bg-amber-50 text-amber-900" : "border-red-300 bg-red-50 text-red-900";
  return (
    <Badge variant="outline" className={cn("tabular-nums", tone)} aria-label={t.seo.scoreLabel(score)}>
      {t.seo.score(score)}
    </Badge>
  );
}

export function SeoCard({ data }: { data: DashboardData["seo"] }) {
  return (
    <PagesCard
      id="seo"
      texts={t.seo}
      description={t.seo.description(data.checked)}
      to="/admin/pages"
      data={data}
      // The page settings hold the SEO check.
      href={(page) => `${page.editPath}?tab=settings`}
      aside={(page) => <Score score={page.score} />}
      meta={(page) => (
        <span title={page.issues.map((issue) => issue.message).join("\n")}>
          {t.seo.problems(page.issues.length)}: {page.issues.map((issue) => issue.message).join(" · ")}
        </span>
      )}
    />
  );
}

export function RevisionsCard({ data, now, className }: { data: DashboardData["revisions"]; now: number; className?: string }) {
  return (
    <DashboardCard id="revisions" title={t.revisions.title} to="/admin/pages" description={t.revisions.description} className={className}>
      <DashboardRows
        items={data}
        label={t.revisions.title}
        empty={t.revisions.empty}
        row={(revision) => {
          const what = revision.summary || t.revisions.kinds[revision.kind] || revision.kind;
          return (
            <DashboardRow
              key={revision.id}
              to={revision.revisionsPath}
              label={`${t.revisions.history(revision.pageTitle)}: ${what}, ${relativeTime(revision.at, now)}`}
              title={revision.pageTitle}
              aside={
                <time dateTime={revision.at} title={formatDateTime(revision.at)}>
                  {relativeTime(revision.at, now)}
                </time>
              }
              meta={
                <>
                  {what} · {t.revisions.by(revision.author ?? t.revisions.unknownAuthor)}
                </>
              }
            />
          );
        }}
      />
    </DashboardCard>
  );
}

/** The unread enquiries card as it was before the dashboard grew (strings de.inbox.*). */
export function EnquiriesCard({ data, className }: { data: DashboardData["enquiries"]; className?: string }) {
  const enquiries = data.items;
  return (
    <DashboardCard
      id="enquiries"
      title={de.inbox.dashboardTitle}
      to="/admin/inbox"
      description={enquiries.length === 0 ? de.inbox.dashboardEmpty : undefined}
      count={data.total}
      className={className}
    >
      {enquiries.length > 0 && (
        <ul className="divide-y rounded-md border">
          {enquiries.map((e) => (
            <li key={e.id}>
              {/* Phone: sender and time, the subject below; wider: one line. */}
              <Link
                to={`/admin/inbox?id=${encodeURIComponent(e.id)}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-3 py-2 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:flex"
              >
                <span className="truncate font-medium">{e.sender_name ?? e.sender_email ?? de.inbox.anonymous}</span>
                <span className="col-span-2 row-start-2 min-w-0 flex-1 truncate text-muted-foreground">{e.subject || de.inbox.noSubject}</span>
                <time className="col-start-2 row-start-1 text-xs text-muted-foreground tabular-nums" dateTime={e.created_at}>
                  {formatDateTime(e.created_at)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to="/admin/inbox" className="text-sm text-primary-strong underline-offset-4 hover:underline">
        {de.inbox.dashboardAll}
      </Link>
    </DashboardCard>
  );
}
