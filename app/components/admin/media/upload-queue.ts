import { postFile } from "~/components/admin/forms/post-file";
import { deMedia } from "~/i18n/media";
import type { Asset } from "~/lib/assets";

export { uploadErrorMessage } from "~/components/admin/forms/post-file";

/**
 * Uploads for the media library and the picker: one request per file (so each has its own
 * progress bar and cancel button), at most MAX_PARALLEL at a time, and one set of toasts per batch
 * of files the user dropped or chose (spec §8).
 */

export const MAX_PARALLEL = 3;

export type UploadStatus = "queued" | "uploading" | "done" | "failed" | "cancelled";

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  loaded: number;
  status: UploadStatus;
  error?: string;
  asset?: Asset;
}

export type UploadOutcome = { ok: true; asset: Asset } | { ok: false; cancelled: boolean; error: string };

export interface UploadRequest {
  promise: Promise<UploadOutcome>;
  abort: () => void;
}

export type UploadSender = (file: File, folderId: string | null, onProgress: (loaded: number) => void) => UploadRequest;

/** POST /api/assets, one file into a folder ('root' for none). */
export const xhrSender: UploadSender = (file, folderId, onProgress) => {
  const request = postFile({
    url: "/api/assets",
    file,
    fields: { folder_id: folderId ?? "root" },
    onProgress,
    read: (body) => (body as { assets?: Asset[] } | null)?.assets?.[0] ?? null,
    what: "Upload",
    networkError: deMedia.upload.networkError,
    cancelledError: deMedia.upload.cancelled,
  });
  return { promise: request.promise.then((outcome): UploadOutcome => (outcome.ok ? { ok: true, asset: outcome.value } : outcome)), abort: request.abort };
};

export interface BatchToast {
  kind: "success" | "error";
  title: string;
  description?: string;
}

/** Spec §8: one file → 'Asset erfolgreich hochgeladen', several → '{n} Datei(en) …'; failures in one error toast. */
export function batchToasts(outcomes: UploadOutcome[], names: string[]): BatchToast[] {
  const toasts: BatchToast[] = [];
  const done = outcomes.filter((o) => o.ok).length;
  if (done === 1) toasts.push({ kind: "success", title: deMedia.toasts.uploaded });
  else if (done > 1) toasts.push({ kind: "success", title: deMedia.toasts.uploadedMany(done) });
  const failures = outcomes.flatMap((o, i) => (!o.ok && !o.cancelled ? [{ name: names[i], error: o.error }] : []));
  if (failures.length > 0) {
    toasts.push({
      kind: "error",
      title: deMedia.toasts.uploadFailed,
      // The server's messages name the file already; a bare status gets the name in front.
      description: failures.map((f) => (f.error.includes(f.name) ? f.error : `${f.name}: ${f.error}`)).join("\n"),
    });
  }
  return toasts;
}

interface Job {
  item: UploadItem;
  file: File;
  folderId: string | null;
  batch: Batch;
  index: number;
  request?: UploadRequest;
}

interface Batch {
  outcomes: (UploadOutcome | undefined)[];
  names: string[];
  left: number;
}

export interface UploadQueueOptions {
  send: UploadSender;
  onChange: (items: UploadItem[]) => void;
  /** After every file of one `add` has finished (done, failed or cancelled). */
  onBatchDone: (outcomes: UploadOutcome[], names: string[]) => void;
  maxParallel?: number;
}

let nextId = 0;

export class UploadQueue {
  private jobs: Job[] = [];
  private readonly max: number;

  constructor(private readonly options: UploadQueueOptions) {
    this.max = options.maxParallel ?? MAX_PARALLEL;
  }

  items(): UploadItem[] {
    return this.jobs.map((job) => job.item);
  }

  /** Queues the files; returns their item ids. */
  add(files: File[], folderId: string | null): string[] {
    if (files.length === 0) return [];
    const batch: Batch = { outcomes: files.map(() => undefined), names: files.map((f) => f.name), left: files.length };
    const added = files.map((file, index): Job => ({
      item: { id: `upload-${++nextId}`, name: file.name, size: file.size, loaded: 0, status: "queued" },
      file,
      folderId,
      batch,
      index,
    }));
    this.jobs = [...this.jobs, ...added];
    this.emit();
    this.pump();
    return added.map((job) => job.item.id);
  }

  cancel(id: string): void {
    const job = this.jobs.find((j) => j.item.id === id);
    if (!job) return;
    if (job.item.status === "uploading") job.request?.abort();
    else if (job.item.status === "queued") this.settle(job, { ok: false, cancelled: true, error: deMedia.upload.cancelled });
  }

  /** Drops finished rows from the list (running and waiting ones stay). */
  clearFinished(): void {
    this.jobs = this.jobs.filter((job) => job.item.status === "queued" || job.item.status === "uploading");
    this.emit();
  }

  /** Aborts everything (the screen is left). */
  dispose(): void {
    for (const job of this.jobs) if (job.item.status === "uploading") job.request?.abort();
  }

  private emit(): void {
    this.options.onChange(this.items());
  }

  private update(job: Job, patch: Partial<UploadItem>): void {
    job.item = { ...job.item, ...patch };
    this.emit();
  }

  private pump(): void {
    let running = this.jobs.filter((j) => j.item.status === "uploading").length;
    for (const job of this.jobs) {
      if (running >= this.max) break;
      if (job.item.status !== "queued") continue;
      running++;
      this.start(job);
    }
  }

  private start(job: Job): void {
    this.update(job, { status: "uploading" });
    job.request = this.options.send(job.file, job.folderId, (loaded) => {
      if (job.item.status === "uploading") this.update(job, { loaded: Math.min(loaded, job.item.size) });
    });
    void job.request.promise.then((outcome) => this.settle(job, outcome));
  }

  private settle(job: Job, outcome: UploadOutcome): void {
    if (job.batch.outcomes[job.index]) return;
    if (outcome.ok) this.update(job, { status: "done", loaded: job.item.size, asset: outcome.asset });
    else this.update(job, { status: outcome.cancelled ? "cancelled" : "failed", error: outcome.error });
    job.batch.outcomes[job.index] = outcome;
    job.batch.left--;
    if (job.batch.left === 0) this.options.onBatchDone(job.batch.outcomes as UploadOutcome[], job.batch.names);
    this.pump();
  }
}

/** Percent for the progress bar; an empty file counts as done once it is. */
export function uploadPercent(item: Pick<UploadItem, "loaded" | "size" | "status">): number {
  if (item.status === "done") return 100;
  if (item.size <= 0) return 0;
  return Math.min(100, Math.floor((item.loaded / item.size) * 100));
}
