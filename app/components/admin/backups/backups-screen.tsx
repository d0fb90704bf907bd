import { CalendarClock, Check, Copy, DatabaseBackup, Download, HardDrive, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { AdminScreen } from "~/components/admin/page-header";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { DataTable, ListEmpty, type DataColumn } from "~/components/admin/forms/data-table";
import { apiRequest } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { deBackups as t } from "~/i18n/backups-admin";
import type { backupOverviewSchema, backupStartedSchema } from "~/lib/backup-schema";
import { formatDateTime, formatFileSize } from "~/lib/format";
import { JobProgress } from "~/components/admin/jobs/job-progress";
import { useJob, type JobView } from "~/components/admin/jobs/use-job";
import { RestoreButtons, RestoreDialog, RestoreJobPanel, startVerify, UploadBackupButton } from "./restore-panel";

export type BackupsData = z.infer<typeof backupOverviewSchema>;
type Outcome = NonNullable<BackupsData["last"]>;

/** /admin/backups: 'Jetzt sichern' with its progress, the stored backups, the schedule and how to restore. */
export function BackupsScreen({ data, twoFactor = false }: { data: BackupsData; twoFactor?: boolean }) {
  const revalidator = useRevalidator();
  const [starting, setStarting] = useState(false);
  const [restoreTarget, setRestoreTarget] = useState<BackupsData["backups"][number] | null>(null);
  const [restoreJob, setRestoreJob] = useState<{ id: string; kind: "restore" | "verify"; running: boolean } | null>(null);
  const [jobId, setJobId] = useState(data.running?.id ?? null);
  const { job, trouble } = useJob(jobId, "backup", (ended) => {
    setJobId(null);
    const result = ended.result as { name?: string; warnings?: string[] } | null;
    if (ended.status !== "done") toast.error(t.failed, { description: ended.error ?? undefined });
    else if (result?.warnings?.length) toast.warning(t.done(result.name ?? ""), { description: t.warnings(result.warnings), duration: 15_000 });
    else toast.success(t.done(result?.name ?? ""));
    void revalidator.revalidate();
  });
  // From the start (before the first poll answers) until the job has ended.
  const running = jobId !== null;
  const busy = running || starting || Boolean(restoreJob?.running);

  async function verify(name: string) {
    const id = await startVerify(name);
    if (id) setRestoreJob({ id, kind: "verify", running: true });
  }

  async function start() {
    setStarting(true);
    const started = await apiRequest<z.infer<typeof backupStartedSchema>>("POST", "/api/backups");
    setStarting(false);
    if (!started.ok) {
      toast.error(t.startFailed, { description: started.error });
      return;
    }
    toast.success(t.started);
    setJobId(started.data.job.id);
  }

  return (
    <AdminScreen
      title={t.title}
      intro={t.intro}
      actions={
        <div className="flex flex-wrap gap-2">
          <UploadBackupButton disabled={busy} />
          <BusyButton busy={starting || running} icon={DatabaseBackup} label={t.createNow} busyLabel={t.creating} disabled={busy} onClick={() => void start()} />
        </div>
      }
    >
      {data.last && !data.last.ok && !running && <FailureNote outcome={data.last} />}
      {running && <JobProgressPanel job={job} trouble={trouble} />}
      {restoreJob && (
        <RestoreJobPanel
          key={restoreJob.id}
          jobId={restoreJob.id}
          kind={restoreJob.kind}
          onEnded={() => setRestoreJob((current) => (current ? { ...current, running: false } : current))}
          onClose={() => setRestoreJob(null)}
        />
      )}
      <BackupList
        backups={data.backups}
        busy={busy}
        onVerify={(backup) => void verify(backup.name)}
        onRestore={(backup) => setRestoreTarget(backup)}
      />
      <RestoreDialog
        backup={restoreTarget}
        twoFactor={twoFactor}
        onClose={() => setRestoreTarget(null)}
        onStarted={(id) => {
          setRestoreTarget(null);
          setRestoreJob({ id, kind: "restore", running: true });
        }}
      />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <ScheduleCard data={data} />
        <RestoreCard />
      </div>
    </AdminScreen>
  );
}

function FailureNote({ outcome }: { outcome: Outcome }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="min-w-0">
        <p className="font-semibold text-destructive">{t.lastFailed}</p>
        <p className="mt-1 break-words">
          {t.lastFailedAt(formatDateTime(outcome.at))} {outcome.error}
        </p>
      </div>
    </div>
  );
}

function JobProgressPanel({ job, trouble }: { job: JobView | null; trouble: boolean }) {
  return (
    <Card className="gap-3 py-5" data-testid="backup-progress">
      <CardContent className="grid gap-1 px-5">
        <p className="text-sm font-medium">{t.creating}</p>
        <JobProgress label={t.creating} done={job?.done ?? 0} total={job?.total ?? 0} message={job?.message ?? null} trouble={trouble} />
      </CardContent>
    </Card>
  );
}

type Backup = BackupsData["backups"][number];

/** The columns of the stored backups: name (with time and size under it on phones), time, size, actions. */
function backupColumns({ busy, onVerify, onRestore }: { busy: boolean; onVerify(backup: Backup): void; onRestore(backup: Backup): void }): DataColumn<Backup>[] {
  return [
    {
      header: t.file,
      cell: (backup) => (
        <>
          <span className="font-mono text-xs [overflow-wrap:anywhere]">{backup.name}</span>
          {/* Narrow screens: time and size under the name instead of their columns. */}
          <span className="mt-0.5 block text-xs text-muted-foreground tabular-nums sm:hidden">
            {formatDateTime(backup.created_at)} · {formatFileSize(backup.bytes)}
          </span>
        </>
      ),
    },
    {
      header: t.created,
      headerClassName: "max-sm:hidden",
      className: "whitespace-nowrap tabular-nums max-sm:hidden",
      cell: (backup) => <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>,
    },
    { header: t.size, headerClassName: "text-right max-sm:hidden", className: "text-right whitespace-nowrap tabular-nums max-sm:hidden", cell: (backup) => formatFileSize(backup.bytes) },
    {
      header: t.download,
      srOnly: true,
      cell: (backup) => (
        <div className="flex flex-wrap justify-end gap-2">
          <RestoreButtons backup={backup} busy={busy} onVerify={() => onVerify(backup)} onRestore={() => onRestore(backup)} />
          <Button asChild variant="outline" size="sm">
            <a href={`/api/backups/${encodeURIComponent(backup.name)}`} download={backup.name} aria-label={t.downloadNamed(backup.name)}>
              <Download aria-hidden="true" />
              <span className="max-sm:sr-only">{t.download}</span>
            </a>
          </Button>
        </div>
      ),
    },
  ];
}

function BackupList({ backups, busy, onVerify, onRestore }: { backups: Backup[]; busy: boolean; onVerify(backup: Backup): void; onRestore(backup: Backup): void }) {
  return (
    <section aria-labelledby="backups-list" className="grid gap-2">
      <h2 id="backups-list" className="flex items-baseline gap-2 text-base font-semibold">
        {t.list}
        {backups.length > 0 && <span className="text-sm font-normal text-muted-foreground">{t.count(backups.length)}</span>}
      </h2>
      <DataTable
        columns={backupColumns({ busy, onVerify, onRestore })}
        rows={backups}
        rowKey={(backup) => backup.name}
        rowProps={() => ({ "data-testid": "backup-row" })}
        className="text-sm"
        cellClassName="px-4 py-2.5"
        empty={<ListEmpty dashed>{t.empty}</ListEmpty>}
      />
    </section>
  );
}

function ScheduleCard({ data }: { data: BackupsData }) {
  const { last, schedule } = data;
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base">
            <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
            {t.schedule}
          </h2>
        </CardTitle>
        <CardDescription>{withCode(t.scheduleHint)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 px-5 text-sm">
        <p className="font-medium" data-testid="backup-schedule">
          {schedule.hour === null ? t.scheduleOff : t.scheduleText(schedule.hour, schedule.keep_days)}
        </p>
        <p className="flex items-start gap-2 text-muted-foreground">
          <HardDrive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {data.location === "s3" ? t.whereS3 : t.whereLocal}
        </p>
        <p className="text-muted-foreground">{last?.ok ? t.lastOk(formatDateTime(last.at)) : last ? t.lastFailed : t.never}</p>
      </CardContent>
    </Card>
  );
}

function RestoreCard() {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(t.restoreCommand);
      setCopied(true);
      toast.success(t.copied);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error("Befehl nicht kopiert", error);
      toast.error(t.copyFailed);
    }
  }
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="text-base">{t.restore}</h2>
        </CardTitle>
        <CardDescription>{t.restoreIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        <div className="flex items-stretch overflow-hidden rounded-md border bg-muted">
          <code className="min-w-0 flex-1 px-3 py-2 font-mono text-[13px] [overflow-wrap:anywhere]" data-testid="restore-command">
            {t.restoreCommand}
          </code>
          <Button type="button" variant="ghost" size="icon" className="h-auto rounded-none border-l" aria-label={t.copy} title={t.copy} onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          </Button>
        </div>
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {t.restoreSteps.map((step) => (
            <li key={step}>{withCode(step)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Option and variable names in running text as code that never breaks at its hyphens. */
const CODE_TOKENS = /(--replace|DATABASE_URL|DATA_DIR|AUTH_SECRET|auth-secret|BACKUP_HOUR|BACKUP_KEEP)/;

function withCode(text: string) {
  return text.split(CODE_TOKENS).map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-muted px-1 font-mono text-[0.92em] whitespace-nowrap text-foreground">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
