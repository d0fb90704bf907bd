import path from "node:path";
import { BACKUP_USAGE, RESTORE_USAGE } from "./backup/cli-usage";
import { dePeople } from "~/i18n/people";
import { isRole, ROLE_LABELS } from "~/lib/access";
import { NAME_MAX } from "~/lib/user-name";
import { passwordProblem } from "~/lib/password-policy";
import { IMPORT_USAGE, runImportCli } from "./import/wordpress/cli-entry.server";

export interface CliResult {
  code: number;
  message: string;
}

const USAGE = [
  "Verwendung:",
  `  ${dePeople.cli.usage}`,
  "  npm run cms -- create-admin <e-mail> <passwort>   (= create-user … --role admin)",
  `  ${IMPORT_USAGE}`,
  `  ${BACKUP_USAGE}`,
  `  ${RESTORE_USAGE}`,
].join("\n");

/** `create-user <e-mail> <passwort> --role … [--name …]`; create-admin is the same with --role admin. */
function parseCreateUser(command: string, rest: string[]): { email?: string; password?: string; role?: string; name?: string } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const match = /^--(role|name)(?:=(.*))?$/.exec(arg);
    if (match) options[match[1]] = match[2] ?? rest[++i] ?? "";
    else positional.push(arg);
  }
  return { email: positional[0], password: positional[1], role: command === "create-admin" ? "admin" : options.role, name: options.name };
}

/**
 * The command line tool, with the server's configuration (DATA_DIR, DATABASE_URL): on SQLite and
 * PostgreSQL alike. create-user creates the account (e-mail marked as confirmed) with a role or, if
 * it exists, sets its role; an existing account's password is left unchanged. create-admin is
 * create-user with --role admin. backup/restore: see backup/cli.server.ts.
 */
export async function runCli(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  const [command, ...rest] = args;
  if (command === "import-wordpress") return runImportCli(args.slice(1), source);
  // Each command loads its own modules (decision 031): the help and a usage error load none of them.
  if (command === "backup") return (await import("./backup/cli.server")).backupCommand(args.slice(1), source);
  if (command === "restore") return (await import("./backup/cli.server")).restoreCommand(args.slice(1), source);
  if (command !== "create-admin" && command !== "create-user") return { code: 2, message: USAGE };
  const { email, password, role, name } = parseCreateUser(command, rest);
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { code: 2, message: `Ungültige E-Mail-Adresse.\n${USAGE}` };
  if (role === undefined) return { code: 2, message: `${dePeople.cli.roleMissing}\n${USAGE}` };
  if (!isRole(role)) return { code: 2, message: `${dePeople.cli.roleInvalid}\n${USAGE}` };
  if (name !== undefined && (name.trim() === "" || name.trim().length > NAME_MAX)) return { code: 2, message: `${dePeople.accept.nameRequired} (höchstens ${NAME_MAX} Zeichen).\n${USAGE}` };

  const [{ createAuth, migrateAuth }, { openDatabase }, { migrateToLatest }, { grantRole, markFirstAdminClaimed }, { inTransaction }, { createAccount }, { loadEnv }, { configureLogger, logger }, { createMailer }] = await Promise.all([
    import("./auth/auth.server"),
    import("./db/client.server"),
    import("./db/migrate.server"),
    import("./db/roles.server"),
    import("./db/dialect.server"),
    import("./users/users.server"),
    import("./env.server"),
    import("./logger.server"),
    import("./mail/mail.server"),
  ]);
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
      const problem = password ? passwordProblem(password) : "short";
      if (!password || problem) {
        return { code: 2, message: `${problem === "short" ? dePeople.accept.passwordShort : dePeople.accept.passwordLong}.\n${USAGE}` };
      }
      userId = await createAccount(auth, database.db, { email: normalized, name: name?.trim() || normalized.split("@")[0], password, role });
      created = true;
    }
    await inTransaction(database.db, async (trx) => {
      await trx.deleteFrom("user_roles").where("user_id", "=", userId).execute();
      await grantRole(trx, userId, role);
    });
    if (role === "admin") await markFirstAdminClaimed(database.db, userId);
    return { code: 0, message: created ? dePeople.cli.created(normalized, ROLE_LABELS[role]) : dePeople.cli.updated(normalized, ROLE_LABELS[role]) };
  } finally {
    await mailer.stop();
    await database.close();
  }
}
