import crypto from "node:crypto";
import http from "node:http";

/** Slow clients for the request bounds (decision 034). */

export interface Trickled {
  /** 0 when the connection closed without an answer. */
  status: number;
  body: string;
  /** Bytes the client got onto the wire. */
  written: number;
  /** Milliseconds from the first byte of the request to the answer or the close. */
  ms: number;
}

/**
 * Sends `body` in `parts` pieces, one every `everyMs`, behind the full Content-Length; with
 * `stopAfter` it sends only that many pieces and then waits, silent, for what the server does.
 */
export function trickle(url: string, pathname: string, headers: Record<string, string>, body: Buffer, options: { parts: number; everyMs: number; stopAfter?: number }): Promise<Trickled> {
  const started = performance.now();
  const size = Math.ceil(body.length / options.parts);
  return new Promise((resolve) => {
    let written = 0;
    let done = false;
    let timer: NodeJS.Timeout | null = null;
    const finish = (result: Omit<Trickled, "written" | "ms">) => {
      if (done) return;
      done = true;
      if (timer) clearTimeout(timer);
      resolve({ ...result, written, ms: performance.now() - started });
    };
    const req = http.request(url + pathname, { method: "POST", headers: { origin: url, ...headers, "content-length": String(body.length) } });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => finish({ status: res.statusCode ?? 0, body: text }));
      res.on("error", () => finish({ status: res.statusCode ?? 0, body: text }));
    });
    // The server closing mid-body shows as a reset or a broken pipe here.
    req.on("error", () => finish({ status: 0, body: "" }));
    req.on("close", () => setImmediate(() => finish({ status: 0, body: "" })));
    let sent = 0;
    const next = () => {
      if (done) return;
      if (options.stopAfter !== undefined && sent >= options.stopAfter) return;
      const piece = body.subarray(sent * size, (sent + 1) * size);
      sent++;
      written += piece.length;
      if (sent * size >= body.length) req.end(piece);
      else {
        req.write(piece);
        timer = setTimeout(next, options.everyMs);
      }
    };
    req.flushHeaders();
    next();
  });
}

/** A multipart form with one small PDF of `bytes` blanks (the media library accepts it). */
export function pdfForm(bytes: number): { body: Buffer; type: string } {
  const boundary = `----cms${crypto.randomBytes(8).toString("hex")}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Langsam.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, Buffer.alloc(bytes, 0x20), tail]), type: `multipart/form-data; boundary=${boundary}` };
}

