// Entry point: `node server.mjs` serves the built app; `node server.mjs --dev` runs Vite in middleware mode.
//
// WEB_CONCURRENCY (default: the number of cores; 1 with --dev) starts that many server processes
// sharing the port (node:cluster). The primary migrates and seeds once, then forks the workers; it
// passes change announcements between them (app/server/http/cluster.server.ts); the first worker
// alone runs the timed jobs. A worker that dies is replaced.
import cluster from "node:cluster";
import os from "node:os";

const dev = process.argv.includes("--dev");
// Production unless asked otherwise: Express hides stack traces and React Router loads its
// production build only with NODE_ENV=production.
process.env.NODE_ENV ??= dev ? "development" : "production";

function workerCount() {
  const raw = process.env.WEB_CONCURRENCY;
  if (raw === undefined || raw.trim() === "") return dev ? 1 : os.availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) {
    const error = new Error(`Ungültige Konfiguration: WEB_CONCURRENCY muss eine ganze Zahl von 1 bis 256 sein (ist "${raw}").`);
    error.name = "ConfigError";
    throw error;
  }
  if (dev && n > 1) console.log("Hinweis: mit --dev läuft immer ein Prozess (WEB_CONCURRENCY wird ignoriert).");
  return dev ? 1 : n;
}

function fail(error) {
  if (error?.name === "ConfigError") {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("\nDer Server konnte nicht gestartet werden:", error?.message ?? error);
    if (process.env.LOG_LEVEL === "debug") console.error(error);
  }
  process.exit(1);
}

/** One process serving the site (alone, or as a cluster worker). */
async function serve(worker) {
  let mod;
  let vite;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    mod = await vite.ssrLoadModule("./app/server/http/app.server.ts");
  } else {
    mod = await import("./build/server/index.js");
  }
  const started = await mod.start({ vite, worker });
  if (worker) {
    process.send({ type: "cms:listening", url: started.url });
  } else {
    // The URL on stdout is what `npm start` users and the e2e harness read.
    console.log(`\nWebsite läuft: ${started.url} (1 Prozess)\n`);
  }
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    if (!worker) console.log(`${signal} empfangen, Server wird beendet …`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await started.close();
    await vite?.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // The primary is gone: leave too.
  if (worker) process.on("disconnect", () => void shutdown("disconnect"));
}

/** The primary of a cluster: prepares the database, forks, relays, replaces workers that die. */
async function primary(count) {
  const mod = await import("./build/server/index.js");
  await mod.prepare();
  let url = null;
  let closing = false;
  let ready = 0;
  const roles = new Map();
  const fork = (index) => {
    const worker = cluster.fork({ CMS_WORKER_INDEX: String(index), CMS_WORKER_JOBS: index === 0 ? "1" : "0" });
    roles.set(worker.id, index);
    worker.on("message", (message) => {
      if (message?.type === mod.CHANGES_MESSAGE) {
        for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker && other.isConnected()) other.send(message);
      } else if (message?.type === "cms:listening" && url === null) {
        ready++;
        if (ready === count) {
          url = message.url;
          console.log(`\nWebsite läuft: ${url} (${count} Prozesse)\n`);
        }
      }
    });
  };
  cluster.on("exit", (worker, code, signal) => {
    const index = roles.get(worker.id);
    roles.delete(worker.id);
    if (closing) return;
    if (url === null) {
      console.error(`\nDer Server konnte nicht gestartet werden: Prozess ${index + 1} beendet (${signal ?? `Exit-Code ${code}`}).`);
      closing = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      process.exit(1);
    }
    console.error(`Prozess ${index + 1} unerwartet beendet (${signal ?? `Exit-Code ${code}`}), wird neu gestartet.`);
    fork(index);
  });
  for (let i = 0; i < count; i++) fork(i);
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} empfangen, Server wird beendet …`);
    const force = setTimeout(() => process.exit(1), 12_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once("exit", () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill("SIGTERM");
    }
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

async function main() {
  if (cluster.isWorker) return serve({ jobs: process.env.CMS_WORKER_JOBS === "1" });
  const count = workerCount();
  return count > 1 ? primary(count) : serve(null);
}

main().catch(fail);
