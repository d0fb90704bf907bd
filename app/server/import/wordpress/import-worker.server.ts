import fs from "node:fs";
import { isMainThread, parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { Block } from "~/blocks/types";
import type { ConvertAttachment } from "./types";
import { EMPTY_CONTENT_META, isEmptyContent } from "./site-pages.server";
import { readWxr, WxrLimitError, type WxrAuthor, type WxrItem, type WxrLimits, type WxrSite, type WxrTerm } from "./wxr.server";

/**
 * The import's worker thread (decision 031): it reads the export (saxes) and converts the content
 * of pages and posts to blocks, so a crafted or huge file costs this thread's time and memory
 * (resourceLimits), never the web server's event loop. The main thread (import-worker-client)
 * writes to the database and downloads media; this module never touches either.
 *
 * Loaded as a worker by its own URL: this module's file under tsx (source, tests, the CLI), its
 * chunk in build/server (the client imports this module dynamically for the URL, so the bundler
 * gives it a chunk of its own).
 */

export const IMPORT_WORKER_URL = import.meta.url;

export interface ImportWorkerData {
  cmsImportWorker: true;
  /** Under tsx: the module to load (scripts/tsx-worker.mjs). */
  entry: string | null;
}

/** What pass 2 needs to convert content: everything the main thread learnt in pass 1 and from the media step. */
export interface ConvertPlan {
  siteUrls: (string | null)[];
  /** WordPress id, its old addresses, our path. */
  items: [number, (string | null)[], string][];
  /** Old upload address → our /media/… address. */
  uploads: [string, string][];
  attachments: [number, ConvertAttachment][];
  reusable: [number, string][];
  /** Parent post id → its attachments' ids in menu_order then id ([gallery] without ids). */
  children: [number, number[]][];
  /** Ids of the pages and posts to convert. */
  ids: number[];
}

/** An item as the main thread gets it: without content of pages and posts (pass 1) or with its blocks (pass 2). */
export type ToMain = (

  | { t: "site"; value: WxrSite }
  | { t: "author"; value: WxrAuthor }
  | { t: "term"; value: WxrTerm }
  | { t: "item"; value: WxrItem }
  | { t: "read-done" }
  | { t: "converted"; value: WxrItem; blocks: Block[]; notes: string[] }
  | { t: "convert-failed"; value: WxrItem; message: string }
  | { t: "convert-done" }
  | { t: "error"; message: string; limit: boolean }
) & { job?: number };

export type ToWorker = { t: "read"; job: number; file: string; limits: WxrLimits } | { t: "ack" } | { t: "convert"; plan: ConvertPlan } | { t: "abandon" };

function withoutContent(item: WxrItem): WxrItem {
  if (item.type !== "page" && item.type !== "post") return item;
  // Elementor's layout (often hundreds of KB) is content too: only the worker converts it.
  const { _elementor_data: _layout, ...meta } = item.meta;
  // Whether it has content at all (a posts page has none; issue 39): the main thread plans with it.
  if (!_layout && isEmptyContent(item.content)) meta[EMPTY_CONTENT_META] = "1";
  return { ...item, content: "", meta };
}

/** The main thread gave up on this import (its handler failed, or it was aborted). */
class Stopped extends Error {}

async function main(port: MessagePort): Promise<void> {
  const inbox: ToWorker[] = [];
  let wake: (() => void) | null = null;
  port.on("message", (message: ToWorker) => {
    inbox.push(message);
    wake?.();
  });
  const next = async (): Promise<ToWorker> => {
    while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    return inbox.shift()!;
  };
  let job = 0;
  // Every message names its import: the client drops what is left over from one it gave up on.
  const send = (message: ToMain) => port.postMessage({ ...message, job });

  // One import after the other: a worker that finished one (or gave up on it) waits for the next.
  for (;;) {
    const order = await next();
    // "abandon" or an "ack" of an import the client gave up on: nothing to do any more.
    if (order.t !== "read") continue;
    job = order.job;
    const { file, limits } = order;
    try {
      // Pass 1: everything but the content of pages and posts (the main thread plans addresses and media with it).
      await readWxr(
        fs.createReadStream(file),
        {
          site: (value) => send({ t: "site", value }),
          author: (value) => send({ t: "author", value }),
          term: (value) => send({ t: "term", value }),
          item: (value) => send({ t: "item", value: withoutContent(value) }),
        },
        limits,
      );
      send({ t: "read-done" });

      const convert = await next();
      if (convert.t !== "convert") continue;
      const plan = convert.plan;
      // The converter (block registry, sanitiser) only now: pass 1 of a refused file never loads it.
      const { convertWordPressContent } = await import("./convert.server");
      const { SiteAddresses, UrlMap } = await import("./url-map.server");
      const urlMap = new UrlMap(new SiteAddresses(plan.siteUrls));
      for (const [id, urls, path] of plan.items) urlMap.addItem(id, urls, path);
      for (const [url, assetUrl] of plan.uploads) urlMap.addUpload(url, assetUrl);
      const attachments = new Map(plan.attachments);
      const reusable = new Map(plan.reusable);
      const children = new Map(plan.children);
      const attachedTo = (postId: number) =>
        (children.get(postId) ?? []).flatMap((id) => {
          const attachment = attachments.get(id);
          return attachment ? [{ ...attachment, id }] : [];
        });
      const wanted = new Set(plan.ids);
      await readWxr(
        fs.createReadStream(file),
        {
          item: async (item) => {
            if ((item.type !== "page" && item.type !== "post") || !wanted.has(item.id)) return;
            try {
              const converted = convertWordPressContent(item.content, {
                mapUrl: urlMap.mapUrl,
                attachment: (id) => attachments.get(id),
                reusableBlock: (id) => reusable.get(id),
                attachedTo,
                postId: item.id,
              }, item.meta);
              send({ t: "converted", value: withoutContent(item), blocks: converted.blocks, notes: converted.notes });
            } catch (error) {
              // One item the converter cannot take (nested too deep for its recursion, say): named, the rest goes on.
              send({ t: "convert-failed", value: withoutContent(item), message: error instanceof RangeError ? "zu tief verschachtelt" : error instanceof Error ? error.message : String(error) });
            }
            // The main thread writes the item first: the file is read no faster than the database takes it.
            const reply = await next();
            if (reply.t !== "ack") throw new Stopped();
          },
        },
        limits,
      );
      send({ t: "convert-done" });
    } catch (error) {
      if (!(error instanceof Stopped)) send({ t: "error", message: error instanceof Error ? error.message : String(error), limit: error instanceof WxrLimitError });
    }
  }
}

const data = workerData as Partial<ImportWorkerData> | null;
if (!isMainThread && parentPort && data?.cmsImportWorker) void main(parentPort);
