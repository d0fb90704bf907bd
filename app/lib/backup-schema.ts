import { z } from "zod";
import { jobSchema } from "./api-schema";

/**
 * Answers of /api/backups as zod schemas: the OpenAPI document is generated from them and the
 * API's integration tests parse real answers with them.
 */

const timestamp = z.string().meta({ format: "date-time" });

export const backupEntrySchema = z
  .object({
    name: z.string().meta({ description: "Dateiname, cms-backup-JJJJ-MM-TT-hhmmss.tar.gz (deutsche Zeit, Europe/Berlin)", examples: ["cms-backup-2026-11-26-020000.tar.gz"] }),
    bytes: z.number().int().min(0).meta({ description: "Größe in Bytes" }),
    created_at: timestamp.meta({ description: "Zeitpunkt der Ablage" }),
  })
  .meta({ description: "Eine gespeicherte Sicherung" });

export const backupOutcomeSchema = z
  .object({
    at: timestamp.meta({ description: "Ende des Laufs" }),
    ok: z.boolean(),
    trigger: z.enum(["manual", "schedule", "restore"]).meta({ description: "Von Hand ('Jetzt sichern'), nach Zeitplan oder vor einer Wiederherstellung aus der Verwaltung" }),
    name: z.string().optional(),
    bytes: z.number().int().min(0).optional(),
    error: z.string().optional().meta({ description: "Deutsche Fehlermeldung, wenn ok false ist" }),
  })
  .meta({ description: "Ergebnis der letzten Sicherung" });

export const backupOverviewSchema = z.object({
  backups: z.array(backupEntrySchema).meta({ description: "Neueste zuerst" }),
  last: backupOutcomeSchema.nullable().meta({ description: "null: noch nie gesichert" }),
  schedule: z.object({
    hour: z.number().int().min(0).max(23).nullable().meta({ description: "BACKUP_HOUR: ab dieser Stunde (deutsche Zeit) läuft die tägliche Sicherung; null: keine tägliche Sicherung (BACKUP_HOUR=off)" }),
    keep_days: z.number().int().min(1).meta({ description: "BACKUP_KEEP: so viele Tage werden Sicherungen aufbewahrt" }),
    time_zone: z.string(),
  }),
  location: z.enum(["local", "s3"]).meta({ description: "local: DATA_DIR/backups des Servers; s3: Ordner backups/ im Bucket" }),
  running: jobSchema.nullable().meta({ description: "Eine Sicherung, die gerade geschrieben wird" }),
});

export const backupStartedSchema = z.object({ job: jobSchema });

/** Body of POST /api/backups/{name}/restore: the person's password, or their authenticator code. */
export const restoreRequestSchema = z
  .object({
    password: z.string().max(200).optional().meta({ description: "Das Passwort der angemeldeten Person (erneute Anmeldung)" }),
    code: z.string().max(12).optional().meta({ description: "Statt des Passworts: der aktuelle Code der Authenticator-App, wenn das Konto die Zwei-Faktor-Anmeldung nutzt" }),
  })
  .meta({ description: "Erneute Anmeldung vor der Wiederherstellung: password oder code" });

export const tableCheckSchema = z.object({
  name: z.string().meta({ description: "Tabelle" }),
  expected_rows: z.number().int().min(0).meta({ description: "Zeilen laut Archiv" }),
  rows: z.number().int().min(0).meta({ description: "Zeilen nach der Probe-Wiederherstellung" }),
  checksum: z.string().meta({ description: "Prüfsumme der wiederhergestellten Zeilen (reihenfolgeunabhängig)" }),
  ok: z.boolean().meta({ description: "Zeilenzahl und Prüfsumme stimmen mit dem Archiv überein" }),
});

export const verifyReportSchema = z
  .object({
    name: z.string(),
    ok: z.boolean().meta({ description: "Jede Tabelle stimmt mit dem Archiv überein" }),
    schema_version: z.string(),
    tables: z.array(tableCheckSchema),
    rows: z.number().int().min(0),
    media_files: z.number().int().min(0).meta({ description: "Mediendateien, deren Prüfsumme im Archiv stimmt (nicht geschrieben)" }),
    duration_ms: z.number().int().min(0),
    warnings: z.array(z.string()),
  })
  .meta({ description: "Ergebnis (result) der Hintergrundarbeit einer Probe-Wiederherstellung" });

export const restoreReportSchema = z
  .object({
    name: z.string().meta({ description: "Die eingespielte Sicherung" }),
    safety_backup: z.string().meta({ description: "Die vorher angelegte Sicherung des bisherigen Stands" }),
    schema_version: z.string(),
    migrated_to: z.string(),
    tables: z.number().int().min(0),
    rows: z.number().int().min(0),
    media_files: z.number().int().min(0),
    media_skipped: z.number().int().min(0),
    duration_ms: z.number().int().min(0),
    session_kept: z.boolean().meta({ description: "Die eigene Anmeldung blieb bestehen (das Konto ist in der Sicherung enthalten)" }),
    warnings: z.array(z.string()),
  })
  .meta({ description: "Ergebnis (result) der Hintergrundarbeit einer Wiederherstellung" });
