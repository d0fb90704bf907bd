import { Table2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { deAnalytics } from "~/i18n/analytics";
import type { AnalyticsReport } from "~/lib/analytics";
import { formatDay } from "~/lib/format";
import { cn } from "~/lib/utils";
import { formatCount } from "./numbers";
import type { ChartColors, VisitsChart as Chart, VisitsSeries } from "./uplot-chart";

const t = deAnalytics.screen.chart;

/** Fallbacks when the theme's variables cannot be read; the views line is emerald-600 (3:1 on white). */
const COLORS: ChartColors = { visitors: "#3b82f6", views: "#059669", previous: "#64748b", axis: "#475569", grid: "#e2e8f0" };

function heightFor(width: number): number {
  return width < 500 ? 220 : 280;
}

function themeColors(element: HTMLElement): ChartColors {
  const style = getComputedStyle(element);
  const hex = (name: string, fallback: string) => {
    const value = style.getPropertyValue(name).trim();
    // The fill appends an alpha to the hex, so only a full #rrggbb will do.
    return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
  };
  return { ...COLORS, visitors: hex("--primary", COLORS.visitors) };
}

function seriesOf(report: Pick<AnalyticsReport, "days" | "previous">): VisitsSeries {
  return {
    days: report.days.map((d) => d.date),
    visitors: report.days.map((d) => d.visitors),
    views: report.days.map((d) => d.views),
    previousVisitors: report.days.map((_, i) => report.previous.days[i]?.visitors ?? 0),
  };
}

/** What a screen reader hears instead of the lines. */
function summaryOf(report: Pick<AnalyticsReport, "days" | "totals" | "from" | "to">): string {
  const peak = report.days.reduce<(typeof report.days)[number] | null>((best, day) => (day.visitors > (best?.visitors ?? 0) ? day : best), null);
  return t.summary(report.days.length, formatDay(report.from), formatDay(report.to), formatCount(report.totals.visitors), formatCount(report.totals.views), peak ? formatDay(peak.date) : null);
}

function LegendItem({ color, dashed, label, value }: { color: string; dashed?: boolean; label: string; value: string }) {
  return (
    <li className="flex items-center gap-2">
      <svg aria-hidden="true" width="20" height="4" className="shrink-0">
        <line x1="0" y1="2" x2="20" y2="2" stroke={color} strokeWidth="2.5" strokeDasharray={dashed ? "5 3" : undefined} />
      </svg>
      <span className="text-muted-foreground">{label}</span>
      <span className="font-medium tabular-nums">{value}</span>
    </li>
  );
}

/**
 * Visitors and views per day with the previous period's visitors dashed. uPlot is loaded in an
 * effect (a skeleton stands in until then) and follows the card's width; the same numbers are
 * one click away as a table for keyboard and screen reader users.
 */
export function VisitsChart({ report }: { report: AnalyticsReport }) {
  const plotRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [cursor, setCursor] = useState<number | null>(null);
  const [showTable, setShowTable] = useState(false);
  const [colors, setColors] = useState(COLORS);
  const tableId = useId();
  const series = useMemo(() => seriesOf(report), [report]);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let chart: Chart | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    setStatus("loading");
    setCursor(null);
    import("./uplot-chart")
      .then(({ createVisitsChart }) => {
        if (cancelled) return;
        const width = element.clientWidth;
        const theme = themeColors(element);
        setColors(theme);
        chart = createVisitsChart(
          element,
          series,
          { width, height: heightFor(width) },
          { date: t.date, visitors: t.visitors, views: t.views, previousVisitors: t.previousVisitors },
          theme,
          setCursor,
        );
        let lastWidth = width;
        observer = new ResizeObserver(([entry]) => {
          const next = Math.floor(entry?.contentRect.width ?? lastWidth);
          if (next === lastWidth || next <= 0) return;
          lastWidth = next;
          chart?.setSize(next, heightFor(next));
        });
        observer.observe(element);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.error("Diagramm der Besucherstatistik nicht geladen", error);
        if (!cancelled) setStatus("failed");
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series]);

  const at = cursor !== null ? report.days[cursor] : undefined;
  const previousAt = cursor !== null ? report.previous.days[cursor] : undefined;

  return (
    <Card className="min-w-0 gap-4 py-5">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-5">
        <h2 className="leading-none font-semibold">{t.title}</h2>
        <Button variant="outline" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
          <Table2 aria-hidden="true" />
          {showTable ? t.hideTable : t.showTable}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        <div className="relative min-w-0">
          <div
            ref={plotRef}
            role="img"
            aria-label={summaryOf(report)}
            data-testid="analytics-chart"
            className={cn("w-full min-w-0", status !== "ready" && "min-h-[220px] sm:min-h-[280px]")}
          />
          {status === "loading" && (
            <Skeleton className="absolute inset-0">
              <span className="sr-only">{t.loading}</span>
            </Skeleton>
          )}
          {status === "failed" && <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted-foreground">{t.failed}</p>}
        </div>
        {/* The legend doubles as the read-out under the pointer: the day's numbers, else the range's sums. */}
        <div className="grid gap-1 text-sm" data-testid="analytics-chart-legend">
          <p className="text-xs text-muted-foreground tabular-nums" aria-hidden={at ? undefined : true}>
            {at ? formatDay(at.date) : "\u00a0"}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            <LegendItem color={colors.visitors} label={t.visitors} value={formatCount(at ? at.visitors : report.totals.visitors)} />
            <LegendItem color={colors.views} label={t.views} value={formatCount(at ? at.views : report.totals.views)} />
            <LegendItem color={colors.previous} dashed label={t.previousVisitors} value={formatCount(at ? (previousAt?.visitors ?? 0) : report.previous.totals.visitors)} />
          </ul>
        </div>
        <div id={tableId} hidden={!showTable}>
          {showTable && (
            <div className="max-h-96 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label={t.tableCaption}>
              <table className="w-full text-sm">
                <caption className="sr-only">{t.tableCaption}</caption>
                <thead className="sticky top-0 bg-card text-xs text-muted-foreground">
                  <tr className="border-b">
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t.date}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t.visitors}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t.views}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.days.map((day) => (
                    <tr key={day.date} className="border-b last:border-b-0">
                      <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                        {formatDay(day.date)}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.visitors)}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(day.views)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
