// `npm test`: build, typecheck, lint, unit, integration (SQLite and PostgreSQL), the stress project,
// the built app without a browser and end-to-end, each started as soon as what it needs is there.
// Prints each step's time and start, the ten slowest test files and the total.
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
/** Every test file's seconds, for the ten slowest in the summary (a regression names itself). */
const slowFiles = [];
const startedAll = Date.now();
const NICE = process.env.TEST_NICE ?? "19";
const canNice = process.platform !== "win32" && spawnSync("nice", ["true"]).status === 0;

/**
 * Runs one command. Alone, its output goes straight to the terminal; beside others (`buffered`),
 * it is collected and printed in one piece when the command ends, so logs do not interleave.
 */
function run(label, command, args, env = {}, buffered = false, nice = false) {
  const started = Date.now();
  if (!buffered) console.log(`\n━━ ${label} ━━`);
  if (nice && canNice && NICE !== "0") [command, args] = ["nice", ["-n", NICE, command, ...args]];
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
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, at: (started - startedAll) / 1000 });
    };
    child.once("error", (error) => (console.error(String(error)), finish(1)));
    child.once("close", finish);
  });
}

/** A check without test cases (typecheck, lint, build) counts as one test. */
async function check(label, command, args, { env, buffered, nice } = {}) {
  const { ok, seconds, at } = await run(label, command, args, env, buffered, nice);
  return () => {
    totals[ok ? "passed" : "failed"] += 1;
    lines.push(`${label}: ${ok ? "ok" : "FEHLER"} (${seconds.toFixed(1)} s, ab ${at.toFixed(0)} s)`);
    return ok;
  };
}

/** Adds a vitest run's counts (from its JSON report) to the totals and its summary line. */
function record(label, out, ok, seconds, at) {
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
      if (file.startTime && file.endTime) slowFiles.push({ label, where, seconds: (file.endTime - file.startTime) / 1000 });
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
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds.toFixed(1)} s, ab ${at.toFixed(0)} s)`);
  return ok;
}

function firstLine(text) {
  // eslint-disable-next-line no-control-regex
  const line = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
  return line.trim().slice(0, 300);
}

/** One vitest run of one or more projects; its summary line is added when the returned function is called. */
async function vitest(label, projects, { env, buffered, nice } = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, "-")}.json`);
  fs.rmSync(out, { force: true });
  const args = ["run", ...[projects].flat().flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile=${out}`];
  const { ok, seconds, at } = await run(label, bin("vitest"), args, env, buffered, nice);
  return () => record(label, out, ok, seconds, at);
}

/** A step left out because an earlier one failed (that one already counts as failed). */
async function notRun(label, reason) {
  return () => (lines.push(`${label}: nicht ausgeführt (${reason})`), false);
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

/** Debian's Chromium for the e2e tests, installed with apt-get when missing and running as root (beside the build, not blocking it). */
async function ensureChromium() {
  if (fs.existsSync("/usr/bin/chromium")) return true;
  if (process.getuid?.() !== 0) {
    console.error("✖ Chromium fehlt (/usr/bin/chromium). Bitte `apt-get install -y chromium` als root ausführen.");
    return false;
  }
  console.log("Chromium fehlt – wird mit apt-get installiert …");
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  await run("apt-get update", "apt-get", ["update", "-qq"], env, true);
  await run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"], env, true);
  return fs.existsSync("/usr/bin/chromium");
}

// Two phases (decision 024, third step). Measured alone, every step but e2e waits more than it
// computes (integration SQLite: 98 s for 48 CPU-seconds, stress 119 s for 64, built-app 114 s for
// 58), while e2e (two Chromiums, two servers) keeps both cores busy. Run beside e2e, each made the
// other slower than the two one after the other (e2e 592 s, PostgreSQL 619 s, total 704 s), so:
// 1. the build and unit, then e2e alone (with tsc and lint beside it at nice 19, e2e took 293 s in
//    one run and 355 s in the next; they compute about 60 CPU-seconds e2e could use);
// 2. once e2e is over, the waiting steps side by side, TEST_JOBS (4) at a time, longest first: both
//    integration runs, the stress project, the built app; typegen → tsc and lint beside them at the
//    lowest priority (TEST_NICE, default 19), taking the CPU those steps leave idle.
const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const pgReachable = await postgresReachable(pgUrl);
const queueSize = Math.max(1, Number(process.env.TEST_JOBS ?? 4));
let queued = 0;
let starting = 0;
/** Steps waiting for a place, each with its rank: the lowest rank goes next. */
const waiting = [];
/**
 * Runs `job` when one of the queue's places is free, the lowest `rank` first: the longest steps
 * (both integration runs, stress) start first, so the run does not end with one step alone on two
 * cores.
 */
async function inQueue(rank, job) {
  // Every step waits its turn, also the first ones: the places go by rank once all steps of this
  // tick are enqueued (not to whichever step was written first).
  await new Promise((resolve) => {
    waiting.push({ rank, resolve });
    waiting.sort((a, b) => a.rank - b.rank);
    setImmediate(pump);
  });
  queued += 1;
  try {
    return await job();
  } finally {
    queued -= 1;
    pump();
  }
}

/** Gives free places to the waiting steps of lowest rank. */
function pump() {
  let free = queueSize - queued - starting;
  while (free > 0 && waiting.length > 0) {
    free -= 1;
    starting += 1;
    const next = waiting.shift();
    // `queued` counts the step once it runs (next tick); until then it holds its place here.
    Promise.resolve().then(() => (starting -= 1));
    next.resolve();
  }
}

const chromiumThere = ensureChromium();
const building = check("build", bin("react-router"), ["build"], { buffered: true }).then((rec) => {
  const ok = rec();
  if (ok) fs.writeFileSync(path.join(root, "build", ".cms-build-stamp"), buildStamp(root));
  return { rec: () => ok, ok };
});
const e2e = building.then(async ({ ok }) => {
  if (!ok) return notRun("e2e", "Build fehlgeschlagen");
  if (!(await chromiumThere)) return () => ((totals.failed += 1), lines.push("e2e: FEHLER (kein Chromium)"), false);
  return vitest("e2e", "e2e", { buffered: true });
});
/** Phase 2: a step that waits for e2e to be over (however it ended), then for a place in the queue. */
const e2eOver = e2e.then(() => undefined, () => undefined);
const afterE2e = (rank, job) => e2eOver.then(() => inQueue(rank, job));
const quiet = (o) => ({ ...o, nice: true });
const results = {
  build: building.then((b) => b.rec),
  e2e,
  // Beside phase 2 at the lowest priority: its steps mostly wait, and these take the idle CPU.
  typecheck: e2eOver.then(
    async () => {
      const typegen = await check("typegen", bin("react-router"), ["typegen"], quiet({ buffered: true }));
      // TypeScript 7 (the native compiler, package alias typescript-go): the same checker, about ten
      // times faster than TypeScript 6's tsc (9.7 s instead of 60–134 s here). TypeScript 6 stays for
      // typescript-eslint, which needs its JavaScript API (decision 024).
      const tsc = path.join(root, "node_modules", "typescript-go", "bin", "tsc");
      return typegen() ? check("tsc", process.execPath, [tsc, "--noEmit"], quiet({ buffered: true })) : notRun("tsc", "typegen fehlgeschlagen");
    },
  ),
  lint: e2eOver.then(() => check("lint", bin("eslint"), [".", "--max-warnings=0"], quiet({ buffered: true }))),
  // Beside the build at the usual priority: its tests have vitest's 5 s timeout, which a step
  // given only e2e's idle time could miss.
  unit: vitest("unit", ["unit", "unit-mocks"], { buffered: true }),
  sqlite: afterE2e(2, () => vitest("integration SQLite", "integration", { buffered: true, env: { TEST_DB: "sqlite", TEST_DATABASE_URL: pgUrl } })),
  postgres: pgReachable
    ? afterE2e(1, () => vitest("integration PostgreSQL", "integration", { buffered: true, env: { TEST_DB: "postgres", TEST_DATABASE_URL: pgUrl } }))
    : Promise.resolve(() => pgUnreachable()),
  builtApp: building.then(({ ok }) => (ok ? afterE2e(4, () => vitest("built-app", "built-app", { buffered: true, env: { TEST_DATABASE_URL: pgUrl } })) : notRun("built-app", "Build fehlgeschlagen"))),
  stress: afterE2e(3, () => vitest("stress (SQLite)", "stress", { buffered: true, env: { TEST_DB: "sqlite", TEST_DATABASE_URL: pgUrl } })),
};
// Summary lines in a fixed order, whatever finished first.
for (const step of Object.values(results)) (await step)();

function pgUnreachable() {
  if (CI) {
    console.error(`\n✖ PostgreSQL unter ${new URL(pgUrl).host} ist nicht erreichbar – mit CI=true ist das ein Fehler.`);
    totals.failed += 1;
    lines.push("integration PostgreSQL: FEHLER (nicht erreichbar)");
    return false;
  }
  const banner = "!".repeat(78);
  console.warn(`\n${banner}\n!! PostgreSQL unter ${new URL(pgUrl).host} nicht erreichbar: Integrationstests für PostgreSQL ÜBERSPRUNGEN\n${banner}`);
  lines.push("integration PostgreSQL: ÜBERSPRUNGEN (nicht erreichbar)");
  return true;
}

console.log("\n━━ Zusammenfassung ━━");
for (const line of lines) console.log("  " + line);
if (slowFiles.length > 0) {
  console.log("  die zehn langsamsten Testdateien:");
  for (const f of slowFiles.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`    ${f.seconds.toFixed(1).padStart(6)} s  ${f.where} (${f.label})`);
}
console.log(`  gesamt: ${((Date.now() - startedAll) / 1000).toFixed(1)} s`);
if (failures.length > 0) {
  console.log("Fehlgeschlagen:");
  for (const f of failures) console.log("  ✖ " + f);
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
