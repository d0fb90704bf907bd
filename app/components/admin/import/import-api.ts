import { apiRequest } from "~/components/admin/pages/api-client";
import { postFile } from "~/components/admin/forms/post-file";
import { deImport } from "~/i18n/import";
import { importReportSchema, type ImportMedia, type ImportReportView, type ImportRunInput, type ImportUpload } from "~/lib/import-schema";

/** The import API as the 'Import' screen calls it (documented at /api/docs, tag "Import"). */

import type { JobView } from "~/components/admin/jobs/use-job";

export type UploadOutcome = { ok: true; upload: ImportUpload } | { ok: false; cancelled: boolean; error: string };

/** POST /api/import: the WordPress export, with its upload progress. */
export function uploadExport(file: File, onProgress: (loaded: number) => void): { promise: Promise<UploadOutcome>; abort: () => void } {
  const request = postFile({
    url: "/api/import",
    file,
    onProgress,
    read: (body) => {
      const answer = body as Partial<ImportUpload> | null;
      return typeof answer?.upload === "string" ? { upload: answer.upload, name: String(answer.name ?? file.name), size: Number(answer.size ?? file.size) } : null;
    },
    what: "Import: Hochladen",
    networkError: deImport.upload.networkError,
  });
  return { promise: request.promise.then((outcome): UploadOutcome => (outcome.ok ? { ok: true, upload: outcome.value } : outcome)), abort: request.abort };
}

export type MediaUploadOutcome = { ok: true; media: ImportMedia } | { ok: false; cancelled: boolean; error: string };

/** POST /api/import/{upload}/media ('Medien aus einer Sicherung'): a ZIP of wp-content/uploads added; the answer (all ZIPs so far) comes once it is unpacked. */
export function uploadMediaZip(upload: string, file: File, onProgress: (loaded: number) => void): { promise: Promise<MediaUploadOutcome>; abort: () => void } {
  const request = postFile({
    url: `/api/import/${encodeURIComponent(upload)}/media`,
    file,
    onProgress,
    read: (body) => {
      const answer = body as Partial<ImportMedia> | null;
      return typeof answer?.files === "number" && Array.isArray(answer.zips) ? { files: answer.files, zips: answer.zips } : null;
    },
    what: "Import: Hochladen der ZIP-Datei",
    networkError: deImport.upload.networkError,
  });
  return { promise: request.promise.then((outcome): MediaUploadOutcome => (outcome.ok ? { ok: true, media: outcome.value } : outcome)), abort: request.abort };
}

export const importApi = {
  run: (upload: string, input: ImportRunInput) => apiRequest<{ job: string }>("POST", `/api/import/${encodeURIComponent(upload)}/run`, input),
  discard: (upload: string) => apiRequest<null>("DELETE", `/api/import/${encodeURIComponent(upload)}`),
  removeMedia: (upload: string) => apiRequest<null>("DELETE", `/api/import/${encodeURIComponent(upload)}/media`),
  publishAll: (job: string) => apiRequest<{ published: number; failed: string[] }>("POST", `/api/import/jobs/${encodeURIComponent(job)}/publish`),
};

/** A finished job's report, or null when its result is not one (an older or foreign shape). */
export function reportOf(job: Pick<JobView, "result">): ImportReportView | null {
  const parsed = importReportSchema.safeParse(job.result);
  if (!parsed.success) {
    if (job.result !== null) console.error("Import: Bericht unlesbar", parsed.error.issues);
    return null;
  }
  return parsed.data;
}
