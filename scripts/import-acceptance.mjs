/**
 * node scripts/import-acceptance.mjs [export.xml …]: the share of items of each test export that
 * needs no hand-fixing (issue 39; the measure is app/server/import/wordpress/acceptance.server.ts).
 * Each export is imported into a fresh SQLite database by acceptance.integration.test.ts; exports
 * of other sites given here (default: WordPress's theme unit test data where a copy of
 * WordPress/theme-test-data lies beside the repository's mirror) are measured too. Prints a
 * Markdown table (export, items, items needing no hand-fixing, share) and why each other item
 * needs a hand.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./bench-lib.mjs";

const THEME_DATA = process.env.THEME_TEST_DATA ?? "/work/.mirror/WordPress+theme-test-data/repo";
const THEME_FILES = ["themeunittestdata.wordpress.xml", "64-block-test-data.xml", "theme-preview.xml"];

/** The theme unit test data's files: from a checkout, or out of a mirror without a work tree (git show). */
function themeData() {
  if (!fs.existsSync(THEME_DATA)) return [];
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "cms-theme-data-"));
  return THEME_FILES.flatMap((name) => {
    const file = path.join(out, name);
    if (fs.existsSync(path.join(THEME_DATA, name))) fs.copyFileSync(path.join(THEME_DATA, name), file);
    else {
      try {
        fs.writeFileSync(file, execFileSync("git", ["--git-dir", THEME_DATA, "show", `HEAD:${name}`], { maxBuffer: 64 * 1024 * 1024 }));
      } catch {
        return [];
      }
    }
    return [file];
  });
}

const given = process.argv.slice(2).map((f) => path.resolve(f));
const extra = given.length > 0 ? given : themeData();

const child = spawn(process.execPath, ["node_modules/vitest/vitest.mjs", "run", "--project", "integration", "app/server/import/wordpress/acceptance.integration.test.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TEST_DB: "sqlite", IMPORT_ACCEPTANCE_PRINT: "1", IMPORT_ACCEPTANCE_EXTRA: extra.join(path.delimiter) },
});
child.on("close", (code) => process.exit(code ?? 1));
