import { deImport } from "~/i18n/import";
import { CSV_BOM, reportCsvLines } from "~/lib/import-report";
import { importReportSchema, type ImportReportView } from "~/lib/import-schema";
import type { Db } from "../db/client.server";
import { HttpError } from "../http/http-error.server";
import { getJob } from "../jobs/jobs.server";
import { logger } from "../logger.server";
import { getPageById } from "../pages/pages.server";
import { publishPageById } from "../pages/service.server";

/**
 * What an import job's report offers after the run: the report as CSV (GET
 * /api/import/jobs/{job}/report.csv) and 'Alle importierten Inhalte veröffentlichen' for an
 * import run as drafts (POST /api/import/jobs/{job}/publish).
 */

/** The finished import job's report; 404 for an unknown job, another kind or one without a report. */
export async function importJobReport(db: Db, jobId: string): Promise<ImportReportView> {
  const job = await getJob(db, jobId);
  const parsed = job && job.kind === "import" && job.status === "done" ? importReportSchema.safeParse(job.result) : null;
  if (!parsed?.success) throw new HttpError(404, deImport.api.unknownJob);
  return parsed.data;
}

/** The report as CSV for German Excel: a BOM, then the lines of reportCsvLines (notes, then the files not taken over), streamed in chunks. */
export function reportCsvStream(report: Parameters<typeof reportCsvLines>[0]): ReadableStream<Uint8Array> {
  const lines = reportCsvLines(report);
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM));
    },
    pull(controller) {
      if (index >= lines.length) return controller.close();
      // A few hundred rows a chunk: a report of thousands of notes never sits in memory twice.
      const chunk = lines.slice(index, index + 500);
      index += chunk.length;
      controller.enqueue(encoder.encode(`${chunk.join("\r\n")}\r\n`));
    },
  });
}

/**
 * Publishes the pages and posts an import kept as drafts (the report's `drafts`): each one still
 * there with something to publish; pages published since, or deleted, are passed over. 409 for a
 * dry run (it wrote nothing). Returns how many were published and the titles that could not be.
 */
export async function publishImportedDrafts(db: Db, jobId: string, authorId: string | null): Promise<{ published: number; failed: string[] }> {
  const report = await importJobReport(db, jobId);
  if (report.dry_run) throw new HttpError(409, deImport.api.dryRunNothing);
  let published = 0;
  const failed: string[] = [];
  for (const id of report.drafts) {
    const page = await getPageById(db, id, "working");
    if (!page || (page.is_published && !page.has_unpublished_changes)) continue;
    try {
      if (await publishPageById(db, id, { version: page.version }, { authorId })) published++;
    } catch (error) {
      logger().warn({ err: error, page: id, module: "import" }, "Importierte Seite nicht veröffentlicht");
      failed.push(page.title);
    }
  }
  return { published, failed };
}
