// CI install (.ci/run): `npm install` from the lockfile, but without compiling SQLite again on
// every run. better-sqlite3's prebuilt binaries are not reachable from these machines, so its
// install script builds SQLite from source (about 80 s of the ~2 min install). The compiled module
// is kept per machine in ~/.cache/cms/better-sqlite3/<version>-node<ABI>-<platform>-<arch>/, the
// way prebuild-install caches its downloads: the first run builds and stores it, later runs copy
// it. If the copy does not load, it is built from source again. Plain Node: runs before any install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const npm = (...args) => execFileSync("npm", args, { cwd: root, stdio: "inherit" });
const started = Date.now();

// The packages allowed to run install scripts (package.json "allowScripts") are run below.
npm("install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts");
npm("rebuild", "esbuild");

const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules/better-sqlite3/package.json"), "utf8"));
const key = `${pkg.version}-node${process.versions.modules}-${process.platform}-${process.arch}`;
const cacheDir = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "cms", "better-sqlite3", key);
const cached = path.join(cacheDir, "better_sqlite3.node");
const target = path.join(root, "node_modules/better-sqlite3/build/Release/better_sqlite3.node");

const loads = () => {
  try {
    execFileSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

let how = "aus dem Cache";
if (fs.existsSync(cached)) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(cached, target);
}
if (!fs.existsSync(cached) || !loads()) {
  how = "aus dem Quelltext gebaut";
  npm("rebuild", "better-sqlite3");
  if (!loads()) throw new Error("better-sqlite3 lässt sich nicht laden");
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.copyFileSync(target, `${cached}.tmp`);
  fs.renameSync(`${cached}.tmp`, cached);
}
console.log(`Abhängigkeiten installiert (${Math.round((Date.now() - started) / 1000)} s; better-sqlite3 ${key} ${how}).`);
