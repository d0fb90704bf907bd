import { deImport } from "~/i18n/import";
import { importRunSchema, type ImportReportView } from "~/lib/import-schema";
import { parseOrThrow } from "../api/validation.server";
import type { Db } from "../db/client.server";
import { HttpError } from "../http/http-error.server";
import { runningJob } from "../jobs/jobs.server";
import { ImportBusyError, startImportJob } from "./lock.server";
import type { Storage } from "../storage/storage.server";
import { findImportMedia } from "./media-zip.server";
import { findImportUpload, removeImportUpload, touchImportUpload } from "./uploads.server";

/**
 * POST /api/import/{upload}/run: starts the dry run or the import of an uploaded export as a
 * background job (its progress and report at GET /api/jobs/{id}). One import at a time, across
 * instances (a running job row) and within this process (the check and the job's row are made
 * one after the other, never interleaved). After a real import the export file goes.
 */

export interface ImportRunDeps {
  db: Db;
  storage: Storage;
  dataDir: string;
}

/** Check-then-start of this process, one request at a time. */
let starting: Promise<unknown> = Promise.resolve();

export async function startImportRun(deps: ImportRunDeps, uploadId: string, body: unknown, userId: string | null): Promise<string> {
  const upload = await findImportUpload(deps.dataDir, uploadId);
  if (!upload) throw new HttpError(404, deImport.api.unknownUpload);
  const input = parseOrThrow(importRunSchema, body);

  const start = starting.then(async () => {
    if (await runningJob(deps.db, "import")) throw new HttpError(409, deImport.api.busy);
    // The age limit counts from the last run: a sweep does not take the file from under it.
    await touchImportUpload(upload);
    // The same lock as the command line's import (lock.server.ts).
    const { jobId } = await startImportJob(deps.db, userId, async (progress) => {
      // Typed as the screen reads it: the report schema cannot drift from the engine's report.
      // Loaded on first use: the reader and converter (saxes, WordPress's block parser) are not needed to start the site.
      const { importWordPress } = await import("./wordpress/import.server");
      // 'Medien aus einer Sicherung': the unpacked ZIPs are the run's --media-from.
      const media = await findImportMedia(deps.dataDir, upload.upload);
      const report: ImportReportView = await importWordPress({ db: deps.db, storage: deps.storage, authorId: userId }, upload.file, { dryRun: input.dry_run, overwrite: input.overwrite ?? false, keepDemo: input.keep_demo ?? false, replaceExisting: input.replace_existing, asDrafts: input.as_drafts ?? false, menu: input.menu ?? "import", mediaFrom: media?.dir ?? null, mediaFromLabel: media ? deImport.media.source(media.zips.map((z) => z.name)) : null }, progress);
      if (!input.dry_run) await removeImportUpload(deps.dataDir, upload.upload);
      return report;
    });
    return jobId;
  });
  starting = start.catch(() => undefined);
  return start.catch((error: unknown) => {
    throw error instanceof ImportBusyError ? new HttpError(409, deImport.api.busy) : error;
  });
}
