import path from "node:path";
import { formatFileSize } from "~/lib/format";
import { recordAction, shellActor } from "../audit/log.server";
import { openDatabase } from "../db/client.server";
import { loadEnv } from "../env.server";
import { configureLogger } from "../logger.server";
import { createStorage } from "../storage/index.server";
import { backupFileName, BackupArchiveError } from "./archive.server";
import { createBackup, type BackupSummary } from "./backup.server";
import { restoreBackup, RestoreRefusedError, type RestoreSummary } from "./restore.server";

/**
 * `npm run cms -- backup [datei]` and `npm run cms -- restore <datei> [--replace]` (dispatched from
 * admin-cli.server.ts), with the server's configuration: DATA_DIR, DATABASE_URL, S3_*.
 */

export interface CliResult {
  code: number;
  message: string;
}

import { BACKUP_USAGE, RESTORE_USAGE } from "./cli-usage";

export { BACKUP_USAGE, RESTORE_USAGE };

const count = new Intl.NumberFormat("de-DE");
const seconds = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

function open(source: NodeJS.ProcessEnv) {
  const env = loadEnv(source);
  configureLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "cms.db") });
  return { env, database, storage: createStorage(env) };
}

export async function backupCommand(args: string[], source: NodeJS.ProcessEnv): Promise<CliResult> {
  if (args.length > 1) return { code: 2, message: `Verwendung: ${BACKUP_USAGE}` };
  const { env, database, storage } = open(source);
  try {
    const file = args[0] ? path.resolve(args[0]) : path.join(env.DATA_DIR, "backups", backupFileName());
    const summary = await createBackup({ database, storage }, file);
    await recordAction(database.db, { action: "backup.created", objectType: "backup", objectId: path.basename(file), objectTitle: path.basename(file), detail: { trigger: "cli", bytes: summary.bytes }, actor: shellActor() });
    return { code: 0, message: describeBackup(summary) };
  } finally {
    await database.close();
  }
}

export async function restoreCommand(args: string[], source: NodeJS.ProcessEnv): Promise<CliResult> {
  const replace = args.includes("--replace");
  const rest = args.filter((a) => a !== "--replace");
  if (rest.length !== 1 || rest[0].startsWith("--")) return { code: 2, message: `Verwendung: ${RESTORE_USAGE}` };
  const { env, database, storage } = open(source);
  try {
    const summary = await restoreBackup({ database, storage, env }, path.resolve(rest[0]), { replace, restoredBy: shellActor() });
    return { code: 0, message: describeRestore(path.resolve(rest[0]), summary) };
  } catch (error) {
    if (error instanceof RestoreRefusedError || error instanceof BackupArchiveError) {
      return { code: 1, message: `Wiederherstellung abgelehnt, nichts wurde verändert: ${error.message}` };
    }
    throw error;
  } finally {
    await database.close();
  }
}

export function describeBackup(summary: BackupSummary): string {
  const lines = [
    `Sicherung geschrieben: ${summary.file}`,
    `  Größe: ${formatFileSize(summary.bytes)}`,
    `  Schemastand: ${summary.schemaVersion}`,
    `  Tabellen: ${count.format(summary.tables)}, Zeilen: ${count.format(summary.rows)}`,
    `  Mediendateien: ${count.format(summary.mediaFiles)} (${formatFileSize(summary.mediaBytes)})`,
    `  Dauer: ${seconds.format(summary.durationMs / 1000)} s`,
  ];
  if (summary.warnings.length) lines.push("Hinweise:", ...summary.warnings.map((w) => `  - ${w}`));
  return lines.join("\n");
}

export function describeRestore(file: string, summary: RestoreSummary): string {
  const lines = [
    `Sicherung wiederhergestellt: ${file}`,
    `  Schemastand der Sicherung: ${summary.schemaVersion}, jetzt: ${summary.migratedTo}`,
    `  Tabellen: ${count.format(summary.tables)}, Zeilen: ${count.format(summary.rows)}`,
    `  Mediendateien: ${count.format(summary.mediaFiles)}${summary.mediaSkipped ? ` (davon ${count.format(summary.mediaSkipped)} schon vorhanden)` : ""}`,
    `  Dauer: ${seconds.format(summary.durationMs / 1000)} s`,
  ];
  if (summary.warnings.length) lines.push("Hinweise:", ...summary.warnings.map((w) => `  - ${w}`));
  return lines.join("\n");
}
