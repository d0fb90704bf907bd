import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Public pages are plain server-rendered documents (docs/decisions/004): React Router does not
 * hydrate them. What a visitor's browser runs is the small site runtime (app/site-runtime/main.ts:
 * menus, live updates, islands), built here as an extra entry of the client build.
 *
 * The server learns its hashed address from `virtual:cms/site-runtime`: in the server build the
 * module is generated from the client build's manifest (React Router builds the client first and
 * removes the manifest only after the server build); under the dev server it points at the source.
 */
export const SITE_RUNTIME_ENTRY = "app/site-runtime/main.ts";
const VIRTUAL_ID = "virtual:cms/site-runtime";
const RESOLVED_ID = "\0" + VIRTUAL_ID;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export function siteRuntime(): Plugin {
  let root = process.cwd();
  let command: "build" | "serve" = "build";
  return {
    name: "cms-site-runtime",
    configResolved(config) {
      root = config.root;
      command = config.command;
    },
    buildStart() {
      if (command !== "build" || this.environment?.name !== "client") return;
      this.emitFile({ type: "chunk", id: path.join(root, SITE_RUNTIME_ENTRY), name: "site" });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (command === "serve") {
        // Islands are transformed for React Refresh under the dev server, which needs React Router's
        // preamble to have run first (module scripts run in document order).
        const before = ["/@id/__x00__virtual:react-router/inject-hmr-runtime"];
        return `export const siteRuntime = ${JSON.stringify({ src: `/${SITE_RUNTIME_ENTRY}`, preload: [], before })};`;
      }
      const manifestFile = path.join(root, "build/client/.vite/manifest.json");
      if (!fs.existsSync(manifestFile)) this.error(`Client-Manifest fehlt (${manifestFile}): die Client-Build muss vor der Server-Build laufen.`);
      const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
      const entry = manifest[SITE_RUNTIME_ENTRY];
      if (!entry) this.error(`${SITE_RUNTIME_ENTRY} fehlt im Client-Manifest.`);
      // Chunks the entry imports statically: preloaded so they load in parallel, not one after another.
      const preload: string[] = [];
      const visit = (key: string) => {
        for (const imported of manifest[key]?.imports ?? []) {
          const file = `/${manifest[imported].file}`;
          if (preload.includes(file)) continue;
          preload.push(file);
          visit(imported);
        }
      };
      visit(SITE_RUNTIME_ENTRY);
      return `export const siteRuntime = ${JSON.stringify({ src: `/${entry.file}`, preload, before: [] })};`;
    },
  };
}
