import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeTemplateDataDir } from "../tests/built-app";

/**
 * Once per e2e or built-app run (also for `npx vitest run --project e2e e2e/x.e2e.ts` alone): a
 * DATA_DIR that the built server has migrated and seeded with the demo content (media rendered by
 * sharp), then left cleanly. startApp copies it per test file, so no server start repeats migrate
 * and seeding. It holds no account: the first sign-up on a copy still becomes admin, as on a new
 * installation.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Against an already running server (E2E_BASE_URL, the inner loop) no template is needed.
  const dir = process.env.E2E_BASE_URL ? fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-none-")) : await makeTemplateDataDir();
  project.provide("e2eTemplateDataDir", dir);
  // Each worker's server (e2e/fixtures.ts workerApp) leaves its pid here; they are stopped at the end.
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-run-"));
  project.provide("e2eRunDir", runDir);
  return async () => {
    const pids = fs.readdirSync(runDir).map((f) => Number(fs.readFileSync(path.join(runDir, f), "utf8")));
    await Promise.all(pids.map(stop));
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/** SIGTERM (the server closes SQLite cleanly), SIGKILL after 10 s. */
async function stop(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, "SIGTERM");
  for (let waited = 0; alive() && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  if (alive()) process.kill(pid, "SIGKILL");
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eTemplateDataDir: string;
    e2eRunDir: string;
  }
}
