import { Download, Info, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { AdminScreen } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import { deAnalytics } from "~/i18n/analytics";
import { previousRange, type AnalyticsReport } from "~/lib/analytics";
import { formatDay } from "~/lib/format";
import { cn } from "~/lib/utils";
import { LiveCard } from "./live-card";
import { NotFoundCard } from "./not-found-card";
import { formatCount, formatPercent, sharePercent } from "./numbers";
import { RangeControls } from "./range-controls";
import type { ScreenRange } from "./range";
import { SummaryCards } from "./summary-cards";
import { TopList, type TopRow } from "./top-list";
import { VisitsChart } from "./visits-chart";

const t = deAnalytics.screen;
const l = t.lists;

export interface AnalyticsScreenProps {
  report: AnalyticsReport;
  range: ScreenRange;
  enabled: boolean;
}

function period(from: string, to: string): string {
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** Rows counted by views (pages, referrers, campaigns): views, visitors, bar = share of the views listed. */
function byViews<T extends { views: number; visitors: number }>(rows: T[], key: (row: T) => string, label?: (row: T) => ReactNode): TopRow[] {
  const total = rows.reduce((sum, row) => sum + row.views, 0);
  return rows.map((row) => ({
    key: key(row),
    text: key(row),
    label: label ? label(row) : key(row),
    share: sharePercent(row.views, total),
    values: [formatCount(row.views), formatCount(row.visitors)],
  }));
}

/** Rows of a visitor's kind (device, browser): visitors and their share, which adds up to 100 %. */
function byVisitors<T extends { visitors: number }>(rows: T[], name: (row: T) => string): TopRow[] {
  const total = rows.reduce((sum, row) => sum + row.visitors, 0);
  return rows.map((row) => {
    const share = sharePercent(row.visitors, total);
    return { key: name(row), text: name(row), label: name(row), share, values: [formatCount(row.visitors), formatPercent(Math.round(share))] };
  });
}

function PageLink({ path }: { path: string }) {
  return (
    <a href={path} target="_blank" rel="noopener" className="rounded-sm font-mono text-xs underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
      {path}
      <span className="sr-only"> ({l.openPage})</span>
    </a>
  );
}

export function AnalyticsScreen({ report, range, enabled }: AnalyticsScreenProps) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/analytics";
  const before = previousRange(report.from, report.to);
  const exportUrl = `/api/analytics/export?${new URLSearchParams({ from: report.from, to: report.to })}`;

  return (
    <AdminScreen
      title={de.admin.nav.analytics}
      intro={<span className="tabular-nums">{t.intro(period(report.from, report.to), period(before.from, before.to))}</span>}
      actions={
        <Button asChild variant="outline">
          <a href={exportUrl} download={deAnalytics.csv.filename(report.from, report.to)} title={t.exportHint(formatDay(report.from), formatDay(report.to))}>
            <Download aria-hidden="true" />
            {t.exportCsv}
          </a>
        </Button>
      }
    >
      <RangeControls range={range} />
      {!enabled && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t.disabled}{" "}
            <Link to="/admin/settings" className="font-medium underline underline-offset-4">
              {t.disabledLink}
            </Link>
          </span>
        </p>
      )}
      {range.fallback && (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t.rangeFallback}
        </p>
      )}
      <div aria-busy={loading || undefined} className={cn("grid gap-4 transition-opacity", loading && "opacity-60")}>
        <SummaryCards report={report} />
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <VisitsChart report={report} />
          </div>
          <LiveCard />
        </div>
        <p className="flex items-start gap-2 text-xs text-muted-foreground">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {t.countingHint}
        </p>
        {/* Keyed by range so "Alle anzeigen" starts folded for each new range. */}
        <div key={`${report.from}/${report.to}`} className="grid gap-4 md:grid-cols-2">
          <TopList
            testId="analytics-pages"
            title={l.pages.title}
            entryLabel={l.pages.column}
            columns={[l.views, l.visitors]}
            rows={byViews(report.pages, (row) => row.path, (row) => <PageLink path={row.path} />)}
            empty={l.pages.empty}
          />
          <NotFoundCard rows={report.not_found} />
          <TopList
            testId="analytics-referrers"
            title={l.referrers.title}
            hint={l.referrers.hint}
            entryLabel={l.referrers.column}
            columns={[l.views, l.visitors]}
            rows={byViews(report.referrers, (row) => row.domain)}
            empty={l.referrers.empty}
          />
          <TopList
            testId="analytics-campaigns"
            title={l.campaigns.title}
            hint={l.campaigns.hint}
            entryLabel={l.campaigns.column}
            columns={[l.views, l.visitors]}
            rows={byViews(report.campaigns, (row) => row.campaign)}
            empty={l.campaigns.empty}
          />
          <TopList
            testId="analytics-devices"
            title={l.devices.title}
            entryLabel={l.devices.column}
            columns={[l.visitors, l.share]}
            rows={byVisitors(report.devices, (row) => deAnalytics.devices[row.device] ?? row.device)}
            empty={l.devices.empty}
          />
          <TopList
            testId="analytics-browsers"
            title={l.browsers.title}
            entryLabel={l.browsers.column}
            columns={[l.visitors, l.share]}
            rows={byVisitors(report.browsers, (row) => row.browser)}
            empty={l.browsers.empty}
          />
        </div>
      </div>
    </AdminScreen>
  );
}
