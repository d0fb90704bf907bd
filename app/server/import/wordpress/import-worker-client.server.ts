import { Worker } from "node:worker_threads";
import { deImport } from "~/i18n/import";
import type { ConvertPlan, ImportWorkerData, ToMain, ToWorker } from "./import-worker.server";
import { DEFAULT_WXR_LIMITS, type WxrHandlers, type WxrItem, type WxrLimits } from "./wxr.server";

/**
 * The main thread's side of the import worker (import-worker.server.ts, decision 031). Pass 1
 * streams the export's metadata here; pass 2 gets the plan (addresses, media) and sends each page
 * or post converted to blocks, one at a time, waiting until it is written. The worker's heap is
 * capped (resourceLimits); whatever it does, this thread only waits for messages, so the site
 * keeps answering. After an import the worker is kept for IDLE_MS (unreferenced, so it never holds
 * the process open) and serves the next one without starting again (under tsx, starting costs
 * seconds) - when it is known to wait: it finished, reported an error, or waits for the answer to
 * an item the import gave up on. Otherwise (it died, or was still reading) it is ended.
 */

/** Heap of the worker thread: a refused file ends there, not in the web server's memory. */
export const IMPORT_WORKER_HEAP_MB = 512;
const IDLE_MS = 60_000;

type Blocks = Extract<ToMain, { t: "converted" }>["blocks"];
export type ConvertedItem = { item: WxrItem; blocks: Blocks; notes: string[]; error: null } | { item: WxrItem; blocks: null; notes: string[]; error: string };

/** How the worker is started: its chunk in the build; its TypeScript source through tsx (vitest, npm run cms). */
async function workerEntry(): Promise<{ url: URL; entry: string | null }> {
  // Imported for its URL only, and dynamically: the bundler gives it a chunk of its own.
  const { IMPORT_WORKER_URL } = await import("./import-worker.server");
  const url = new URL(IMPORT_WORKER_URL);
  if (!/\.tsx?$/.test(url.pathname)) return { url, entry: null };
  return { url: new URL("../../../../scripts/tsx-worker.mjs", url), entry: url.href };
}

let idle: { worker: ImportWorker; timer: NodeJS.Timeout } | null = null;

export class ImportWorker {
  private readonly inbox: ToMain[] = [];
  private wake: (() => void) | null = null;
  private failure: Error | null = null;
  private ended = false;
  /** The worker waits for an order (it is not reading on its own). */
  private waiting = false;
  private job = 0;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (message: ToMain) => {
      if (message.job !== this.job) return;
      this.inbox.push(message);
      this.wake?.();
    });
    worker.on("error", (error: Error & { code?: string }) => {
      this.failure ??= new Error(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? deImport.limits.outOfMemory(IMPORT_WORKER_HEAP_MB) : deImport.limits.workerFailed, { cause: error });
      this.wake?.();
    });
    worker.on("exit", () => {
      this.ended = true;
      this.failure ??= new Error(deImport.limits.workerFailed);
      if (idle?.worker === this) {
        clearTimeout(idle.timer);
        idle = null;
      }
      this.wake?.();
    });
  }

  /** A worker reading `file`: the idle one, else a new one. */
  static async start(file: string, limits: WxrLimits = DEFAULT_WXR_LIMITS): Promise<ImportWorker> {
    let worker: ImportWorker;
    if (idle && !idle.worker.ended) {
      worker = idle.worker;
      clearTimeout(idle.timer);
      idle = null;
      worker.worker.ref();
    } else {
      const { url, entry } = await workerEntry();
      const workerData: ImportWorkerData = { cmsImportWorker: true, entry };
      worker = new ImportWorker(new Worker(url, { workerData, resourceLimits: { maxOldGenerationSizeMb: IMPORT_WORKER_HEAP_MB } }));
    }
    worker.job++;
    worker.inbox.length = 0;
    worker.failure = null;
    worker.waiting = false;
    worker.post({ t: "read", job: worker.job, file, limits });
    return worker;
  }

  private async next(): Promise<ToMain> {
    for (;;) {
      if (this.inbox.length) {
        const message = this.inbox.shift()!;
        // After these the worker waits for the next order.
        if (message.t === "read-done" || message.t === "converted" || message.t === "convert-failed" || message.t === "convert-done" || message.t === "error") this.waiting = true;
        return message;
      }
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }

  private post(message: ToWorker): void {
    if (message.t === "convert" || message.t === "ack" || message.t === "read") this.waiting = false;
    this.worker.postMessage(message);
  }

  /** Pass 1: the handlers get the site, authors, terms and every item (pages and posts without content). */
  async read(on: Omit<WxrHandlers, "item"> & { item?(item: WxrItem): void }): Promise<void> {
    for (;;) {
      const message = await this.next();
      if (message.t === "site") on.site?.(message.value);
      else if (message.t === "author") on.author?.(message.value);
      else if (message.t === "term") on.term?.(message.value);
      else if (message.t === "item") on.item?.(message.value);
      else if (message.t === "read-done") return;
      else if (message.t === "error") throw new Error(message.message);
    }
  }

  /** Pass 2: each planned page or post, converted; the next one is read once `onItem` has finished. */
  async convert(plan: ConvertPlan, onItem: (converted: ConvertedItem) => Promise<void>): Promise<void> {
    this.post({ t: "convert", plan });
    for (;;) {
      const message = await this.next();
      if (message.t === "converted") await onItem({ item: message.value, blocks: message.blocks, notes: message.notes, error: null });
      else if (message.t === "convert-failed") await onItem({ item: message.value, blocks: null, notes: [], error: message.message });
      else if (message.t === "convert-done") return;
      else if (message.t === "error") throw new Error(message.message);
      else continue;
      this.post({ t: "ack" });
    }
  }

  /** After the import: kept for the next one when it waits for an order, else ended. */
  async close(): Promise<void> {
    if (this.waiting && !this.ended && !this.failure && !idle) {
      // An item or a plan still expected from us: the worker gives that import up and waits.
      this.worker.postMessage({ t: "abandon" } satisfies ToWorker);
      this.worker.unref();
      const timer = setTimeout(() => void this.worker.terminate(), IDLE_MS);
      timer.unref();
      idle = { worker: this, timer };
      return;
    }
    await this.worker.terminate();
  }
}
