import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NAME_MAX } from "~/lib/user-name";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import * as accountRoute from "./account";
import * as newPostRoute from "./blog/new";
import * as layoutRoute from "./layout";

/** The display name in 'Konto' (issue 29, item 2): required, trimmed, limited; used by the admin and as the author of new posts. */
describe(`display name in 'Konto' (${testDbLabel})`, () => {
  let app: TestApp;
  let person: HttpClient;
  beforeEach(async () => {
    app = await createTestApp();
    person = await app.signedUp("name@example.org");
  });
  afterEach(async () => {
    await app?.close();
  });

  // Page loaders answer with plain data.
  const loaderData = async (route: { loader: (args: never) => Promise<unknown> }, path: string) =>
    (await route.loader({ request: person.request(path), params: {}, context: {} } as never)) as Record<string, any>;

  it("stores the trimmed name; the admin, 'Konto' and a new post's author use it at once", async () => {
    const saved = await person.post("/api/auth/update-user", { name: "  Erika Mustermann  " });
    expect(saved.status).toBe(200);
    expect((await person.get("/api/auth/get-session")).body.user.name).toBe("Erika Mustermann");
    expect((await loaderData(layoutRoute, "/admin")).user.name).toBe("Erika Mustermann");
    expect((await loaderData(accountRoute, "/admin/konto")).name).toBe("Erika Mustermann");
    expect((await loaderData(newPostRoute, "/admin/blog/new")).author).toBe("Erika Mustermann");
  });

  it("refuses a blank or too long name with a German message and keeps the old one", async () => {
    for (const name of ["", "   ", "x".repeat(NAME_MAX + 1)]) {
      const refused = await person.post("/api/auth/update-user", { name });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(refused.body.message).toMatch(name.trim() ? /höchstens|lang/i : /Name/);
    }
    expect((await person.post("/api/auth/update-user", { name: "x".repeat(NAME_MAX) })).status).toBe(200);
    expect((await person.get("/api/auth/get-session")).body.user.name).toBe("x".repeat(NAME_MAX));
  });
});
