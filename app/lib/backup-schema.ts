import { z } from "zod";
import { jobSchema } from "./api-schema";

/**
 * Answers of /api/backups as zod schemas: the OpenAPI document is generated from them and the
 * API's integration tests parse real answers with them.
 */

const timestamp = z.string().meta({ format: "date-time" });

export const backupEntrySchema = z
  .object({
    name: z.string().meta({ description: "Dateiname, cms-backup-JJJJ-MM-TT-hhmmss.tar.gz (Zeit in UTC)", examples: ["cms-backup-2026-11-26-020000.tar.gz"] }),
    bytes: z.number().int().min(0).meta({ description: "Größe in Bytes" }),
    createdAt: timestamp.meta({ description: "Zeitpunkt der Ablage" }),
  })
  .meta({ description: "Eine gespeicherte Sicherung" });

export const backupOutcomeSchema = z
  .object({
    at: timestamp.meta({ description: "Ende des Laufs" }),
    ok: z.boolean(),
    trigger: z.enum(["manual", "schedule"]).meta({ description: "Von Hand ('Jetzt sichern') oder nach Zeitplan" }),
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
    keepDays: z.number().int().min(1).meta({ description: "BACKUP_KEEP: so viele Tage werden Sicherungen aufbewahrt" }),
    timeZone: z.string(),
  }),
  location: z.enum(["local", "s3"]).meta({ description: "local: DATA_DIR/backups des Servers; s3: Ordner backups/ im Bucket" }),
  running: jobSchema.nullable().meta({ description: "Eine Sicherung, die gerade geschrieben wird" }),
});

export const backupStartedSchema = z.object({ job: jobSchema });
