import type { Readable } from "node:stream";
import type { Asset } from "~/lib/assets";
import type { Db } from "../../db/client.server";
import { withChanges } from "../../events/changes.server";
import { createFolder, listFolders } from "../../media/folders.server";
import { createAssetsForFiles, removeStored, storeFile, UploadError } from "../../media/upload.server";
import type { Storage } from "../../storage/storage.server";
import { FetchRefusedError, safeGet, UNREACHABLE, type AllowedHost, type SafeResponse } from "./safe-fetch.server";
import { uploadMonth } from "./url-map.server";

/**
 * Attachments of a WordPress export into the media library: downloaded with a timeout and a size
 * limit, streamed through the upload path (type by content, image size measured, nothing left
 * behind on failure), filed into year/month folders as WordPress keeps its uploads.
 */

export interface AttachmentInfo {
  id: number;
  url: string;
  title: string;
  alt: string;
  caption: string;
  description: string;
}

export class DownloadError extends Error {
  /**
   * @param hostDown the host gave no answer (no connection, no reply before the timeout, a server
   * error): what counts towards giving a host up (media-import.server.ts); an answer such as 404,
   * a file too big or of a refused type says the host works.
   */
  constructor(message: string, readonly hostDown = false) {
    super(message);
    this.name = "DownloadError";
  }
}

/** Plain text of a caption or description that may hold HTML. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function fileNameOf(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").pop() ?? "";
    return decodeURIComponent(last) || "datei";
  } catch {
    return "datei";
  }
}

/** The asset's description: the caption, then the description, then a title that says more than the file name. */
export function descriptionOf(info: AttachmentInfo): string | null {
  const stem = fileNameOf(info.url).replace(/\.[^.]+$/, "").toLowerCase();
  const title = info.title.trim();
  const parts = [
    title && title.toLowerCase() !== stem && title.toLowerCase().replace(/\s+/g, "-") !== stem ? title : "",
    plainText(info.caption),
    plainText(info.description),
  ].filter(Boolean);
  const text = [...new Set(parts)].join("\n\n");
  return text ? text.slice(0, 2000) : null;
}

/** Folder ids by path ("/2023/05"), made when missing; one per import. */
export class MonthFolders {
  private byPath: Map<string, string> | null = null;
  constructor(private readonly db: Db) {}

  async idFor(url: string): Promise<string | null> {
    const month = uploadMonth(url);
    if (!month) return null;
    if (!this.byPath) this.byPath = new Map((await listFolders(this.db)).map((f) => [f.path, f.id]));
    const yearPath = `/${month.year}`;
    let yearId = this.byPath.get(yearPath);
    if (!yearId) {
      yearId = (await createFolder(this.db, { name: month.year })).id;
      this.byPath.set(yearPath, yearId);
    }
    const monthPath = `${yearPath}/${month.month}`;
    let monthId = this.byPath.get(monthPath);
    if (!monthId) {
      monthId = (await createFolder(this.db, { name: month.month, parent_id: yearId })).id;
      this.byPath.set(monthPath, monthId);
    }
    return monthId;
  }
}

export interface AttachmentLimits {
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
  allowedHosts: readonly AllowedHost[];
  /** Written in the transaction that creates the asset (the import's mapping). */
  record?: (trx: Db, asset: Asset) => Promise<void>;
}

/**
 * Downloads one attachment into the library (from `from`, default its own address). Throws
 * DownloadError (German, for the report) when the file is unreachable, too big, too slow or of a
 * refused type.
 */
export async function downloadAttachment(
  deps: { db: Db; storage: Storage },
  info: AttachmentInfo,
  /** The folder to file it in, asked only once the file is stored (no empty folders for failed downloads). */
  folderFor: () => Promise<string | null>,
  limits: AttachmentLimits & { from?: string },
): Promise<Asset> {
  const signals = [AbortSignal.timeout(limits.timeoutMs)];
  if (limits.signal) signals.push(limits.signal);
  const signal = AbortSignal.any(signals);
  let response: SafeResponse;
  try {
    response = await safeGet(limits.from ?? info.url, { allowedHosts: limits.allowedHosts, signal });
  } catch (error) {
    if (error instanceof FetchRefusedError) throw new DownloadError(error.reason, error.reason === UNREACHABLE);
    throw new DownloadError(signal.aborted && !limits.signal?.aborted ? "Zeitüberschreitung beim Herunterladen" : UNREACHABLE, true);
  }
  if (response.status < 200 || response.status >= 300) {
    response.body.destroy();
    throw new DownloadError(`${UNREACHABLE} (Status ${response.status})`, response.status >= 500 || response.status === 429);
  }
  const length = Number(response.headers["content-length"] ?? "");
  if (Number.isFinite(length) && length > limits.maxBytes) {
    response.body.destroy();
    throw new DownloadError(`zu groß (${Math.round(length / 1024 / 1024)} MB, erlaubt sind ${Math.round(limits.maxBytes / 1024 / 1024)} MB)`);
  }
  return storeAttachment(deps, response.body, info, folderFor, { ...limits, signal });
}

/**
 * One attachment's bytes (a download's body or a file of the uploads folder) into the library
 * through the upload path: type by content, image checked, nothing left behind on failure.
 */
export async function storeAttachment(
  deps: { db: Db; storage: Storage },
  body: Readable,
  info: AttachmentInfo,
  folderFor: () => Promise<string | null>,
  limits: Pick<AttachmentLimits, "maxBytes" | "record"> & { signal?: AbortSignal },
): Promise<Asset> {
  const signal = limits.signal;
  try {
    const stored = await storeFile(deps.storage, body, fileNameOf(info.url), limits.maxBytes);
    let folderId: string | null;
    try {
      folderId = await folderFor();
    } catch (error) {
      await removeStored(deps.storage, [stored.key]);
      throw error;
    }
    // The asset and what the import remembers of it in one transaction: a crash between the two
    // would leave an asset the next run does not know and downloads again.
    return await withChanges(deps.db, async (trx) => {
      const [asset] = await createAssetsForFiles(trx, deps.storage, [stored], {
        folder_id: folderId,
        alt_text: info.alt.trim().slice(0, 500) || null,
        description: descriptionOf(info),
      });
      await limits.record?.(trx, asset!);
      return asset!;
    }).catch(async (error: unknown) => {
      await removeStored(deps.storage, [stored.key]);
      throw error;
    });
  } catch (error) {
    body.destroy();
    if (signal?.aborted) throw new DownloadError("Zeitüberschreitung beim Herunterladen");
    if (error instanceof UploadError) throw new DownloadError(error.status === 413 ? `zu groß (mehr als ${Math.round(limits.maxBytes / 1024 / 1024)} MB)` : error.message);
    throw error;
  }
}
