// Module hooks that give plain Node (under tsx) Vite's `import.meta.glob` for our own sources, so the
// command line tool and the import's worker thread load server modules without Vite's loader
// (decision 031). Registered by scripts/glob-register.mjs after tsx: tsx turns TypeScript into
// JavaScript, then these hooks replace every `import.meta.glob("./*/x.ts", { eager: true })` with
// static imports of the matching files (lazy globs with `() => import(…)`), sorted as Vite sorts them.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(root, "app") + path.sep;
const GLOB = /import\.meta\.glob\s*(?:<[^>]*>)?\(\s*(["'`])([^"'`]+)\1\s*(?:,\s*(\{[^}]*\}))?\s*\)/g;

function segmentRegex(segment) {
  return new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
}

/** Files matching a relative pattern made of plain and `*` segments ("./*\/block.tsx", "./*\/*.island.tsx"). */
export function matchGlob(dir, pattern) {
  if (!pattern.startsWith("./")) throw new Error(`import.meta.glob: nur relative Muster ("./…"), nicht ${pattern}`);
  let found = [{ abs: dir, rel: "." }];
  const segments = pattern.slice(2).split("/");
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const next = [];
    for (const { abs, rel } of found) {
      if (!segment.includes("*")) {
        const candidate = path.join(abs, segment);
        if (fs.existsSync(candidate) && fs.statSync(candidate).isDirectory() !== last) next.push({ abs: candidate, rel: `${rel}/${segment}` });
        continue;
      }
      const regex = segmentRegex(segment);
      for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
        if (regex.test(entry.name) && entry.isDirectory() !== last) next.push({ abs: path.join(abs, entry.name), rel: `${rel}/${entry.name}` });
      }
    }
    found = next;
  });
  return found.map((f) => f.rel).sort();
}

export function rewriteGlobs(source, file) {
  let counter = 0;
  const imports = [];
  const code = source.replace(GLOB, (_match, _quote, pattern, options) => {
    const eager = /\beager\s*:\s*true\b/.test(options ?? "");
    const files = matchGlob(path.dirname(file), pattern);
    const entries = files.map((rel) => {
      if (!eager) return `${JSON.stringify(rel)}: () => import(${JSON.stringify(rel)})`;
      const name = `__glob_${counter++}`;
      imports.push(`import * as ${name} from ${JSON.stringify(rel)};`);
      return `${JSON.stringify(rel)}: ${name}`;
    });
    return `({${entries.join(", ")}})`;
  });
  return imports.length ? `${imports.join("\n")}\n${code}` : code;
}

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!url.startsWith("file:") || result.source == null) return result;
  const file = fileURLToPath(url);
  if (!file.startsWith(appDir)) return result;
  const source = typeof result.source === "string" ? result.source : Buffer.from(result.source).toString("utf8");
  if (!source.includes("import.meta.glob")) return result;
  return { ...result, source: rewriteGlobs(source, file) };
}
