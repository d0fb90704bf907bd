import { DatabaseBackup, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { deBackups as t } from "~/i18n/backups-admin";
import { formatDateTime } from "~/lib/format";

interface Outcome {
  at: string;
  ok: boolean;
  error?: string;
}

const linkClass = "rounded-sm font-medium text-primary-strong underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * The last backup on the dashboard: a failure as an alert with its error (nobody should learn of
 * it only when a restore is needed), success or none as one quiet line.
 */
export function BackupStatus({ last }: { last: Outcome | null }) {
  if (last && !last.ok) {
    return (
      <div role="alert" data-testid="dashboard-backup" className="mt-4 flex gap-3 rounded-xl border border-destructive/40 bg-card p-4 text-sm shadow-xs">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="min-w-0">
          <p className="font-semibold text-destructive">{t.lastFailed}</p>
          <p className="mt-1 break-words">
            {t.lastFailedAt(formatDateTime(last.at))} {last.error}
          </p>
          <Link to="/admin/backups" className={`mt-2 inline-block ${linkClass}`}>
            {t.toBackups}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <p data-testid="dashboard-backup" className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <DatabaseBackup aria-hidden="true" className="size-4" />
      <span>{last ? t.lastOk(formatDateTime(last.at)) : t.never}</span>
      <Link to="/admin/backups" className={linkClass}>
        {t.toBackups}
      </Link>
    </p>
  );
}
