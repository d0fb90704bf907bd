import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The blocks' admin side (app/blocks/<type>/editor.tsx, app/blocks/admin-registry.ts) reaches the
 * admin's editor screens only: no visitor's route loads a chunk that carries it. Reads the client
 * build (`npx react-router build`; npm test builds before the built-app run).
 */
const ASSETS = "build/client/assets";

/** Texts only editor modules carry: the admin registry's own check, insert and configuration dialogs. */
const MARKS = ['kein "editor" für den Block-Typ', "Hero-Sektion einfügen", "Tabelle einfügen", "Downloads einrichten", "Downloads konfigurieren"];

interface RouteEntry {
  module: string;
  imports?: string[];
}

function clientManifest(): { entry: RouteEntry; routes: Record<string, RouteEntry> } {
  const file = readdirSync(ASSETS).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("Kein Client-Build: erst `npx react-router build`");
  const source = readFileSync(join(ASSETS, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1));
}

const carriesAdmin = (path: string) => {
  const code = readFileSync(join("build/client", path), "utf8");
  return MARKS.some((mark) => code.includes(mark));
};

describe("admin-only block editor modules", () => {
  const manifest = clientManifest();
  const chunks = (entry: RouteEntry) => [entry.module, ...(entry.imports ?? [])];

  it("are in the page builder's chunks (so the check looks at the right texts)", () => {
    expect(chunks(manifest.routes["routes/admin/pages/edit"]).some(carriesAdmin)).toBe(true);
  });

  it("are in no chunk of the app entry, the root or a public route", () => {
    const publicRoutes = Object.keys(manifest.routes).filter((id) => id === "root" || !id.startsWith("routes/admin/"));
    expect(publicRoutes.length).toBeGreaterThan(5);
    const leaking = [["entry", manifest.entry] as const, ...publicRoutes.map((id) => [id, manifest.routes[id]] as const)].flatMap(([id, entry]) =>
      chunks(entry)
        .filter(carriesAdmin)
        .map((chunk) => `${id}: ${chunk}`),
    );
    expect(leaking).toEqual([]);
  });

  it("are in no chunk loaded later (a lazy import from a visitor's page) either: every chunk with them belongs to an admin route", () => {
    const admin = new Set(Object.entries(manifest.routes).flatMap(([id, entry]) => (id.startsWith("routes/admin/") ? chunks(entry) : [])));
    const stray = readdirSync(ASSETS)
      .filter((f) => f.endsWith(".js"))
      .map((f) => `/assets/${f}`)
      .filter((path) => carriesAdmin(path) && !admin.has(path));
    expect(stray).toEqual([]);
  });
});
