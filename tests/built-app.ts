import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * The built app (`node server.mjs`, as `npm start` serves it) on a random port, for tests without
 * a browser (tests/built-app/*.integration.test.ts) and for the e2e harness (e2e/harness.ts).
 */
const root = path.resolve(import.meta.dirname, "..");

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The server's process id (0 for a server this test run did not start). */
  pid: number;
  /** Milliseconds from spawn to the "Website läuft" line. */
  startupMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A DATA_DIR the built server migrated and seeded (demo pages and media), with no account yet.
 * Made once per run by e2e/global-setup.ts; the server was stopped cleanly (SIGTERM closes
 * SQLite, which checkpoints the WAL), so a file copy of the directory is consistent.
 */
export async function makeTemplateDataDir(): Promise<string> {
  const app = await startApp({ empty: true });
  await app.stop();
  return app.dataDir;
}

function templateDataDir(): string | undefined {
  try {
    return inject("e2eTemplateDataDir");
  } catch {
    return undefined; // outside a vitest run with the e2e global setup
  }
}

/**
 * Starts the built app (`node server.mjs`) on a random port with its own DATA_DIR, the way
 * `npm start` serves it. The DATA_DIR is a copy of the run's seeded template (no account yet: the
 * first sign-up becomes admin). `empty: true` starts on an empty DATA_DIR instead, so the server
 * migrates and seeds itself; pass `dataDir` to restart on existing data.
 */
export async function startApp(options: { dataDir?: string; empty?: boolean; env?: Record<string, string> } = {}): Promise<RunningApp> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("Kein Build vorhanden: zuerst `npx react-router build` (npm test erledigt das).");
  }
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
    const template = options.empty || options.env?.DATABASE_URL ? undefined : templateDataDir();
    if (template) fs.cpSync(template, dataDir, { recursive: true });
  }
  // A known port, so PUBLIC_URL (and with it the origin check) matches the address we call.
  const port = options.env?.PORT ?? String(await freePort());
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    // One process unless a test asks for more (WEB_CONCURRENCY defaults to the number of cores);
    // no daily backup a minute into a test (a test that wants one sets BACKUP_HOUR).
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", NODE_ENV: "production", WEB_CONCURRENCY: "1", BACKUP_HOUR: "off", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server nicht gestartet:\n${output}`)), 60_000);
    const onData = () => {
      const match = /Website läuft: (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server beendet (Exit ${code}):\n${output}`));
    });
  });
  const startupMs = performance.now() - started;
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    startupMs,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A JSON call as the admin; the answer's body is typed by the caller (default: one record). */
export interface AdminApi {
  <Body = Record<string, unknown> & { id: string; version: number }>(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }>;
}

/** Signs up the first account (admin) over HTTP and returns an API caller with its cookie. */
export async function adminApi(app: RunningApp, email = "admin@example.de", name = "Admin"): Promise<{ api: AdminApi; cookie: string }> {
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: "geheim123", name }),
  });
  if (res.status !== 200) throw new Error(`Registrierung fehlgeschlagen: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { api: apiAs(app, cookie), cookie };
}

/** JSON calls with a Cookie header (the answer's body typed by the caller; default one record). */
export function apiAs(app: Pick<RunningApp, "url">, cookie: string): AdminApi {
  return async (method, path, body) => {
    const r = await fetch(app.url + path, {
      method,
      redirect: "manual",
      headers: { origin: app.url, cookie, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  };
}
