import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { readMultipart } from "./multipart.server";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** An Express app whose POST / reads its form with readMultipart and answers what it saw. */
async function serve(onFile: (read: NonNullable<ReturnType<typeof readMultipart>>, res: express.Response, name: string) => void) {
  const seen: { names: string[]; aborted?: boolean; parseError?: unknown; destroyed: number } = { names: [], destroyed: 0 };
  const app = express();
  app.post("/", async (req, res) => {
    const read = readMultipart(req, res, { files: 2, fileSize: 1024 * 1024 }, "abgebrochen");
    if (!read) return void res.status(400).json({ error: "kein Formular" });
    read.parser.on("file", (_field, stream, info) => {
      seen.names.push(info.filename ?? "");
      read.track(stream);
      // As storage does: the file is read, and its error (the client left) is taken.
      stream.on("error", () => undefined);
      stream.resume();
      stream.once("close", () => (seen.destroyed += stream.destroyed ? 1 : 0));
      onFile(read, res, info.filename ?? "");
    });
    seen.parseError = await read.finished();
    seen.aborted = read.aborted;
    if (!res.headersSent) res.status(201).json({ names: seen.names });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, seen };
}

const BOUNDARY = "----grenze";
const head = (filename: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;

describe("readMultipart", () => {
  it("reads UTF-8 file names (busboy's default would be latin1)", async () => {
    const { port } = await serve((_read, _res, _name) => undefined);
    const body = Buffer.concat([Buffer.from(head("Prüfbericht.pdf")), Buffer.from("inhalt"), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` }, body });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ names: ["Prüfbericht.pdf"] });
  });

  it("is null for a request that is no multipart form", async () => {
    const { port, seen } = await serve(() => undefined);
    const answer = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect(answer.status).toBe(400);
    expect(seen.names).toEqual([]);
  });

  it("stop() answers at once while the client still sends, and ends the open file", async () => {
    const { port, seen } = await serve((read, res) => read.stop(() => res.status(400).json({ error: "keine Exportdatei", fields: { file: "keine Exportdatei" } })));
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    request.write(head("gross.bin"));
    request.write(Buffer.alloc(64 * 1024));
    // The answer arrives although the body has not ended.
    const [response] = (await once(request, "response")) as [http.IncomingMessage];
    expect(response.statusCode).toBe(400);
    expect(response.headers.connection).toBe("close");
    request.destroy();
    expect(seen.destroyed).toBe(1);
  });

  it("marks a client that leaves mid-upload as aborted and destroys its open file", async () => {
    let started!: () => void;
    const fileSeen = new Promise<void>((resolve) => (started = resolve));
    const { port, seen } = await serve(() => started());
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` } });
    request.on("error", () => undefined);
    request.write(head("halb.bin"));
    request.write(Buffer.alloc(16 * 1024));
    await fileSeen;
    request.destroy();
    await expect.poll(() => seen.aborted).toBe(true);
    expect(seen.parseError).toBeInstanceOf(Error);
    expect(seen.destroyed).toBe(1);
  });
});
