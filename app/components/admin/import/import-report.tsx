import { FileText, Image, Newspaper, Signpost } from "lucide-react";
import { HeaderLink } from "~/components/admin/page-header";
import { deImport } from "~/i18n/import";
import type { ImportCountsView, ImportReportView } from "~/lib/import-schema";
import { cn } from "~/lib/utils";

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

export function ImportReport({ report }: { report: ImportReportView }) {
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
        <dd className="tabular-nums">{report.menu_entries}</dd>
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
          // A region of its own that scrolls: a big site's notes run into the hundreds.
          <ul className="grid max-h-80 gap-1.5 overflow-y-auto rounded-lg border p-3 text-xs" tabIndex={0} aria-labelledby="import-notes-title" data-testid="import-notes">
            {report.notes.map((note, index) => (
              <li key={index} className="[overflow-wrap:anywhere]">
                {note.item && <span className="font-medium">{note.item}: </span>}
                {note.message}
              </li>
            ))}
          </ul>
        )}
      </section>
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
