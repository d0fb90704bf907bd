import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Kysely } from "kysely";
import type { ServerBuild } from "react-router";
import os from "node:os";
import path from "node:path";
import type { Role } from "~/lib/access";
import { signedSessionCheck } from "~/server/auth/session-cookie.server";
import { createRecorder, type AnalyticsRecorder, type RecorderOptions } from "~/server/analytics/recorder.server";
import { createAuth, migrateAuth, type Auth } from "~/server/auth/auth.server";
import { ChangeFeed } from "~/server/events/changes.server";
import { loadEnv, type Env } from "~/server/env.server";
import { continueWithinLimits } from "~/server/http/body-limit.server";
import { createApp } from "~/server/http/create-app.server";
import { applyServerTimeouts } from "~/server/http/request-deadline.server";
import { configureLogger, logger } from "~/server/logger.server";
import { createMailer, type Mailer } from "~/server/mail/mail.server";
import { setRuntime } from "~/server/runtime.server";
import { createStorage } from "~/server/storage/index.server";
import type { Storage } from "~/server/storage/storage.server";
import { createTestDatabase, type TestDatabase } from "./test-db";

/**
 * The real HTTP app (Express + better-auth + our guard and limits) on a random port, over a test
 * database of its own. No React Router build: routes that need one are covered by the e2e suite.
 */
export interface TestApp {
  url: string;
  env: Env;
  database: TestDatabase;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  dataDir: string;
  /** With `analytics`: the change feed (page cache on) and the visitor counter of this instance. */
  feed: ChangeFeed | null;
  analytics: AnalyticsRecorder | null;
  client(): HttpClient;
  /**
   * A client that signed up with this address (the sign-up must succeed). The first account of a
   * site is its administrator and is signed in at once; later ones are not until they confirm.
   */
  signedUp(email: string): Promise<HttpClient>;
  /** The id of the account with this address (better-auth's user table, not in our schema types). */
  userId(email: string): Promise<string>;
  /** Gives the account with this address a role, as the 'Benutzer' screen does; returns its id. */
  grantRole(email: string, role: Role): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Share another app's database (a second instance); it is not removed when this app closes. */
  database?: TestDatabase;
  /** Extra environment, e.g. SMTP_URL. */
  env?: Record<string, string>;
  /** A React Router server build to route through (e.g. a few route modules, see tests/route-build.ts). */
  build?: ServerBuild;
  /** Count visits (and run a change feed, so the page cache is on as in production). */
  analytics?: RecorderOptions;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  configureLogger("silent");
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-app-"));
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  server.on("checkContinue", continueWithinLimits((req, res) => handler(req, res)));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: "silent", ...options.env });
  // As in production (app.server.ts): no server-wide request timeout, our own bound instead.
  applyServerTimeouts(server, { requestMs: env.REQUEST_TIMEOUT_MS });
  const mailer = createMailer({ db: database.db, env, logger: logger() });
  const auth = createAuth({ database, env, mailer });
  await migrateAuth(auth);
  const storage = createStorage(env);
  setRuntime({ env, database, auth, mailer, storage });
  const feed = options.analytics ? new ChangeFeed(database, { pollMs: 100 }) : null;
  await feed?.start();
  // As in production (app.server.ts): only a session cookie with better-auth's signature is staff.
  const analytics = options.analytics && feed ? createRecorder(database.db, feed, { signedIn: signedSessionCheck(env.AUTH_SECRET), ...options.analytics }) : null;
  await analytics?.refresh();
  handler = createApp({
    env,
    database,
    auth,
    mailer,
    storage,
    feed,
    analytics,
    build: options.build ?? (() => Promise.reject(new Error("kein Build im Integrationstest"))),
  });
  const users = database.db as unknown as Kysely<Record<"user", { id: string; email: string }>>;
  const userId = async (email: string) => (await users.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  return {
    url,
    env,
    database,
    auth,
    mailer,
    storage,
    dataDir,
    feed,
    analytics,
    client: () => new HttpClient(url),
    signedUp: async (email) => {
      const client = new HttpClient(url);
      const res = await client.signUp(email);
      if (res.status !== 200) throw new Error(`Registrierung von ${email} fehlgeschlagen: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    userId,
    grantRole: async (email, role) => {
      const id = await userId(email);
      await database.db.insertInto("user_roles").values({ user_id: id, role, created_at: new Date().toISOString() }).execute();
      return id;
    },
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      server.closeAllConnections();
      await analytics?.stop();
      await feed?.stop();
      await mailer.stop();
      setRuntime(null);
      if (!options.database) await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ClientResponse {
  status: number;
  headers: Headers;
  body: any;
  setCookies: string[];
}

/** A browser-like client: keeps cookies, sends our Origin on writes, does not follow redirects. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  /** A Request carrying this client's cookies, for calling server functions directly. */
  request(pathname = "/admin", init: RequestInit = {}): Request {
    return new Request(this.baseUrl + pathname, { ...init, headers: { cookie: this.cookieHeader(), ...(init.headers ?? {}) } });
  }

  async send(method: string, pathname: string, json?: unknown, headers: Record<string, string> = {}): Promise<ClientResponse> {
    const res = await fetch(this.baseUrl + pathname, {
      method,
      redirect: "manual",
      headers: {
        ...(json !== undefined ? { "content-type": "application/json" } : {}),
        ...(method !== "GET" ? { origin: this.baseUrl } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const setCookies = res.headers.getSetCookie();
    for (const raw of setCookies) {
      const [pair, ...attrs] = raw.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body, setCookies };
  }

  post(pathname: string, json: unknown = {}, headers?: Record<string, string>) {
    return this.send("POST", pathname, json, headers);
  }

  get(pathname: string, headers?: Record<string, string>) {
    return this.send("GET", pathname, undefined, headers);
  }

  /**
   * Signs up and, like the person would after the answer, signs in: only the very first account is
   * signed in by the sign-up itself (later ones get the same answer for new and taken addresses).
   * Returns the sign-up's answer; `rawSignUp` is the sign-up alone.
   */
  async signUp(email: string, password = "geheim123", extra: Record<string, unknown> = {}) {
    const res = await this.rawSignUp(email, password, extra);
    if (res.status === 200 && !res.body?.token) await this.signIn(email, password);
    return res;
  }

  rawSignUp(email: string, password = "geheim123", extra: Record<string, unknown> = {}) {
    return this.post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0], ...extra });
  }

  signIn(email: string, password = "geheim123", rememberMe = true) {
    return this.post("/api/auth/sign-in/email", { email, password, rememberMe });
  }

  sessionToken(): string | undefined {
    return this.cookies.get("cms.session_token");
  }
}
