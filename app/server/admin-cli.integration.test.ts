import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCliDatabase, dropCliDatabase } from "../../tests/cli-db";
import { testDbLabel } from "../../tests/test-db";
import { runCli } from "./admin-cli.server";
import { createAuth, migrateAuth } from "./auth/auth.server";
import { openDatabase, type DatabaseHandle } from "./db/client.server";
import { hasRole, listRoles } from "./db/roles.server";
import { loadEnv } from "./env.server";

/** The CLI reads DATA_DIR / DATABASE_URL like the server, so each run gets a database of its own. */
describe(`npm run cms -- create-admin (${testDbLabel})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-cli-"));
  const dbName = `cms_cli_${crypto.randomBytes(5).toString("hex")}`;
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await createCliDatabase(dbName, env);
  });
  afterAll(async () => {
    await handle?.close();
    await dropCliDatabase(dbName);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  function open() {
    handle ??= openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(dataDir, "cms.db") });
    return handle;
  }

  async function findUser(email: string) {
    const database = open();
    const auth = createAuth({ database, env: loadEnv(env), mailer: { send: async () => undefined } });
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findUserByEmail(email))?.user ?? null;
  }

  it("refuses bad arguments and writes nothing", async () => {
    expect((await runCli([], env)).code).toBe(2);
    expect((await runCli(["create-admin", "keine-mail", "geheim123"], env)).code).toBe(2);
    const short = await runCli(["create-admin", "kurz@example.org", "123"], env);
    expect(short.code).toBe(2);
    expect(short.message).toMatch(/mindestens 8 Zeichen/);
    expect(await findUser("kurz@example.org")).toBeNull();
  });

  it("creates a confirmed admin who can sign in with the password", async () => {
    const result = await runCli(["create-admin", "Chefin@Example.org", "sicher123"], env);
    expect(result).toEqual({ code: 0, message: "Administrator chefin@example.org angelegt." });
    const user = (await findUser("chefin@example.org"))!;
    expect(user.emailVerified).toBe(true);
    expect(await hasRole(open().db, user.id, "admin")).toBe(true);
    const auth = createAuth({ database: open(), env: loadEnv(env), mailer: { send: async () => undefined } });
    const signIn = await auth.api.signInEmail({ body: { email: "chefin@example.org", password: "sicher123" } });
    expect(signIn.user.email).toBe("chefin@example.org");
  });

  it("promotes an existing account without touching its password, and ends the first-sign-up rule", async () => {
    const auth = createAuth({ database: open(), env: loadEnv(env), mailer: { send: async () => undefined } });
    await migrateAuth(auth);
    await auth.api.signUpEmail({ body: { email: "mitarbeiter@example.org", password: "eigenes1", name: "M" } });
    const user = (await findUser("mitarbeiter@example.org"))!;
    // An admin exists (made by the CLI), so this later sign-up got no role.
    expect(await hasRole(open().db, user.id, "admin")).toBe(false);
    const result = await runCli(["create-admin", "mitarbeiter@example.org"], env);
    expect(result).toEqual({ code: 0, message: "mitarbeiter@example.org ist jetzt Administrator (Passwort unverändert)." });
    expect(await hasRole(open().db, user.id, "admin")).toBe(true);
    const signIn = await auth.api.signInEmail({ body: { email: "mitarbeiter@example.org", password: "eigenes1" } });
    expect(signIn.user.id).toBe(user.id);
  });
  it("create-user: a Redakteur or Autor with a name; an existing account gets the role, its password stays", async () => {
    expect((await runCli(["create-user", "r@example.org", "geheim123"], env)).message).toMatch(/Bitte eine Rolle angeben/);
    expect((await runCli(["create-user", "r@example.org", "geheim123", "--role", "chef"], env)).message).toMatch(/Ungültige Rolle/);
    expect(await findUser("r@example.org")).toBeNull();

    const made = await runCli(["create-user", "R@example.org", "geheim123", "--role", "editor", "--name", "Rita Redakteurin"], env);
    expect(made).toEqual({ code: 0, message: "Redakteur r@example.org angelegt." });
    const user = (await findUser("r@example.org"))!;
    expect(user.name).toBe("Rita Redakteurin");
    expect(user.emailVerified).toBe(true);
    expect(await listRoles(open().db, user.id)).toEqual(["editor"]);

    const changed = await runCli(["create-user", "r@example.org", "anderes1", "--role=author"], env);
    expect(changed).toEqual({ code: 0, message: "r@example.org ist jetzt Autor (Passwort unverändert)." });
    expect(await listRoles(open().db, user.id)).toEqual(["author"]);
    const auth = createAuth({ database: open(), env: loadEnv(env), mailer: { send: async () => undefined } });
    const signIn = await auth.api.signInEmail({ body: { email: "r@example.org", password: "geheim123" } });
    expect(signIn.user.id).toBe(user.id);
  });
});
