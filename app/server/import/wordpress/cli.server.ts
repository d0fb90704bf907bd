import fs from "node:fs";
import path from "node:path";
import { deImport } from "~/i18n/import";
import { openDatabase } from "../../db/client.server";
import { migrateToLatest } from "../../db/migrate.server";
import { loadEnv } from "../../env.server";
import { awaitJobs, type JobProgress } from "../../jobs/jobs.server";
import { startImportJob } from "../lock.server";
import { configureLogger } from "../../logger.server";
import { createStorage } from "../../storage/index.server";
import { IMPORT_USAGE } from "./cli-usage";
import { importWordPress, type ImportCounts, type ImportReport } from "./import.server";

/**
 * `npm run cms -- import-wordpress <export.xml> [--dry-run] [--overwrite]` (admin-cli.server.ts dispatches here).
 * --overwrite also replaces own pages at an imported page's address (their words kept as a version);
 * without it they stay and the report lists them under 'Gleiche Adresse'.
 */


function countLine(label: string, counts: ImportCounts & { failed?: number }, dryRun: boolean): string {
  const parts = [
    `${counts.created} ${dryRun ? "würden angelegt" : "neu"}`,
    `${counts.updated} ${dryRun ? "würden aktualisiert" : "aktualisiert"}`,
    `${counts.unchanged} unverändert`,
    `${counts.skipped} übersprungen`,
  ];
  if (counts.failed !== undefined) parts.push(`${counts.failed} fehlgeschlagen`);
  return `${label.padEnd(17)}${parts.join(", ")}`;
}

/** The report as the command line prints it (German). */
export function formatImportReport(report: ImportReport): string {
  const lines: string[] = [];
  const name = report.site.title ? `„${report.site.title}“ (${report.site.link})` : report.site.link;
  lines.push(report.dry_run ? `Probelauf für ${name} – es wurde nichts geändert. So würde der Import aussehen:` : `WordPress-Import von ${name} abgeschlossen.`);
  lines.push("");
  lines.push(countLine("Seiten:", report.pages, report.dry_run));
  lines.push(countLine("Beiträge:", report.posts, report.dry_run));
  lines.push(countLine("Medien:", report.media, report.dry_run));
  lines.push(`${"Weiterleitungen:".padEnd(17)}${report.redirects} ${report.dry_run ? "würden angelegt oder geändert" : "angelegt oder geändert"}`);
  lines.push(`${"Menüeinträge:".padEnd(17)}${report.menu === "keep" ? "Menü nicht geändert (--menu=keep)" : report.menu_entries}`);
  if (report.as_drafts) lines.push(`${"Entwürfe:".padEnd(17)}${report.drafts.length} als Entwurf übernommen (veröffentlichen: im Bericht auf /admin/import oder POST /api/import/jobs/{job}/publish)`);
  lines.push(`${"Blog-Kategorien:".padEnd(17)}${report.categories.length ? `${report.categories.join(", ")} ${report.dry_run ? "würden ergänzt" : "ergänzt"}` : "keine neuen"}`);
  // Own pages at an imported page's address (issue 39): the decision --overwrite makes, before the notes.
  const collisions = report.collisions;
  if (collisions.length) {
    const words = deImport.collisions;
    lines.push("");
    lines.push(words.cliTitle(collisions.length, report.dry_run, collisions.some((c) => c.replaced)));
    for (const c of collisions) lines.push(`  ${c.address}  „${c.existing_title}“ ← ${c.item}: ${c.replaced ? words.outcomeReplace : words.outcomeKeep(c.new_address)}`);
  }
  if (report.notes.length) {
    lines.push("");
    lines.push(`Hinweise (${report.notes.length}):`);
    for (const note of report.notes) lines.push(`  - ${note.item ? `${note.item}: ` : ""}${note.message}`);
  }
  lines.push("");
  lines.push(`Dauer: ${(report.duration_ms / 1000).toLocaleString("de-DE", { maximumFractionDigits: 1 })} s`);
  return lines.join("\n");
}

/** One updating line on a terminal (nothing when the output goes to a file or a pipe). */
function terminalProgress(): JobProgress | undefined {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  return {
    set(done, total, message) {
      if (Date.now() - last < 200 && done < total) return;
      last = Date.now();
      process.stderr.write(`\r${message ?? ""} ${total ? `${done}/${total}` : ""}`.padEnd(60));
    },
  };
}

/** `--media-from <folder>` or `--media-from=<folder>` taken out of the arguments. */
function takeMediaFrom(args: string[]): { rest: string[]; mediaFrom: string | null } {
  const rest: string[] = [];
  let mediaFrom: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--media-from") mediaFrom = args[++i] ?? "";
    else if (arg.startsWith("--media-from=")) mediaFrom = arg.slice("--media-from=".length);
    else rest.push(arg);
  }
  return { rest, mediaFrom };
}

export async function runImportCommand(allArgs: string[], source: NodeJS.ProcessEnv): Promise<{ code: number; message: string }> {
  const { rest: args, mediaFrom } = takeMediaFrom(allArgs);
  const flags = args.filter((a) => a.startsWith("--"));
  const files = args.filter((a) => !a.startsWith("--"));
  const unknown = flags.filter((f) => !["--dry-run", "--overwrite", "--drafts", "--keep-demo"].includes(f) && !f.startsWith("--menu="));
  if (unknown.length) return { code: 2, message: `Unbekannte Option ${unknown[0]}.\nVerwendung: ${IMPORT_USAGE}` };
  const menuFlag = flags.filter((f) => f.startsWith("--menu=")).at(-1)?.slice("--menu=".length) ?? "import";
  if (menuFlag !== "import" && menuFlag !== "keep") return { code: 2, message: `--menu: bitte „import“ (Menü übernehmen) oder „keep“ (Menü nicht ändern) angeben, nicht „${menuFlag}“.\nVerwendung: ${IMPORT_USAGE}` };
  if (files.length !== 1) return { code: 2, message: `Bitte genau eine Exportdatei angeben.\nVerwendung: ${IMPORT_USAGE}` };
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return { code: 1, message: `Die Datei ${file} gibt es nicht.` };
  if (mediaFrom !== null && (!mediaFrom || !fs.existsSync(mediaFrom) || !fs.statSync(mediaFrom).isDirectory())) {
    return { code: 2, message: `--media-from: den Ordner „${mediaFrom}“ gibt es nicht (erwartet: eine Kopie von wp-content/uploads).\nVerwendung: ${IMPORT_USAGE}` };
  }

  const env = loadEnv(source);
  configureLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "cms.db") });
  try {
    await migrateToLatest(database.db);
    const terminal = terminalProgress();
    // The same one-at-a-time lock as the admin's import (lock.server.ts): a job row others see.
    const { outcome } = await startImportJob(database.db, null, (progress) =>
      importWordPress(
        { db: database.db, storage: createStorage(env), authorId: null },
        file,
        { dryRun: flags.includes("--dry-run"), overwrite: flags.includes("--overwrite"), keepDemo: flags.includes("--keep-demo"), asDrafts: flags.includes("--drafts"), menu: menuFlag, mediaFrom, maxFileBytes: env.UPLOAD_MAX_MB * 1024 * 1024, allowedHosts: env.IMPORT_ALLOWED_HOSTS },
        {
          set(done, total, message) {
            progress.set(done, total, message);
            terminal?.set(done, total, message);
          },
        },
      ),
    );
    // The job's row is final before the database closes (else it would look running until it is stale).
    const report = await outcome.finally(() => awaitJobs());
    if (process.stderr.isTTY) process.stderr.write("\n");
    return { code: 0, message: formatImportReport(report) };
  } catch (error) {
    return { code: 1, message: `Import fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await database.close();
  }
}
