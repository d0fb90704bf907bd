import type { Auth } from "./auth/auth.server";
import type { Db, DatabaseHandle } from "./db/client.server";
import type { Env } from "./env.server";
import type { Mailer } from "./mail/mail.server";
import type { Storage } from "./storage/storage.server";

/**
 * The process-wide runtime, set once at start-up (app/server/http/app.server.ts) and read by
 * loaders and actions. Server code bundled into the same build shares this module instance.
 */
export interface Runtime {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  /** Media files: local disk or an S3-compatible bucket. */
  storage: Storage;
}

let current: Runtime | null = null;

export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}

export function runtime(): Runtime {
  if (!current) throw new Error("Server-Laufzeit ist nicht initialisiert");
  return current;
}

export function db(): Db {
  return runtime().database.db;
}

export function storage(): Storage {
  return runtime().storage;
}
