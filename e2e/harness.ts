import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");

export interface RunningApp {
  url: string;
  dataDir: string;
  /** Milliseconds from spawn to the "Website läuft" line. */
  startupMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the built app (`node server.mjs`) on a random port with its own DATA_DIR, the way
 * `npm start` serves it. Pass `dataDir` to restart on existing data.
 */
export async function startApp(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningApp> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("Kein Build vorhanden: zuerst `npx react-router build` (npm test erledigt das).");
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  // A known port, so PUBLIC_URL (and with it the origin check) matches the address we call.
  const port = options.env?.PORT ?? String(await freePort());
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    // One process unless a test asks for more (WEB_CONCURRENCY defaults to the number of cores).
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", NODE_ENV: "production", WEB_CONCURRENCY: "1", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server nicht gestartet:\n${output}`)), 30_000);
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

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

/** Signs up through the /auth screen, as a person would (the first account becomes admin). */
export async function signUpInBrowser(page: Page, baseUrl: string, email: string, password = "geheim123", name = "Erika Muster"): Promise<void> {
  await page.goto(baseUrl + "/auth", { waitUntil: "networkidle" });
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("E-Mail").fill(email);
  await panel.getByLabel("Passwort").fill(password);
  await panel.getByRole("button", { name: "Registrieren" }).click();
}

/** A JSON call as the admin; the answer's body is typed by the caller (default: one record). */
export interface AdminApi {
  <Body = Record<string, unknown> & { id: string; version: number }>(method: string, path: string, body?: unknown): Promise<{ status: number; body: Body }>;
}

/** Signs up the first account (admin) over HTTP and returns an API caller with its cookie. */
export async function adminApi(app: RunningApp, email = "admin@example.de"): Promise<{ api: AdminApi; cookie: string }> {
  const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: "geheim123", name: "Admin" }),
  });
  if (res.status !== 200) throw new Error(`Registrierung fehlgeschlagen: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const api: AdminApi = async (method, path, body) => {
    const r = await fetch(app.url + path, {
      method,
      redirect: "manual",
      headers: { origin: app.url, cookie, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  };
  return { api, cookie };
}

/** Puts a session (the cookie header adminApi returns) into a browser context, as after signing in. */
export function addSessionCookies(context: BrowserContext, app: RunningApp, cookie: string): Promise<void> {
  return context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.url };
    }),
  );
}
