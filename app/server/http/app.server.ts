import "react-router";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { siteRuntime } from "virtual:cms/site-runtime";
import { signedSessionCheck } from "../auth/session-cookie.server";
import { createRecorder } from "../analytics/recorder.server";
import { startBackupSchedule } from "../backup/schedule.server";
import { createBackupStore } from "../backup/store.server";
import { createAuth, migrateAuth } from "../auth/auth.server";
import { startHeartbeat } from "../backup/heartbeat.server";
import { openDatabase } from "../db/client.server";
import { migrateToLatest } from "../db/migrate.server";
import { loadEnv } from "../env.server";
import { configureLogger, logger } from "../logger.server";
import { memoizeUntilChange } from "../cache/memo.server";
import { ChangeFeed, setChangeFeed } from "../events/changes.server";
import { createMailer } from "../mail/mail.server";
import { startMaintenance, sweepStartupPartials } from "../maintenance.server";
import { startScheduler } from "../pages/scheduler.server";
import { setRuntime } from "../runtime.server";
import { createStorage } from "../storage/index.server";
import { seedDemoContent } from "../seed/seed.server";
import { seedStarterTemplates } from "../seed/starter-templates";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../db/client.server";
import type { Storage } from "../storage/storage.server";
import { continueWithinLimits } from "./body-limit.server";
import { clusterPeers } from "./cluster.server";
import { createApp } from "./create-app.server";
import { applyServerTimeouts } from "./request-deadline.server";

/** Server entry: bundled by `react-router build` (vite.config.ts) into build/server/index.js. */

export interface StartedServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

export interface StartOptions {
  vite?: ViteDevServer;
  env?: NodeJS.ProcessEnv;
  /**
   * One of several worker processes (server.mjs, WEB_CONCURRENCY): the primary has migrated and
   * seeded already; changes are announced to the other workers over IPC; only the worker with
   * `jobs` runs the timed jobs (mail retries, scheduled publishing, housekeeping).
   */
  worker?: { jobs: boolean };
}

/** Migrations, auth tables, demo content and starter templates: once per start of the site. */
async function prepareDatabase(database: DatabaseHandle, auth: Auth, storage: Storage, dataDir: string): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger().info({ migrations: applied }, "Migrationen angewendet");
  await migrateAuth(auth);
  // Before any upload of this site runs: whatever a killed process left unfinished goes.
  await sweepStartupPartials(storage, dataDir);
  const seeded = await seedDemoContent(database.db, storage);
  if (seeded) logger().info({ pages: seeded }, "Demo-Inhalte angelegt");
  // Also on existing installs; a starter template the admin deleted does not come back.
  const templates = await seedStarterTemplates(database.db);
  if (templates.length) logger().info({ templates }, "Startvorlagen angelegt");
}

function openSite(options: { env?: NodeJS.ProcessEnv }) {
  const env = loadEnv(options.env);
  configureLogger(env.LOG_LEVEL);
  const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.DATA_DIR, "cms.db") });
  const mailer = createMailer({ db: database.db, env, logger: logger() });
  const auth = createAuth({ database, env, mailer });
  const storage = createStorage(env);
  return { env, database, mailer, auth, storage };
}

/** The message a cluster worker sends to say a change was committed (server.mjs relays it). */
export { CHANGES_MESSAGE } from "./cluster.server";

/** The primary process of a cluster: prepares the database once, before the workers start. */
export async function prepare(options: { env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const { env, database, auth, storage } = openSite(options);
  try {
    await prepareDatabase(database, auth, storage, env.DATA_DIR);
  } finally {
    await database.close();
  }
}

/** Reads the configuration, migrates, seeds an empty database and serves. */
export async function start(options: StartOptions = {}): Promise<StartedServer> {
  const startedAt = performance.now();
  const { env, database, mailer, auth, storage } = openSite(options);
  const worker = options.worker ?? null;
  const jobs = !worker || worker.jobs;
  try {
    if (!worker) await prepareDatabase(database, auth, storage, env.DATA_DIR);
  } catch (error) {
    await database.close();
    throw error;
  }
  const peers = worker ? clusterPeers() : null;
  const feed = new ChangeFeed(database, { peers });
  try {
    await feed.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  setChangeFeed(feed);
  memoizeUntilChange(feed);
  setRuntime({ env, database, auth, mailer, storage });
  if (jobs) mailer.start();
  const maintenance = jobs ? startMaintenance(database.db, { storage, dataDir: env.DATA_DIR }) : null;
  const scheduler = jobs ? startScheduler(database.db, { feed }) : null;
  const backups =
    jobs && env.BACKUP_HOUR !== null
      ? startBackupSchedule({ database, storage, store: createBackupStore({ dataDir: env.DATA_DIR, storage }), dataDir: env.DATA_DIR, hour: env.BACKUP_HOUR, keepDays: env.BACKUP_KEEP })
      : null;
  // "A server runs on this database": a restore refuses while it is fresh (every process beats).
  const heartbeat = startHeartbeat(database.db);
  const analytics = createRecorder(database.db, feed, { flushMs: env.ANALYTICS_FLUSH_MS, signedIn: signedSessionCheck(env.AUTH_SECRET) });
  await analytics.refresh();

  const app = createApp({
    env,
    database,
    auth,
    mailer,
    storage,
    vite: options.vite,
    feed,
    // Loaded once: React Router derives its route tables from it a single time.
    build: options.vite ? () => import("virtual:react-router/server-build") as Promise<ServerBuild> : ((await import("virtual:react-router/server-build")) as ServerBuild),
    clientDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client"),
    siteRuntime,
    analytics,
  });
  const server = http.createServer(app);
  server.on("checkContinue", continueWithinLimits(app));
  server.keepAliveTimeout = 65_000;
  // No server-wide whole-request bound: createApp's own one spares admitted uploads (decision 034).
  applyServerTimeouts(server, { requestMs: env.REQUEST_TIMEOUT_MS });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://${env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST}:${port}`;
  logger().info(
    { url, database: database.location, dialect: database.dialect, startupMs: Math.round(performance.now() - startedAt), jobs },
    "Server gestartet",
  );

  const close = async () => {
    // Open live-update streams would keep server.close() waiting forever.
    app.events?.closeAll();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await scheduler?.stop();
    await backups?.stop();
    await analytics.stop();
    memoizeUntilChange(null);
    setChangeFeed(null);
    await feed.stop();
    await maintenance?.stop();
    peers?.close();
    await mailer.stop();
    await heartbeat.stop();
    await database.close();
    setRuntime(null);
  };
  return { url, server, close };
}
