import type { Request, RequestHandler, Response } from "express";
import { logger } from "../logger.server";
import type { ChangeEvent, ChangeFeed } from "./changes.server";

/**
 * GET /api/events: Server-Sent Events for open public pages (spec §7, the realtime subscription
 * on content_pages). Visitors receive only public events, reduced to what a page needs to refresh
 * (no draft titles or slugs). A browser reconnecting with Last-Event-ID gets what it missed from
 * the shared log, on whichever instance it lands. The number of open streams is bounded, in all and
 * per client address, so one client cannot take the streams of everybody else.
 */

export interface EventStreamOptions {
  maxConnections: number;
  /** Open streams one client address may hold (several tabs and devices behind one office NAT). */
  maxPerAddress?: number;
  /** Comment line interval that keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /**
   * `?page=<id>` (issue 30, presence): the stream of a signed-in editor on one page also carries
   * that page's non-public events (presence join/leave/mode/saved, working-copy schedules). Throws
   * a Response (401/403) for anyone else. Without it, `?page=` is refused.
   */
  authorizePage?: (req: Request) => Promise<unknown>;
}

export interface EventStream {
  handler: RequestHandler;
  /** Open streams right now. */
  count(): number;
  /** Ends every stream (server shutdown). */
  closeAll(): void;
}

/**
 * What a visitor's browser learns about a change: with its scope and, for scope `page`, the public
 * addresses it changed, so an open page refetches only when the site changed or its own address is
 * among them (app/site-runtime/live-updates.ts; the same rule as the page cache and the memos).
 */
export function publicPayload(event: ChangeEvent) {
  return { id: event.id, topic: event.topic, action: event.action, pageId: event.pageId, scope: event.scope, paths: event.paths, at: event.at };
}

/** What an editor's stream of one page learns of a non-public event of that page: no titles, no content. */
export function pagePayload(event: ChangeEvent) {
  return { id: event.id, topic: event.topic, action: event.action, pageId: event.pageId, at: event.at };
}

/** The page of an editor's stream (`?page=<id>`), or null for a visitor's stream. */
function pageParam(req: Request): string | null {
  const raw = req.query.page;
  return typeof raw === "string" && raw !== "" ? raw.slice(0, 100) : null;
}

/** Answers a refusal of the guard (a thrown Response) as JSON; false when refused. */
async function admitEditor(req: Request, res: Response, authorize: ((req: Request) => Promise<unknown>) | undefined): Promise<boolean> {
  if (!authorize) {
    res.status(400).set("Cache-Control", "no-store").json({ error: "Ungültige Anfrage", fields: { page: "Nicht unterstützt" } });
    return false;
  }
  try {
    await authorize(req);
    return true;
  } catch (error) {
    if (!(error instanceof globalThis.Response)) throw error;
    res.status(error.status).set("Cache-Control", "no-store").json(await error.json());
    return false;
  }
}

function lastEventId(req: Request): number {
  const raw = req.get("last-event-id") ?? (typeof req.query.lastEventId === "string" ? req.query.lastEventId : "");
  const id = Number.parseInt(raw, 10);
  return Number.isFinite(id) && id > 0 ? id : 0;
}

export function createEventStream(feed: ChangeFeed, options: EventStreamOptions): EventStream {
  const open = new Set<Response>();
  const perAddress = new Map<string, number>();
  const maxPerAddress = options.maxPerAddress ?? 20;
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  const handler: RequestHandler = async (req, res) => {
    // Visitors never send ?page=: their streams cost no session lookup.
    const page = pageParam(req);
    if (page !== null && !(await admitEditor(req, res, options.authorizePage))) return;
    if (open.size >= options.maxConnections) {
      res.status(503).set({ "Retry-After": "30", "Cache-Control": "no-store" }).type("text/plain; charset=utf-8").send("Zu viele offene Verbindungen. Bitte später erneut versuchen.");
      return;
    }
    // The address as Express sees it ("trust proxy": a forwarded address only from our own proxy).
    const address = req.ip ?? req.socket.remoteAddress ?? "unbekannt";
    const held = perAddress.get(address) ?? 0;
    if (held >= maxPerAddress) {
      res
        .status(429)
        .set({ "Retry-After": "60", "Cache-Control": "no-store" })
        .type("text/plain; charset=utf-8")
        .send(`Zu viele offene Verbindungen von Ihrer Adresse (höchstens ${maxPerAddress}). Bitte schließen Sie andere Tabs oder versuchen Sie es in einer Minute erneut.`);
      return;
    }
    perAddress.set(address, held + 1);
    open.add(res);
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    });
    res.flushHeaders();
    // compression() buffers; flush after every message.
    const flush = () => (res as unknown as { flush?: () => void }).flush?.();
    // The browser may be gone by the time something is written.
    const write = (chunk: string) => {
      if (!res.destroyed && !res.writableEnded) res.write(chunk);
    };
    const send = (event: ChangeEvent) => {
      if (!event.public) {
        // Only an editor's stream of this very page hears its non-public events.
        if (page === null || event.pageId !== page) return;
        write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(pagePayload(event))}\n\n`);
        flush();
        return;
      }
      write(`id: ${event.id}\nevent: change\ndata: ${JSON.stringify(publicPayload(event))}\n\n`);
      flush();
    };

    // Events that arrive while the backlog is read are queued, then sent with it in id order,
    // each once. Afterwards every event the feed delivers is sent as it comes: the feed delivers
    // each id once, and a late commit may carry a lower id than one already sent (see
    // ChangeFeed.advance), so there is no "only higher ids" filter. (A browser resuming with
    // Last-Event-ID gets the ids above it; one committed late below it shows with the next change.)
    let replaying = true;
    const queued: ChangeEvent[] = [];
    const unsubscribe = feed.subscribe((event) => {
      if (replaying) queued.push(event);
      else send(event);
    });
    const heartbeat = setInterval(() => {
      write(": ping\n\n");
      flush();
    }, heartbeatMs);
    let closed = false;
    const cleanup = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    };
    req.on("close", cleanup);

    write("retry: 3000\n\n");
    const resumeFrom = lastEventId(req);
    try {
      const backlog = resumeFrom > 0 ? await feed.since(resumeFrom) : [];
      // A fresh stream starts at the newest id, so the browser can resume from there.
      if (resumeFrom === 0) write(`id: ${await feed.latestId()}\nevent: ready\ndata: {}\n\n`);
      const pending = new Map<number, ChangeEvent>();
      for (const event of [...backlog, ...queued]) pending.set(event.id, event);
      for (const event of [...pending.values()].sort((a, b) => a.id - b.id)) send(event);
    } catch (error) {
      logger().warn({ err: error }, "Ereignisse seit Last-Event-ID nicht lesbar");
    }
    replaying = false;
    flush();
  };

  return {
    handler,
    count: () => open.size,
    closeAll: () => {
      for (const res of open) res.end();
      open.clear();
      perAddress.clear();
    },
  };
}
