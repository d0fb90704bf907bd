import fs from "node:fs";
import path from "node:path";
import type { Asset } from "~/lib/assets";
import type { Db } from "../../db/client.server";
import { nowIso } from "../../db/dialect.server";
import { logger } from "../../logger.server";
import { getAssetsByIds } from "../../media/assets.server";
import type { Storage } from "../../storage/storage.server";
import { originalAddress, sourceAddress, uploadsPath } from "./media-address.server";
import { downloadAttachment, DownloadError, MonthFolders, storeAttachment, type AttachmentInfo } from "./media.server";
import type { AllowedHost } from "./safe-fetch.server";
import type { ConvertAttachment } from "./types";
import { canonicalPath, uploadKey } from "./url-map.server";

/**
 * The media step of a WordPress import (issue 39, item 12): attachments reused when an earlier
 * import already brought them (same WordPress id of the same site, or the same address from any
 * export), taken from a local copy of wp-content/uploads (--media-from), else downloaded four at a
 * time. A host that fails ten times in a row, or gives no answer for a whole per-file timeout on
 * every place, is given up: its remaining files are not tried. What failed is one note per host
 * and a bounded list in the report (media_failures).
 */

export const DOWNLOAD_CONCURRENCY = 4;
/** Failures in a row (no answer) after which a host's remaining files are not tried. */
export const HOST_FAILURES_IN_A_ROW = 10;
/** Entries of the report's list of files not taken over (the rest is counted). */
export const MEDIA_FAILURE_LIST_MAX = 1000;
/** import_items' source for addresses: any export's attachment at this address is the same file. */
export const MEDIA_ADDRESS_SOURCE = "wordpress-media";

export interface MediaFailure {
  url: string;
  reason: string;
}

export interface MediaImportInput {
  attachments: readonly AttachmentInfo[];
  /** import_items' source of this site ("wordpress:https://example.de"). */
  source: string;
  /** Hosts of the old site (its link and base addresses): earlier imports' uploads there are mapped too. */
  siteHosts: readonly string[];
  dryRun: boolean;
  timeoutMs: number;
  maxBytes: number;
  allowedHosts: readonly AllowedHost[];
  signal?: AbortSignal;
  /** A copy of wp-content/uploads (or the folder holding it): files are taken from it first. */
  mediaFrom?: string | null;
  /** How the report names mediaFrom ("der ZIP-Datei „uploads.zip“"; default: "dem Ordner <mediaFrom>"). */
  mediaFromLabel?: string | null;
  /** Called once per attachment handled. */
  onFile?: () => void;
}

export interface MediaImportResult {
  created: number;
  unchanged: number;
  failed: number;
  /** Old address → our asset's address, for the URL map. */
  uploads: [string, string][];
  /** Attachments this export lacks that an earlier import of the site brought (by WordPress id). */
  earlier: [number, ConvertAttachment][];
  notes: { item: string | null; message: string }[];
  failures: MediaFailure[];
  failuresLeftOff: number;
}

interface HostState {
  inRow: number;
  /** Since when the host has not answered (its first request, or its last answer). */
  silentSince: number | null;
  givenUp: boolean;
  controller: AbortController;
  failures: { url: string; reason: string }[];
  notTried: number;
  /** Why the rest was not tried (set when given up). */
  why: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "?";
  }
}

/** "nicht erreichbar (Status 404)" → "nicht erreichbar": the kind a summary counts. */
function reasonKind(reason: string): string {
  return reason.replace(/\s*\(.*\)$/, "");
}

const files = (n: number) => `${n} ${n === 1 ? "Datei" : "Dateien"}`;
const KEPT = "Verweise behalten die ursprüngliche Adresse";

/** One note per host: its failed files counted by kind, and those no longer tried. */
function hostNote(host: string, state: HostState): { item: string | null; message: string } {
  const total = state.failures.length + state.notTried;
  if (total === 1 && state.failures.length === 1) {
    const only = state.failures[0]!;
    return { item: `Datei ${only.url}`, message: `nicht übernommen: ${only.reason}; ${KEPT}` };
  }
  const byKind = new Map<string, number>();
  for (const failure of state.failures) byKind.set(reasonKind(failure.reason), (byKind.get(reasonKind(failure.reason)) ?? 0) + 1);
  const kinds = [...byKind];
  if (!state.notTried && kinds.length === 1) {
    const kind = kinds[0]![0];
    return { item: null, message: `${files(total)} von ${host} ${/^(nicht|zu) /.test(kind) ? kind : `nicht übernommen (${kind})`}; ${KEPT}` };
  }
  const parts = kinds.map(([kind, n]) => `${n} ${kind}`);
  if (state.notTried) parts.push(`${state.notTried} nicht mehr versucht, weil ${host} nicht antwortete`);
  return { item: null, message: `${files(total)} von ${host} nicht übernommen (${parts.join(", ")}); ${KEPT}` };
}

/** The uploads folder inside `folder` ("…/wp-content/uploads" when given the site or wp-content), or `folder` itself. */
export function uploadsFolder(folder: string): string {
  for (const inner of ["wp-content/uploads", "uploads"]) {
    const candidate = path.join(folder, inner);
    if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory()) return candidate;
  }
  return folder;
}

/** An upload's file name as uploadKey sees it: every size variant of one file has the same key. */
function nameKey(name: string): string {
  return uploadKey(new URL(`http://uploads.invalid/${encodeURIComponent(name)}`));
}

/**
 * Files of a local uploads copy: the attachment's own file, else its original beside it (a
 * -scaled or -300x200 address whose copy holds only the upload itself); never outside the folder.
 */
export class LocalUploads {
  private readonly listings = new Map<string, Map<string, string>>();
  private readonly real: string;
  constructor(readonly root: string) {
    this.real = fs.realpathSync(root);
  }

  private inside(full: string): boolean {
    try {
      return fs.statSync(full).isFile() && fs.realpathSync(full).startsWith(this.real + path.sep);
    } catch {
      return false;
    }
  }

  /** Original file names of a folder by their key (read once per folder). */
  private originals(dir: string): Map<string, string> {
    let listing = this.listings.get(dir);
    if (!listing) {
      listing = new Map();
      try {
        for (const name of fs.readdirSync(dir)) if (nameKey(name) === canonicalPath(`/${encodeURIComponent(name)}`).toLowerCase()) listing.set(nameKey(name), name);
      } catch {
        // No such folder in the copy.
      }
      this.listings.set(dir, listing);
    }
    return listing;
  }

  fileFor(url: string): string | null {
    const rel = uploadsPath(url);
    if (!rel) return null;
    const full = path.resolve(this.root, rel);
    if (!full.startsWith(this.root + path.sep)) return null;
    if (this.inside(full)) return full;
    const original = this.originals(path.dirname(full)).get(nameKey(path.basename(full)));
    return original && this.inside(path.join(path.dirname(full), original)) ? path.join(path.dirname(full), original) : null;
  }
}

export async function importMedia(deps: { db: Db; storage: Storage }, input: MediaImportInput): Promise<MediaImportResult> {
  const { db } = deps;
  const result: MediaImportResult = { created: 0, unchanged: 0, failed: 0, uploads: [], earlier: [], notes: [], failures: [], failuresLeftOff: 0 };
  const attachmentIds = new Set(input.attachments.map((a) => a.id));

  // ---- What earlier imports brought: this site's attachment ids, and any export's addresses.
  const byId = new Map<number, string>();
  for (const row of await db.selectFrom("import_items").select(["source_id", "target_id"]).where("source", "=", input.source).where("kind", "=", "asset").execute()) {
    const id = /^attachment:(\d+)$/.exec(row.source_id)?.[1];
    if (id) byId.set(Number(id), row.target_id);
  }
  const byAddress = new Map<string, string>();
  const hosts = new Set([...input.siteHosts.map((h) => h.toLowerCase().replace(/^www\./, "")), ...input.attachments.map((a) => sourceAddress(originalAddress(a.url))?.split("/")[0] ?? "")]);
  for (const host of hosts) {
    if (!host) continue;
    // A range on the primary key (source, source_id): the addresses on this host.
    const rows = await db
      .selectFrom("import_items")
      .select(["source_id", "target_id"])
      .where("source", "=", MEDIA_ADDRESS_SOURCE)
      .where("source_id", ">=", `${host}/`)
      .where("source_id", "<", `${host}0`)
      .execute();
    for (const row of rows) byAddress.set(row.source_id, row.target_id);
  }
  const assets = new Map<string, Asset>();
  const wanted = [...new Set([...byId.values(), ...byAddress.values()])];
  for (let i = 0; i < wanted.length; i += 500) for (const asset of await getAssetsByIds(db, wanted.slice(i, i + 500))) assets.set(asset.id, asset);

  // Uploads of earlier imports this export does not list: its content may still show them.
  for (const [address, assetId] of byAddress) {
    const asset = assets.get(assetId);
    if (asset) result.uploads.push([`http://${address}`, asset.url]);
  }
  for (const [id, assetId] of byId) {
    const asset = assets.get(assetId);
    if (asset && !attachmentIds.has(id)) result.earlier.push([id, { url: asset.url, alt: asset.alt_text ?? "" }]);
  }

  const remember = async (trx: Db, sourceId: string, source: string, assetId: string) => {
    const values = { source, source_id: sourceId, kind: "asset", target_id: assetId, imported_version: null, imported_at: nowIso() };
    await trx
      .insertInto("import_items")
      .values(values)
      .onConflict((oc) => oc.columns(["source", "source_id"]).doUpdateSet({ kind: "asset", target_id: assetId, imported_version: null, imported_at: values.imported_at }))
      .execute();
  };
  const rememberBoth = async (trx: Db, info: AttachmentInfo, address: string | null, assetId: string) => {
    await remember(trx, `attachment:${info.id}`, input.source, assetId);
    if (address) await remember(trx, address, MEDIA_ADDRESS_SOURCE, assetId);
  };

  // ---- Reuse, else the local copy, else the queue of downloads.
  const queue: { info: AttachmentInfo; address: string | null; from: string }[] = [];
  const folders = new MonthFolders(db);
  const local = input.mediaFrom ? new LocalUploads(uploadsFolder(path.resolve(input.mediaFrom))) : null;
  let fromFolder = 0;
  let notInFolder = 0;
  for (const info of input.attachments) {
    if (input.signal?.aborted) throw new Error("Der Import wurde abgebrochen.");
    const address = sourceAddress(originalAddress(info.url));
    const earlierId = byId.get(info.id);
    const reused = (earlierId && assets.get(earlierId)) || (address && assets.get(byAddress.get(address) ?? ""));
    if (reused) {
      result.uploads.push([info.url, reused.url]);
      result.unchanged++;
      // Known from now on under this site's id too (another export shared the file).
      if (!input.dryRun && (earlierId !== reused.id || (address && byAddress.get(address) !== reused.id))) await rememberBoth(db, info, address, reused.id);
      input.onFile?.();
      continue;
    }
    if (input.dryRun) {
      // The dry run says how much the copy holds (it reads no file).
      if (local?.fileFor(info.url)) fromFolder++;
      else if (local) notInFolder++;
      result.created++;
      input.onFile?.();
      continue;
    }
    const file = local?.fileFor(info.url) ?? null;
    if (file) {
      try {
        const created = await storeAttachment(deps, fs.createReadStream(file), info, () => folders.idFor(info.url), {
          maxBytes: input.maxBytes,
          signal: input.signal,
          record: (trx, asset) => rememberBoth(trx, info, address, asset.id),
        });
        result.uploads.push([info.url, created.url]);
        result.created++;
        fromFolder++;
      } catch (error) {
        if (input.signal?.aborted) throw new Error("Der Import wurde abgebrochen.");
        if (!(error instanceof DownloadError)) logger().warn({ err: error, file }, "WordPress-Anhang aus dem Ordner nicht übernommen");
        result.failed++;
        result.notes.push({ item: `Datei ${file}`, message: `nicht übernommen: ${error instanceof Error ? error.message : String(error)}` });
      }
      input.onFile?.();
      continue;
    }
    if (local) notInFolder++;
    queue.push({ info, address, from: originalAddress(info.url) });
  }
  if (local) {
    const from = input.mediaFromLabel ?? `dem Ordner ${input.mediaFrom}`;
    result.notes.push({
      item: null,
      message: input.dryRun
        ? `${files(fromFolder)} ${fromFolder === 1 ? "würde" : "würden"} aus ${from} übernommen${notInFolder ? `; ${files(notInFolder)} nicht darin gefunden (${notInFolder === 1 ? "würde" : "würden"} aus dem Netz geladen)` : ""}`
        : `${files(fromFolder)} aus ${from} übernommen${notInFolder ? `; ${files(notInFolder)} nicht darin gefunden (aus dem Netz geladen)` : ""}`,
    });
  }

  // ---- Downloads: DOWNLOAD_CONCURRENCY at a time, each host on its own budget.
  const hostStates = new Map<string, HostState>();
  const stateOf = (host: string): HostState => {
    let state = hostStates.get(host);
    if (!state) {
      state = { inRow: 0, silentSince: null, givenUp: false, controller: new AbortController(), failures: [], notTried: 0, why: "" };
      hostStates.set(host, state);
    }
    return state;
  };
  const giveUp = (state: HostState, why: string) => {
    state.givenUp = true;
    state.why = why;
    // Downloads still waiting on the host end now: they would only wait out their timeouts.
    state.controller.abort();
  };
  // Names of the same file seen twice in the queue (two attachments, one address) wait for the first.
  const inFlight = new Map<string, Promise<Asset | null>>();
  let next = 0;
  const work = async () => {
    while (next < queue.length) {
      if (input.signal?.aborted) throw new Error("Der Import wurde abgebrochen.");
      const { info, address, from } = queue[next++]!;
      const host = hostOf(from);
      const state = stateOf(host);
      try {
        if (state.givenUp) {
          state.notTried++;
          result.failed++;
          continue;
        }
        const same = address ? inFlight.get(address) : undefined;
        if (same) {
          const asset = await same;
          if (asset) {
            result.uploads.push([info.url, asset.url]);
            result.unchanged++;
            await rememberBoth(db, info, null, asset.id);
            continue;
          }
        }
        state.silentSince ??= Date.now();
        const signals = [state.controller.signal, ...(input.signal ? [input.signal] : [])];
        const download = downloadAttachment(deps, info, () => folders.idFor(info.url), {
          from,
          timeoutMs: input.timeoutMs,
          maxBytes: input.maxBytes,
          signal: AbortSignal.any(signals),
          allowedHosts: input.allowedHosts,
          record: (trx, asset) => rememberBoth(trx, info, address, asset.id),
        });
        if (address) inFlight.set(address, download.catch(() => null));
        try {
          const created = await download;
          state.inRow = 0;
          state.silentSince = Date.now();
          result.uploads.push([info.url, created.url]);
          result.created++;
        } catch (error) {
          if (input.signal?.aborted) throw new Error("Der Import wurde abgebrochen.");
          result.failed++;
          if (state.givenUp) {
            state.notTried++;
            continue;
          }
          if (!(error instanceof DownloadError)) logger().warn({ err: error, url: info.url }, "WordPress-Anhang nicht übernommen");
          const reason = error instanceof Error ? error.message : String(error);
          state.failures.push({ url: info.url, reason });
          if (error instanceof DownloadError && error.hostDown) {
            state.inRow++;
            // Ten in a row, or every place failed without an answer for a whole per-file timeout.
            const silentFor = Date.now() - (state.silentSince ?? Date.now());
            if (state.inRow >= HOST_FAILURES_IN_A_ROW) giveUp(state, `${HOST_FAILURES_IN_A_ROW} Fehler in Folge`);
            else if (state.inRow >= DOWNLOAD_CONCURRENCY && silentFor >= input.timeoutMs) giveUp(state, `${state.inRow} Fehler in Folge, ${Math.round(silentFor / 1000)} s ohne Antwort`);
          } else {
            // An answer (404, too big, wrong type): the host works.
            state.inRow = 0;
            state.silentSince = Date.now();
          }
        }
      } finally {
        input.onFile?.();
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(DOWNLOAD_CONCURRENCY, queue.length) }, work));
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (rejected) throw rejected.reason;

  // ---- The report: one note per host, the list bounded.
  for (const [host, state] of hostStates) {
    if (state.failures.length === 0 && state.notTried === 0) continue;
    result.notes.push(hostNote(host, state));
    const notTriedReason = `nicht versucht: ${host} antwortete nicht (${state.why})`;
    const entries = [...state.failures];
    if (state.notTried) {
      const handled = new Set([...state.failures.map((f) => f.url), ...result.uploads.map(([url]) => url)]);
      for (const item of queue) if (hostOf(item.from) === host && !handled.has(item.info.url)) entries.push({ url: item.info.url, reason: notTriedReason });
    }
    for (const entry of entries) {
      if (result.failures.length < MEDIA_FAILURE_LIST_MAX) result.failures.push(entry);
      else result.failuresLeftOff++;
    }
  }
  return result;
}
