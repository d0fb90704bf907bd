// `npm test`: typecheck ∥ lint ∥ build, then unit ∥ integration (SQLite and PostgreSQL, and the
// built app without a browser), then end-to-end. Prints each step's time.
// Ends with one line `tests: N passed, N failed, N skipped` and exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStamp } from "./stamps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const CI = process.env.CI === "true" || process.env.CI === "1";
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const tmp = path.join(root, ".tmp");
fs.mkdirSync(tmp, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
/** Every failed test or file, named again at the very end (a CI log may keep only its tail). */
const failures = [];
const startedAll = Date.now();

/**
 * Runs one command. Alone, its output goes straight to the terminal; beside others (`buffered`),
 * it is collected and printed in one piece when the command ends, so logs do not interleave.
 */
function run(label, command, args, env = {}, buffered = false) {
  const started = Date.now();
  if (!buffered) console.log(`\n━━ ${label} ━━`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(buffered ? { FORCE_COLOR: process.stdout.isTTY ? "1" : "0" } : {}), ...env },
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const chunks = [];
    child.stdout?.on("data", (d) => chunks.push(d));
    child.stderr?.on("data", (d) => chunks.push(d));
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      if (buffered) {
        console.log(`\n━━ ${label} ━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000 });
    };
    child.once("error", (error) => (console.error(String(error)), finish(1)));
    child.once("close", finish);
  });
}

/** A check without test cases (typecheck, lint, build) counts as one test. */
async function check(label, command, args, { env, buffered } = {}) {
  const { ok, seconds } = await run(label, command, args, env, buffered);
  return () => {
    totals[ok ? "passed" : "failed"] += 1;
    lines.push(`${label}: ${ok ? "ok" : "FEHLER"} (${seconds.toFixed(1)} s)`);
    return ok;
  };
}

/** Adds a vitest run's counts (from its JSON report) to the totals and its summary line. */
function record(label, out, ok, seconds) {
  let passed = 0, failed = 0, skipped = 0;
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, "utf8"));
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that fails to load has no failed tests but failed files.
    if (!ok && failed === 0) failed = Math.max(1, r.numFailedTestSuites ?? 1);
    for (const file of r.testResults ?? []) {
      const where = path.relative(root, file.name);
      const tests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of tests) failures.push(`${label}: ${where} > ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
      if (tests.length === 0 && file.status === "failed") failures.push(`${label}: ${where} — ${firstLine(file.message)}`);
    }
  } else if (!ok) {
    failed = 1;
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds.toFixed(1)} s)`);
  return ok;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const line = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
  return line.trim().slice(0, 300);
}

/** One vitest run of one or more projects; its summary line is added when the returned function is called. */
async function vitest(label, projects, { env, buffered } = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, "-")}.json`);
  fs.rmSync(out, { force: true });
  const args = ["run", ...[projects].flat().flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile=${out}`];
  const { ok, seconds } = await run(label, bin("vitest"), args, env, buffered);
  return () => record(label, out, ok, seconds);
}

/** A step left out because an earlier one failed (that one already counts as failed). */
async function notRun(label, reason) {
  return () => (lines.push(`${label}: nicht ausgeführt (${reason})`), false);
}

/**
 * Steps at the same time (each given `buffered`); their summary lines follow in the order given,
 * whichever finished first. Returns each step's result (ok) in that order.
 */
async function parallel(title, steps) {
  const started = Date.now();
  console.log(`\n━━ ${title} (parallel) ━━`);
  const recorders = await Promise.all(steps.map((step) => step({ buffered: true })));
  const results = recorders.map((rec) => rec());
  const seconds = (Date.now() - started) / 1000;
  console.log(`(parallel: ${seconds.toFixed(1)} s)`);
  lines.push(`  (${title} parallel: ${seconds.toFixed(1)} s)`);
  return results;
}

function postgresReachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(false));
  });
}

function ensureChromium() {
  if (fs.existsSync("/usr/bin/chromium")) return true;
  if (process.getuid?.() !== 0) {
    console.error("✖ Chromium fehlt (/usr/bin/chromium). Bitte `apt-get install -y chromium` als root ausführen.");
    return false;
  }
  console.log("Chromium fehlt – wird mit apt-get installiert …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const r = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  return r.status === 0 && fs.existsSync("/usr/bin/chromium");
}

// Stage 1: types for the routes, then typecheck, lint and build side by side (none reads another's output).
const typegen = (await check("typegen", bin("react-router"), ["typegen"]))();
const [, , built] = await parallel("tsc ∥ lint ∥ build", [
  (o) => (typegen ? check("tsc", bin("tsc"), ["--noEmit"], o) : notRun("tsc", "typegen fehlgeschlagen")),
  (o) => check("lint", bin("eslint"), [".", "--max-warnings=0"], o),
  (o) => check("build", bin("react-router"), ["build"], o),
]);
if (built) fs.writeFileSync(path.join(root, "build", ".cms-build-stamp"), buildStamp(root));

// Stage 2: unit, SQLite and PostgreSQL integration side by side (separate databases; the
// integration runs wait on I/O and timers much of the time). The built app's browser-free tests
// (project built-app) go with the SQLite run.
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const pgReachable = await postgresReachable(pgUrl);
const stage2 = [
  (o) => vitest("unit", ["unit", "unit-mocks"], o),
  (o) => vitest(built ? "integration SQLite + built-app" : "integration SQLite", built ? ["integration", "built-app"] : "integration", { ...o, env: { TEST_DB: "sqlite", TEST_DATABASE_URL: pgUrl } }),
];
if (pgReachable) {
  stage2.push((o) => vitest("integration PostgreSQL", "integration", { ...o, env: { TEST_DB: "postgres", TEST_DATABASE_URL: pgUrl } }));
}
await parallel(stage2.length === 3 ? "unit ∥ integration SQLite ∥ integration PostgreSQL" : "unit ∥ integration SQLite", stage2);
if (!built) lines.push("built-app: nicht ausgeführt (Build fehlgeschlagen)");
if (!pgReachable && CI) {
  console.error(`\n✖ PostgreSQL unter ${new URL(pgUrl).host} ist nicht erreichbar – mit CI=true ist das ein Fehler.`);
  totals.failed += 1;
  lines.push("integration PostgreSQL: FEHLER (nicht erreichbar)");
} else if (!pgReachable) {
  const banner = "!".repeat(78);
  console.warn(`\n${banner}\n!! PostgreSQL unter ${new URL(pgUrl).host} nicht erreichbar: Integrationstests für PostgreSQL ÜBERSPRUNGEN\n${banner}`);
  lines.push("integration PostgreSQL: ÜBERSPRUNGEN (nicht erreichbar)");
}

// Stage 3: end-to-end in Chromium against the build.
if (!built) {
  lines.push("e2e: nicht ausgeführt (Build fehlgeschlagen)");
} else if (ensureChromium()) {
  (await vitest("e2e", "e2e"))();
} else {
  totals.failed += 1;
  lines.push("e2e: FEHLER (kein Chromium)");
}

console.log("\n━━ Zusammenfassung ━━");
for (const line of lines) console.log("  " + line);
console.log(`  gesamt: ${((Date.now() - startedAll) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.log("Fehlgeschlagen:");
  for (const f of failures) console.log("  ✖ " + f);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
