import { Download, FlaskConical, Trash2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { RadioChoice } from "~/components/admin/forms/native-inputs";
import { AdminScreen } from "~/components/admin/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { deImport } from "~/i18n/import";
import { formatDateTime } from "~/lib/format";
import type { ImportMenuMode, ImportReportView, ImportUpload } from "~/lib/import-schema";
import { importApi, reportOf } from "./import-api";
import { useJob, type JobView } from "~/components/admin/jobs/use-job";
import { ImportReport } from "./import-report";
import { SameAddressChoice } from "./same-address-choice";
import { JobProgress } from "~/components/admin/jobs/job-progress";
import { MediaZipCard } from "./media-zip-card";
import { UploadCard } from "./upload-card";

const t = deImport;

/** The job being watched; `dryRun` is unknown (null) for one found running after a reload. */
interface Active {
  jobId: string;
  dryRun: boolean | null;
}

type Outcome =
  | { kind: "report"; report: ImportReportView; at: string; restored: boolean; jobId: string }
  | { kind: "failed"; dryRun: boolean | null; error: string; title?: string };

/** What the screen shows first: the last import job of the site (running, its report or its error). */
function initialState(last: JobView | null): { active: Active | null; outcome: Outcome | null } {
  if (!last) return { active: null, outcome: null };
  if (last.status === "running") return { active: { jobId: last.id, dryRun: null }, outcome: null };
  if (last.status === "failed") return { active: null, outcome: { kind: "failed", dryRun: null, error: last.error ?? "" } };
  const report = reportOf(last);
  return { active: null, outcome: report ? { kind: "report", report, at: last.updated_at, restored: true, jobId: last.id } : { kind: "failed", dryRun: null, error: t.report.unreadable } };
}

/** A step's card; its title greys while the step cannot be taken yet (its controls are disabled). */
function Step({ title, description, disabled, children }: { title: string; description: string; disabled: boolean; children: ReactNode }) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className={disabled ? "text-muted-foreground" : undefined}>
          <h2 className="text-base leading-tight">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">{children}</CardContent>
    </Card>
  );
}

/**
 * /admin/import: upload a WordPress export (1), a dry run that lists what would happen (2), then
 * the import (3); the right column shows the server's progress and the report. Everything long runs
 * as a background job on the server, so a reload finds the running job or its report again.
 */
export function ImportScreen({ upload: initialUpload, last }: { upload: ImportUpload | null; last: JobView | null }) {
  const [, setParams] = useSearchParams();
  const [upload, setUploadState] = useState(initialUpload);
  const [state] = useState(() => initialState(last));
  const [active, setActive] = useState<Active | null>(state.active);
  const [outcome, setOutcome] = useState<Outcome | null>(state.outcome);
  // Whether the file now uploaded has had a dry run (then 'Jetzt importieren' is offered).
  const [dryChecked, setDryChecked] = useState(() => Boolean(initialUpload && state.outcome?.kind === "report" && state.outcome.report.dry_run));
  const [overwrite, setOverwrite] = useState(false);
  // A restored upload's dry run brings back the options it ran with.
  const restoredDry = initialUpload && state.outcome?.kind === "report" && state.outcome.report.dry_run ? state.outcome.report : null;
  const [asDrafts, setAsDrafts] = useState(restoredDry?.as_drafts ?? false);
  const [keepDemo, setKeepDemo] = useState(false);
  // Own pages at imported addresses (issue 39): kept unless chosen otherwise; a restored dry run brings its choice back.
  const [replaceExisting, setReplaceExisting] = useState(restoredDry?.collisions.some((c) => c.replaced) ?? false);
  const [menu, setMenu] = useState<ImportMenuMode>(restoredDry?.menu ?? "import");
  const [starting, setStarting] = useState<boolean | null>(null);

  /** The upload lives in the address too, so a reload keeps step 2 (the file stays on the server). */
  function setUpload(next: ImportUpload | null) {
    setUploadState(next);
    setDryChecked(false);
    setOverwrite(false);
    setReplaceExisting(false);
    // A report or error of another file would read as this one's.
    if (next) setOutcome(null);
    setParams(next ? { upload: next.upload } : {}, { replace: true, preventScrollReset: true });
  }

  const { job, trouble } = useJob(active?.jobId ?? null, "import", (settled) => {
    const dryRun = active?.dryRun ?? null;
    setActive(null);
    if (settled.status === "failed") {
      toast.error(dryRun === false ? t.run.failedImport : dryRun ? t.run.failedDry : t.run.failedTitle, { description: settled.error ?? undefined });
      return setOutcome({ kind: "failed", dryRun, error: settled.error ?? "" });
    }
    const report = reportOf(settled);
    if (!report) return setOutcome({ kind: "failed", dryRun, error: t.report.unreadable });
    setOutcome({ kind: "report", report, at: settled.updated_at, restored: false, jobId: settled.id });
    if (report.dry_run) setDryChecked(true);
    else {
      // The server removed the file after the import: the next import starts with an upload.
      setUpload(null);
      toast.success(t.run.imported);
    }
  });

  async function start(dryRun: boolean) {
    if (!upload) return;
    setStarting(dryRun);
    const result = await importApi.run(upload.upload, { dry_run: dryRun, overwrite: dryRun ? false : overwrite, as_drafts: asDrafts, menu, keep_demo: keepDemo, replace_existing: replaceExisting });
    setStarting(null);
    if (result.ok) {
      setOutcome(null);
      return setActive({ jobId: result.data.job, dryRun });
    }
    if (result.status === 404) setUpload(null);
    setOutcome({ kind: "failed", dryRun, error: result.error, title: t.run.startFailed });
  }

  /** 'Andere Datei wählen': the file before goes on the server too (it would come back on the next visit). */
  function clearUpload() {
    if (upload) void importApi.discard(upload.upload);
    setUpload(null);
  }

  /** 'Verwerfen': the file goes on the server too, so coming back does not bring it again. */
  async function discard() {
    if (!upload) return;
    const result = await importApi.discard(upload.upload);
    if (!result.ok && result.status !== 404) return void toast.error(result.error);
    setUpload(null);
    setOutcome(null);
    toast.success(t.run.discarded);
  }

  const busy = active !== null || starting !== null;
  return (
    <AdminScreen title={t.title} intro={t.intro}>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <UploadCard upload={upload} locked={busy} onUploaded={setUpload} onCleared={clearUpload} />
          <MediaZipCard
            upload={upload?.upload ?? null}
            media={upload?.media ?? null}
            locked={busy}
            onChange={(media) => {
              // Files from the ZIPs change what the import would do: a new dry run before 'Jetzt importieren'.
              setUploadState((current) => current && { ...current, media });
              setDryChecked(false);
            }}
          />
          <Step title={t.run.step} description={t.run.stepHint} disabled={!upload}>
            <BusyButton
              className="justify-self-start"
              busy={starting === true || active?.dryRun === true}
              icon={FlaskConical}
              label={dryChecked ? t.run.dryRunAgain : t.run.dryRun}
              disabled={!upload || busy}
              onClick={() => void start(true)}
            />
            {!upload && <p className="text-xs text-muted-foreground">{t.run.needsUpload}</p>}
            <fieldset className="grid gap-2" disabled={!upload || busy} data-testid="import-options">
              <legend className="mb-1 text-sm font-medium">{t.run.options}</legend>
              <div className="flex items-start gap-2">
                <Checkbox id="import-drafts" className="mt-0.5" checked={asDrafts} disabled={!upload || busy} onCheckedChange={(v) => setAsDrafts(v === true)} aria-describedby="import-drafts-hint" />
                <div className="grid gap-1">
                  <Label htmlFor="import-drafts" className="font-normal">
                    {t.run.asDrafts}
                  </Label>
                  <p id="import-drafts-hint" className="text-xs text-muted-foreground">
                    {t.run.asDraftsHint}
                  </p>
                </div>
              </div>
              <div className="flex items-start gap-2">
                <Checkbox id="import-keep-demo" className="mt-0.5" checked={keepDemo} disabled={!upload || busy} onCheckedChange={(v) => setKeepDemo(v === true)} aria-describedby="import-keep-demo-hint" />
                <div className="grid gap-1">
                  <Label htmlFor="import-keep-demo" className="font-normal">
                    {t.run.keepDemo}
                  </Label>
                  <p id="import-keep-demo-hint" className="text-xs text-muted-foreground">
                    {t.run.keepDemoHint}
                  </p>
                </div>
              </div>
              <div role="radiogroup" aria-label={t.run.menu} className="grid gap-1">
                <span className="text-sm">{t.run.menu}:</span>
                {(
                  [
                    ["import", t.run.menuImport, t.run.menuImportHint],
                    ["keep", t.run.menuKeep, t.run.menuKeepHint],
                  ] as const
                ).map(([value, label, hint]) => (
                  <RadioChoice key={value} name="import-menu" value={value} label={label} hint={hint} checked={menu === value} onChange={() => setMenu(value)} />
                ))}
              </div>
            </fieldset>
            {upload && (
              <Button type="button" variant="ghost" size="sm" className="justify-self-start" disabled={busy} onClick={() => void discard()}>
                <Trash2 aria-hidden="true" />
                {t.run.discard}
              </Button>
            )}
          </Step>
          <Step title={t.run.importStep} description={t.run.importHint} disabled={!dryChecked}>
            <SameAddressChoice
              collisions={dryChecked && outcome?.kind === "report" && outcome.report.dry_run ? outcome.report.collisions : []}
              replace={replaceExisting}
              disabled={busy}
              onChange={setReplaceExisting}
            />
            <div className="flex items-start gap-2">
              <Checkbox id="import-overwrite" className="mt-0.5" checked={overwrite} disabled={!dryChecked || busy} onCheckedChange={(v) => setOverwrite(v === true)} aria-describedby="import-overwrite-hint" />
              <div className="grid gap-1">
                <Label htmlFor="import-overwrite" className="font-normal">
                  {t.run.overwrite}
                </Label>
                <p id="import-overwrite-hint" className="text-xs text-muted-foreground">
                  {t.run.overwriteHint}
                </p>
              </div>
            </div>
            <BusyButton
              className="justify-self-start"
              busy={starting === false || active?.dryRun === false}
              busyLabel={starting === false ? t.run.starting : undefined}
              icon={Download}
              label={t.run.start}
              disabled={!upload || !dryChecked || busy}
              onClick={() => void start(false)}
            />
            {!dryChecked && <p className="text-xs text-muted-foreground">{t.run.afterDryRun}</p>}
          </Step>
        </div>
        <ResultCard active={active} job={job} trouble={trouble} outcome={outcome} />
      </div>
    </AdminScreen>
  );
}

function ResultCard({ active, job, trouble, outcome }: { active: Active | null; job: JobView | null; trouble: boolean; outcome: Outcome | null }) {
  // On a phone the card sits below the steps: a started run or its outcome scrolls it into view.
  const card = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const showing = active?.jobId ?? outcome;
  useEffect(() => {
    if (first.current) return void (first.current = false);
    const top = card.current?.getBoundingClientRect().top;
    if (showing && top !== undefined && top > window.innerHeight * 0.6) card.current?.scrollIntoView({ block: "start" });
  }, [showing]);
  let title: string = t.report.title;
  let body: ReactNode = <p className="text-muted-foreground">{t.report.empty}</p>;
  let sub: string | null = null;
  if (active) {
    title = active.dryRun === null ? t.run.runningUnknown : active.dryRun ? t.run.runningDry : t.run.runningImport;
    body = <JobProgress label={title} done={job?.done ?? 0} total={job?.total ?? 0} message={job?.message ?? null} trouble={trouble} testId="import-progress" />;
  } else if (outcome?.kind === "report") {
    const { report } = outcome;
    title = outcome.restored ? (report.dry_run ? t.report.lastDryTitle : t.report.lastTitle) : report.dry_run ? t.report.dryTitle : t.report.finalTitle;
    sub = [report.dry_run ? t.report.dryNote : null, outcome.restored ? t.report.finishedAt(formatDateTime(outcome.at)) : null].filter(Boolean).join(" ");
    body = <ImportReport report={report} jobId={outcome.jobId} />;
  } else if (outcome?.kind === "failed") {
    title = outcome.title ?? (outcome.dryRun === false ? t.run.failedImport : outcome.dryRun ? t.run.failedDry : t.run.failedTitle);
    body = (
      <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 [overflow-wrap:anywhere] text-destructive" data-testid="import-error">
        {outcome.error}
      </p>
    );
  }
  return (
    <Card ref={card} className="scroll-mt-20 gap-4 py-5" data-testid="import-result">
      <CardHeader className="px-4 sm:px-5">
        <CardTitle>
          <h2 className="text-base leading-tight">{title}</h2>
        </CardTitle>
        {sub && <CardDescription>{sub}</CardDescription>}
      </CardHeader>
      <CardContent className="px-4 sm:px-5">{body}</CardContent>
    </Card>
  );
}
