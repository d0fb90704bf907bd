import { Card } from "~/components/ui/card";
import { deAnalytics } from "~/i18n/analytics";
import type { AnalyticsReport } from "~/lib/analytics";
import { cn } from "~/lib/utils";
import { formatCount, formatDecimal, formatPercent, pagesPerVisitor, trendOf } from "./numbers";

const t = deAnalytics.screen.summary;

/** ▲/▼ with the percentage and a sentence for screen readers: the colour only repeats what the text says. */
export function Trend({ percent }: { percent: number | null }) {
  if (percent === null) {
    return (
      <span className="text-muted-foreground" title={t.noTrendLabel}>
        <span aria-hidden="true">{t.noTrend}</span>
        <span className="sr-only">{t.noTrendLabel}</span>
      </span>
    );
  }
  const text = formatPercent(Math.abs(percent));
  const label = percent > 0 ? t.up(text) : percent < 0 ? t.down(text) : t.same;
  return (
    <span className={cn("font-medium tabular-nums", percent > 0 ? "text-success" : percent < 0 ? "text-destructive" : "text-muted-foreground")} title={label}>
      <span aria-hidden="true">
        {percent > 0 ? "▲" : percent < 0 ? "▼" : "±"} {text}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

function SummaryCard({ label, value, previous, trend, testId, className }: { label: string; value: string; previous: string; trend: number | null; testId: string; className?: string }) {
  return (
    <Card className={cn("min-w-0 gap-1 px-4 py-4 sm:px-5", className)} data-testid={testId}>
      <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
      <p className="text-3xl font-semibold tracking-tight tabular-nums" data-testid={`${testId}-value`}>
        {value}
      </p>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs">
        <span className="text-muted-foreground tabular-nums">{t.previous(previous)}</span>
        <Trend percent={trend} />
      </p>
    </Card>
  );
}

export function SummaryCards({ report }: { report: AnalyticsReport }) {
  const now = report.totals;
  const before = report.previous.totals;
  const ratio = pagesPerVisitor(now);
  const ratioBefore = pagesPerVisitor(before);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard testId="summary-visitors" label={t.visitors} value={formatCount(now.visitors)} previous={formatCount(before.visitors)} trend={trendOf(now.visitors, before.visitors)} />
      <SummaryCard testId="summary-views" label={t.views} value={formatCount(now.views)} previous={formatCount(before.views)} trend={trendOf(now.views, before.views)} />
      <SummaryCard
        testId="summary-ratio"
        className="col-span-2 sm:col-span-1"
        label={t.perVisitor}
        value={ratio === null ? t.noTrend : formatDecimal(ratio)}
        previous={ratioBefore === null ? t.noTrend : formatDecimal(ratioBefore)}
        trend={trendOf(ratio, ratioBefore)}
      />
    </div>
  );
}
