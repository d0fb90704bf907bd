import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import vnuJar from "vnu-jar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as api from "~/lib/api-schema";
import { settingsSchema } from "~/lib/settings";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import * as blocksRoute from "./blocks";
import * as docsRoute from "./docs";
import * as pageRoute from "./page";
import * as publishRoute from "./page-publish";
import * as revisionsRoute from "./page-revisions";
import * as pagesRoute from "./pages";
import * as slugCheckRoute from "./pages-slug-check";
import * as redirectsRoute from "./redirects";
import * as settingsRoute from "./settings";
import * as templateRoute from "./template";
import * as templatesRoute from "./templates";

/**
 * /api/docs over real HTTP through the whole server (security headers included): JSON for clients,
 * the German reference page for browsers. And the response schemas the document is generated
 * from, checked against what the API really answers.
 */

const run = promisify(execFile);
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

describe(`/api/docs over HTTP (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    app = await createTestApp({
      build: routeBuild({
        "api/docs": docsRoute,
        "api/pages": pagesRoute,
        "api/pages/slug-check": slugCheckRoute,
        "api/pages/:id": pageRoute,
        "api/pages/:id/publish": publishRoute,
        "api/blocks": blocksRoute,
        "api/pages/:id/revisions": revisionsRoute,
        "api/redirects": redirectsRoute,
        "api/templates": templatesRoute,
        "api/templates/:id": templateRoute,
        "api/settings": settingsRoute,
      }),
    });
    admin = await app.signedUp("chefin@example.org");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("gives clients the OpenAPI document as JSON, and it passes a standard validator", async () => {
    for (const [path, accept] of [
      ["/api/docs", "application/json"],
      ["/api/docs", "*/*"],
      ["/api/docs?format=json", BROWSER_ACCEPT],
    ]) {
      const res = await app.client().get(path, { accept });
      expect(res.status, `${path} ${accept}`).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("vary")).toMatch(/accept/i);
      expect(res.body.openapi).toBe("3.1.0");
    }
    const { body } = await app.client().get("/api/docs");
    const parsed = await SwaggerParser.validate(body);
    expect(Object.keys(parsed.paths ?? {})).toContain("/api/pages/{id}");
  });

  it("gives browsers a German reference page: every endpoint, its fields and answers, nothing from elsewhere", async () => {
    const res = await app.client().get("/api/docs", { accept: BROWSER_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = res.body as string;
    // (Boolean checks: a failure names the missing part instead of printing the whole page.)
    const has = (part: string | RegExp) => expect(typeof part === "string" ? html.includes(part) : part.test(html), String(part)).toBe(true);
    expect(html.startsWith('<!DOCTYPE html><html lang="de">')).toBe(true);
    has("<h1>CMS-API – Referenz</h1>");
    const doc = (await app.client().get("/api/docs")).body as { paths: Record<string, Record<string, unknown>> };
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of ["get", "post", "put", "patch", "delete"].filter((m) => m in item)) {
        has(`<span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    // A request body's fields with their rules, the answers, and the models the answers link to.
    has(/<code>from_path<\/code>.*?Alte Adresse, beginnt mit \//s);
    has("1–200 Zeichen");
    has("<code>footer.layout</code>");
    has('<a href="#schema-page">Page</a>');
    has('id="schema-page"');
    has('<a href="/api/docs?format=json">OpenAPI-Dokument als JSON</a>');
    // Self-contained under the site's CSP: no script at all, no file or address of another origin.
    expect(/<script|<link|<iframe|\ssrc=/i.test(html)).toBe(false);
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^(#|\/)/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    // And valid HTML for the W3C Nu HTML Checker.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-docs-"));
    try {
      fs.writeFileSync(path.join(dir, "docs.html"), html);
      const { stdout, stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", path.join(dir, "docs.html")]);
      expect(JSON.parse(stdout || stderr).messages).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The Nu checker starts a JVM: about 5 s alone, over 20 s beside the rest of npm test on 2 cores.
  }, 90_000);

  it("shows the role matrix (issue 29) and each operation's permission on the reference page", async () => {
    const html = (await app.client().get("/api/docs", { accept: BROWSER_ACCEPT })).body as string;
    /** The text of an HTML fragment: tags (and React's text separators) left out. */
    const text = (fragment: string | undefined) => (fragment ?? "").replace(/<[^>]*>/g, "");
    const matrix = /<section aria-labelledby="berechtigungen">([\s\S]*?)<\/section>/.exec(html)?.[1];
    expect(matrix, "section aria-labelledby=berechtigungen").toBeDefined();
    expect([...matrix!.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]))).toEqual(["Berechtigung", "Autor", "Redakteur", "Administrator"]);
    expect(text(/<tr data-capability="pages\.publish">([\s\S]*?)<\/tr>/.exec(matrix!)?.[1])).toContain("Veröffentlichen");
    expect(text(/<article class="op" id="op-post-api-pages-id-publish">([\s\S]*?)<\/article>/.exec(html)?.[1])).toContain("Berechtigung: Redakteur, Administrator");
  });

  it("describes the API's real answers: they parse with the schemas the document is generated from", async () => {
    const check = <S extends z.ZodType>(schema: S, body: unknown, label: string) => {
      const result = schema.safeParse(body);
      expect(result.error?.issues ?? [], label).toEqual([]);
    };
    const created = await admin.post("/api/pages", { title: "Über uns", meta_title: "Über uns – Muster GmbH" });
    expect(created.status).toBe(201);
    check(api.pageSchema, created.body, "POST /api/pages");
    const id = created.body.id as string;
    const patched = await admin.send("PATCH", `/api/pages/${id}`, { title: "Über uns heute", version: created.body.version });
    expect(patched.status).toBe(200);
    check(api.pageSchema, patched.body, "PATCH /api/pages/{id}");
    check(api.pageSchema, (await admin.get(`/api/pages/${id}`)).body, "GET /api/pages/{id}");
    const published = await admin.post(`/api/pages/${id}/publish`, { version: patched.body.version });
    expect(published.status).toBe(200);
    check(api.pageSchema, published.body, "POST /api/pages/{id}/publish");
    const tree = await admin.get("/api/pages");
    expect(tree.body.length).toBeGreaterThan(0);
    for (const page of tree.body) check(api.treePageSchema, page, "GET /api/pages");
    const revisions = await admin.get(`/api/pages/${id}/revisions`);
    expect(revisions.body.length).toBeGreaterThan(0);
    for (const revision of revisions.body) check(api.revisionSchema, revision, "GET /api/pages/{id}/revisions");
    check(api.slugCheckSchema, (await admin.get("/api/pages/slug-check?slug=ueber-uns")).body, "GET /api/pages/slug-check");

    const redirect = await admin.post("/api/redirects", { from_path: "/alt", to_path: "/ueber-uns" });
    expect(redirect.status).toBe(201);
    check(api.redirectSchema, redirect.body, "POST /api/redirects");
    for (const row of (await admin.get("/api/redirects")).body) check(api.redirectSchema, row, "GET /api/redirects");

    const template = await admin.post("/api/templates", { name: "Team", page_id: id });
    expect(template.status).toBe(201);
    check(api.templateSchema, template.body, "POST /api/templates");
    check(api.templateSchema, (await admin.get(`/api/templates/${template.body.id}`)).body, "GET /api/templates/{id}");

    check(settingsSchema, (await admin.get("/api/settings")).body, "GET /api/settings");
    const blocks = await admin.get("/api/blocks");
    expect(blocks.body.length).toBeGreaterThan(20);
    for (const block of blocks.body) check(api.blockTypeSchema, block, `GET /api/blocks: ${block.type}`);

    const refused = await admin.post("/api/redirects", { from_path: "kein-pfad", to_path: "" });
    expect(refused.status).toBe(400);
    check(api.validationErrorSchema, refused.body, "400");
    expect(Object.keys(refused.body.fields)).toEqual(expect.arrayContaining(["from_path", "to_path"]));
    const anonymous = await app.client().get("/api/redirects");
    expect(anonymous.status).toBe(401);
    check(api.apiErrorSchema, anonymous.body, "401");
  });
});
