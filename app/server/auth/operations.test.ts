import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { can, CAPABILITIES, ROLES, type Capability } from "~/lib/access";
import { openApiDocument } from "../api/openapi.server";
import { ADMIN_ROUTES, adminAreas, API_OPERATIONS, JOB_CAPABILITIES, OTHER_ROUTES } from "./operations";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;
const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, unknown>> };

/** "METHOD /api/path/{param}" of every operation the OpenAPI document describes. */
function documentedOperations(): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every path below "admin" in app/routes.ts ("/admin", "/admin/pages/:id/edit" …). */
function adminRoutePaths(): string[] {
  const admin = (routes as RouteEntry[]).find((r) => r.path === "admin");
  if (!admin) throw new Error("Keine Route admin in app/routes.ts");
  const out = new Set<string>(["/admin"]);
  const walk = (entries: RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${prefix}/${entry.path}` : prefix;
      out.add(path);
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(admin.children ?? [], "/admin");
  return [...out];
}

/**
 * Entries declared for routes other branches of issue 29 add (people, log): checked only once
 * their route exists. Any other entry without a route is a mistake.
 */
const PENDING = /^(\w+ )?\/(api|admin)\/(users|log)(\/|$)/;

/** The completeness check, also run on a broken copy below to show it notices. */
function problems(matrix: { api: Record<string, unknown>; admin: Record<string, unknown> }): string[] {
  const found: string[] = [];
  const documented = documentedOperations();
  const documentedPaths = new Set(Object.keys(doc.paths));
  for (const op of documented) if (!(op in matrix.api)) found.push(`${op}: fehlt in API_OPERATIONS`);
  for (const op of Object.keys(matrix.api)) {
    if (documented.includes(op)) continue;
    const path = op.slice(op.indexOf(" ") + 1);
    if (PENDING.test(op) && !documentedPaths.has(path)) continue; // its route is not there yet
    found.push(`${op}: nicht im OpenAPI-Dokument`);
  }
  const adminPaths = adminRoutePaths();
  for (const path of adminPaths) if (!(path in matrix.admin)) found.push(`${path}: fehlt in ADMIN_ROUTES`);
  for (const path of Object.keys(matrix.admin)) {
    if (!adminPaths.includes(path) && !PENDING.test(path)) found.push(`${path}: keine Route in app/routes.ts`);
  }
  return found;
}

describe("the role matrix (app/server/auth/operations.ts)", () => {
  it("names an operation for every operation of the OpenAPI document and every admin route, and nothing else", () => {
    expect(problems({ api: API_OPERATIONS, admin: ADMIN_ROUTES })).toEqual([]);
  });

  it("fails when an existing operation or admin route is missing from it", () => {
    const { ["PATCH /api/pages/{id}"]: _op, ...api } = API_OPERATIONS;
    const { ["/admin/media"]: _route, ...admin } = ADMIN_ROUTES;
    expect(problems({ api, admin })).toEqual(["PATCH /api/pages/{id}: fehlt in API_OPERATIONS", "/admin/media: fehlt in ADMIN_ROUTES"]);
    expect(problems({ api: { ...API_OPERATIONS, "GET /api/nirgends": "pages.read" }, admin: ADMIN_ROUTES })).toEqual(["GET /api/nirgends: nicht im OpenAPI-Dokument"]);
  });

  it("uses only declared capabilities", () => {
    const used = [...Object.values(API_OPERATIONS), ...Object.values(ADMIN_ROUTES), ...Object.values(OTHER_ROUTES), ...Object.values(JOB_CAPABILITIES)];
    expect(used.filter((c) => c !== "public" && !(c in CAPABILITIES))).toEqual([]);
  });

  it("gives each role what issue 29 says", () => {
    const all = Object.keys(CAPABILITIES) as Capability[];
    expect(all.filter((c) => !can("admin", c))).toEqual([]);
    expect(all.filter((c) => !can("editor", c)).sort()).toEqual(["backups.run", "import.run", "log.read", "redirects.edit", "review.waive", "settings.edit", "users.manage"]);
    expect(all.filter((c) => can("author", c)).sort()).toEqual(["admin.enter", "media.read", "media.upload", "pages.read", "pages.share", "pages.submit", "posts.write"]);
    for (const c of all) expect(can(null, c)).toBe(false);
    // Publishing, deleting and restoring are never an author's.
    for (const op of ["POST /api/pages/{id}/publish", "POST /api/pages/{id}/unpublish", "POST /api/pages/{id}/discard", "DELETE /api/pages/{id}", "POST /api/pages/{id}/revisions/{revisionId}/restore"] as const) {
      expect(can("author", API_OPERATIONS[op] as Capability), op).toBe(false);
    }
    // The people and the log are the administrator's only.
    for (const [key, capability] of Object.entries({ ...API_OPERATIONS, ...ADMIN_ROUTES })) {
      if (PENDING.test(key)) expect(ROLES.filter((r) => can(r, capability as Capability)), key).toEqual(["admin"]);
    }
  });

  it("lists the admin areas of a role for the navigation", () => {
    expect(adminAreas("author").sort()).toEqual(["/admin", "/admin/blog", "/admin/blog/:id/edit", "/admin/blog/:id/review", "/admin/blog/new", "/admin/konto", "/admin/media", "/admin/pages", "/admin/pages/:id/compare", "/admin/pages/:id/edit", "/admin/pages/:id/review", "/admin/pages/:id/revisions"]);
    expect(adminAreas("editor")).not.toContain("/admin/settings");
    expect(adminAreas("admin")).toEqual(Object.keys(ADMIN_ROUTES));
  });

  it("names each operation's permission in the document (x-capability, x-roles and the description)", () => {
    const op = doc.paths["/api/pages/{id}/publish"].post as { description: string; "x-capability": string; "x-roles": string[] };
    expect(op["x-capability"]).toBe("pages.publish");
    expect(op["x-roles"]).toEqual(["admin", "editor"]);
    expect(op.description).toMatch(/^Berechtigung: Redakteur, Administrator/);
    const contact = doc.paths["/api/contact"].post as { "x-capability": string };
    expect(contact["x-capability"]).toBe("public");
  });
});
