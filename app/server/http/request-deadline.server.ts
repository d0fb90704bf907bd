import type http from "node:http";
import { logger } from "../logger.server";

/**
 * How long a request may take to arrive (decision 034).
 *
 * Node's own `requestTimeout` (300 s by default) is server-wide: it cut an admin's 2 GB media ZIP
 * or 20 GB backup off after five minutes on a slow line. So it is off (`applyServerTimeouts`), and
 * this module bounds every request itself:
 * - every request with a body must deliver all of it within `requestMs` (REQUEST_TIMEOUT_MS), or it
 *   gets a 408 and its connection is closed;
 * - an upload route, once its role check passed (on the headers, before a byte of the body is
 *   read), calls `allowLongUpload`: from then on only silence ends it, no byte for `idleMs`
 *   (UPLOAD_IDLE_TIMEOUT_MS); its size limit bounds the rest.
 * Headers keep Node's `headersTimeout` (slowloris).
 */

export interface DeadlineOptions {
  /** Longest time to receive a whole request body. */
  requestMs: number;
  /** Longest silence of an admitted upload. */
  idleMs: number;
}

interface Deadline {
  res: http.ServerResponse;
  idleMs: number;
  timer: NodeJS.Timeout | null;
}

const deadlines = new WeakMap<http.IncomingMessage, Deadline>();

const HEADERS_TIMEOUT_MS = 60_000;

/** Node's timeouts for our server: no whole-request bound of its own, headers still bounded. */
export function applyServerTimeouts(server: http.Server, options: Pick<DeadlineOptions, "requestMs">): void {
  server.requestTimeout = 0;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, options.requestMs);
}

/** A request without Content-Length and Transfer-Encoding has no body (RFC 9112, 6.3). */
function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (req.headers["transfer-encoding"] !== undefined) return true;
  return length !== undefined && length !== "0";
}

const MESSAGES = {
  request: "Die Anfrage wurde nicht rechtzeitig vollständig übertragen. Bitte versuchen Sie es erneut.",
  idle: "Die Übertragung ist ins Stocken geraten und wurde abgebrochen. Bitte versuchen Sie es erneut.",
} as const;

/**
 * Ends a request that did not arrive in time: a 408 when nothing of its answer was sent yet, then
 * the connection goes (the rest of the body is not read). Written to the socket directly, as Node's
 * own requestTimeout does, so a handler still waiting for the body cannot answer on top of it.
 */
function cut(req: http.IncomingMessage, res: http.ServerResponse, reason: keyof typeof MESSAGES): void {
  const socket = req.socket;
  if (socket.destroyed) return;
  logger().warn({ url: req.url, method: req.method, reason, bytesRead: socket.bytesRead }, reason === "idle" ? "Hochladen abgebrochen: keine Daten mehr" : "Anfrage abgebrochen: Zeitlimit überschritten");
  const current = (socket as { _httpMessage?: unknown })._httpMessage;
  if (res.headersSent || (current && current !== res) || !socket.writable) {
    socket.destroy();
    return;
  }
  const api = (req.url ?? "").toLowerCase().startsWith("/api/");
  const body = api ? JSON.stringify({ error: MESSAGES[reason] }) : MESSAGES[reason];
  const head = [
    "HTTP/1.1 408 Request Timeout",
    "Connection: close",
    "Cache-Control: no-store",
    `Content-Type: ${api ? "application/json" : "text/plain"}; charset=utf-8`,
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  // The answer is small; a client that reads nothing must not keep the socket either.
  const fallback = setTimeout(() => socket.destroy(), 1000);
  fallback.unref();
  socket.end(`${head.join("\r\n")}\r\n\r\n${body}`, () => {
    clearTimeout(fallback);
    socket.destroy();
  });
}

/**
 * Wraps the server's request listener: every request with a body starts its whole-request timer.
 * Requests without a body cost nothing (no timer).
 */
export function withRequestDeadline(listener: http.RequestListener, options: DeadlineOptions): http.RequestListener {
  return (req, res) => {
    if (hasBody(req) && !req.complete) {
      const deadline: Deadline = { res, idleMs: options.idleMs, timer: null };
      deadline.timer = setTimeout(() => {
        deadline.timer = null;
        if (!req.complete) cut(req, res, "request");
      }, options.requestMs);
      deadlines.set(req, deadline);
      req.once("close", () => {
        if (deadline.timer) clearTimeout(deadline.timer);
        deadline.timer = null;
      });
    }
    listener(req, res);
  };
}

/**
 * For an upload route whose role check passed: the whole-request bound no longer applies; the
 * upload is ended only when no byte arrives for `idleMs`. Bytes the server has not taken yet (its
 * disk or bucket is the slow side) do not count as silence. Does nothing for a request outside
 * `withRequestDeadline` (unit tests calling a handler directly).
 */
export function allowLongUpload(req: http.IncomingMessage): void {
  const deadline = deadlines.get(req);
  if (!deadline?.timer) return;
  clearTimeout(deadline.timer);
  deadline.timer = null;
  const { res, idleMs } = deadline;
  const socket = req.socket;
  // net.Socket counts bytes read even while the HTTP parser consumes the socket directly (no
  // "data" events then), so polling it sees every byte without touching the body stream.
  let seen = socket.bytesRead;
  let lastProgress = performance.now();
  const every = Math.max(25, Math.min(1000, Math.floor(idleMs / 10)));
  const poll = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(poll);
    const now = performance.now();
    if (socket.bytesRead !== seen || req.readableLength > 0 || socket.isPaused()) {
      seen = socket.bytesRead;
      lastProgress = now;
      return;
    }
    if (now - lastProgress >= idleMs) {
      clearInterval(poll);
      cut(req, res, "idle");
    }
  }, every);
  req.once("close", () => clearInterval(poll));
}
