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
      if (route ? !fs.existsSync(route.file) : !EXPRESS_SOURCE.includes(`"${p}"`)) stale.push(p);
    }
    expect(stale).toEqual([]);
  });

  it("takes request schemas from the zod schemas the routes parse with (limits included)", () => {
    const { schemas } = doc.components;
    expect(schemas.PageCreate.properties?.title.maxLength).toBe(200);
    expect(schemas.PagePatch.properties?.meta_description.maxLength).toBe(500);
    expect(schemas.TemplateCreate.properties?.name.maxLength).toBe(100);
    expect(schemas.Settings.properties?.siteName.maxLength).toBe(200);
    expect(Object.keys(schemas.InboxRead.properties ?? {})).toEqual(["read"]);
    // zod's own noise stays out: no per-schema $schema/$id, no ±2^53 integer bounds.
    const text = JSON.stringify(doc);
    expect(text).not.toContain("$schema");
    expect(text).not.toContain(String(Number.MAX_SAFE_INTEGER));
  });
});
