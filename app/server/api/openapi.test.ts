import fs from "node:fs";
import path from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { openApiDocument } from "./openapi.server";

type Operation = { tags?: string[]; summary?: string; requestBody?: unknown; responses?: Record<string, { description?: string }> };
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const doc = openApiDocument() as unknown as {
  tags: { name: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: Record<string, { maxLength?: number }> }> };
};

function operations() {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path: p, method, operation: item[method] as Operation })),
  );
}

/** API routes of app/routes.ts as OpenAPI paths ("api/pages/:id" → "/api/pages/{id}"), with their file. */
const apiRoutes = routes
  .filter((r) => r.path?.startsWith("api/") && r.path !== "api/*")
  .map((r) => ({ path: "/" + r.path!.replace(/:(\w+)/g, "{$1}"), file: path.join("app", r.file) }));

/** Paths Express answers itself (app/server/http/create-app.server.ts), not React Router. */
const EXPRESS_SOURCE = fs.readFileSync("app/server/http/create-app.server.ts", "utf8");

describe("OpenAPI document (/api/docs)", () => {
  it("passes a standard validator (@apidevtools/swagger-parser), every $ref resolving", async () => {
    // The parser resolves $refs in place: hand it a copy.
    const parsed = await SwaggerParser.validate(structuredClone(doc) as never);
    expect(parsed.info.title).toBe("CMS-API");
  });

  it("describes every response and groups every operation under a declared tag with a summary", () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    const problems: string[] = [];
    for (const { path: p, method, operation } of operations()) {
      const name = `${method.toUpperCase()} ${p}`;
      if (!operation.summary) problems.push(`${name}: summary fehlt`);
      if (!operation.tags?.length || !operation.tags.every((t) => tags.has(t))) problems.push(`${name}: Tag fehlt oder unbekannt`);
      if (!operation.responses || Object.keys(operation.responses).length === 0) problems.push(`${name}: keine Antworten`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response.description) problems.push(`${name} ${status}: description fehlt`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("documents every API route of app/routes.ts, with an operation for each handler the module exports", async () => {
    expect(apiRoutes.length).toBeGreaterThan(15);
    const problems: string[] = [];
    for (const route of apiRoutes) {
      const item = doc.paths[route.path];
      if (!item) {
        problems.push(`${route.path}: nicht dokumentiert`);
        continue;
      }
      const module = (await import(/* @vite-ignore */ path.resolve(route.file))) as { loader?: unknown; action?: unknown };
      if (module.loader && !item.get) problems.push(`${route.path}: GET fehlt`);
      if (module.action && !["post", "put", "patch", "delete"].some((m) => item[m])) problems.push(`${route.path}: schreibende Methode fehlt`);
    }
    expect(problems).toEqual([]);
    // Imports every API route module: seconds on a busy 2-core machine.
  }, 30_000);

  it("documents only paths that answer: a route file in app/routes.ts, or a path Express serves", () => {
    const stale: string[] = [];
    for (const p of Object.keys(doc.paths)) {
      const route = apiRoutes.find((r) => r.path === p);
      // Express writes a path's parameters as `:name` ("/api/import/:upload/media").
      if (route ? !fs.existsSync(route.file) : !EXPRESS_SOURCE.includes(`"${p.replace(/\{(\w+)\}/g, ":$1")}"`)) stale.push(p);
    }
    expect(stale).toEqual([]);
  });

  /**
   * docs/decisions/032: every JSON body of our API names its properties in snake_case (better-auth's
   * own /api/auth/* routes are not in this document and keep their camelCase). A schema that has to
   * keep camelCase names for a while is listed below with the reason and leaves the list once
   * converted with its callers (empty: every schema is converted). A new schema or property in
   * camelCase fails here.
   */
  const NOT_YET_SNAKE_CASE: Record<string, string> = {};
  const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

  /** Every property name below `node` that is not snake_case, with where it sits. */
  function camelCaseProperties(node: unknown, where: string, found: string[] = []): string[] {
    if (Array.isArray(node)) node.forEach((item, i) => camelCaseProperties(item, `${where}[${i}]`, found));
    else if (node && typeof node === "object") {
      const object = node as Record<string, unknown>;
      if (object.properties && typeof object.properties === "object" && !Array.isArray(object.properties)) {
        for (const name of Object.keys(object.properties)) if (!SNAKE_CASE.test(name)) found.push(`${where}: ${name}`);
      }
      for (const [key, value] of Object.entries(object)) camelCaseProperties(value, `${where}/${key}`, found);
    }
    return found;
  }

  it("names every property of every request and response schema in snake_case (decision 032)", () => {
    const problems: string[] = [];
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      if (name in NOT_YET_SNAKE_CASE) continue;
      camelCaseProperties(schema, `#/components/schemas/${name}`, problems);
    }
    for (const { path: p, method, operation } of operations()) camelCaseProperties(operation, `${method.toUpperCase()} ${p}`, problems);
    expect(problems).toEqual([]);
    // The walk finds camelCase where it is: the schemas still listed do have some.
    for (const name of Object.keys(NOT_YET_SNAKE_CASE)) {
      expect(camelCaseProperties(doc.components.schemas[name], name).length, `${name} ist schon snake_case: aus der Liste nehmen`).toBeGreaterThan(0);
    }
  });

  it("takes request schemas from the zod schemas the routes parse with (limits included)", () => {
    const { schemas } = doc.components;
    expect(schemas.PageCreate.properties?.title.maxLength).toBe(200);
    expect(schemas.PagePatch.properties?.meta_description.maxLength).toBe(500);
    expect(schemas.TemplateCreate.properties?.name.maxLength).toBe(100);
    expect(schemas.Settings.properties?.site_name.maxLength).toBe(200);
    expect(Object.keys(schemas.InboxRead.properties ?? {})).toEqual(["read"]);
    // zod's own noise stays out: no per-schema $schema/$id, no ±2^53 integer bounds.
    const text = JSON.stringify(doc);
    expect(text).not.toContain("$schema");
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });
});
