import { FileDown, FileText, Image, Newspaper, Send, Signpost } from "lucide-react";
import { useState } from "react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { HeaderLink } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { deImport } from "~/i18n/import";
import { groupNotes } from "~/lib/import-report";
import type { ImportCountsView, ImportNoteKind, ImportReportView } from "~/lib/import-schema";
import { cn } from "~/lib/utils";
import { importApi } from "./import-api";

const t = deImport.report;

const ROWS = [
  ["created", t.created],
  ["updated", t.updated],
  ["unchanged", t.unchanged],
  ["skipped", t.skipped],
  ["failed", t.failed],
] as const;

/** A count of one kind; pages and posts have no "failed" (only downloads fail). */
function count(counts: ImportCountsView & { failed?: number }, key: (typeof ROWS)[number][0]): number | null {
  return key === "failed" ? (counts.failed ?? null) : counts[key];
}

/** What a dry run would do or an import did: counts per kind, redirects, menu, categories, notes. */
const KINDS = [
  ["pages", t.pages],
  ["posts", t.posts],
  ["media", t.media],
] as const;

export function ImportReport({ report, jobId }: { report: ImportReportView; jobId: string }) {
  const [filter, setFilter] = useState<ImportNoteKind | "all">("all");
  const [publishing, setPublishing] = useState(false);
  const [publishedAll, setPublishedAll] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const groups = groupNotes(report.notes);
  const shown = groups.filter((group) => filter === "all" || group.kind === filter);

  async function publishAll() {
    setConfirming(false);
    setPublishing(true);
    const result = await importApi.publishAll(jobId);
    setPublishing(false);
    if (!result.ok) return void toast.error(result.error);
    setPublishedAll(true);
    toast.success(t.published(result.data.published), { description: result.data.failed.length ? result.data.failed.join(", ") : undefined });
  }

  const seconds = (report.duration_ms / 1000).toLocaleString("de-DE", { maximumFractionDigits: 1 });
  return (
    <div className="grid gap-4" data-testid="import-report">
      <p className="text-xs text-muted-foreground">
        {[report.site.title ? t.site(report.site.title) : null, t.duration(seconds)].filter(Boolean).join(" · ")}
      </p>
      {/* Kinds as columns, outcomes as rows: three number columns fit a phone without scrolling. */}
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-xs sm:text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
            <tr>
              <td className="px-1.5 py-2 sm:px-3" />
              {KINDS.map(([, label]) => (
                <th key={label} scope="col" className="px-1.5 py-2 sm:px-3 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key} className="border-b last:border-b-0">
                <th scope="row" className="px-1.5 py-2 sm:px-3 text-left font-medium">
                  {label}
                </th>
                {KINDS.map(([kind]) => {
                  const value = count(report[kind], key);
                  return (
                    <td key={kind} className={cn("px-1.5 py-2 sm:px-3 text-right tabular-nums", value === null && "text-muted-foreground", key === "failed" && value ? "font-medium text-destructive" : null)}>
                      {value ?? "–"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">{t.redirects}</dt>
        <dd className="tabular-nums">{report.redirects}</dd>
        <dt className="text-muted-foreground">{t.menuEntries}</dt>
        <dd className="tabular-nums">{report.menu === "keep" ? t.menuKept : report.menu_entries}</dd>
        {report.as_drafts && (
          <>
            <dt className="text-muted-foreground">{t.draftsLabel}</dt>
            <dd data-testid="import-drafts">{t.drafts(report.drafts.length)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">{t.categories}</dt>
        <dd className="[overflow-wrap:anywhere]">{report.categories.length ? report.categories.join(", ") : t.none}</dd>
      </dl>
      <section aria-labelledby="import-notes-title" className="grid gap-2">
        <h3 id="import-notes-title" className="font-medium">
          {t.notes(report.notes.length)}
        </h3>
        {report.notes.length === 0 ? (
          <p className="text-muted-foreground">{t.noNotes}</p>
        ) : (
          <>
            {/* Filter by kind: a big site's media notes would bury the content notes. */}
            <div role="group" aria-label={t.filterLabel} className="flex flex-wrap gap-1.5" data-testid="import-note-filter">
              {[{ kind: "all" as const, label: t.filterAll, n: report.notes.length }, ...groups.map((g) => ({ kind: g.kind, label: g.label, n: g.notes.length }))].map((option) => (
                <Button key={option.kind} type="button" size="sm" variant={filter === option.kind ? "default" : "outline"} aria-pressed={filter === option.kind} onClick={() => setFilter(option.kind)}>
                  {option.label} <span className="tabular-nums">({option.n})</span>
                </Button>
              ))}
            </div>
            {/* A region of its own that scrolls: a big site's notes run into the hundreds. */}
            <div className="grid max-h-96 gap-3 overflow-y-auto rounded-lg border p-3 text-xs" tabIndex={0} aria-labelledby="import-notes-title" data-testid="import-notes">
              {shown.map((group) => (
                <section key={group.kind} aria-label={group.label} data-kind={group.kind} className="grid gap-1.5">
                  <h4 className="text-xs font-semibold text-muted-foreground">
                    {group.label} ({group.notes.length})
                  </h4>
                  <ul className="grid gap-1.5">
                    {group.notes.map((note, index) => (
                      <li key={index} className="[overflow-wrap:anywhere]">
                        {note.item && <span className="font-medium">{note.item}: </span>}
                        {note.message}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
        {report.notes.length > 0 && (
          <a href={`/api/import/jobs/${encodeURIComponent(jobId)}/report.csv`} download className="inline-flex items-center gap-1.5 justify-self-start text-sm underline underline-offset-4" data-testid="import-csv">
            <FileDown aria-hidden="true" className="size-4" />
            {t.csv}
          </a>
        )}
      </section>
      {!report.dry_run && report.drafts.length > 0 && !publishedAll && (
        <BusyButton className="justify-self-start" busy={publishing} icon={Send} label={t.publishAll} onClick={() => setConfirming(true)} />
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.publishAll}
        description={t.publishAllConfirm(report.drafts.length)}
        confirmLabel={t.publishAll}
        destructive={false}
        onConfirm={() => void publishAll()}
      />
      {!report.dry_run && (
        <div className="flex flex-wrap gap-2">
          <HeaderLink to="/admin/pages" icon={FileText} label={t.toPages} />
          <HeaderLink to="/admin/blog" icon={Newspaper} label={t.toBlog} outline />
          <HeaderLink to="/admin/media" icon={Image} label={t.toMedia} outline />
          <HeaderLink to="/admin/redirects" icon={Signpost} label={t.toRedirects} outline />
        </div>
      )}
    </div>
  );
}
