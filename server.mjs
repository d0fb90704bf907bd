// Entry point: `node server.mjs` serves the built app; `node server.mjs --dev` runs Vite in middleware mode.
const dev = process.argv.includes("--dev");
// Production unless asked otherwise: Express hides stack traces and React Router loads its
// production build only with NODE_ENV=production.
process.env.NODE_ENV ??= dev ? "development" : "production";

async function main() {
  let mod;
  let vite;
  if (dev) {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    mod = await vite.ssrLoadModule("./app/server/http/app.server.ts");
  } else {
    mod = await import("./build/server/index.js");
  }
  const started = await mod.start({ vite });
  // The URL on stdout is what `npm start` users and the e2e harness read.
  console.log(`\nWebsite läuft: ${started.url}\n`);
  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} empfangen, Server wird beendet …`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await started.close();
    await vite?.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  if (error?.name === "ConfigError") {
    console.error(`\n${error.message}\n`);
  } else {
    console.error("\nDer Server konnte nicht gestartet werden:", error?.message ?? error);
    if (process.env.LOG_LEVEL === "debug") console.error(error);
  }
  process.exit(1);
});
