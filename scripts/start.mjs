// `npm start`: install dependencies when missing or stale, build when stale, then serve
// (the server migrates and seeds an empty database itself). Plain Node: runs before any install.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildStamp, installStamp } from "./stamps.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function run(command, args, label) {
  const started = Date.now();
  console.log(`▶ ${label} …`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${label} fehlgeschlagen (Exit-Code ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const installFile = path.join(root, "node_modules", ".cms-install-stamp");
const wantedInstall = installStamp(root);
if (!fs.existsSync(installFile) || fs.readFileSync(installFile, "utf8") !== wantedInstall) {
  // npm ci does not work against this registry (see GUIDE); npm install honours the lockfile.
  run("npm", ["install", "--no-audit", "--no-fund"], "Abhängigkeiten installieren");
  fs.writeFileSync(installFile, installStamp(root));
}

const buildFile = path.join(root, "build", ".cms-build-stamp");
const wantedBuild = buildStamp(root);
if (!fs.existsSync(path.join(root, "build", "server", "index.js")) || !fs.existsSync(buildFile) || fs.readFileSync(buildFile, "utf8") !== wantedBuild) {
  run(path.join(root, "node_modules", ".bin", "react-router"), ["build"], "Anwendung bauen");
  fs.writeFileSync(buildFile, wantedBuild);
}

await import("../server.mjs");
