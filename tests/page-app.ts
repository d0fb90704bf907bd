import { expect } from "vitest";
import * as pagesRoute from "~/routes/api/pages";
import * as pageRoute from "~/routes/api/page";
import * as publishRoute from "~/routes/api/page-publish";
import { createTestApp, type HttpClient, type TestApp } from "./test-app";
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
