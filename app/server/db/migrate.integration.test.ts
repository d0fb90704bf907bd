import { describe, expect, it } from "vitest";
import { createTestDatabase, testDbKind, testDbLabel } from "../../../tests/test-db";

/**
 * Two installations side by side in one PostgreSQL database (each in its own schema, as the tests
 * run): the second migrates although the first already has Kysely's migration tables. Before the
 * fix the second failed with 'relation "kysely_migration_lock" does not exist'.
 */
describe(`migrations beside another schema (${testDbLabel})`, () => {
  it.runIf(testDbKind === "postgres")("a second schema migrates while the first has its migration tables", async () => {
    const first = await createTestDatabase();
    try {
      const second = await createTestDatabase();
      try {
        expect(await second.db.selectFrom("content_pages").select("id").execute()).toEqual([]);
      } finally {
        await second.cleanup();
      }
    } finally {
      await first.cleanup();
    }
  });
});
