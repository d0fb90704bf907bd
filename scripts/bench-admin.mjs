#!/usr/bin/env node
/**
 * npm run bench:admin (also the last part of npm run bench): the admin lists on a generated site of
 * 2,000 blog posts, 200 pages, 4,000 redirects, 60 media folders, 300 files, 120 people and 60
 * invitations (app/server/seed/generated-site.server.ts, issue 38 item 18), signed in as the administrator. For each list: the bytes of its HTML (uncompressed,
 * as the server renders it) and the median time of BENCH_ADMIN_RUNS (7) requests one after another,
 * after one warm-up. Baseline in the same run: the account screen (/admin/konto), a small admin
 * page through the same guard, layout and renderer; the ratio says what the list itself costs.
 * Targets: every list under 200 KB of HTML and under 300 ms.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild, root, startApp } from "./bench-lib.mjs";

const runs = Math.max(1, Number(process.env.BENCH_ADMIN_RUNS ?? 7));
const counts = (process.env.BENCH_ADMIN_SITE ?? "2000,200,4000").split(",");

const LISTS = [
  ["Blog", "/admin/blog"],
  ["Blog, Seite 2", "/admin/blog?page=2"],
  ["Blog, Suche", "/admin/blog?q=Robotik"],
  ["Weiterleitungen", "/admin/redirects"],
  ["Weiterleitungen, Suche", "/admin/redirects?q=eintrag-3999"],
  ["Seiten", "/admin/pages"],
  ["Präsentationen", "/admin/presentations"],
  ["Medien", "/admin/media"],
  ["Medien, Seite 2", "/admin/media?page=2"],
  ["Medien, Suche", "/admin/media?q=Robotik"],
  ["Downloads", "/admin/downloads"],
  ["Downloads, Seite 2", "/admin/downloads?page=2"],
  ["Vorlagen", "/admin/templates"],
  ["Benutzer", "/admin/users"],
  ["Benutzer, Seite 3", "/admin/users?page=3&einladungen=2"],
  ["Anfragen", "/admin/inbox"],
  ["Protokoll", "/admin/log"],
  ["Postausgang", "/admin/postausgang"],
  ["Statistiken", "/admin/analytics"],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(url, cookie) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" }, redirect: "manual" });
    const body = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - started, bytes: body.length, status: res.status };
  };
  await get();
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await get());
  return { ms: median(results.map((r) => r.ms)), bytes: results[0].bytes, status: results[0].status };
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-admin-"));
let app = null;
try {
  // First start: migrations and the demo site; then the generated site beside it.
  app = await startApp(dataDir, {});
  await app.stop();
  app = null;
  const started = performance.now();
  const generated = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/generate-site.ts"), dataDir, ...counts], { cwd: root, stdio: "inherit" });
  if (generated.status !== 0) throw new Error(`Erzeugen der Website: Exit ${generated.status}`);
  console.log(`Erzeugt: ${counts[0]} Beiträge, ${counts[1]} Seiten, ${counts[2]} Weiterleitungen, dazu Ordner, Dateien, Personen und Einladungen (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  app = await startApp(dataDir, { PAGE_CACHE: "on" });
  const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email: "bench-admin@example.de", password: "geheim123", name: "Bench" }),
  });
  if (!signUp.ok) throw new Error(`Anmeldung: ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  const baseline = await measure(`${app.url}/admin/konto`, cookie);
  const rows = [{ Liste: "Basis: /admin/konto", Status: baseline.status, KB: Number((baseline.bytes / 1024).toFixed(1)), "ms (Median)": Number(baseline.ms.toFixed(1)), "× Basis": "1,0" }];
  const misses = [];
  for (const [name, p] of LISTS) {
    const r = await measure(app.url + p, cookie);
    rows.push({ Liste: `${name} (${p})`, Status: r.status, KB: Number((r.bytes / 1024).toFixed(1)), "ms (Median)": Number(r.ms.toFixed(1)), "× Basis": (r.ms / baseline.ms).toFixed(1).replace(".", ",") });
    if (r.status !== 200 || r.bytes > 200 * 1024 || r.ms > 300) misses.push(`${name}: ${r.status}, ${(r.bytes / 1024).toFixed(0)} KB, ${r.ms.toFixed(0)} ms`);
  }
  console.table(rows);
  console.log(`\nZiel: jede Liste unter 200 KB HTML und unter 300 ms (${runs} Abrufe nacheinander, Median, nach einem Aufwärmabruf).`);
  console.log(misses.length ? `✗ verfehlt:\n  ${misses.join("\n  ")}` : "✓ alle Listen im Ziel");
} finally {
  await app?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
