import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { de } from "~/i18n/de";
import { can, type Capability, type Role } from "~/lib/access";
import routes from "~/routes";
import { ADMIN_ROUTES, API_OPERATIONS, JOB_CAPABILITIES, type OperationAccess } from "~/server/auth/operations";
import { adminApi, startApp, type RunningApp } from "../built-app";

/**
 * The role matrix walker (issue 29): one built server on SQLite, one person per principal
 * (anonymous, signed in without a role, Autor, Redakteur, Administrator), and every operation of
 * the OpenAPI document the server serves plus every admin route called by each of them, with real
 * ids. What each answer must be comes from the matrix (app/server/auth/operations.ts):
 * anonymous → 401 (admin pages: a redirect to /auth), no role → 403, a role without the
 * capability → 403 with a German `error`, a role with it → neither. Refused calls change nothing.
 * A probe runs the same comparison against a copy of the matrix that declares one operation
 * stricter than its route enforces: the walker must name it.
 */

type Principal = "anonymous" | "noRole" | Role;
const PRINCIPALS: Principal[] = ["anonymous", "noRole", "author", "editor", "admin"];
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

let app: RunningApp;
const cookies: Partial<Record<Principal, string>> = {};
const ids: Record<string, string> = {};
let operations: string[] = [];

function dbFile() {
  return path.join(app.dataDir, "cms.db");
}

async function call(principal: Principal, method: string, url: string, body?: unknown): Promise<{ status: number; text: string; location: string | null }> {
  const headers: Record<string, string> = { origin: app.url };
  if (cookies[principal]) headers.cookie = cookies[principal]!;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await fetch(app.url + url, { method, headers, body: payload, redirect: "manual" });
  return { status: res.status, text: await res.text(), location: res.headers.get("location") };
}

async function signUp(email: string, name: string): Promise<{ cookie: string; id: string }> {
  const headers = { "content-type": "application/json", origin: app.url };
  const up = await fetch(`${app.url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "geheim123", name }) });
  expect(up.status).toBe(200);
  const res = await fetch(`${app.url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: "geheim123" }) });
  expect(res.status).toBe(200);
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), id: user.id };
}

/** The rows a refused write must leave alone. */
function snapshot(): string {
  const db = new SqliteDatabase(dbFile(), { readonly: true });
  try {
    const tables = ["content_pages", "page_revisions", "content_assets", "content_folders", "site_settings", "redirects", "page_templates", "contact_submissions", "background_jobs", "user_roles"];
    return JSON.stringify(tables.map((t) => db.prepare(`SELECT * FROM ${t} ORDER BY rowid`).all()));
  } finally {
    db.close();
  }
}

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
function upload(name: string, type: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** The URL of an operation ("PATCH /api/pages/{id}") with real ids, and a minimal body. */
function request(operation: string): { method: string; url: string; body?: unknown } {
  const [method, template] = operation.split(" ");
  const area = template.split("/")[2];
  const idOf: Record<string, string> = {
    // An Autor may change, share and submit only an own draft: those operations are walked on the author's post.
    pages: (method === "PATCH" && template === "/api/pages/{id}") || template === "/api/pages/{id}/preview-links" || template === "/api/pages/{id}/review" ? ids.post : ids.page,
    redirects: ids.redirect,
    templates: ids.template,
    assets: ids.asset,
    folders: ids.folder,
    inbox: ids.inbox,
    jobs: ids.job,
  };
  const url = template
    .replace("{id}", encodeURIComponent(idOf[area] ?? "unbekannt"))
    .replace("{revisionId}", encodeURIComponent(ids.revision))
    .replace("{upload}", "unbekannt")
    .replace("{name}", encodeURIComponent(ids.backup ?? "unbekannt.zip"));
  if (method === "GET" || method === "DELETE") return { method, url };
  const bodies: Record<string, unknown> = {
    "POST /api/pages": { title: "Beitrag der Matrix", content_type: "blog" },
    "PATCH /api/pages/{id}": { title: "Geänderter Entwurf", version: Number(ids.postVersion) },
    "POST /api/assets": upload("matrix.png", "image/png", PNG),
    "POST /api/import": upload("export.xml", "text/xml", Buffer.from("<rss/>")),
  };
  return { method, url, body: bodies[operation] ?? {} };
}

/** What the matrix says a principal gets; the job's kind decides for GET /api/jobs/{id} (a backup job here). */
function expectation(access: OperationAccess, operation: string, principal: Principal): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (principal === "anonymous") return 401;
  if (principal === "noRole") return 403;
  const capability: Capability = operation === "GET /api/jobs/{id}" ? JOB_CAPABILITIES.backup : access;
  // Who may not even ask (the entry's capability) is refused before the kind is looked at.
  return can(principal, access) && can(principal, capability) ? "allowed" : 403;
}

interface Mismatch {
  operation: string;
  principal: Principal;
  expected: string;
  got: string;
}

/** Calls each operation for each principal; the mismatches between answers and the matrix. */
async function walk(matrix: Record<string, OperationAccess>, options: { only?: (expected: "allowed" | 401 | 403) => boolean; operations?: string[] } = {}): Promise<Mismatch[]> {
  const mismatches: Mismatch[] = [];
  const jobs: (() => Promise<void>)[] = [];
  for (const operation of options.operations ?? operations) {
    const access = matrix[operation];
    for (const principal of PRINCIPALS) {
      if (access === undefined) {
        mismatches.push({ operation, principal, expected: "ein Eintrag in der Matrix", got: "keiner" });
        continue;
      }
      const expected = expectation(access, operation, principal);
      if (options.only && !options.only(expected)) continue;
      jobs.push(async () => {
        const { method, url, body } = request(operation);
        const res = await call(principal, method, url, body);
        const got = String(res.status);
        if (expected === "allowed") {
          if (res.status === 401 || res.status === 403 || res.status >= 500) mismatches.push({ operation, principal, expected: "weder 401 noch 403", got: `${got} ${res.text.slice(0, 120)}` });
          return;
        }
        if (res.status !== expected) return void mismatches.push({ operation, principal, expected: String(expected), got });
        if (expected === 403) {
          const error = (JSON.parse(res.text) as { error?: string }).error ?? "";
          // Without a role the 'Kein Zugriff' text of spec §2; a role: what it may not (deAccess.denied, deRoles).
          const german = principal === "noRole" ? error === de.admin.noAccessText : /^Kein Zugriff: Als (Autor|Redakteur) dürfen Sie/.test(error);
          if (!german) mismatches.push({ operation, principal, expected: "deutsche Meldung", got: error });
        }
      });
    }
  }
  await inBatches(jobs, 8);
  return mismatches;
}

async function inBatches(jobs: (() => Promise<void>)[], size: number) {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((job) => job()));
}

type RouteEntry = { path?: string; children?: RouteEntry[] };
function adminPaths(): string[] {
  const admin = (routes as RouteEntry[]).find((r) => r.path === "admin")!;
  const out = ["/admin"];
  const walkTree = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const p = entry.path ? `${prefix}/${entry.path}` : prefix;
      if (entry.path) out.push(p);
      walkTree(entry.children ?? [], p);
    }
  };
  walkTree(admin.children ?? [], "/admin");
  return out;
}

beforeAll(async () => {
  app = await startApp();
  // The first sign-up is the administrator; the others sign up without a role, which the test
  // then grants by writing user_roles in the app's SQLite file (the people page is another branch's).
  cookies.admin = (await adminApi(app, "chefin@example.de", "Chefin")).cookie;
  const people = { noRole: await signUp("gast@example.de", "Gast"), author: await signUp("autorin@example.de", "Autorin"), editor: await signUp("redakteur@example.de", "Redakteur") };
  const db = new SqliteDatabase(dbFile());
  for (const role of ["author", "editor"] as const) db.prepare("INSERT INTO user_roles (user_id, role, created_at) VALUES (?, ?, ?)").run(people[role].id, role, new Date().toISOString());
  for (const [principal, person] of Object.entries(people)) cookies[principal as Principal] = person.cookie;

  const json = async (principal: Principal, method: string, url: string, body?: unknown) => {
    const res = await call(principal, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url} als ${principal}: ${res.status} ${res.text}`);
    return JSON.parse(res.text);
  };
  const page = await json("admin", "POST", "/api/pages", { title: "Seite der Matrix" });
  ids.page = page.id;
  // Online, so an Autor may open it (issue 38: others' unpublished items only by title; walked below).
  await json("admin", "POST", `/api/pages/${ids.page}/publish`, { version: page.version });
  const post = await json("author", "POST", "/api/pages", { title: "Entwurf der Autorin", content_type: "blog" });
  ids.post = post.id;
  ids.postVersion = String(post.version);
  ids.revision = (await json("admin", "GET", `/api/pages/${ids.page}/revisions`))[0].id;
  ids.template = (await json("admin", "POST", "/api/templates", { name: "Vorlage der Matrix", page_id: ids.page })).id;
  ids.redirect = (await json("admin", "POST", "/api/redirects", { from_path: "/alt-matrix", to_path: "/neu-matrix" })).id;
  ids.folder = (await json("admin", "POST", "/api/folders", { name: "Ordner der Matrix" })).id;
  const uploaded = await json("admin", "POST", "/api/assets", upload("bild.png", "image/png", PNG));
  ids.asset = (uploaded.assets ?? uploaded)[0].id;
  ids.job = (await json("admin", "POST", "/api/backups")).job.id;
  // An enquiry as the contact form stores it (sending one needs a form page and mail).
  ids.inbox = "anfrage-matrix";
  db.prepare(
    "INSERT INTO contact_submissions (id, page_id, page_title, page_path, block_id, form_title, answers, subject, sender_email, sender_name, recipient, ip_hash, mail_id, confirmation_mail_id, search_text, read_at, created_at) VALUES (?, NULL, 'Kontakt', '/kontakt', 'b1', 'Kontakt', '[]', 'Frage', 'a@example.de', 'A', 'chefin@example.de', 'x', NULL, NULL, 'frage', NULL, ?)",
  ).run(ids.inbox, new Date().toISOString());
  db.close();
  // The backup runs in the background: wait for its file, so GET /api/backups/{name} has a real one.
  for (let i = 0; i < 100; i++) {
    const job = await json("admin", "GET", `/api/jobs/${ids.job}`);
    if (job.status !== "running") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const backups = (await json("admin", "GET", "/api/backups")) as { name: string }[] | { backups: { name: string }[] };
  ids.backup = (Array.isArray(backups) ? backups : backups.backups)[0]?.name ?? "unbekannt.zip";

  const doc = (await json("anonymous", "GET", "/api/docs?format=json")) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${p}`));
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("the role matrix over the built app", () => {
  it("refuses every operation the matrix refuses (401 anonymous, 403 with a German message otherwise), and the refused writes change nothing", async () => {
    expect(operations.length).toBeGreaterThan(50);
    const before = snapshot();
    expect(await walk(API_OPERATIONS, { only: (e) => e !== "allowed" })).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it("lets every role do what the matrix grants (neither 401 nor 403)", async () => {
    // Reads first, then writes (a DELETE must not take the id a later read needs).
    const reads = operations.filter((op) => op.startsWith("GET "));
    expect(await walk(API_OPERATIONS, { only: (e) => e === "allowed", operations: reads })).toEqual([]);
    const writes = operations.filter((op) => !op.startsWith("GET ") && !op.startsWith("DELETE "));
    expect(await walk(API_OPERATIONS, { only: (e) => e === "allowed", operations: writes })).toEqual([]);
    const deletes = operations.filter((op) => op.startsWith("DELETE "));
    expect(await walk(API_OPERATIONS, { only: (e) => e === "allowed", operations: deletes })).toEqual([]);
  });

  it("opens every admin route for the roles the matrix names, 'Kein Zugriff' (403) for the others, /auth for visitors", async () => {
    const paths = adminPaths();
    expect(paths.length).toBeGreaterThan(20);
    const mismatches: Mismatch[] = [];
    const jobs = paths.flatMap((route) =>
      PRINCIPALS.map((principal) => async () => {
        const capability = (ADMIN_ROUTES as Record<string, Capability | undefined>)[route];
        if (!capability) return void mismatches.push({ operation: route, principal, expected: "ein Eintrag in ADMIN_ROUTES", got: "keiner" });
        const url = route.replace(":id", route.startsWith("/admin/blog") ? ids.post : ids.page);
        const res = await call(principal, "GET", url);
        const expected = principal === "anonymous" ? "/auth" : principal === "noRole" || !can(principal, capability) ? "403" : "allowed";
        const ok =
          expected === "/auth"
            ? res.status === 302 && (res.location ?? "").startsWith("/auth")
            : expected === "403"
              ? res.status === 403 && res.text.includes("Kein Zugriff")
              : res.status < 500 && res.status !== 401 && res.status !== 403 && !(res.location ?? "").startsWith("/auth");
        if (!ok) mismatches.push({ operation: route, principal, expected, got: String(res.status) });
      }),
    );
    await inBatches(jobs, 6);
    expect(mismatches).toEqual([]);
  });

  it("a role refused an admin area sees 'Kein Zugriff' inside the admin shell; a person without a role the bare screen", async () => {
    const inside = await call("author", "GET", "/admin/settings");
    expect(inside.status).toBe(403);
    expect(inside.text).toContain('data-testid="no-access-panel"');
    expect(inside.text).toContain("Als Autor dürfen Sie das nicht");
    const bare = await call("noRole", "GET", "/admin");
    expect(bare.status).toBe(403);
    expect(bare.text).not.toContain('data-testid="no-access-panel"');
    expect(bare.text).toContain("Kein Zugriff");
  });

  it("issue 38: an Autor opens and previews only items that are online or their own; others' drafts are titles in the lists", async () => {
    const json = async (principal: Principal, method: string, url: string, body?: unknown) => JSON.parse((await call(principal, method, url, body)).text);
    const draftPage = await json("editor", "POST", "/api/pages", { title: "Entwurf des Redakteurs" });
    const draftPost = await json("admin", "POST", "/api/pages", { title: "Beitragsentwurf der Chefin", content_type: "blog" });
    // The walk above deleted ids.page: a published page of its own.
    const online = await json("editor", "POST", "/api/pages", { title: "Online-Seite" });
    await json("editor", "POST", `/api/pages/${online.id}/publish`, { version: online.version });
    const ownPost = await json("author", "GET", `/api/pages/${ids.post}`);
    const mismatches: Mismatch[] = [];
    const expectOpen = async (principal: Principal, url: string, open: boolean) => {
      const res = await call(principal, "GET", url);
      const admin = url.startsWith("/admin");
      const ok = open ? res.status === 200 : admin ? res.status === 403 && res.text.includes("Kein Zugriff") : url.startsWith("/api/pages/") && url.split("/").length === 4 ? res.status === 404 : res.status === 403 && /^Kein Zugriff: Als Autor dürfen Sie das nicht/.test(JSON.parse(res.text).error);
      if (!ok) mismatches.push({ operation: url, principal, expected: open ? "200" : "verweigert", got: String(res.status) });
    };
    const drafts = [
      `/api/pages/${draftPage.id}`,
      `/api/pages/${draftPage.id}/revisions`,
      `/api/pages/${draftPage.id}/compare?from=published&to=draft`,
      `/api/pages/${draftPost.id}/annotations`,
      `/admin/pages/${draftPage.id}/edit`,
      `/admin/pages/${draftPage.id}/revisions`,
      `/admin/pages/${draftPage.id}/compare`,
      `/admin/pages/${draftPage.id}/review`,
      `/admin/blog/${draftPost.id}/edit`,
      `/admin/blog/${draftPost.id}/review`,
    ];
    for (const principal of ["author", "editor", "admin"] as const) {
      for (const url of drafts) await expectOpen(principal, url, can(principal, "drafts.others"));
      // Published items and one's own draft: open for everyone who reads pages.
      for (const url of [`/api/pages/${online.id}`, `/admin/pages/${online.id}/edit`]) await expectOpen(principal, url, true);
    }
    for (const url of [`/api/pages/${ids.post}`, `/admin/blog/${ids.post}/edit`, `/admin/blog/${ids.post}/review`]) await expectOpen("author", url, true);
    expect(mismatches).toEqual([]);

    // ?preview=true: someone else's draft is as absent for an Autor as for a visitor; a Redakteur sees it.
    const preview = (principal: Principal, page: { slug: string }) => call(principal, "GET", `/blog/${page.slug}?preview=true`);
    const foreign = await preview("author", draftPost);
    expect(foreign.status).toBe(302);
    expect(foreign.location).toContain("from=blog-fallback");
    expect((await call("author", "GET", `/${draftPage.slug}?preview=true`)).status).toBe(404);
    expect((await preview("editor", draftPost)).text).toContain("Beitragsentwurf der Chefin");
    expect((await preview("author", ownPost)).text).toContain(ownPost.title);

    // The lists: the title, but no way into the draft (no edit link, no preview link).
    const blog = (await call("author", "GET", "/admin/blog")).text;
    expect(blog).toContain("Beitragsentwurf der Chefin");
    expect(blog).not.toContain(`/admin/blog/${draftPost.id}/edit`);
    expect(blog).not.toContain(`/blog/${draftPost.slug}?preview=true`);
    expect(blog).toContain(`/admin/blog/${ids.post}/edit`);
    expect((await call("editor", "GET", "/admin/blog")).text).toContain(`/admin/blog/${draftPost.id}/edit`);
    const tree = (await call("author", "GET", "/admin/pages")).text;
    expect(tree).toContain("Entwurf des Redakteurs");
    expect(tree).not.toContain(`/admin/pages/${draftPage.id}/edit`);

    // Issue 38 (3): the review of a post lives under /admin/blog; the old address redirects there.
    const old = await call("editor", "GET", `/admin/pages/${draftPost.id}/review`);
    expect(old.status).toBe(302);
    expect(old.location).toBe(`/admin/blog/${draftPost.id}/review`);
  });

  it("probe: the walker names the operation whose route is more lenient than the matrix declares", async () => {
    // As if GET /api/assets had forgotten its media.edit check: the route lets an Autor read.
    const stricter = { ...API_OPERATIONS, "GET /api/assets": "media.edit" } as Record<string, OperationAccess>;
    const reads = operations.filter((op) => op.startsWith("GET "));
    const mismatches = await walk(stricter, { operations: reads });
    expect(mismatches).toEqual([{ operation: "GET /api/assets", principal: "author", expected: "403", got: "200" }]);
    // And an operation missing from the matrix is named too.
    const { ["GET /api/blocks"]: _gone, ...without } = API_OPERATIONS;
    expect((await walk(without as Record<string, OperationAccess>, { operations: ["GET /api/blocks"] })).map((m) => m.operation)).toContain("GET /api/blocks");
  });
});
