/**
 * Shared by the benchmark scripts (bench.mjs, bench-media.mjs): build when the sources changed,
 * start the built app on a free port with its own data directory.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStamp } from "./stamps.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function ensureBuild() {
  const stampFile = path.join(root, "build", ".cms-build-stamp");
  const wanted = buildStamp(root);
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, "utf8") === wanted) return;
  console.log("Baue die Anwendung …");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, wanted);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startApp(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", NODE_ENV: "production", WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`Server beendet:\n${output}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, pid: child.pid, stop: () => new Promise((r) => (child.once("exit", r), child.kill("SIGTERM"))) };
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`Server nicht gestartet:\n${output}`);
}

