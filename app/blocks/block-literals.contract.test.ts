import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { findBlockLiterals } from "./block-literals";
import { allBlockModules } from "./registry";

/**
 * Issue 27 item 3: a block-type name appears only in its own folder (app/blocks/<type>/). Checked
 * in the code that must not know block types: app/components, app/server, app/lib, app/routes.
 * Tests are fixtures and are not checked; neither are the seed, demo and template data below.
 */
const ROOTS = ["app/components", "app/server", "app/lib", "app/routes"];

/** Seed, demo, template and generated benchmark data: they build pages out of blocks by name, as an author would. */
const DATA_FILES = ["app/server/seed/bausteine.ts", "app/server/seed/demo-content.ts", "app/server/seed/starter-templates.ts", "app/server/seed/generated-site.server.ts"];
/**
 * The WordPress converter (issue 28): a translation table from WordPress's block names into ours,
 * so it names our types the way the seed does. A new block type of ours needs nothing here.
 */
const DATA_DIRS = ["app/server/import/wordpress/"];

/** The same word meaning something else; file → name → why. */
const ALLOWED: Record<string, Record<string, string>> = {
  "app/components/site/site-footer.tsx": { "two-column": "a footer layout (settings), not the block", "three-column": "a footer layout (settings), not the block" },
  "app/lib/settings.ts": { "two-column": "a footer layout (settings), not the block", "three-column": "a footer layout (settings), not the block" },
  "app/lib/api-schema.ts": { "flexible-row": "an example value in the OpenAPI description of GET /api/blocks" },
  "app/components/admin/media/media-library.tsx": { image: "the media library's file type filter (ASSET_TYPES in app/lib/assets.ts), not the block" },
  "app/server/contact/inbox.server.ts": { textarea: "a sent form value's field kind (ContactValue.type), the HTML control" },
  "app/server/contact/mail-text.server.ts": { textarea: "a sent form value's field kind (ContactValue.type), the HTML control" },
};

/** The same word in a shape that is never a block; name → the line's shape, and why. */
const ALLOWED_SHAPES: Record<string, { shape: RegExp; reason: string }> = {
  select: { shape: /\{ type: "select", id\b/, reason: "the editor action select (app/editor/actions/select.ts), dispatched as { type: \"select\", id }" },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const names = allBlockModules().flatMap((m) => [m.type, ...(m.aliases ?? [])]);

describe("block-type literals stay in their block's folder", () => {
  it("finds none in app/components, app/server, app/lib and app/routes (seed and demo data aside)", () => {
    const found: string[] = [];
    for (const file of ROOTS.flatMap((root) => sourceFiles(root))) {
      const path = relative(process.cwd(), file);
      if (DATA_FILES.includes(path) || DATA_DIRS.some((dir) => path.startsWith(dir))) continue;
      for (const hit of findBlockLiterals(readFileSync(file, "utf8"), names)) {
        if (ALLOWED[path]?.[hit.literal] || ALLOWED_SHAPES[hit.literal]?.shape.test(hit.text)) continue;
        found.push(`${path}:${hit.line} "${hit.literal}": ${hit.text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("lists only data files and allowances that exist and still name a block type", () => {
    for (const path of [...DATA_FILES, ...Object.keys(ALLOWED)]) {
      const hits = findBlockLiterals(readFileSync(path, "utf8"), names);
      expect(hits.length, path).toBeGreaterThan(0);
      for (const literal of Object.keys(ALLOWED[path] ?? {})) expect(hits.map((h) => h.literal), `${path} ${literal}`).toContain(literal);
    }
    for (const dir of DATA_DIRS) {
      const hits = sourceFiles(dir).flatMap((file) => findBlockLiterals(readFileSync(file, "utf8"), names));
      expect(hits.length, dir).toBeGreaterThan(0);
    }
    const lines = ROOTS.flatMap((root) => sourceFiles(root)).flatMap((file) => findBlockLiterals(readFileSync(file, "utf8"), names));
    for (const [literal, { shape }] of Object.entries(ALLOWED_SHAPES)) expect(lines.some((h) => h.literal === literal && shape.test(h.text)), literal).toBe(true);
  });
});

describe("the checker (probe: it can fail)", () => {
  const types = ["contact-form", "blog_meta", "image", "select", "downloads"];

  it("reports a hyphenated or underscored name in any quotes", () => {
    const source = ['const a = b.type === "contact-form";', "const list = ['x', 'blog_meta'];", "const t = `contact-form`;"].join("\n");
    expect(findBlockLiterals(source, types)).toEqual([
      { line: 1, literal: "contact-form", text: 'const a = b.type === "contact-form";' },
      { line: 2, literal: "blog_meta", text: "const list = ['x', 'blog_meta'];" },
      { line: 3, literal: "contact-form", text: "const t = `contact-form`;" },
    ]);
  });

  it("reports a plain word where it names a block, not where it is other vocabulary", () => {
    const source = [
      '{ id: "a", type: "image", content: {} }',
      'if (block.type !== "select") return;',
      'const module = getBlockModule("downloads");',
      'if (asset.asset_type === "image") show();',
      'case "select":',
      '<input type="button" accept="image/*" />',
      'const kinds = ["image", "video"];',
      'const x = "contact-formular";',
    ].join("\n");
    expect(findBlockLiterals(source, types).map((h) => [h.line, h.literal])).toEqual([
      [1, "image"],
      [2, "select"],
      [3, "downloads"],
    ]);
  });

  it("reports a literal planted in a real server module", () => {
    const source = readFileSync("app/server/contact/contact.server.ts", "utf8").replace("getBlockModule(b.type) === contactFormBlock", 'b.type === "contact-form"');
    expect(findBlockLiterals(source, names).map((h) => h.literal)).toContain("contact-form");
  });
});
