import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Probes of the layering rules in eslint.config.js: two files that import each other fail
 * import-x/no-cycle, a file in app/lib that imports a block fails the layer rule, and client code
 * importing server code fails too. The probe files live in a temporary folder under app/lib
 * (where the rules apply) and are removed afterwards.
 */
const root = path.resolve(__dirname, "..");
let dir: string;
let eslint: ESLint;

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function ruleIds(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(root, "app/lib/layer-probe-"));
  eslint = new ESLint({ cwd: root });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("lint enforces the layers", () => {
  it("fails on an import cycle", async () => {
    const a = write("a.ts", 'import { b } from "./b";\nexport const a = (): number => b() + 1;\n');
    const b = write("b.ts", 'import { a } from "./a";\nexport const b = (): number => a() - 1;\n');
    expect(await ruleIds([a, b])).toEqual(["import-x/no-cycle", "import-x/no-cycle"]);
  });

  it("passes the same two files once the cycle is gone", async () => {
    const c = write("c.ts", 'import { d } from "./d";\nexport const c = (): number => d() + 1;\n');
    const d = write("d.ts", "export const d = (): number => 1;\n");
    expect(await ruleIds([c, d])).toEqual([]);
  });

  it("fails when app/lib imports from a layer above it, even a type", async () => {
    const up = write("up.ts", 'import { flattenBlocks } from "~/blocks/tree";\nexport const up = flattenBlocks;\n');
    const typeOnly = write("type-only.ts", 'import type { Block } from "~/blocks/types";\nexport const none: Block[] = [];\n');
    expect(await ruleIds([up])).toEqual(["@typescript-eslint/no-restricted-imports"]);
    expect(await ruleIds([typeOnly])).toEqual(["@typescript-eslint/no-restricted-imports"]);
  });
}, 60_000);
