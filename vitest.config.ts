import fs from "node:fs";
import { defineConfig } from "vitest/config";
import { SlowFirstSequencer } from "./e2e/sequencer.ts";

const UNIT = ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"];
/**
 * Unit test files that replace a module (vi.mock): they keep a module graph of their own, since in
 * a shared one the replacement would reach the files after them (and miss modules loaded before).
 */
const MOCKING = ["app", "scripts"]
  .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => `${dir}/${f}`))
  .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes(".integration.") && !f.includes(".stress.") && /\bvi\.(mock|doMock)\(/.test(readIfThere(f)));

/** A file's text, or "" when it went between listing and reading (a checkout or merge running). */
function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

// Separate from vite.config.ts so tests do not load the React Router plugin.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: ["**/*.integration.test.ts", "**/*.stress.test.ts", "node_modules/**", ...MOCKING],
          environment: "node",
          // npm test runs the unit tests beside both integration runs: a test that takes 2 s
          // alone (compiling the theme, rendering every block) can take three times as long there.
          testTimeout: 15000,
          // One module graph per worker instead of one per file (importing React, the blocks and
          // the i18n tables again for each of ~140 files was most of the run).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The unit test files that mock a module, each in a module graph of its own.
          name: "unit-mocks",
          include: MOCKING,
          testTimeout: 15000,
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "tests/**/*.integration.test.ts"],
          // Passwords hashed with scrypt at 1/32 of the work (app/server/auth/test-password-hash.server.ts):
          // a quarter of a run was hashing. The built app, e2e and stress tests hash as installations do.
          env: { CMS_TEST_FAST_HASH: "1" },
          exclude: ["tests/built-app/**", "node_modules/**"],
          testTimeout: 20000,
          hookTimeout: 30000,
          // One module graph per worker instead of one per file: importing the server (Kysely,
          // better-auth, sharp, …) again for each of ~55 files cost more than the tests themselves.
          // Every file opens its own database and app (tests/test-db.ts, tests/test-app.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Stress and limit tests (floods, bursts, throttling, the CLI under tsx, the dashboard at
          // scale): slow by nature and the same on both databases, so npm test runs them once, on
          // SQLite, beside everything else. The dialect-sensitive parts of them (atomic counters,
          // locks) have small copies in the integration project, which runs on both databases.
          name: "stress",
          include: ["app/**/*.stress.test.ts", "tests/**/*.stress.test.ts"],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The built app (`node server.mjs`) without a browser: start, restart, cluster, valid HTML.
          // Needs `npx react-router build`; npm test runs it beside the SQLite integration run.
          name: "built-app",
          include: ["tests/built-app/**/*.integration.test.ts"],
          // The seeded template DATA_DIR, as for e2e: a server starts on a copy without seeding.
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          testTimeout: 60000,
          hookTimeout: 120000,
          // Files run side by side: a condition may take longer than vitest's 1 s default
          // (a password hash, a render) while the other file's server and browser use the CPU.
          expect: { poll: { timeout: 10_000 } },
          // Migrates and seeds one DATA_DIR per run (each server starts on a copy) and stops every
          // worker's server at the end.
          globalSetup: ["e2e/global-setup.ts"],
          // Each worker has one server (e2e/fixtures.ts workerApp) and one Chromium, shared by the
          // files it runs; every test works on data of its own (people, pages with unique slugs).
          // Two workers on these 2-core machines (E2E_WORKERS to try more or fewer).
          fileParallelism: true,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // A worker's files share one module graph, and with it the worker's server and Chromium.
          isolate: false,
        },
      },
    ],
  },
});
