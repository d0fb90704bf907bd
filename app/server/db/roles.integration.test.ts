import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { countRole, grantRole, hasRole, listRoles, revokeRole } from "./roles.server";

describe(`roles query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedRows = () => t.db.selectFrom("user_roles").selectAll().orderBy("user_id").orderBy("role").execute();

  it("grants a role and answers has_role with a real boolean", async () => {
    expect(await hasRole(t.db, "anna", "admin")).toBe(false);
    expect(await grantRole(t.db, "anna", "admin")).toBe(true);
    expect(await hasRole(t.db, "anna", "admin")).toBe(true);
    expect(await hasRole(t.db, "anna", "editor")).toBe(false);
    expect(await hasRole(t.db, "bernd", "admin")).toBe(false);
  });

  it("grants idempotently: a second grant changes nothing", async () => {
    const before = await storedRows();
    expect(await grantRole(t.db, "anna", "admin")).toBe(false);
    expect(await storedRows()).toEqual(before);
    expect(await countRole(t.db, "admin")).toBe(1);
  });

  it("lists a user's roles sorted and counts holders of a role", async () => {
    await grantRole(t.db, "anna", "editor");
    await grantRole(t.db, "bernd", "admin");
    await grantRole(t.db, "carla", "editor");
    expect(await listRoles(t.db, "anna")).toEqual(["admin", "editor"]);
    expect(await listRoles(t.db, "bernd")).toEqual(["admin"]);
    expect(await listRoles(t.db, "niemand")).toEqual([]);
    expect(await countRole(t.db, "admin")).toBe(2);
    expect(await countRole(t.db, "editor")).toBe(2);
    expect(await countRole(t.db, "gast")).toBe(0);
    expect(typeof (await countRole(t.db, "admin"))).toBe("number");
  });

  it("revokes only the given role of the given user", async () => {
    expect(await revokeRole(t.db, "anna", "admin")).toBe(true);
    expect(await hasRole(t.db, "anna", "admin")).toBe(false);
    expect(await hasRole(t.db, "anna", "editor")).toBe(true);
    expect(await hasRole(t.db, "bernd", "admin")).toBe(true);
    expect(await countRole(t.db, "admin")).toBe(1);
  });

  it("treats revoking a role the user does not have as a no-op", async () => {
    const before = await storedRows();
    expect(await revokeRole(t.db, "anna", "admin")).toBe(false);
    expect(await revokeRole(t.db, "niemand", "editor")).toBe(false);
    expect(await storedRows()).toEqual(before);
  });

  it("can grant a revoked role again", async () => {
    expect(await grantRole(t.db, "anna", "admin")).toBe(true);
    expect(await listRoles(t.db, "anna")).toEqual(["admin", "editor"]);
  });
});
