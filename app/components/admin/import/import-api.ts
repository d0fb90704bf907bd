import { apiRequest } from "~/components/admin/pages/api-client";
import { uploadErrorMessage } from "~/components/admin/media/upload-queue";
import { deImport } from "~/i18n/import";
import { importReportSchema, type ImportMedia, type ImportReportView, type ImportRunInput, type ImportUpload } from "~/lib/import-schema";

/** The import API as the 'Import' screen calls it (documented at /api/docs, tag "Import"). */

import type { JobView } from "~/components/admin/jobs/use-job";

export type UploadOutcome = { ok: true; upload: ImportUpload } | { ok: false; cancelled: boolean; error: string };

/** POST /api/import with XMLHttpRequest: fetch() cannot report upload progress. */
export function uploadExport(file: File, onProgress: (loaded: number) => void): { promise: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadOutcome>((resolve) => {
    xhr.open("POST", "/api/import");
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => onProgress(event.loaded));
    xhr.addEventListener("load", () => {
      const body = xhr.response as Partial<ImportUpload> | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.upload === "string") {
        onProgress(file.size);
        resolve({ ok: true, upload: { upload: body.upload, name: String(body.name ?? file.name), size: Number(body.size ?? file.size) } });
      } else {
        console.error("Import: Hochladen fehlgeschlagen", file.name, xhr.status, body);
        resolve({ ok: false, cancelled: false, error: uploadErrorMessage(xhr.status, body) });
      }
    });
    xhr.addEventListener("error", () => {
      console.error("Import: Hochladen fehlgeschlagen (Netzwerk)", file.name);
      resolve({ ok: false, cancelled: false, error: deImport.upload.networkError });
    });
    xhr.addEventListener("abort", () => resolve({ ok: false, cancelled: true, error: "" }));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

export type MediaUploadOutcome = { ok: true; media: ImportMedia } | { ok: false; cancelled: boolean; error: string };

/** POST /api/import/{upload}/media ('Medien aus einer Sicherung'): a ZIP of wp-content/uploads added; the answer (all ZIPs so far) comes once it is unpacked. */
export function uploadMediaZip(upload: string, file: File, onProgress: (loaded: number) => void): { promise: Promise<MediaUploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<MediaUploadOutcome>((resolve) => {
    xhr.open("POST", `/api/import/${encodeURIComponent(upload)}/media`);
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => onProgress(event.loaded));
    xhr.addEventListener("load", () => {
      const body = xhr.response as Partial<ImportMedia> | null;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.files === "number" && Array.isArray(body.zips)) {
        resolve({ ok: true, media: { files: body.files, zips: body.zips } });
      } else {
        console.error("Import: ZIP-Datei der Medien nicht übernommen", file.name, xhr.status, body);
        resolve({ ok: false, cancelled: false, error: uploadErrorMessage(xhr.status, body) });
      }
    });
    xhr.addEventListener("error", () => {
      console.error("Import: Hochladen der ZIP-Datei fehlgeschlagen (Netzwerk)", file.name);
      resolve({ ok: false, cancelled: false, error: deImport.upload.networkError });
    });
    xhr.addEventListener("abort", () => resolve({ ok: false, cancelled: true, error: "" }));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
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
