import type { Readable } from "node:stream";
import sharp from "sharp";
import { logger } from "../logger.server";
import { StorageExistsError, type Storage } from "../storage/storage.server";

/**
 * Resized images (spec §7 image URL parameters, §9 widths): `/media/images/{file}?width=&quality=&format=`.
 * The variant space is small and fixed (issue 26): the spec's widths (and the logo box), two
 * qualities, three formats, so any query maps onto one of at most 8 sizes × 2 qualities × 3 formats
 * per image; what lies outside snaps to the nearest variant, never an error. Every variant has a
 * width: `format` or `quality` alone get the largest width, never a full-size re-encode.
 */
export const VARIANT_WIDTHS = [640, 800, 1024, 1280, 1920] as const;
export const MAX_VARIANT_WIDTH = 1920;
/** Header and footer logo (spec §7 logo parameters): fitted inside 183×72. */
export const LOGO_SIZE = { width: 183, height: 72 } as const;
/** The logo box at 2× and 3× for high-density screens (issue 25: srcset of the header logo). */
export const LOGO_SCALES = [1, 2, 3] as const;
/** Spec §7 quality of every picture the site asks for. */
export const DEFAULT_QUALITY = 85;
/** The one lower quality (for callers who want smaller files); anything below 72.5 snaps here. */
export const LOW_QUALITY = 60;
export const VARIANT_QUALITIES = [LOW_QUALITY, DEFAULT_QUALITY] as const;
/**
 * AVIF's quality scale runs lower than JPEG's (q65 ≈ jpeg q85), hence quality − 20. Effort 2, not
 * sharp's default 4: measured on a 1920-wide variant of a 24-megapixel photo with one thread,
 * effort 2 takes a fraction of effort 4's time for a few per cent more bytes; a visitor's first
 * request of a variant may wait for it.
 */
const AVIF_EFFORT = 2;
/**
 * Decoding larger images would take too much memory and time; no site image comes near
 * (a 7000 × 7000 photo has 49 million). Decoding is sequential and JPEGs shrink while loading.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export type OutputFormat = "jpeg" | "png" | "webp" | "avif";
const EXTENSIONS: Record<OutputFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };
export const VARIANT_CONTENT_TYPES: Record<OutputFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };

export interface VariantParams {
  /** One of VARIANT_WIDTHS or the logo's 183 × 1/2/3; MAX_VARIANT_WIDTH when none was asked for. */
  width: number;
  /** Only the logo's 72 × 1/2/3 (with its width). */
  height: number | null;
  /** One of VARIANT_QUALITIES. */
  quality: number;
  /** Requested format; null keeps the original's. */
  format: "webp" | "avif" | "auto" | null;
}

/** Whether the query asks for a variant at all (any of the image parameters present). */
export function wantsVariant(query: URLSearchParams): boolean {
  return ["width", "height", "quality", "format"].some((name) => query.has(name));
}

export function snapWidth(width: number): number {
  // Ties go to the larger size: a little too sharp beats a little blurry.
  let best: number = VARIANT_WIDTHS[0];
  for (const candidate of VARIANT_WIDTHS) {
    if (Math.abs(candidate - width) <= Math.abs(best - width)) best = candidate;
  }
  return best;
}

/** The nearest of VARIANT_QUALITIES (ties to the higher); the default for anything unreadable. */
export function snapQuality(quality: number): number {
  if (!Number.isFinite(quality)) return DEFAULT_QUALITY;
  return quality < (LOW_QUALITY + DEFAULT_QUALITY) / 2 ? LOW_QUALITY : DEFAULT_QUALITY;
}

export function parseVariantParams(query: URLSearchParams): VariantParams {
  const width = Number.parseInt(query.get("width") ?? "", 10);
  const height = Number.parseInt(query.get("height") ?? "", 10);
  const scale = LOGO_SCALES.find((n) => width === LOGO_SIZE.width * n && height === LOGO_SIZE.height * n);
  const rawQuality = query.get("quality");
  const format = query.get("format");
  return {
    width: scale ? LOGO_SIZE.width * scale : Number.isFinite(width) && width > 0 ? snapWidth(width) : MAX_VARIANT_WIDTH,
    height: scale ? LOGO_SIZE.height * scale : null,
    quality: rawQuality === null || rawQuality.trim() === "" ? DEFAULT_QUALITY : snapQuality(Number(rawQuality)),
    format: format === "webp" || format === "avif" || format === "auto" ? format : null,
  };
}

/** The original's own format, from its extension (the upload named it by content). */
export function originalFormat(key: string): OutputFormat {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  if (ext === "png" || ext === "gif") return "png"; // gif: the first frame, lossless
  if (ext === "webp") return "webp";
  if (ext === "avif") return "avif";
  return "jpeg";
}

function accepts(accept: string | undefined, type: string): boolean {
  return (accept ?? "").split(",").some((part) => {
    const [name, ...rest] = part.trim().toLowerCase().split(";");
    return name.trim() === type && !rest.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  });
}

/** The format to produce: `auto` picks from the browser's Accept header (and then varies by it). */
export function negotiateFormat(params: VariantParams, key: string, accept: string | undefined): { format: OutputFormat; vary: boolean } {
  if (params.format === "webp" || params.format === "avif") return { format: params.format, vary: false };
  if (params.format === "auto") {
    if (accepts(accept, "image/avif")) return { format: "avif", vary: true };
    if (accepts(accept, "image/webp")) return { format: "webp", vary: true };
    return { format: originalFormat(key), vary: true };
  }
  return { format: originalFormat(key), vary: false };
}

/** "images/abc.jpg" → "variants/images/abc/" (all variants of one original live below it). */
export function variantPrefix(originalKey: string): string {
  return `variants/${originalKey.replace(/\.[^./]*$/, "")}/`;
}

export function variantKey(originalKey: string, params: VariantParams, format: OutputFormat): string {
  const size = `w${params.width}${params.height !== null ? `h${params.height}` : ""}`;
  return `${variantPrefix(originalKey)}${size}-q${params.quality}.${EXTENSIONS[format]}`;
}

/** The pipelines of this process per storage: they settle an original's renders before a delete. */
const pipelines = new WeakMap<Storage, Set<(originalKey: string) => Promise<void>>>();

/**
 * Removes every stored variant of an original (called when the asset is deleted, after the
 * original). Renders of it that wait are dropped and those running are awaited first, so none
 * stores a variant after the delete.
 */
export async function deleteVariants(storage: Storage, filePath: string): Promise<void> {
  if (!storage.deletePrefix) throw new Error("Dieser Speicher kann keine Varianten löschen.");
  for (const settle of pipelines.get(storage) ?? []) await settle(filePath);
  await storage.deletePrefix(variantPrefix(filePath));
}


export interface ResolvedVariant {
  /** What to serve: the variant, or the original itself when it is no image sharp can read. */
  key: string;
  /** The answer depends on the Accept header (format=auto). */
  vary: boolean;
}

/** resolve() when the render queue is full: answer without rendering (the original or a 503). */
export const BUSY = "busy";

export interface Variants {
  /** The key the variant has (or will have) in storage, without touching the storage. */
  plan(originalKey: string, params: VariantParams, accept: string | undefined): ResolvedVariant;
  /**
   * Makes sure the requested variant of `originalKey` is stored (producing it at most once at a
   * time per key in this process) and says which key to serve; null when the original is missing
   * or when `signal` aborted (the client left) before the variant was ready; BUSY when too many
   * renders wait already. A render that has started always finishes and is stored.
   */
  resolve(originalKey: string, params: VariantParams, accept: string | undefined, signal?: AbortSignal): Promise<ResolvedVariant | null | typeof BUSY>;
  /**
   * After an upload: renders the variants the site asks for (spec §9 widths up to the one that
   * covers `naturalWidth`, AVIF, WebP and the original format, quality 85), one at a time behind
   * any visitor's render. Uploads are worked through one after another; resolves with the number
   * rendered. Rejects only on storage failures (the caller logs them).
   */
  generate(originalKey: string, naturalWidth: number | null): Promise<number>;
  /** How many variants this process has rendered (tests and the note's measurements). */
  readonly produced: number;
}

export interface VariantOptions {
  /** Renders at the same time (default 1: one render takes one core and tens of megabytes). */
  concurrency?: number;
  /** Visitor renders that may wait for a slot (default 8); beyond that resolve() answers BUSY. */
  maxWaiting?: number;
  /** Uploads whose variants may wait for background generation (default 100); more are skipped. */
  maxBackground?: number;
}

/** A bucket's original is read into memory for sharp (one at a time, inside the render slot). */
const MAX_BUFFERED_ORIGINAL_BYTES = 200 * 1024 * 1024;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The original for sharp: a path on the local disk (libvips reads it piece by piece), else the
 * bucket's bytes; null when it is missing.
 */
async function openOriginal(storage: Storage, key: string): Promise<string | Buffer | null> {
  if (storage.filePath) return storage.filePath(key);
  const original = await storage.get(key);
  if (!original) return null;
  if (original.object.size > MAX_BUFFERED_ORIGINAL_BYTES) {
    original.body.destroy();
    throw new Error(`Original zu groß für Varianten: ${original.object.size} Bytes`);
  }
  return readAll(original.body);
}

/**
 * One variant. Memory stays bounded: libvips decodes sequentially (never the whole picture at
 * once), JPEG and WebP shrink while loading when the target is much smaller, and more than
 * MAX_INPUT_PIXELS is refused before decoding.
 */
export async function renderVariant(input: string | Buffer, params: VariantParams, format: OutputFormat): Promise<Buffer> {
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true }).rotate();
  image = image.resize({ width: params.width, height: params.height ?? undefined, fit: "inside", withoutEnlargement: true, fastShrinkOnLoad: true });
  const quality = params.quality;
  if (format === "webp") image = image.webp({ quality });
  else if (format === "avif") image = image.avif({ quality: Math.max(1, quality - 20), effort: AVIF_EFFORT });
  else if (format === "png") image = image.png({ compressionLevel: 9 });
  else image = image.jpeg({ quality, progressive: true, mozjpeg: true });
  return image.toBuffer();
}

type Priority = "visitor" | "background";

interface Task {
  priority: Priority;
  started: boolean;
  start(): void;
  /** Takes the task out of the queue before it started; its promise resolves with null. */
  drop(): void;
}

/**
 * Rendering is CPU- and memory-heavy: `slots` at a time; visitors' renders go before background
 * ones. Only visitor tasks count against the bound the caller checks with `visitorsWaiting`.
 */
function renderQueue(slots: number) {
  let running = 0;
  const waiting: Task[] = [];

  function next(): void {
    while (running < slots && waiting.length > 0) {
      const index = Math.max(0, waiting.findIndex((task) => task.priority === "visitor"));
      const [task] = waiting.splice(index, 1);
      running++;
      task.started = true;
      task.start();
    }
  }

  return {
    get full() {
      return running >= slots;
    },
    get visitorsWaiting() {
      return waiting.filter((task) => task.priority === "visitor").length;
    },
    submit<T>(priority: Priority, work: () => Promise<T>): { task: Task; promise: Promise<T | null> } {
      let task!: Task;
      const promise = new Promise<T | null>((resolve, reject) => {
        task = {
          priority,
          started: false,
          start: () => {
            work()
              .then(resolve, reject)
              .finally(() => {
                running--;
                next();
              });
          },
          drop: () => {
            const index = waiting.indexOf(task);
            if (index >= 0) waiting.splice(index, 1);
            resolve(null);
          },
        };
      });
      waiting.push(task);
      next();
      return { task, promise };
    },
  };
}

interface Entry {
  promise: Promise<ResolvedVariant | null>;
  task: Task;
  /** Visitors waiting for it; when the last leaves before it started, it is dropped. */
  clients: number;
  /** A background generation wants it too: never dropped. */
  background: boolean;
}

export function createVariants(storage: Storage, options: VariantOptions = {}): Variants {
  // One libvips thread per render and no operation cache: a render's memory ends with it.
  sharp.concurrency(1);
  sharp.cache(false);
  const queue = renderQueue(options.concurrency ?? 1);
  const maxWaiting = options.maxWaiting ?? 8;
  const maxBackground = options.maxBackground ?? 100;
  const inFlight = new Map<string, Entry>();
  // Originals sharp cannot read, so every request for them does not decode them again.
  const unreadable = new Set<string>();
  let produced = 0;
  let backgroundChain: Promise<unknown> = Promise.resolve();
  let backgroundPending = 0;

  if (!pipelines.has(storage)) pipelines.set(storage, new Set());
  pipelines.get(storage)!.add(async (originalKey) => {
    const prefix = variantPrefix(originalKey);
    const running: Promise<unknown>[] = [];
    for (const [key, entry] of inFlight) {
      if (!key.startsWith(prefix)) continue;
      if (entry.task.started) running.push(entry.promise.catch(() => null));
      else {
        inFlight.delete(key);
        entry.task.drop();
      }
    }
    await Promise.all(running);
  });

  async function produce(originalKey: string, key: string, params: VariantParams, format: OutputFormat): Promise<ResolvedVariant | null> {
    // A request that waited for the previous round may find it done.
    if (await storage.stat(key)) return { key, vary: false };
    let output: Buffer;
    try {
      const input = await openOriginal(storage, originalKey);
      if (input === null) return null;
      output = await renderVariant(input, params, format);
    } catch (error) {
      logger().warn({ err: error, key: originalKey }, "Bild nicht lesbar, Original wird ausgeliefert");
      if (unreadable.size > 10_000) unreadable.clear();
      unreadable.add(originalKey);
      return { key: originalKey, vary: false };
    }
    produced++;
    try {
      await storage.put(key, output, { contentType: VARIANT_CONTENT_TYPES[format] });
    } catch (error) {
      // Another instance stored the same variant meanwhile: same parameters, same picture.
      if (!(error instanceof StorageExistsError)) throw error;
    }
    return { key, vary: false };
  }

  function start(originalKey: string, key: string, params: VariantParams, format: OutputFormat, priority: Priority): Entry {
    const { task, promise } = queue.submit(priority, () => produce(originalKey, key, params, format));
    const entry: Entry = { promise, task, clients: 0, background: priority === "background" };
    // Only this entry: a dropped one may have been replaced by a new render of the same key.
    entry.promise = promise.finally(() => {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    });
    // Waiters get a failure through their own handlers; nobody waiting must not crash the process.
    entry.promise.catch(() => undefined);
    inFlight.set(key, entry);
    return entry;
  }

  /** Waits for the entry as one visitor; when `signal` aborts first, that visitor leaves. */
  function waitFor(entry: Entry, key: string, signal: AbortSignal | undefined): Promise<ResolvedVariant | null> {
    entry.clients++;
    return new Promise((resolve, reject) => {
      let left = false;
      const leave = () => {
        if (left) return false;
        left = true;
        entry.clients--;
        signal?.removeEventListener("abort", onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        // Nobody wants it any more and it has not started: it costs nothing.
        if (entry.clients === 0 && !entry.background && !entry.task.started) {
          inFlight.delete(key);
          entry.task.drop();
        }
        resolve(null);
      };
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort, { once: true });
      entry.promise.then(
        (value) => leave() && resolve(value),
        (error: unknown) => leave() && reject(error),
      );
    });
  }

  async function generateNow(originalKey: string, naturalWidth: number | null): Promise<number> {
    const top = naturalWidth && naturalWidth > 0 ? (VARIANT_WIDTHS.find((w) => w >= naturalWidth) ?? MAX_VARIANT_WIDTH) : MAX_VARIANT_WIDTH;
    const formats: OutputFormat[] = ["avif", "webp", originalFormat(originalKey)];
    const before = produced;
    for (const width of VARIANT_WIDTHS.filter((w) => w <= top)) {
      for (const format of formats) {
        if (unreadable.has(originalKey)) return produced - before;
        const params: VariantParams = { width, height: null, quality: DEFAULT_QUALITY, format: null };
        const key = variantKey(originalKey, params, format);
        let entry = inFlight.get(key);
        if (entry) entry.background = true;
        else if (await storage.stat(key)) continue;
        else entry = start(originalKey, key, params, format, "background");
        // Null: the original is gone (deleted meanwhile), nothing more to do.
        if ((await entry.promise) === null) return produced - before;
      }
    }
    return produced - before;
  }

  return {
    get produced() {
      return produced;
    },

    plan(originalKey, params, accept) {
      const { format, vary } = negotiateFormat(params, originalKey, accept);
      return { key: variantKey(originalKey, params, format), vary };
    },

    async resolve(originalKey, params, accept, signal) {
      const { format, vary } = negotiateFormat(params, originalKey, accept);
      if (unreadable.has(originalKey)) return (await storage.stat(originalKey)) ? { key: originalKey, vary: false } : null;
      const key = variantKey(originalKey, params, format);
      let entry = inFlight.get(key);
      if (!entry) {
        if (queue.full && queue.visitorsWaiting >= maxWaiting) return BUSY;
        entry = start(originalKey, key, params, format, "visitor");
      } else if (!entry.task.started) {
        // A visitor waits for it now: it goes before the background work.
        entry.task.priority = "visitor";
      }
      const result = await waitFor(entry, key, signal);
      return result && result.key === key ? { key, vary } : result;
    },

    generate(originalKey, naturalWidth) {
      if (backgroundPending >= maxBackground) {
        logger().warn({ key: originalKey, module: "media" }, "Zu viele Bilder warten auf ihre Varianten; sie entstehen beim ersten Aufruf");
        return Promise.resolve(0);
      }
      backgroundPending++;
      const run = backgroundChain.then(() => generateNow(originalKey, naturalWidth)).finally(() => backgroundPending--);
      backgroundChain = run.catch(() => undefined);
      return run;
    },
  };
}
