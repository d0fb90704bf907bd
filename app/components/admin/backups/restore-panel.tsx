import { CheckCircle2, FlaskConical, RotateCcw, TriangleAlert, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { JobProgress } from "~/components/admin/jobs/job-progress";
import { useJob, type JobView } from "~/components/admin/jobs/use-job";
import { apiRequest } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { deRestore as t } from "~/i18n/restore";
import type { backupStartedSchema, restoreReportSchema, verifyReportSchema } from "~/lib/backup-schema";
import { formatDateTime } from "~/lib/format";

type Started = z.infer<typeof backupStartedSchema>;
type RestoreReport = z.infer<typeof restoreReportSchema>;
type VerifyReport = z.infer<typeof verifyReportSchema>;

export interface BackupRef {
  name: string;
  createdAt?: string;
  created_at?: string;
}

const createdOf = (backup: BackupRef) => backup.created_at ?? backup.createdAt ?? "";

/** The two buttons of a row: 'Probe-Wiederherstellung' and 'Wiederherstellen'. */
export function RestoreButtons({ backup, busy, onVerify, onRestore }: { backup: BackupRef; busy: boolean; onVerify(): void; onRestore(): void }) {
  return (
    <>
      <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={t.verifyNamed(backup.name)} onClick={onVerify}>
        <FlaskConical aria-hidden="true" />
        <span className="max-lg:sr-only">{t.verify}</span>
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={t.restoreNamed(backup.name)} onClick={onRestore}>
        <RotateCcw aria-hidden="true" />
        <span className="max-lg:sr-only">{t.restore}</span>
      </Button>
    </>
  );
}

/**
 * 'Sicherung wiederherstellen?': names what will be replaced, asks for the password (or the
 * authenticator code where the account has two-factor sign-in) and starts the restore job.
 */
export function RestoreDialog({ backup, twoFactor, onClose, onStarted }: { backup: BackupRef | null; twoFactor: boolean; onClose(): void; onStarted(jobId: string): void }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const passwordId = useId();
  const codeId = useId();
  const errorId = useId();

  function close() {
    setPassword("");
    setCode("");
    setError(null);
    onClose();
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!backup) return;
    setSending(true);
    setError(null);
    const body = { ...(password ? { password } : {}), ...(code.trim() ? { code: code.trim() } : {}) };
    const started = await apiRequest<Started>("POST", `/api/backups/${encodeURIComponent(backup.name)}/restore`, body);
    setSending(false);
    if (!started.ok) {
      setError(Object.values(started.fields)[0] ?? started.error ?? t.startFailed);
      return;
    }
    setPassword("");
    setCode("");
    onStarted(started.data.job.id);
  }

  return (
    <Dialog open={backup !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent data-testid="restore-dialog">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t.dialogTitle}</DialogTitle>
            <DialogDescription>{backup ? t.dialogReplaces(backup.name, formatDateTime(createdOf(backup))) : ""}</DialogDescription>
          </DialogHeader>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            <li>{t.dialogBefore}</li>
            <li>{t.dialogSessions}</li>
          </ul>
          <p className="text-sm">{twoFactor ? t.dialogReauthTwoFactor : t.dialogReauth}</p>
          <div className="grid gap-1.5">
            <Label htmlFor={passwordId}>{t.dialogPassword}</Label>
            <Input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          </div>
          {twoFactor && (
            <div className="grid gap-1.5">
              <Label htmlFor={codeId}>{t.dialogCode}</Label>
              <Input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
            </div>
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t.dialogCancel}
            </Button>
            <Button type="submit" variant="destructive" disabled={sending || (!password && !code.trim())}>
              <RotateCcw aria-hidden="true" />
              {t.dialogConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A running restore or probe and, once ended, its report. */
export function RestoreJobPanel({ jobId, kind, onEnded, onClose }: { jobId: string; kind: "restore" | "verify"; onEnded(): void; onClose(): void }) {
  const revalidator = useRevalidator();
  const [ended, setEnded] = useState<JobView | null>(null);
  const { job, trouble } = useJob(ended ? null : jobId, kind, (last) => {
    setEnded(last);
    onEnded();
    if (last.status === "done") {
      if (kind === "verify") {
        const report = last.result as VerifyReport;
        if (report.ok) toast.success(t.verifyOk);
        else toast.error(t.verifyFailed);
      } else toast.success(t.done);
    } else toast.error(kind === "verify" ? t.verifyFailed : t.failed, { description: last.error ?? undefined });
    void revalidator.revalidate();
  });

  if (!ended) {
    const label = kind === "verify" ? t.verifyRunning : t.running;
    return (
      <Card className="gap-3 py-5" data-testid={`${kind}-progress`}>
        <CardContent className="grid gap-1 px-5">
          <p className="text-sm font-medium">{label}</p>
          {kind === "restore" && <p className="text-xs text-muted-foreground">{t.maintenanceNote}</p>}
          {/* During the maintenance another instance answers 503: that is waiting, not trouble. */}
          <JobProgress label={kind === "verify" ? label : t.progressLabel} done={job?.done ?? 0} total={job?.total ?? 0} message={job?.message ?? null} trouble={kind === "verify" && trouble} />
        </CardContent>
      </Card>
    );
  }
  if (ended.status !== "done") {
    // The poll was refused: the person's session is not part of the restored state.
    const signedOut = kind === "restore" && /angemeldet/i.test(ended.error ?? "");
    return (
      <div role="alert" data-testid={`${kind}-report`} className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid min-w-0 gap-2">
          <p className="font-semibold text-destructive">{signedOut ? t.done : kind === "verify" ? t.verifyFailed : t.failed}</p>
          <p className="break-words">{signedOut ? t.signInAgain : ended.error}</p>
          <div className="flex gap-2">
            {signedOut ? (
              <Button asChild size="sm">
                <a href="/auth">{t.signIn}</a>
              </Button>
            ) : (
              <Button type="button" variant="outline" size="sm" onClick={onClose}>
                {t.close}
              </Button>
            )}
          </div>
        </div>
      </div>
    );
  }
  return kind === "verify" ? <VerifyReportCard report={ended.result as VerifyReport} onClose={onClose} /> : <RestoreReportCard report={ended.result as RestoreReport} onClose={onClose} />;
}

function RestoreReportCard({ report, onClose }: { report: RestoreReport; onClose(): void }) {
  return (
    <Card className="gap-3 py-5" data-testid="restore-report" role="status">
      <CardContent className="grid gap-2 px-5 text-sm">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
          {t.reportTitle}
        </h2>
        <p>{t.reportFrom(report.name)}</p>
        <p>{t.reportCounts(report.tables, report.rows, report.media_files)}</p>
        <p className="text-muted-foreground">{t.reportSchema(report.schema_version, report.migrated_to)}</p>
        {report.safety_backup && <p className="text-muted-foreground">{t.reportSafety(report.safety_backup)}</p>}
        <ul className="grid list-disc gap-1 pl-5 text-muted-foreground">
          {report.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        <CloseRow onClose={onClose} />
      </CardContent>
    </Card>
  );
}

/** 'Schließen' under a report. */
function CloseRow({ onClose }: { onClose(): void }) {
  return (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={onClose}>
        {t.close}
      </Button>
    </div>
  );
}

function VerifyReportCard({ report, onClose }: { report: VerifyReport; onClose(): void }) {
  return (
    <Card className="gap-3 py-5" data-testid="verify-report" role="status">
      <CardContent className="grid gap-3 px-5 text-sm">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {report.ok ? <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" /> : <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />}
          {t.verifyTitle(report.name)}
        </h2>
        <p className={report.ok ? "" : "font-medium text-destructive"}>{report.ok ? t.verifyOk : t.verifyFailed}</p>
        <p className="text-muted-foreground">{t.verifyIntro}</p>
        <div className="max-h-72 overflow-auto rounded-md border">
          <table className="w-full text-left text-xs">
            <thead className="sticky top-0 border-b bg-card text-muted-foreground">
              <tr>
                <th className="px-3 py-1.5 font-medium">{t.verifyTable}</th>
                <th className="px-3 py-1.5 text-right font-medium">{t.verifyRows}</th>
                <th className="px-3 py-1.5 font-medium">{t.verifyResult}</th>
              </tr>
            </thead>
            <tbody>
              {report.tables.map((table) => (
                <tr key={table.name} className="border-b last:border-b-0">
                  <td className="px-3 py-1 font-mono [overflow-wrap:anywhere]">{table.name}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{table.rows.toLocaleString("de-DE")}</td>
                  <td className={table.ok ? "px-3 py-1" : "px-3 py-1 font-medium text-destructive"}>{table.ok ? t.verifyRowOk : t.verifyRowBad(table.expected_rows)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CloseRow onClose={onClose} />
      </CardContent>
    </Card>
  );
}

/** Starts a probe restore; the job id, or null after a toast. */
export async function startVerify(name: string): Promise<string | null> {
  const started = await apiRequest<Started>("POST", `/api/backups/${encodeURIComponent(name)}/verify`);
  if (!started.ok) {
    toast.error(t.verifyFailed, { description: started.error });
    return null;
  }
  toast.success(t.verifyStarted);
  return started.data.job.id;
}

/** 'Sicherung hochladen': a downloaded archive back onto the server, checked, then in the list. */
export function UploadBackupButton({ disabled }: { disabled: boolean }) {
  const revalidator = useRevalidator();
  const [uploading, setUploading] = useState(false);
  const inputId = useId();

  async function upload(file: File) {
    setUploading(true);
    let answer: { backup?: { name: string }; error?: string } | null = null;
    let ok = false;
    try {
      // The archive as the body itself: it streams to the server without a form around it.
      const response = await fetch("/api/backups/upload", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/gzip", accept: "application/json" }, body: file });
      ok = response.ok;
      answer = await response.json().catch(() => null);
    } catch (error) {
      console.error("Hochladen der Sicherung fehlgeschlagen", error);
    }
    setUploading(false);
    if (ok && answer?.backup) {
      toast.success(t.uploaded(answer.backup.name));
      void revalidator.revalidate();
    } else toast.error(t.uploadFailed, { description: answer?.error });
  }

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept=".gz,.tgz,application/gzip"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="backup-upload-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled || uploading} title={t.uploadHint} onClick={() => (document.getElementById(inputId) as HTMLInputElement | null)?.click()}>
        <Upload aria-hidden="true" />
        {uploading ? t.uploading : t.upload}
      </Button>
    </>
  );
}
