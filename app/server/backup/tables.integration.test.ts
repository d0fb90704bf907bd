import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbKind, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { listBackupTables, resetSequences } from "./tables.server";

describe(`backup tables (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("finds every table by itself, a new one included, with its primary key; leaves out the excluded ones", async () => {
    await sql`create table spaeter_dazu (a text not null, b integer not null, wert text, primary key (b, a))`.execute(t.db);
    const tables = await listBackupTables(t.db, t.dialect);
    const names = tables.map((x) => x.name);
    expect(names).toContain("spaeter_dazu");
    expect(names).toEqual(expect.arrayContaining(["content_pages", "app_meta", "redirects", "import_items"]));
    for (const excluded of ["kysely_migration", "kysely_migration_lock", "change_events", "background_jobs", "rate_limits", "analytics_salts"]) expect(names).not.toContain(excluded);
    expect(tables.find((x) => x.name === "spaeter_dazu")?.primaryKey).toEqual(["b", "a"]);
    expect(tables.find((x) => x.name === "import_items")?.primaryKey).toEqual(["source", "source_id"]);
    expect(tables.find((x) => x.name === "analytics_events")?.primaryKey).toEqual([]);
    const pages = tables.find((x) => x.name === "content_pages")!;
    expect(pages.columns.find((c) => c.name === "created_at")?.kind).toBe(testDbKind === "postgres" ? "timestamp" : "text");
    expect(pages.columns.find((c) => c.name === "is_published")?.kind).toBe(testDbKind === "postgres" ? "bool" : "integer");
  });

  it.runIf(testDbKind === "postgres")("moves a serial column's sequence past the restored rows", async () => {
    await sql`create table mit_zaehler (id serial primary key, name text)`.execute(t.db);
    await sql`insert into mit_zaehler (id, name) values (1, 'a'), (7, 'b')`.execute(t.db);
    await resetSequences(t.db, t.dialect, ["mit_zaehler", "content_pages"]);
    const next = await sql<{ id: number }>`insert into mit_zaehler (name) values ('c') returning id`.execute(t.db);
    expect(next.rows[0].id).toBe(8);
    await sql`create table leer_zaehler (id serial primary key)`.execute(t.db);
    await resetSequences(t.db, t.dialect, ["leer_zaehler"]);
    expect((await sql<{ id: number }>`insert into leer_zaehler default values returning id`.execute(t.db)).rows[0].id).toBe(1);
  });
});
