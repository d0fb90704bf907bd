// `npm run cms -- <command>`: the command line tool (app/server/admin-cli.server.ts), started fast
// (decision 031). Loading the server's TypeScript modules one by one through a loader costs seconds
// (Vite's SSR loader took 9 s for the help, tsx about 5 s for an import), so the tool runs from a
// bundle of our own code: esbuild bundles app/server/admin-cli.server.ts (packages stay external,
// import.meta.glob is resolved by the rewrite in glob-hooks.mjs) into node_modules/.cache/cms-cli/,
// in about half a second, again only when a source file changed since. The import's worker thread
// is a chunk of the bundle. Without esbuild the tool falls back to tsx with the glob hooks.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = path.join(root, "node_modules", ".cache", "cms-cli");
const SOURCES = /\.(ts|tsx|mts|mjs|js|json)$/;

/** A fingerprint of every source the bundle is made of: names, sizes and modification times. */
function fingerprint() {
  const hash = crypto.createHash("sha256");
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCES.test(entry.name) && !/\.(test|stress\.test|integration\.test)\.tsx?$/.test(entry.name)) {
        const stat = fs.statSync(full);
        hash.update(`${full}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  walk(path.join(root, "app"));
  for (const file of ["scripts/glob-hooks.mjs", "scripts/cms.mjs", "tsconfig.json", "package-lock.json"]) {
    const stat = fs.statSync(path.join(root, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${stat?.size}\0${stat?.mtimeMs}\n`);
  }
  return hash.digest("hex").slice(0, 16);
}

/** The bundle's entry (built when missing or stale), or null when esbuild is not there. */
async function bundledEntry() {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return null;
  }
  const { rewriteGlobs } = await import("./glob-hooks.mjs");
  const stamp = fingerprint();
  const dir = path.join(cacheDir, stamp);
  const entry = path.join(dir, "cli.js");
  if (fs.existsSync(entry)) return entry;

  // Built beside and renamed into place: two commands started at once never see half a bundle.
  const building = `${dir}.${process.pid}.tmp`;
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { cli: "app/server/admin-cli.server.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outdir: building,
    tsconfig: path.join(root, "tsconfig.json"),
    logLevel: "error",
    plugins: [
      {
        name: "import-meta-glob",
        setup(build) {
          build.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, async (args) => {
            const source = await fs.promises.readFile(args.path, "utf8");
            if (!source.includes("import.meta.glob")) return undefined;
            return { contents: rewriteGlobs(source, args.path), loader: args.path.endsWith("x") ? "tsx" : "ts", resolveDir: path.dirname(args.path) };
          });
        },
      },
    ],
  });
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another command was faster with the same bundle.
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Bundles of older sources go, once no command that started with one can still be loading its chunks.
  for (const name of fs.readdirSync(cacheDir)) {
    const stat = fs.statSync(path.join(cacheDir, name), { throwIfNoEntry: false });
    if (name !== stamp && stat && Date.now() - stat.mtimeMs > 60 * 60_000) fs.rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  }
  return entry;
}

/** runCli of the bundle, or of the TypeScript source through tsx and the glob hooks. */
async function loadCli() {
  const entry = await bundledEntry();
  if (entry) return import(pathToFileURL(entry).href);
  const { register } = await import("tsx/esm/api");
  register();
  await import("./glob-register.mjs");
  return import(pathToFileURL(path.join(root, "app/server/admin-cli.server.ts")).href);
}

try {
  const { runCli } = await loadCli();
  const result = await runCli(process.argv.slice(2));
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
