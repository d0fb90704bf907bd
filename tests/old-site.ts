import fs from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { importWordPress } from "~/server/import/wordpress/import.server";
import { parseAllowedHosts } from "~/server/import/wordpress/safe-fetch.server";
import type { TestApp } from "./test-app";

/**
 * The old WordPress site of an import test (its uploads, served by a local HTTP server): fixtures
 * shared by the WordPress import tests (issue 40).
 */

/** Starts `server` on 127.0.0.1 at a free port; returns its origin, e.g. "http://127.0.0.1:41234". */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Imports `file` into the test app, media allowed from the old site at `origin` (on 127.0.0.1, as IMPORT_ALLOWED_HOSTS allows), 10 s per download. */
export function importFromOldSite(app: TestApp, file: string, origin: string) {
  return importWordPress({ db: app.database.db, storage: app.storage }, file, { allowedHosts: parseAllowedHosts(new URL(origin).host), fetchTimeoutMs: 10_000 });
}

/** The afterAll of an import test: closes the app and the uploads server, removes the temporary folder. */
export async function closeOldSiteTest(app: TestApp | undefined, uploads: http.Server | undefined, dir: string): Promise<void> {
  await app?.close();
  await new Promise((r) => uploads?.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
}
