import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { deDashboard } from "~/i18n/dashboard";
import { cn } from "~/lib/utils";

const focusRing = "rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * One card of the dashboard: its title is a heading that links to the card's area, so a screen
 * reader's heading list is also the list of areas.
 */
export function DashboardCard({
  id,
  title,
  to,
  description,
  count,
  className,
  children,
}: {
  id: string;
  title: string;
  to: string;
  description?: ReactNode;
  /** How many there are in all, beside the title. */
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `dashboard-${id}`;
  return (
    <Card className={cn("gap-4", className)} data-testid={headingId} aria-labelledby={headingId} role="region">
      <CardHeader>
        <CardTitle>
          <h2 id={headingId} className="flex items-start justify-between gap-2 text-base leading-snug">
            {/* Inline, so a long German title wraps with the arrow at its end. */}
            <Link to={to} className={cn("group hover:underline", focusRing)}>
              {title}
              <ChevronRight aria-hidden="true" className="ml-0.5 inline size-4 align-[-3px] text-muted-foreground transition-transform group-hover:translate-x-0.5" />
            </Link>
            {count !== undefined && count > 0 && (
              <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground tabular-nums">{count}</span>
            )}
          </h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}

/**
 * The rows of a list card (one DashboardRow each: a link, keyboard reachable, the whole row
 * clickable), or the card's note when there are none.
 */
export function DashboardRows<Item>({ items, label, empty, row }: { items: readonly Item[]; label: string; empty: string; row: (item: Item) => ReactNode }) {
  if (items.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {items.map(row)}
    </ul>
  );
}

export function DashboardRow({ to, title, meta, aside, label }: { to: string; title: ReactNode; meta?: ReactNode; aside?: ReactNode; label?: string }) {
  return (
    <li>
      {/* Title and aside (kind, score, time) in one line, the details below. */}
      <Link
        to={to}
        aria-label={label}
        className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-0.5 px-3 py-2 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        {/* Two lines at most: long German titles and hints stay readable without running on. */}
        <span className="line-clamp-2 font-medium break-words">{title}</span>
        {aside ? <span className="text-xs text-muted-foreground tabular-nums">{aside}</span> : <span />}
        {meta && <span className="col-span-2 line-clamp-2 min-w-0 text-sm break-words text-muted-foreground">{meta}</span>}
      </Link>
    </li>
  );
}

/** "5 von 14 – alle anzeigen" under a list that shows only the first rows. */
export function MoreLink({ to, shown, total }: { to: string; shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <Link to={to} className={cn("text-sm text-primary-strong underline-offset-4 hover:underline", focusRing)}>
      {deDashboard.more(shown, total)}
    </Link>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
