import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

function hashFiles(root, files) {
  const hash = crypto.createHash("sha256");
  for (const file of files.sort()) {
    hash.update(file + "\0");
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

function walk(root, dir, out) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return out;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, rel, out);
    else if (!/\.(test|integration\.test)\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Changes when dependencies must be (re)installed. */
export function installStamp(root) {
  return hashFiles(root, ["package.json", "package-lock.json"].filter((f) => fs.existsSync(path.join(root, f))));
}

/** Changes when the app must be rebuilt: its sources and build configuration (tests excluded). */
export function buildStamp(root) {
  const files = walk(root, "app", []).concat(walk(root, "public", []));
  for (const f of ["vite.config.ts", "scripts/site-runtime-plugin.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json"]) {
    if (fs.existsSync(path.join(root, f))) files.push(f);
  }
  return hashFiles(root, files);
}
