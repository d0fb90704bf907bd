import { Radio } from "lucide-react";
import { useEffect, useState } from "react";
import { apiRequest } from "~/components/admin/pages/api-client";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { deAnalytics } from "~/i18n/analytics";
import { LIVE_MINUTES, type LiveVisitors } from "~/lib/analytics";
import { formatClock, formatCount } from "./numbers";

const t = deAnalytics.screen.live;

export const LIVE_POLL_MS = 10_000;

/**
 * Who is on the site now, asked of /api/analytics/live every ten seconds while the tab is visible
 * (a hidden tab asks nothing, and asks at once when it is shown again).
 */
export function LiveCard() {
  const [live, setLive] = useState<{ data: LiveVisitors; at: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let running = false;
    async function poll() {
      if (running || document.visibilityState !== "visible") return;
      running = true;
      const result = await apiRequest<LiveVisitors>("GET", "/api/analytics/live");
      running = false;
      if (cancelled) return;
      if (result.ok) {
        setLive({ data: result.data, at: Date.now() });
        setFailed(false);
      } else setFailed(true);
    }
    void poll();
    const timer = setInterval(() => void poll(), LIVE_POLL_MS);
    const onVisibility = () => void poll();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      cancelled = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  const data = live?.data;
  return (
    <Card className="min-w-0 gap-3 py-5" data-testid="analytics-live">
      <CardHeader className="gap-1.5 px-5">
        <h2 className="flex items-center gap-2 leading-none font-semibold">
          <Radio aria-hidden="true" className="size-4 text-success" />
          {t.title}
        </h2>
        <CardDescription className="text-xs">{t.description(data?.minutes ?? LIVE_MINUTES)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        {data ? (
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t.visitors}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid="live-visitors">
                {formatCount(data.visitors)}
              </dd>
            </div>
            <div className="rounded-lg bg-muted/60 px-3 py-2">
              <dt className="text-xs text-muted-foreground">{t.views}</dt>
              <dd className="text-2xl font-semibold tabular-nums">{formatCount(data.views)}</dd>
            </div>
          </dl>
        ) : (
          <div className="grid grid-cols-2 gap-3" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <span className="sr-only">{t.loading}</span>
          </div>
        )}
        {data && (
          <div className="grid gap-1.5">
            <h3 className="text-xs font-medium text-muted-foreground">{t.pages}</h3>
            {data.pages.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t.empty}</p>
            ) : (
              <ul className="grid gap-1 text-sm">
                {data.pages.slice(0, 5).map((page) => (
                  <li key={page.path} className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 truncate font-mono text-xs" title={page.path}>
                      {page.path}
                    </span>
                    <span className="shrink-0 tabular-nums">{formatCount(page.views)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <p className="text-xs text-muted-foreground tabular-nums">
          {failed ? <span className="text-destructive">{t.failed}</span> : live ? t.asOf(formatClock(live.at)) : null}
        </p>
      </CardContent>
    </Card>
  );
}
