#!/usr/bin/env node
/**
 * node scripts/bench-media.mjs: the media library's figures, measured on the built app with fresh
 * demo data (npm start's setup):
 *
 * 1. Upload throughput (MB/s) of one BENCH_UPLOAD_MB (100) file over loopback, and the server's
 *    peak memory (VmHWM) before and after: streamed uploads must not hold the file in memory.
 *    Baseline in the same run: the same bytes POSTed to a bare node:http server that discards them.
 * 2. Bytes of the demo pictures at 1280 px: original format vs webp vs avif.
 * 3. Time to produce a 1280-wide variant (first request, cold) and to serve it again (warm).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuild, startApp } from "./bench-lib.mjs";

const uploadMb = Number(process.env.BENCH_UPLOAD_MB ?? 100);

function peakRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function signUpAdmin(url) {
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email: "bench@example.de", password: "geheim123", name: "Bench" }),
  });
  if (!res.ok) throw new Error(`Registrierung fehlgeschlagen: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A PDF header and then zeros: accepted by content (pdf), cheap to make. */
function bigPdf(mb) {
  const body = Buffer.alloc(mb * 1024 * 1024);
  body.write("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n", 0, "latin1");
  return body;
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-media-"));
const app = await startApp(dataDir, { PAGE_CACHE: "on", UPLOAD_MAX_MB: String(uploadMb + 1) });
try {
  const cookie = await signUpAdmin(app.url);
  const file = bigPdf(uploadMb);

  // Baseline: a bare server that reads and discards the body.
  const bare = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("ok"));
  });
  await new Promise((r) => bare.listen(0, "127.0.0.1", r));
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  const form = () => {
    const f = new FormData();
    f.append("file", new Blob([file], { type: "application/pdf" }), "gross.pdf");
    return f;
  };
  const baseline = await timed(() => fetch(bareUrl, { method: "POST", body: form() }).then((r) => r.text()));
  bare.close();

  const before = { rss: rssMb(app.pid), peak: peakRssMb(app.pid) };
  const upload = await timed(async () => {
    const res = await fetch(`${app.url}/api/assets`, { method: "POST", body: form(), headers: { cookie, origin: app.url } });
    if (res.status !== 201) throw new Error(`Upload: ${res.status} ${await res.text()}`);
    return res.json();
  });
  const after = { rss: rssMb(app.pid), peak: peakRssMb(app.pid) };
  const mbps = (ms) => (uploadMb / (ms / 1000)).toFixed(0);
  console.log(`\nUpload von ${uploadMb} MB über Loopback`);
  console.table([
    { Messung: "node:http, Body verworfen (Basis)", "ms": Math.round(baseline.ms), "MB/s": mbps(baseline.ms) },
    { Messung: "POST /api/assets (busboy → Speicher)", "ms": Math.round(upload.ms), "MB/s": mbps(upload.ms), "Anteil Basis": `${((baseline.ms / upload.ms) * 100).toFixed(0)} %` },
  ]);
  console.log(`Server-Speicher: RSS vorher ${before.rss} MB, nachher ${after.rss} MB; Spitze (VmHWM) vorher ${before.peak} MB, nachher ${after.peak} MB (+${after.peak - before.peak} MB)`);

  // The demo pictures: sizes of the 1280 variants per format, and the cost of making one.
  const list = await (await fetch(`${app.url}/api/assets?type=image`, { headers: { cookie } })).json();
  const images = list.assets.filter((a) => a.mime_type === "image/jpeg");
  const rows = [];
  const totals = { original: 0, jpeg1280: 0, webp: 0, avif: 0 };
  const cold = [];
  const warm = [];
  for (const image of images) {
    const size = async (query) => (await (await fetch(`${app.url}${image.url}${query}`)).arrayBuffer()).byteLength;
    const webpCold = await timed(() => size("?width=1280&quality=85&format=webp"));
    cold.push(webpCold.ms);
    warm.push((await timed(() => size("?width=1280&quality=85&format=webp"))).ms);
    const row = { original: image.file_size, jpeg1280: await size("?width=1280&quality=85"), webp: webpCold.value, avif: await size("?width=1280&quality=85&format=avif") };
    for (const k of Object.keys(totals)) totals[k] += row[k];
    rows.push({ Bild: image.name, "Original KB": (row.original / 1024).toFixed(0), "JPEG 1280 KB": (row.jpeg1280 / 1024).toFixed(0), "WebP 1280 KB": (row.webp / 1024).toFixed(0), "AVIF 1280 KB": (row.avif / 1024).toFixed(0) });
  }
  console.log(`\nDemo-Bilder (${images.length}) in 1280 px Breite`);
  console.table(rows);
  const pct = (a, b) => `${(100 - (a / b) * 100).toFixed(0)} % kleiner`;
  console.log(`Summe: JPEG ${(totals.jpeg1280 / 1024).toFixed(0)} KB, WebP ${(totals.webp / 1024).toFixed(0)} KB (${pct(totals.webp, totals.jpeg1280)}), AVIF ${(totals.avif / 1024).toFixed(0)} KB (${pct(totals.avif, totals.jpeg1280)}); Originale ${(totals.original / 1024).toFixed(0)} KB`);
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`1280-WebP-Variante: erste Anfrage (erzeugen) Median ${median(cold).toFixed(0)} ms, danach (aus dem Speicher) Median ${median(warm).toFixed(1)} ms`);
} finally {
  await app.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
