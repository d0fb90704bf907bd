/**
 * A child process for the media memory test (app/server/media/variants-burst.integration.test.ts):
 * the real /media handler and image pipeline over the local storage in argv[2], plus a cheap
 * /healthz, on a random port. Prints `port <n>` when it listens. `POST /generate/<key>?width=`
 * runs the after-upload generation of one original and answers with its duration.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { mediaHandler } from "~/server/media/serve.server";
import { createVariants } from "~/server/media/variants.server";
import { createLocalStorage } from "~/server/storage/local.server";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: tsx tests/media-server.ts <data dir>");
const storage = createLocalStorage(path.join(dataDir, "media"));
const variants = createVariants(storage);
const app = express();
app.get("/healthz", (_req, res) => {
  res.json({ status: "ok" });
});
app.post("/generate/{*key}", async (req, res) => {
  const key = (req.params as { key: string[] }).key.join("/");
  const started = performance.now();
  const rendered = await variants.generate(key, Number(req.query.width) || null);
  res.json({ ms: Math.round(performance.now() - started), rendered });
});
app.get("/produced", (_req, res) => {
  res.json({ produced: variants.produced });
});
app.use("/media", mediaHandler({ storage, variants }));
const server = http.createServer(app);
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
});
