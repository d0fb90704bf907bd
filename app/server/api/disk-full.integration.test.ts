import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as pagesRoute from "~/routes/api/pages";
import { callRoute, jsonInit } from "../../../tests/route-call";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbKind, testDbLabel } from "../../../tests/test-db";

/**
 * A database without room (SQLite's max_page_count reached, as on a full disk: SQLITE_FULL) turns
 * a write into 507 with a German message; nothing half-written stays. PostgreSQL's disk_full
 * (53100) takes the same path, but cannot be provoked here without filling the machine's disk.
 */
describe.runIf(testDbKind === "sqlite")(`API writes on a full database (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.de");
  });
  afterAll(async () => {
    await sql`pragma max_page_count = 1073741823`.execute(app.database.db).catch(() => undefined);
    await app?.close();
  });

  it("answers 507 naming the full storage, and the page list is unchanged", async () => {
    const db = app.database.db;
    const count = async () => (await db.selectFrom("content_pages").select("id").execute()).length;
    const before = await count();
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0].page_count);
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    const text = "Lorem ipsum dolor sit amet. ".repeat(4000);
    const res = await callRoute(
      pagesRoute.action,
      admin.request("/api/pages", jsonInit("POST", { title: "Zu groß für die Platte", slug: "zu-gross", content: [{ id: "t1", type: "text", content: { text: `<p>${text}</p>` } }] })),
    );
    await sql`pragma max_page_count = 1073741823`.execute(db);
    expect(res.status).toBe(507);
    expect((await res.json()).error).toContain("Speicherplatz des Servers ist voll");
    expect(await count()).toBe(before);
  });

  it("signing in on a full database answers 507 with the German message, not a bare 500, and creates no session (issue 38 item 27)", async () => {
    const db = app.database.db;
    // better-auth's table is not in our Kysely schema: counted with plain SQL.
    const sessions = async () => Number((await sql<{ n: number }>`select count(*) as n from "session"`.execute(db)).rows[0].n);
    const before = await sessions();
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0].page_count);
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      // The free room of the throttle's table used up with rows smaller than any of its keys: the
      // sign-in's first write (its attempt counter) finds none, as on a full disk.
      let filled = 0;
      for (;;) {
        try {
          await db.insertInto("rate_limits").values({ key: `f${filled}`, count: 1, reset_at: 0 }).execute();
          filled++;
        } catch (error) {
          expect((error as { code?: string }).code).toBe("SQLITE_FULL");
          break;
        }
      }
      const res = await app.client().signIn("chefin@example.de");
      expect(res.status).toBe(507);
      expect(res.body).toMatchObject({ code: "STORAGE_FULL", message: expect.stringContaining("Speicherplatz des Servers ist voll") });
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(db);
      await db.deleteFrom("rate_limits").where("key", "like", "f%").execute();
    }
    expect(await sessions()).toBe(before);
  });
});
