import type { Readable } from "node:stream";
import sharp from "sharp";
import { logger } from "../logger.server";
import { StorageExistsError, type Storage } from "../storage/storage.server";

/**
 * Resized images (spec §7 image URL parameters, §9 widths): `/media/images/{file}?width=&quality=&format=`.
 * Only a fixed set of sizes, qualities and formats exists, so the endpoint cannot be used to fill
 * the storage: at most 8 sizes (+ unresized) × 12 qualities × 3 formats per image.
 */
export const VARIANT_WIDTHS = [640, 800, 1024, 1280, 1920] as const;
/** Header and footer logo (spec §7 logo parameters): fitted inside 183×72. */
export const LOGO_SIZE = { width: 183, height: 72 } as const;
/** The logo box at 2× and 3× for high-density screens (issue 25: srcset of the header logo). */
export const LOGO_SCALES = [1, 2, 3] as const;
export const DEFAULT_QUALITY = 85;
/**
 * AVIF's quality scale runs lower than JPEG's (q65 ≈ jpeg q85), hence quality − 20. Effort 3, not
 * sharp's default 4: measured on a 1280-wide photo, 314 ms for 55 KB instead of 2.2 s for 51 KB; a
 * visitor's first request of a variant waits for it.
 */
const AVIF_EFFORT = 3;
const MIN_QUALITY = 40;
const MAX_QUALITY = 95;
/** Decoding larger images would take gigabytes of memory; no site image comes near (≈ 8000 × 6000). */
const MAX_INPUT_PIXELS = 50_000_000;

export type OutputFormat = "jpeg" | "png" | "webp" | "avif";
const EXTENSIONS: Record<OutputFormat, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif" };
export const VARIANT_CONTENT_TYPES: Record<OutputFormat, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };

export interface VariantParams {
  /** Snapped to VARIANT_WIDTHS (or the logo's 183 × 1/2/3); null keeps the original size. */
  width: number | null;
  /** Only the logo's 72 × 1/2/3 (with its width). */
  height: number | null;
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

export function snapQuality(quality: number): number {
  if (!Number.isFinite(quality)) return DEFAULT_QUALITY;
  return Math.round(Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, quality)) / 5) * 5;
}

export function parseVariantParams(query: URLSearchParams): VariantParams {
  const width = Number.parseInt(query.get("width") ?? "", 10);
  const height = Number.parseInt(query.get("height") ?? "", 10);
  const scale = LOGO_SCALES.find((n) => width === LOGO_SIZE.width * n && height === LOGO_SIZE.height * n);
  const rawQuality = query.get("quality");
  const format = query.get("format");
  return {
    width: scale ? LOGO_SIZE.width * scale : Number.isFinite(width) && width > 0 ? snapWidth(width) : null,
    height: scale ? LOGO_SIZE.height * scale : null,
    quality: rawQuality === null ? DEFAULT_QUALITY : snapQuality(Number(rawQuality)),
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
  const size = params.width === null ? "full" : `w${params.width}${params.height !== null ? `h${params.height}` : ""}`;
  return `${variantPrefix(originalKey)}${size}-q${params.quality}.${EXTENSIONS[format]}`;
}

/** Removes every stored variant of an original (called when the asset is deleted). */
export async function deleteVariants(storage: Storage, filePath: string): Promise<void> {
  if (!storage.deletePrefix) throw new Error("Dieser Speicher kann keine Varianten löschen.");
  await storage.deletePrefix(variantPrefix(filePath));
}

export interface ResolvedVariant {
  /** What to serve: the variant, or the original itself when it is no image sharp can read. */
  key: string;
  /** The answer depends on the Accept header (format=auto). */
  vary: boolean;
}

export interface Variants {
  /** The key the variant has (or will have) in storage, without touching the storage. */
  plan(originalKey: string, params: VariantParams, accept: string | undefined): ResolvedVariant;
  /**
   * Makes sure the requested variant of `originalKey` is stored (producing it at most once at a
   * time per key in this process) and says which key to serve; null when the original is missing.
   */
  resolve(originalKey: string, params: VariantParams, accept: string | undefined): Promise<ResolvedVariant | null>;
  /** How many variants this process has rendered (tests and the note's measurements). */
  readonly produced: number;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function renderVariant(input: Buffer, params: VariantParams, format: OutputFormat): Promise<Buffer> {
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (params.width !== null) {
    image = image.resize({ width: params.width, height: params.height ?? undefined, fit: "inside", withoutEnlargement: true });
  }
  const quality = params.quality;
  if (format === "webp") image = image.webp({ quality });
  else if (format === "avif") image = image.avif({ quality: Math.max(1, quality - 20), effort: AVIF_EFFORT });
  else if (format === "png") image = image.png({ compressionLevel: 9 });
  else image = image.jpeg({ quality, progressive: true, mozjpeg: true });
  return image.toBuffer();
}

/** Rendering is CPU- and memory-heavy: a few at a time, the rest wait. */
function limiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export function createVariants(storage: Storage, options: { concurrency?: number } = {}): Variants {
  const inFlight = new Map<string, Promise<ResolvedVariant | null>>();
  const limit = limiter(options.concurrency ?? 2);
  // Originals sharp cannot read, so every request for them does not decode them again.
  const unreadable = new Set<string>();
  let produced = 0;

  async function produce(originalKey: string, key: string, params: VariantParams, format: OutputFormat): Promise<ResolvedVariant | null> {
    // A request that waited for the previous round may find it done.
    if (await storage.stat(key)) return { key, vary: false };
    const original = await storage.get(originalKey);
    if (!original) return null;
    const input = await readAll(original.body);
    let output: Buffer;
    try {
      output = await limit(() => renderVariant(input, params, format));
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

  return {
    get produced() {
      return produced;
    },

    plan(originalKey, params, accept) {
      const { format, vary } = negotiateFormat(params, originalKey, accept);
      return { key: variantKey(originalKey, params, format), vary };
    },

    async resolve(originalKey, params, accept) {
      const { format, vary } = negotiateFormat(params, originalKey, accept);
      if (unreadable.has(originalKey)) return (await storage.stat(originalKey)) ? { key: originalKey, vary: false } : null;
      const key = variantKey(originalKey, params, format);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(originalKey, key, params, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      return result && result.key === key ? { key, vary } : result;
    },
  };
}
