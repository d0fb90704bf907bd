// `npm test`: typecheck, lint, unit, integration (SQLite and PostgreSQL), build, end-to-end.
// Ends with one line `tests: N passed, N failed, N skipped` and exits non-zero on any failure.
import { spawnSync } from "node:child_process";
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
const startedAll = Date.now();

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/** A check without test cases (typecheck, lint, build) counts as one test. */
function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  totals[ok ? "passed" : "failed"] += 1;
  lines.push(`${label}: ${ok ? "ok" : "FEHLER"} (${seconds.toFixed(1)} s)`);
  return ok;
}

function vitest(label, project, env = {}) {
  const out = path.join(tmp, `vitest-${label.replace(/\W+/g, "-")}.json`);
  fs.rmSync(out, { force: true });
  const { ok, seconds } = run(label, bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile=${out}`], env);
  let passed = 0, failed = 0, skipped = 0;
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, "utf8"));
    passed = r.numPassedTests;
    failed = r.numFailedTests;
    skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that fails to load has no failed tests but failed files.
    if (!ok && failed === 0) failed = Math.max(1, r.numFailedTestSuites ?? 1);
  } else if (!ok) {
    failed = 1;
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds.toFixed(1)} s)`);
  return ok;
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

if (check("typegen", bin("react-router"), ["typegen"])) check("tsc", bin("tsc"), ["--noEmit"]);
check("lint", bin("eslint"), [".", "--max-warnings=0"]);
vitest("unit", "unit");
vitest("integration SQLite", "integration", { TEST_DB: "sqlite" });

const pgUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
if (await postgresReachable(pgUrl)) {
  vitest("integration PostgreSQL", "integration", { TEST_DB: "postgres", TEST_DATABASE_URL: pgUrl });
} else if (CI) {
  console.error(`\n✖ PostgreSQL unter ${new URL(pgUrl).host} ist nicht erreichbar – mit CI=true ist das ein Fehler.`);
  totals.failed += 1;
  lines.push("integration PostgreSQL: FEHLER (nicht erreichbar)");
} else {
  const banner = "!".repeat(78);
  console.warn(`\n${banner}\n!! PostgreSQL unter ${new URL(pgUrl).host} nicht erreichbar: Integrationstests für PostgreSQL ÜBERSPRUNGEN\n${banner}`);
  lines.push("integration PostgreSQL: ÜBERSPRUNGEN (nicht erreichbar)");
}

if (check("build", bin("react-router"), ["build"])) {
  fs.writeFileSync(path.join(root, "build", ".cms-build-stamp"), buildStamp(root));
  if (ensureChromium()) {
    vitest("e2e", "e2e");
  } else {
    totals.failed += 1;
    lines.push("e2e: FEHLER (kein Chromium)");
  }
} else {
  lines.push("e2e: nicht ausgeführt (Build fehlgeschlagen)");
}

console.log("\n━━ Zusammenfassung ━━");
for (const line of lines) console.log("  " + line);
console.log(`  gesamt: ${((Date.now() - startedAll) / 1000).toFixed(1)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
