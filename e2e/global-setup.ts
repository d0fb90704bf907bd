import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { makeTemplateDataDir } from "../tests/built-app";

/**
 * Once per e2e or built-app run (also for `npx vitest run --project e2e e2e/x.e2e.ts` alone): a
 * DATA_DIR that the built server has migrated and seeded with the demo content (media rendered by
 * sharp), then left cleanly. startApp copies it per test file, so no server start repeats migrate
 * and seeding. It holds no account: the first sign-up on a copy still becomes admin, as on a new
 * installation.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = await makeTemplateDataDir();
  project.provide("e2eTemplateDataDir", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    e2eTemplateDataDir: string;
  }
}
