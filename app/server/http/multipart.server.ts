import busboy from "busboy";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

type FileStream = NodeJS.ReadableStream & { destroy(error?: Error): void };

/** A multipart body being read by busboy; the route adds its `file`/`field` handlers to `parser`, then calls `finished()`. */
export interface MultipartRead {
  parser: busboy.Busboy;
  /** A file part being stored: it is destroyed when the client leaves or the route stops reading. */
  track(stream: FileStream): void;
  /** The client went away before the body was read. */
  readonly aborted: boolean;
  /**
   * Answer before the body is read (a refused file, a full disk) and stop reading: `send` answers,
   * the open files end, the rest of the body is read away (Connection: close, so the client sends
   * nothing behind it). Nothing when the client left or an answer went out already.
   */
  stop(send: () => void): void;
  /** Pipes the request in and waits until it is parsed: the parser's error, or null. */
  finished(): Promise<unknown>;
}

/**
 * The one way the upload routes Express serves itself (media, the WordPress export, its media
 * ZIPs) read multipart/form-data: busboy with UTF-8 file names ("Prüfbericht.pdf"; busboy's default
 * is latin1) and the route's limits, stopped when the client leaves mid-upload (busboy would wait
 * for the rest of the body forever; the open file streams fail so storage drops what it wrote).
 * Null when the request's headers are no multipart form.
 */
export function readMultipart(req: ExpressRequest, res: ExpressResponse, limits: busboy.Limits, abortMessage: string): MultipartRead | null {
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits });
  } catch {
    return null;
  }
  const open = new Set<FileStream>();
  let aborted = false;
  let parsing = true;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once("close", resolve);
    parser.once("error", reject);
  }).finally(() => (parsing = false));
  req.once("close", () => {
    // "close" also follows a fully read body; only an incomplete one means the client left.
    if (!parsing || req.complete) return;
    aborted = true;
    const error = new Error(abortMessage);
    for (const stream of open) stream.destroy(error);
    parser.destroy(error);
  });
  return {
    parser,
    track(stream) {
      open.add(stream);
      stream.once("close", () => open.delete(stream));
    },
    get aborted() {
      return aborted;
    },
    stop(send) {
      if (aborted || res.headersSent) return;
      res.set("Connection", "close");
      send();
      req.unpipe(parser);
      // Without an error: a failed file's stream forwards errors to a stream nobody reads any
      // more; other files still being written fail their write as "premature close" and are removed.
      for (const stream of open) stream.destroy();
      parser.destroy();
      req.resume();
    },
    async finished() {
      req.pipe(parser);
      try {
        await parsed;
        return null;
      } catch (error) {
        return error;
      }
    },
  };
}
