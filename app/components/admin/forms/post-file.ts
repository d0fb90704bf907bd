import { deMedia } from "~/i18n/media";

/** The server's German message out of an error body: the file field's message, else `error`. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const payload = body && typeof body === "object" ? (body as { error?: unknown; fields?: Record<string, unknown> }) : null;
  const fieldMessage = payload?.fields && typeof payload.fields.file === "string" ? payload.fields.file : null;
  if (fieldMessage) return fieldMessage;
  if (typeof payload?.error === "string" && payload.error) return payload.error;
  if (status === 413) return deMedia.upload.tooLarge;
  return status === 0 ? deMedia.upload.networkError : `HTTP ${status}`;
}

/** What became of one file sent: the answer the route reads out of the body, or the German reason. */
export type PostFileOutcome<T> = { ok: true; value: T } | { ok: false; cancelled: boolean; error: string };

export interface PostFileOptions<T> {
  url: string;
  file: File;
  /** Form fields sent before the file, so the server can check them before any byte of it arrives. */
  fields?: Record<string, string>;
  onProgress: (loaded: number) => void;
  /** The answer out of a 2xx body; null when the body is not what the route answers. */
  read: (body: unknown) => T | null;
  /** The browser log's words for a failure ('Import: Hochladen'). */
  what: string;
  /** The reasons shown when the server cannot be reached and when the user cancelled. */
  networkError: string;
  cancelledError?: string;
}

/**
 * POST of one file as multipart/form-data in the part `file`, with XMLHttpRequest: fetch() cannot
 * report upload progress. The one way the admin sends files (media library, WordPress export, its
 * media ZIPs); the server reads them with readMultipart. A refused file's reason is the server's
 * German message for the field `file` (uploadErrorMessage).
 */
export function postFile<T>({ url, file, fields = {}, onProgress, read, what, networkError, cancelledError = "" }: PostFileOptions<T>): { promise: Promise<PostFileOutcome<T>>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<PostFileOutcome<T>>((resolve) => {
    xhr.open("POST", url);
    xhr.responseType = "json";
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => onProgress(event.loaded));
    xhr.addEventListener("load", () => {
      const body: unknown = xhr.response;
      const value = xhr.status >= 200 && xhr.status < 300 ? read(body) : null;
      if (value !== null) {
        onProgress(file.size);
        resolve({ ok: true, value });
      } else {
        console.error(`${what} fehlgeschlagen`, file.name, xhr.status, body);
        resolve({ ok: false, cancelled: false, error: uploadErrorMessage(xhr.status, body) });
      }
    });
    xhr.addEventListener("error", () => {
      console.error(`${what} fehlgeschlagen (Netzwerk)`, file.name);
      resolve({ ok: false, cancelled: false, error: networkError });
    });
    xhr.addEventListener("abort", () => resolve({ ok: false, cancelled: true, error: cancelledError }));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
