import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";

const t = de.jobs;

/**
 * The server's progress of a running job (an import, a backup): "n von m", a bar (indeterminate
 * until the job knows its total) and the current step, announced politely to screen readers as it
 * changes. `label` names the bar (the card's heading says it visibly).
 */
export function JobProgress({ label, done, total, message, trouble, testId }: { label: string; done: number; total: number; message: string | null; trouble?: boolean; testId?: string }) {
  const known = total > 0;
  const percent = known ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <div className="grid gap-2" data-testid={testId}>
      <p className="text-right text-xs text-muted-foreground tabular-nums">{known ? `${t.progressCount(done, total)} · ${percent} %` : t.waiting}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={known ? `${percent} %` : t.waiting}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full bg-primary transition-[width] duration-200", !known && "w-1/3 motion-safe:animate-pulse")}
          style={known ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p aria-live="polite" className="min-h-5 text-xs [overflow-wrap:anywhere] text-muted-foreground">
        {message ?? ""}
      </p>
      {trouble && <p className="text-xs text-destructive">{t.pollFailed}</p>}
    </div>
  );
}
