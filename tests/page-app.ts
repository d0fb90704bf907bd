import { afterAll, beforeAll, expect } from "vitest";
import * as pagesRoute from "~/routes/api/pages";
import * as pageRoute from "~/routes/api/page";
import * as publishRoute from "~/routes/api/page-publish";
import { createTestApp, type HttpClient, type TestApp, type TestAppOptions } from "./test-app";
import { routeBuild } from "./route-build";

/**
 * A test app with the page API (GET/POST /api/pages, /api/pages/:id, …/publish) plus the given
 * further routes, and its first account (the administrator "chefin@example.org") signed up. The
 * set-up the page, review and author tests share (issue 40).
 */
export async function pageApiApp(routes: Record<string, Record<string, unknown>> = {}): Promise<{ app: TestApp; admin: HttpClient }> {
  const app = await createTestApp({
    build: routeBuild({
      "api/pages": pagesRoute,
      "api/pages/:id": pageRoute,
      "api/pages/:id/publish": publishRoute,
      ...routes,
    }),
  });
  const admin = app.client();
  expect((await admin.signUp("chefin@example.org")).status).toBe(200);
  return { app, admin };
}

/**
 * Registers a test file's beforeAll/afterAll: a test app (`options`) with the accounts `emails`
 * signed up in this order (the first becomes the administrator); `ready` receives the app and their
 * clients. afterAll runs `beforeClose` (e.g. awaitJobs) and then closes the app.
 */
export function useTestApp(
  options: TestAppOptions,
  emails: string[],
  ready: (app: TestApp, ...clients: HttpClient[]) => void,
  beforeClose?: () => Promise<unknown>,
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    const clients: HttpClient[] = [];
    for (const email of emails) clients.push(await app.signedUp(email));
    ready(app, ...clients);
  });
  afterAll(async () => {
    await beforeClose?.();
    await app?.close();
  });
}
