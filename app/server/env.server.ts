import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseAllowedHosts } from "./import/wordpress/safe-fetch.server";

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "muss mit postgres:// oder postgresql:// beginnen");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "muss eine Zahl sein" })
    .int("muss eine ganze Zahl sein")
    .min(0, "muss zwischen 0 und 65535 liegen")
    .max(65535, "muss zwischen 0 und 65535 liegen")
    .default(3000),
  HOST: z.string().min(1, "darf nicht leer sein").default("127.0.0.1"),
  DATA_DIR: z.string().min(1, "darf nicht leer sein").default("./data"),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z.url({ error: "muss eine vollständige URL sein (z. B. https://www.example.de)" }).optional(),
  AUTH_SECRET: z.string().min(32, "muss mindestens 32 Zeichen lang sein").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "muss mit smtp:// oder smtps:// beginnen")
    .optional(),
  /** "off" renders every public page fresh (benchmarks compare both). */
  PAGE_CACHE: z.enum(["on", "off"], { error: 'muss "on" oder "off" sein' }).default("on"),
  /** Longest a counted page view waits in memory before it is written (batched writes). */
  ANALYTICS_FLUSH_MS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(50, "muss mindestens 50 sein").max(60_000, "darf höchstens 60000 sein").default(5000),
  /** Upper bound of open live-update streams (GET /api/events) per instance. */
  SSE_MAX_CONNECTIONS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss mindestens 1 sein").default(1000),
  /** Of those, how many one client address may hold (more get 429). */
  SSE_MAX_PER_ADDRESS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss mindestens 1 sein").default(20),
  /**
   * Longest a request may take to deliver its whole body (our own bound, Node's requestTimeout is
   * off; decision 034). Staff uploads are exempt once their role is checked: they have UPLOAD_IDLE_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(100, "muss mindestens 100 sein").max(3_600_000, "darf höchstens 3600000 sein").default(120_000),
  /** An admitted upload that sends no byte for this long is ended (decision 034). */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(100, "muss mindestens 100 sein").max(3_600_000, "darf höchstens 3600000 sein").default(60_000),
  /** /healthz reports "warning" when DATA_DIR's file system has less free space than this. */
  DISK_MIN_FREE_MB: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(0, "darf nicht negativ sein").default(256),
  /** Picture variants rendered at the same time per process (each takes a core and ~100 MB). */
  MEDIA_RENDERS: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss mindestens 1 sein").max(16, "darf höchstens 16 sein").default(1),
  /** Visitor renders that may wait per process; more are answered with the small original or 503. */
  MEDIA_RENDER_QUEUE: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(0, "darf nicht negativ sein").max(1000, "darf höchstens 1000 sein").default(8),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Media files go to this S3-compatible bucket when set; otherwise to DATA_DIR/media. */
  S3_BUCKET: z.string().min(1, "darf nicht leer sein").optional(),
  /** For S3-compatible services other than AWS (MinIO, Ceph, R2, …). */
  S3_ENDPOINT: z.url({ error: "muss eine vollständige URL sein (z. B. https://s3.example.de)" }).optional(),
  S3_REGION: z.string().min(1, "darf nicht leer sein").default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1, "darf nicht leer sein").optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, "darf nicht leer sein").optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: 'muss "true" oder "false" sein' })
    .default("false")
    .transform((value) => value === "true"),
  /** Public address of the bucket: browsers then load media from there (the CSP allows its origin). */
  S3_PUBLIC_URL: z
    .url({ error: "muss eine vollständige URL sein (z. B. https://media.example.de)" })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  /** The daily backup starts in this hour (German time, Europe/Berlin), 0–23; "off": no daily backup (null). */
  BACKUP_HOUR: z
    .union([z.literal("off"), z.coerce.number({ error: 'muss eine Zahl von 0 bis 23 oder "off" sein' }).int("muss eine ganze Zahl sein").min(0, "muss zwischen 0 und 23 liegen").max(23, "muss zwischen 0 und 23 liegen")], { error: 'muss eine Zahl von 0 bis 23 oder "off" sein' })
    .default(3)
    .transform((value) => (value === "off" ? null : value)),
  /** Backups older than this many days are removed after a successful daily backup. */
  BACKUP_KEEP: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss mindestens 1 sein").max(3650, "darf höchstens 3650 sein").default(14),
  /** Largest accepted upload per file, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number({ error: "muss eine Zahl sein" }).int("muss eine ganze Zahl sein").min(1, "muss mindestens 1 sein").default(100),
  /**
   * Hosts (host[:port], comma-separated) the WordPress import may fetch attachments from although
   * they are on the internal network, e.g. the old site on the company network (decision 031).
   */
  IMPORT_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
}).superRefine((env, ctx) => {
  // One half of a key pair is a typo, not a wish for the default credential chain.
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    ctx.addIssue({ code: "custom", path: [missing], message: "muss zusammen mit S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gesetzt sein" });
  }
});

export type Env = z.infer<typeof envSchema> & {
  DATA_DIR: string;
  PUBLIC_URL: string;
  AUTH_SECRET: string;
};

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      "Ungültige Konfiguration:\n" +
        issues.map((i) => `  - Umgebungsvariable ${i.variable}: ${i.message}`).join("\n"),
    );
    this.name = "ConfigError";
  }
}

/** Treats empty strings like unset variables, as shells and .env files often produce them. */
function clean(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

/**
 * Reads and validates the configuration. A bad value throws a ConfigError naming the variable.
 * AUTH_SECRET, when unset, is generated once and kept in DATA_DIR (never hard-coded).
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(clean(source));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "?"),
        message: issue.message,
      })),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  fs.mkdirSync(dataDir, { recursive: true });
  const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "127.0.0.1" : env.HOST;
  return {
    ...env,
    DATA_DIR: dataDir,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://${host}:${env.PORT}`).replace(/\/+$/, ""),
    AUTH_SECRET: env.AUTH_SECRET ?? readOrCreateSecret(dataDir),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(32).toString("hex");
  // "wx" fails if another process created it meanwhile; then we read theirs.
  try {
    fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      return fs.readFileSync(file, "utf8").trim();
    }
    throw error;
  }
}
