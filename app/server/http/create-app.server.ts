import fsp from "node:fs/promises";
import type http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import { toNodeHandler } from "better-auth/node";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { SiteRuntimeScripts } from "../../load-context";
import { CLIENT_IP_HEADER, type Auth } from "../auth/auth.server";
import { runInRequestContext } from "./request-context.server";
import { pingDatabase, type DatabaseHandle } from "../db/client.server";
import type { Env } from "../env.server";
import { createPageCache, type PageCache } from "../cache/page-cache.server";
import type { AnalyticsRecorder } from "../analytics/recorder.server";
import type { ChangeFeed } from "../events/changes.server";
import { createEventStream, type EventStream } from "../events/sse.server";
import { contactHandler } from "../contact/http.server";
import { requireOperation } from "../auth/guard.server";
import { signedSessionCheck } from "../auth/session-cookie.server";
import { followPresenceEvents } from "../presence/presence.server";
import { followMaintenanceEvents, maintenanceGate } from "../backup/maintenance.server";
import { createBackupStore } from "../backup/store.server";
import { backupUploadHandler } from "../backup/upload-http.server";
import { mediaHandler } from "../media/serve.server";
import { uploadHandler, webRequest } from "../media/upload-http.server";
import { importMediaDeleteHandler, importMediaUploadHandler, importUploadHandler } from "../import/upload-http.server";
import { runningJob } from "../jobs/jobs.server";
import { IMPORT_UPLOAD_MAX_BYTES } from "~/lib/import-schema";
import { de } from "~/i18n/de";
import { createVariants } from "../media/variants.server";
import { isStorageFull, type Storage } from "../storage/storage.server";
import { logger } from "../logger.server";
import type { Mailer } from "../mail/mail.server";
import { bodyLimit, configureUploadLimit } from "./body-limit.server";
import { adminHint } from "./admin-hint.server";
import { originCheck } from "./origin-check.server";
import { followLegacyImageHosts } from "./legacy-image-hosts.server";
import { securityHeaders } from "./security.server";
import { withRequestDeadline } from "./request-deadline.server";

const HEALTH_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Zeitüberschreitung")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Free space of the file system holding `dir` (the part an unprivileged process may use). */
export async function diskSpace(dir: string, minFreeBytes: number): Promise<{ status: "ok" | "low" | "unknown"; freeBytes: number | null; minFreeBytes: number }> {
  try {
    const stats = await fsp.statfs(dir);
    const freeBytes = Number(stats.bavail) * Number(stats.bsize);
    return { status: freeBytes < minFreeBytes ? "low" : "ok", freeBytes, minFreeBytes };
  } catch {
    // DATA_DIR not created yet (PostgreSQL with S3 needs none): nothing to judge.
    return { status: "unknown", freeBytes: null, minFreeBytes };
  }
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  /**
   * The React Router server build (production). Pass the loaded build object where possible: with a
   * function, React Router re-derives its route tables on every request.
   */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the built browser assets (production). */
  clientDir?: string;
  /** Vite in middleware mode (development): serves assets and loads the build itself. */
  vite?: ViteDevServer;
  /** Change events: live updates for open pages and invalidation of the page cache. */
  feed?: ChangeFeed | null;
  /** Mail service: contact forms queue their mails through it. */
  mailer?: Mailer;
  /** Media files (uploads, /media/*); without it neither is served. */
  storage?: Storage;
  /** The script public pages load (scripts/site-runtime-plugin.ts); none in tests without a build. */
  siteRuntime?: SiteRuntimeScripts;
  /** Visitor statistics: sees every request first (cache hits included); none: nothing is counted. */
  analytics?: AnalyticsRecorder | null;
}

/** Node's request listener: page cache hits first, everything else through Express. */
export type CmsApp = http.RequestListener & { express: Express; events: EventStream | null; pageCache: PageCache };

export function createApp(options: AppOptions): CmsApp {
  const { env, database, vite } = options;
  const app = express();
  const feed = options.feed ?? null;
  const events = feed
    ? createEventStream(feed, {
        maxConnections: env.SSE_MAX_CONNECTIONS,
        maxPerAddress: env.SSE_MAX_PER_ADDRESS,
        // An editor's stream of one page (presence): the presence guard (pages.read).
        authorizePage: (req) => requireOperation(webRequest(req), "GET /api/pages/{id}/presence"),
      })
    : null;
  // A save announces itself to watchers ('Ansehen'); presence events from any instance keep that answer fresh.
  if (feed) followPresenceEvents(feed);
  // Another instance's restore puts this one into maintenance too (decision 029).
  if (feed) followMaintenanceEvents(feed);
  // Not in development: there the code itself changes under the cache.
  // Signed in = a session cookie with better-auth's signature (no database lookup, issue 38 item 23).
  const signedIn = signedSessionCheck(env.AUTH_SECRET);
  const pageCache = createPageCache({ enabled: env.PAGE_CACHE === "on" && !vite && !!feed, feed, signedIn });
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  configureUploadLimit(env.UPLOAD_MAX_MB * 1024 * 1024);
  // Before anything that could read a body (auth, React Router actions, our JSON routes).
  app.use(bodyLimit());
  // Media files answer before compression (pictures and videos are compressed already; ranges
  // must stay byte-exact), the page cache and the page headers: they carry their own.
  const variants = options.storage ? createVariants(options.storage, { concurrency: env.MEDIA_RENDERS, maxWaiting: env.MEDIA_RENDER_QUEUE }) : undefined;
  if (options.storage) app.use("/media", mediaHandler({ storage: options.storage, variants }));

  // Page cache hits never reach Express (see the listener at the end); a miss is recorded here,
  // behind compression so the stored body is the plain one.
  app.use(compression());
  app.use(pageCache.middleware);
  // 'Bilder der alten Website anzeigen' (issue 39): a changed list drops cached answers with the old policy.
  const legacyImageHosts = followLegacyImageHosts({ db: database.db, feed, onChange: () => pageCache.clear() });
  app.use(securityHeaders({ https: env.PUBLIC_URL.startsWith("https:"), dev: Boolean(vite), mediaOrigin: env.S3_PUBLIC_URL, imageHosts: legacyImageHosts.current }));
  app.use(
    pinoHttp({
      logger: logger(),
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
      autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") },
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // What this process's page cache holds against its budget (for monitoring and `npm run bench`).
  const pageCacheFigures = () => ({ enabled: pageCache.enabled, entries: pageCache.size(), bytes: pageCache.bytes(), budget: pageCache.budget });
  const minFreeBytes = env.DISK_MIN_FREE_MB * 1024 * 1024;
  app.get("/healthz", async (_req, res) => {
    try {
      await withTimeout(pingDatabase(database.db), HEALTH_TIMEOUT_MS);
      // DATA_DIR holds the SQLite file, local media and the mail outbox: a full disk breaks them
      // all, so it shows here before it does (the site still serves: "warning", not an error).
      const disk = await diskSpace(env.DATA_DIR, minFreeBytes);
      res
        .set("Cache-Control", "no-store")
        .json({ status: disk.status === "low" ? "warning" : "ok", database: { status: "ok", dialect: database.dialect }, disk, pageCache: pageCacheFigures() });
    } catch (error) {
      logger().error({ err: error }, "Datenbank nicht erreichbar");
      res.status(503).set("Cache-Control", "no-store").json({ status: "error", database: { status: "error", dialect: database.dialect } });
    }
  });

  app.use(originCheck(env.PUBLIC_URL));
  // Who acts and from where, for every await of the request (the log reads it).
  app.use((req, _res, next) => runInRequestContext({ ip: req.ip ?? req.socket.remoteAddress ?? "unbekannt", actor: null }, next));
  app.use(adminHint({ secure: env.PUBLIC_URL.startsWith("https:"), signedIn }));

  // better-auth reads the client IP from this header only; we set it from Express's view of the
  // connection (which honours "trust proxy"), so a client cannot pick its own rate-limit bucket.
  const authHandler = toNodeHandler(options.auth);
  app.all("/api/auth/{*path}", (req, res) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unbekannt";
    // better-auth hands on what is no API answer (onAPIError.throw): a full disk is a 507 with
    // the German message, as uploads and API writes answer; anything else a German 500.
    authHandler(req, res).catch((error: unknown) => {
      const full = isStorageFull(error);
      logger().error({ err: error, url: req.originalUrl }, full ? "Speicher voll, Anmeldung abgelehnt" : "Anmeldung fehlgeschlagen");
      if (res.headersSent) return void res.end();
      res
        .status(full ? 507 : 500)
        .set("Cache-Control", "no-store")
        .json(full ? { code: "STORAGE_FULL", message: de.auth.storageFull } : { code: "INTERNAL_SERVER_ERROR", message: de.auth.unexpectedError });
    });
  });

  if (events) app.get("/api/events", events.handler);
  if (options.mailer) app.all("/api/contact", contactHandler({ db: database.db, mailer: options.mailer, env }));
  if (options.storage) {
    // Streamed: busboy reads the socket, storage writes as it arrives (never through React Router).
    app.post(
      "/api/assets",
      uploadHandler({
        db: database.db,
        storage: options.storage,
        maxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
        authorize: (request) => requireOperation(request, "POST /api/assets"),
        variants,
      }),
    );
  }

  // An archive for 'Wiederherstellen' (decision 029): streamed into the backups, checked, listed.
  if (options.storage) {
    app.post(
      "/api/backups/upload",
      backupUploadHandler({ store: createBackupStore({ dataDir: env.DATA_DIR, storage: options.storage }), authorize: (request) => requireOperation(request, "POST /api/backups/upload") }),
    );
  }

  // The WordPress export for the admin's import: streamed to DATA_DIR/imports, never through React Router.
  app.post(
    "/api/import",
    importUploadHandler({ dataDir: env.DATA_DIR, maxBytes: IMPORT_UPLOAD_MAX_BYTES, authorize: (request) => requireOperation(request, "POST /api/import") }),
  );
  // Its ZIPs of wp-content/uploads ('Medien aus einer Sicherung'): streamed, checked and unpacked beside it.
  const importRunning = async () => (await runningJob(database.db, "import")) !== null;
  app.post(
    "/api/import/:upload/media",
    importMediaUploadHandler({ dataDir: env.DATA_DIR, authorize: (request) => requireOperation(request, "POST /api/import/{upload}/media"), importRunning }),
  );
  app.delete(
    "/api/import/:upload/media",
    importMediaDeleteHandler({ dataDir: env.DATA_DIR, authorize: (request) => requireOperation(request, "DELETE /api/import/{upload}/media"), importRunning }),
  );

  let build = options.build;
  if (vite) {
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else if (options.clientDir) {
    // Hashed file names: cache forever. Everything else in public/: an hour.
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
    // Files of public/ (favicon, demo images): only paths with a file extension are looked up, so
    // page requests do not pay for a file-system check.
    const files = express.static(options.clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith(".data") ? files(req, res, next) : next()));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unbekannt",
        siteRuntime: options.siteRuntime,
        documentParts: {},
      }),
    }),
  );
  // Last resort for errors outside React Router (which renders its own error screens).
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const e = error as { status?: number; statusCode?: number };
    const status = e.status ?? e.statusCode ?? 500;
    if (status >= 500) logger().error({ err: error, url: req.url }, "Unbehandelter Fehler");
    if (res.headersSent) return;
    res
      .status(status)
      .type("text/plain; charset=utf-8")
      .send(status === 404 ? "Nicht gefunden." : status < 500 ? "Ungültige Anfrage." : "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
  });
  // A hit replays a logged answer, so it writes no access log line of its own.
  const analytics = options.analytics ?? null;
  const listener: http.RequestListener = (req, res) => {
    // A restore is running: 503 with Retry-After before the cache, the statistics and Express.
    if (maintenanceGate(req, res)) return;
    analytics?.observe(req, res);
    if (!pageCache.serve(req, res, () => app(req, res))) app(req, res);
  };
  // Every body arrives within REQUEST_TIMEOUT_MS, except an admitted upload's (decision 034).
  const bounded = withRequestDeadline(listener, { requestMs: env.REQUEST_TIMEOUT_MS, idleMs: env.UPLOAD_IDLE_TIMEOUT_MS });
  return Object.assign(bounded, { express: app, events, pageCache });
}

