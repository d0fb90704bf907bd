import path from "node:path";
import { describe, expect, it } from "vitest";
import { matchGlob, rewriteGlobs } from "./glob-hooks.mjs";

/** Vite's import.meta.glob for plain Node (the CLI's bundle, tsx in the import's worker): decision 031. */
describe("import.meta.glob without Vite", () => {
  const blocks = path.resolve(import.meta.dirname, "../app/blocks");

  it("finds the same files as Vite: every block module, sorted, in folders one level down", () => {
    const files = matchGlob(blocks, "./*/block.tsx");
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain("./hero/block.tsx");
    expect(files).toEqual([...files].sort());
    expect(files.every((f) => /^\.\/[^/]+\/block\.tsx$/.test(f))).toBe(true);
    expect(matchGlob(blocks, "./*/*.island.tsx").every((f) => f.endsWith(".island.tsx"))).toBe(true);
  });

  it("rewrites an eager glob into static imports and a lazy one into import() functions", () => {
    const file = path.join(blocks, "registry.ts");
    const eager = rewriteGlobs(`const modules = import.meta.glob("./*/block.tsx", { eager: true });`, file);
    expect(eager).toMatch(/^import \* as __glob_0 from "\.\/[^"]+\/block\.tsx";/);
    expect(eager).toContain(`"./hero/block.tsx": __glob_`);
    expect(eager).not.toContain("import.meta.glob");
    const lazy = rewriteGlobs(`const loaders = import.meta.glob("./*/*.island.tsx");`, file);
    expect(lazy).not.toContain("import * as");
    expect(lazy).toMatch(/"\.\/[^"]+\.island\.tsx": \(\) => import\("\.\/[^"]+\.island\.tsx"\)/);
  });

  it("refuses a pattern it cannot resolve like Vite would (absolute or aliased)", () => {
    expect(() => matchGlob(blocks, "/app/blocks/*/block.tsx")).toThrow(/nur relative Muster/);
  });
});
