import path from "node:path";
import { createAuth, migrateAuth } from "./auth/auth.server";
import { BACKUP_USAGE, RESTORE_USAGE, backupCommand, restoreCommand } from "./backup/cli.server";
import { openDatabase } from "./db/client.server";
import { migrateToLatest } from "./db/migrate.server";
import { grantRole, markFirstAdminClaimed } from "./db/roles.server";
import { IMPORT_USAGE, runImportCli } from "./import/wordpress/cli-entry.server";
import { loadEnv } from "./env.server";
import { configureLogger, logger } from "./logger.server";
import { createMailer } from "./mail/mail.server";

export interface CliResult {
  code: number;
  message: string;
}

const USAGE = ["Verwendung:", "  npm run cms -- create-admin <e-mail> <passwort>", `  ${IMPORT_USAGE}`, `  ${BACKUP_USAGE}`, `  ${RESTORE_USAGE}`].join("\n");

/**
 * The command line tool, with the server's configuration (DATA_DIR, DATABASE_URL): on SQLite and
 * PostgreSQL alike. create-admin creates the account (e-mail marked as confirmed) or, if it
 * exists, promotes it; an existing account's password is left unchanged. backup/restore: see
 * backup/cli.server.ts.
 */
export async function runCli(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  const [command, email, password] = args;
  if (command === "import-wordpress") return runImportCli(args.slice(1), source);
  if (command === "backup") return backupCommand(args.slice(1), source);
  if (command === "restore") return restoreCommand(args.slice(1), source);
  if (command !== "create-admin") return { code: 2, message: USAGE };
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { code: 2, message: `Ungültige E-Mail-Adresse.\n${USAGE}` };

  const env = loadEnv(source);
  configureLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "cms.db") });
  const mailer = createMailer({ db: database.db, env, logger: logger() });
  try {
    await migrateToLatest(database.db);
    const auth = createAuth({ database, env, mailer });
    await migrateAuth(auth);
    const ctx = await auth.$context;
    const normalized = email.trim().toLowerCase();
    const existing = await ctx.internalAdapter.findUserByEmail(normalized);
    let userId: string;
    let created = false;
    if (existing) {
      userId = existing.user.id;
    } else {
      if (!password || password.length < 6 || password.length > 128) {
        return { code: 2, message: `Das Passwort muss mindestens 6 Zeichen lang sein.\n${USAGE}` };
      }
      const user = await ctx.internalAdapter.createUser(
        { email: normalized, name: normalized.split("@")[0], emailVerified: true },
        { method: "admin" },
      );
      await ctx.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: await ctx.password.hash(password),
      });
      userId = user.id;
      created = true;
    }
    await grantRole(database.db, userId, "admin");
    await markFirstAdminClaimed(database.db, userId);
    return {
      code: 0,
      message: created
        ? `Administrator ${normalized} angelegt.`
        : `${normalized} ist jetzt Administrator (Passwort unverändert).`,
    };
  } finally {
    await mailer.stop();
    await database.close();
  }
}
