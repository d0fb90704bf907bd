import { Link } from "react-router";
import { deDashboard } from "~/i18n/dashboard";
import type { DayCounts } from "~/lib/analytics";
import { cn } from "~/lib/utils";
import type { DashboardVisitors } from "~/server/dashboard/dashboard.server";
import { DashboardCard, EmptyNote } from "./dashboard-card";
import { sparklinePoints, trendText, weekdayOf } from "./format";

const t = deDashboard.visitors;
const WIDTH = 140;
const HEIGHT = 40;

/** Seven days of visitors as a line; the text alternative names every day's figure. */
function Sparkline({ days }: { days: DayCounts[] }) {
  const points = sparklinePoints(
    days.map((d) => d.visitors),
    WIDTH,
    HEIGHT,
    4,
  );
  const line = points.map(([x, y]) => `${x},${y}`).join(" ");
  const last = points.at(-1);
  return (
    <svg
      role="img"
      aria-label={t.chartLabel(days.map((d) => t.chartDay(weekdayOf(d.date), d.visitors)).join(", "))}
      viewBox={`-4 0 ${WIDTH + 8} ${HEIGHT}`}
      width={WIDTH + 8}
      height={HEIGHT}
      className="shrink-0 text-primary-strong"
      data-testid="visitors-sparkline"
    >
      <polygon points={`0,${HEIGHT} ${line} ${WIDTH},${HEIGHT}`} className="fill-current opacity-10" />
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      {last && <circle cx={last[0]} cy={last[1]} r={3} className="fill-current" />}
    </svg>
  );
}

function Trend({ percent }: { percent: number | null }) {
  const tone = percent === null || percent === 0 ? "text-muted-foreground" : percent > 0 ? "text-emerald-700" : "text-amber-800";
  return <span className={cn("font-medium tabular-nums", tone)}>{trendText(percent)}</span>;
}

export function VisitorsCard({ visitors }: { visitors: DashboardVisitors | null }) {
  if (!visitors) {
    return (
      <DashboardCard id="visitors" title={t.title} to="/admin/settings">
        <EmptyNote>{t.off}</EmptyNote>
        <Link to="/admin/settings" className="text-sm text-primary-strong underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
          {t.toSettings}
        </Link>
      </DashboardCard>
    );
  }
  const { totals, trend, days } = visitors;
  return (
    <DashboardCard id="visitors" title={t.title} to="/admin/analytics">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid="visitors-total">
            {t.visitors(totals.visitors)}
          </p>
          <p className="text-sm">
            <Trend percent={trend.visitors} /> <span className="text-muted-foreground">{trend.visitors !== null && trend.visitors !== 0 && t.comparedTo}</span>
          </p>
        </div>
        <Sparkline days={days} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t.views(totals.views)}
        {/* Without a week to compare with, the line above already says so. */}
        {trend.views !== null && (
          <>
            {" · "}
            <Trend percent={trend.views} />
          </>
        )}
      </p>
      {totals.views === 0 && <EmptyNote>{t.empty}</EmptyNote>}
    </DashboardCard>
  );
}
