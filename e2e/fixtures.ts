import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { apiAs, startApp, type AdminApi, type RunningApp } from "../tests/built-app";

export { apiAs };

/**
 * E2E fixtures in the manner of Playwright's (and the Epic Stack's): one server per worker, each
 * test on data of its own (people, pages with unique slugs), sessions written into the database
 * instead of going through the sign-up route. A test file asks for what it needs:
 *
 *   const app = await workerApp();                        // the worker's server, shared by its files
 *   const admin = await person(app, { role: "admin" });   // a new person with a session
 *   const { page } = await signedInPage(browser, app, admin);
 *   const created = await newPage(admin.api, { title: "Baukasten" });
 *   await openBuilder(page, app, created.id);
 *
 * Only a test of a whole installation's state (first account, settings, import, restore) starts a
 * server of its own with startApp().
 */

export type Role = "admin" | "editor" | "author";

let shared: Promise<RunningApp> | null = null;

/**
 * The worker's server: the built app on a copy of the seeded template, started on first use and
 * stopped when the run ends (e2e/global-setup.ts stops every server a worker left running). With
 * E2E_BASE_URL and E2E_DATA_DIR set, an already running server (`npm start`) instead: the inner
 * loop runs one e2e file against it without a start.
 */
export function workerApp(): Promise<RunningApp> {
  return (shared ??= (async () => {
    const external = process.env.E2E_BASE_URL;
    if (external) {
      const dataDir = process.env.E2E_DATA_DIR;
      if (!dataDir) throw new Error("E2E_BASE_URL braucht E2E_DATA_DIR (das DATA_DIR des laufenden Servers)");
      return { url: external.replace(/\/+$/, ""), dataDir, pid: 0, startupMs: 0, output: () => "", stop: async () => undefined };
    }
    const app = await startApp();
    remember(app);
    // A house administrator first: on a shared server no test's sign-up may become the first
    // account (and with it administrator) by the order files happen to run in.
    await person(app, { role: "admin", name: "Haus Admin" });
    // Files call app.stop() when they are done; the worker's server outlives them.
    return { ...app, stop: async () => undefined };
  })());
}

/** Records the server's pid where the run's teardown finds it (a worker may end without cleaning up). */
function remember(app: RunningApp): void {
  let dir: string | undefined;
  try {
    dir = inject("e2eRunDir");
  } catch {
    dir = undefined;
  }
  if (dir) fs.writeFileSync(path.join(dir, `server-${app.pid}.pid`), String(app.pid));
  process.once("exit", () => {
    try {
      process.kill(app.pid, "SIGTERM");
    } catch {
      // already gone
    }
  });
}

/** A name nobody else in the run has: for slugs, e-mail addresses and titles of a test's own data. */
export function unique(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(4).toString("hex")}`;
}

export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  /** The Cookie header of the person's session. */
  cookie: string;
  /** JSON calls with the person's session. */
  api: AdminApi;
}

/**
 * A person with a role and a signed-in session, written straight into the app's SQLite database
 * (better-auth's user and session rows, our user_roles): no password hash, no sign-up mail, no
 * sign-in request. The session cookie is signed with the app's secret as better-auth signs it.
 * `role: null` makes a signed-in person without any role ('Kein Zugriff'). No password: a test of
 * passwords or the sign-in screen signs up over HTTP instead.
 */
export async function person(
  app: RunningApp,
  options: { role?: Role | null; name?: string; email?: string } = {},
): Promise<Person> {
  const role = options.role === undefined ? "admin" : options.role;
  const name = options.name ?? "Erika Muster";
  const email = options.email ?? `${unique(role ?? "gast")}@example.org`;
  const id = crypto.randomBytes(16).toString("hex");
  const iso = new Date().toISOString();
  withDatabase(app, (db) => {
    db.prepare(
      'INSERT INTO "user" (id, name, email, emailVerified, image, createdAt, updatedAt, twoFactorEnabled) VALUES (?, ?, ?, 1, NULL, ?, ?, 0)',
    ).run(id, name, email, iso, iso);
    if (role) db.prepare("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)").run(id, role, iso);
    // As `npm run cms -- create-admin` does: an administrator made this way is the site's first
    // one, so no later sign-up becomes administrator by coming first.
    if (role === "admin") db.prepare("INSERT OR IGNORE INTO app_meta (key, value) VALUES ('first_admin_claimed_by', ?)").run(id);
  });
  const cookie = session(app, id);
  return { id, email, name, role, cookie, api: apiAs(app, cookie) };
}

/**
 * One more signed-in session of a person (another browser, another device), written into the
 * database as better-auth writes one: its Cookie header.
 */
export function session(app: RunningApp, userId: string): string {
  const token = crypto.randomBytes(24).toString("base64url");
  const now = new Date();
  const expires = new Date(now.getTime() + 7 * 24 * 3600 * 1000).toISOString();
  withDatabase(app, (db) =>
    db
      .prepare('INSERT INTO "session" (id, expiresAt, token, createdAt, updatedAt, ipAddress, userAgent, userId) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(crypto.randomBytes(16).toString("hex"), expires, token, now.toISOString(), now.toISOString(), "127.0.0.1", "e2e", userId),
  );
  return `cms.session_token=${encodeURIComponent(`${token}.${sign(token, authSecret(app))}`)}`;
}

/** The app's SQLite database for one transaction of the fixtures' writes (the server runs beside it: WAL). */
/**
 * Marks a person who signed up over HTTP as having confirmed their address (what the link in the
 * confirmation mail does): only a confirmed person can be given a role (issue 38 item 25).
 */
export function confirmEmail(app: RunningApp, email: string): void {
  withDatabase(app, (db) => {
    db.prepare('UPDATE "user" SET emailVerified = 1 WHERE email = ?').run(email);
  });
}

function withDatabase(app: RunningApp, write: (db: SqliteDatabase.Database) => void): void {
  const db = new SqliteDatabase(path.join(app.dataDir, "cms.db"));
  try {
    db.pragma("busy_timeout = 10000");
    db.transaction(() => write(db))();
  } finally {
    db.close();
  }
}

function authSecret(app: RunningApp): string {
  return process.env.AUTH_SECRET ?? fs.readFileSync(path.join(app.dataDir, "auth-secret"), "utf8").trim();
}

/** better-call's cookie signature: base64 HMAC-SHA256 of the value under the secret. */
function sign(value: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(value).digest("base64");
}


/** Puts a session (a Cookie header) into a browser context, as after signing in. */
export function addSessionCookies(context: BrowserContext, app: RunningApp, cookie: string): Promise<void> {
  return context.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.url };
    }),
  );
}

export interface SignedInPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors, for a test that shows there were none. */
  errors: string[];
}

/**
 * A browser context with the person's session and one page in it, collecting the page's errors.
 * Opens nothing yet (the test goes where it needs to; `openBuilder` for the page builder).
 */
export async function signedInPage(
  browser: Browser,
  app: RunningApp,
  who: Person,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<SignedInPage> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } });
  await addSessionCookies(context, app, who.cookie);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, context, errors };
}

export interface CreatedPage {
  id: string;
  version: number;
  slug: string;
  title: string;
  [key: string]: unknown;
}

/**
 * A page of the test's own (unique slug unless given), through the API like the admin's 'Neue
 * Seite'; `publish: true` publishes it too. Fails the test on anything but success.
 */
export async function newPage(
  api: AdminApi,
  fields: { title?: string; slug?: string; content?: unknown[]; publish?: boolean; [key: string]: unknown } = {},
): Promise<CreatedPage> {
  const { publish, ...body } = fields;
  const title = body.title ?? "Testseite";
  const slug = body.slug ?? unique(String(title).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "seite");
  const created = await api<CreatedPage>("POST", "/api/pages", { ...body, title, slug });
  if (created.status !== 201 && created.status !== 200) throw new Error(`Seite nicht angelegt: ${created.status} ${JSON.stringify(created.body)}`);
  if (!publish) return created.body;
  const published = await api<CreatedPage>("POST", `/api/pages/${created.body.id}/publish`, { version: created.body.version });
  if (published.status !== 200) throw new Error(`Seite nicht veröffentlicht: ${published.status} ${JSON.stringify(published.body)}`);
  return published.body;
}
