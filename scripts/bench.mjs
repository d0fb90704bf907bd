#!/usr/bin/env node
/**
 * npm run bench: how fast the public site answers, as ratios against a baseline measured in the
 * same run (these machines are noisy, absolute numbers are not comparable between runs).
 *
 * 1. Builds the app if its sources changed (same stamp as npm start).
 * 2. Starts the built app (`node server.mjs`) on a random port with fresh demo data, once with the
 *    page cache and once without (PAGE_CACHE=off).
 * 3. Baseline: Node's plain http module serving the same HTML bytes from memory.
 * 4. autocannon on loopback against the home page and a blog post page.
 *
 * Options (environment): BENCH_DURATION seconds per run (10), BENCH_CONNECTIONS (50).
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, freePort, startApp } from "./bench-lib.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A published blog post's address, from the app's own sitemap or page list; null if none. */
async function blogPostPath(url) {
  const res = await fetch(`${url}/sitemap.xml`).catch(() => null);
  if (res?.ok) {
    const match = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(await res.text());
    if (match) return match[1];
  }
  return null;
}

function row(name, result, baseline) {
  const rps = result.requests.average;
  return {
    Messung: name,
    "Anfragen/s": Math.round(rps),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    Fehler: result.errors + result.non2xx,
    "Anteil Basis": baseline ? `${((rps / baseline.requests.average) * 100).toFixed(0)} %` : "100 %",
  };
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-"));
const rows = [];
const summary = {};
let cached = null;
let uncached = null;
let baselineServer = null;
try {
  cached = await startApp(dataDir, { PAGE_CACHE: "on" });
  const post = await blogPostPath(cached.url);
  const targets = [["Startseite", "/"], ...(post ? [["Blogbeitrag", post]] : [])];
  if (!post) console.log("Hinweis: kein veröffentlichter Blogbeitrag gefunden, nur die Startseite wird gemessen.");

  // Baseline: the same bytes from memory with node:http.
  const home = Buffer.from(await (await fetch(cached.url + "/")).text());
  baselineServer = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": home.length });
    res.end(home);
  });
  const basePort = await freePort();
  await new Promise((r) => baselineServer.listen(basePort, "127.0.0.1", r));

  console.log(`autocannon: ${connections} Verbindungen, je ${duration} s, Loopback\n`);
  const baseline = await run(`http://127.0.0.1:${basePort}/`);
  rows.push(row("Basis (node:http, gleiche HTML-Bytes)", baseline));

  for (const [name, p] of targets) {
    await fetch(cached.url + p); // warm the cache
    const result = await run(cached.url + p);
    rows.push(row(`${name} mit Cache`, result, baseline));
    summary[`${name} mit Cache`] = { ratio: result.requests.average / baseline.requests.average, p99: result.latency.p99 };
  }
  await cached.stop();
  cached = null;

  uncached = await startApp(dataDir, { PAGE_CACHE: "off" });
  for (const [name, p] of targets) {
    const result = await run(uncached.url + p);
    rows.push(row(`${name} ohne Cache`, result, baseline));
    summary[`${name} ohne Cache`] = { rps: result.requests.average, p99: result.latency.p99 };
  }
} finally {
  await cached?.stop();
  await uncached?.stop();
  baselineServer?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
const home = summary["Startseite mit Cache"];
const homeFresh = summary["Startseite ohne Cache"];
console.log("\nZiele:");
console.log(`  Startseite mit Cache ≥ 50 % der Basis: ${(home.ratio * 100).toFixed(0)} % ${home.ratio >= 0.5 ? "✓" : "✗"}`);
console.log(`  p99 mit Cache < 50 ms bei ${connections} Verbindungen: ${home.p99} ms ${home.p99 < 50 ? "✓" : "✗"}`);
console.log(`  Startseite ohne Cache ≥ 300 Anfragen/s: ${Math.round(homeFresh.rps)} ${homeFresh.rps >= 300 ? "✓" : "✗"}`);
