import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deCompare } from "~/i18n/compare";
import type { PageComparison } from "~/lib/compare/types";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { pageApiApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import * as compareRoute from "./page-compare";
import * as revisionsRoute from "./page-revisions";

/** Issue 30 (2): GET /api/pages/:id/compare over HTTP, on both databases. */
describe(`comparing versions over HTTP (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let author: HttpClient;
  let page: { id: string; version: number };

  const p = (id: string, text: string, style?: Record<string, unknown>) => ({ id, type: "paragraph", content: { text }, ...(style ? { style } : {}) });
  const compare = (client: HttpClient, id: string, from: string, to: string) =>
    client.get(`/api/pages/${id}/compare?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  const revisions = async (id: string) => (await admin.get(`/api/pages/${id}/revisions`)).body as { id: string; kind: string }[];
  const byId = (c: PageComparison, id: string) => c.blocks.find((b) => b.id === id)!;

  beforeAll(async () => {
    ({ app, admin } = await pageApiApp({
      "api/pages/:id/revisions": revisionsRoute,
      "api/pages/:id/compare": compareRoute,
    }));
    author = await app.signedUp("autorin@example.org");
    await app.grantRole("autorin@example.org", "author");

    const created = await admin.post("/api/pages", {
      title: "Über uns",
      content: [p("a", "<p>Wir liefern schnell.</p>"), p("b", "<p>Seit 1950</p>", { padding: { top: 16 } }), p("c", "<p>Kontakt</p>")],
    });
    expect(created.status).toBe(201);
    const published = await admin.post(`/api/pages/${created.body.id}/publish`, { version: created.body.version });
    expect(published.status).toBe(200);
    const saved = await admin.send("PATCH", `/api/pages/${created.body.id}`, {
      title: "Über uns heute",
      version: published.body.version,
      content: [p("n", "<p>Neu oben</p>"), p("a", "<p>Wir liefern pünktlich.</p>"), p("b", "<p>Seit 1950</p>", { padding: { top: 32 } })],
    });
    expect(saved.status).toBe(200);
    page = saved.body;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("compares the published state with the working copy: added, removed, changed words, a named style change", async () => {
    const res = await compare(admin, page.id, "published", "draft");
    expect(res.status).toBe(200);
    const c = res.body as PageComparison;
    expect(c.from).toMatchObject({ ref: "published", label: deCompare.published, title: "Über uns" });
    expect(c.to).toMatchObject({ ref: "draft", label: deCompare.draft, title: "Über uns heute" });
    expect(c.blocks.map((b) => `${b.id}:${b.kind}`)).toEqual(["n:added", "a:changed", "b:style", "c:removed"]);
    expect(byId(c, "a").fields[0].words).toEqual([
      { kind: "same", text: "Wir liefern " },
      { kind: "removed", text: "schnell" },
      { kind: "added", text: "pünktlich" },
      { kind: "same", text: "." },
    ]);
    expect(byId(c, "b").styles.map((s) => s.text)).toEqual(["Innenabstand oben 16 → 32"]);
    expect(c.meta).toMatchObject([{ field: "title", label: "Titel", before: "Über uns", after: "Über uns heute" }]);
    expect(c.summary).toEqual({ added: 1, removed: 1, moved: 0, changed: 1, style: 1 });
  });

  it("compares two revisions, and a revision with the working copy", async () => {
    const list = await revisions(page.id);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const oldest = list[list.length - 1];
    const newest = list[0];
    const two = await compare(admin, page.id, oldest.id, newest.id);
    expect(two.status).toBe(200);
    expect(two.body.from).toMatchObject({ ref: oldest.id, label: expect.stringMatching(/^Version vom \d\d\.\d\d\.\d{4}/), author: expect.any(String) });
    expect(two.body.blocks.map((b: { id: string; kind: string }) => `${b.id}:${b.kind}`)).toEqual(["n:added", "a:changed", "b:style", "c:removed"]);
    const withDraft = await compare(admin, page.id, newest.id, "draft");
    expect(withDraft.status).toBe(200);
    expect(withDraft.body.summary).toEqual({ added: 0, removed: 0, moved: 0, changed: 0, style: 0 });
    // The other direction is accepted too.
    expect((await compare(admin, page.id, "draft", "published")).body.blocks.map((b: { kind: string }) => b.kind)).toEqual(["removed", "changed", "style", "added"]);
  });

  it("answers a ref that is none of the allowed ones with a German 400 naming the parameter", async () => {
    const bad = await compare(admin, page.id, "gestern", "draft");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: expect.stringContaining("Unbekannter Stand"), fields: { from: expect.stringContaining("Unbekannter Stand") } });
    const badTo = await compare(admin, page.id, "published", "<script>");
    expect(badTo.status).toBe(400);
    expect(Object.keys(badTo.body.fields)).toEqual(["to"]);
    const missing = await admin.get(`/api/pages/${page.id}/compare?to=draft`);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ from: deCompare.missingRef });
  });

  it("answers 404 for a revision of another page, an unknown revision and an unknown page", async () => {
    const other = await admin.post("/api/pages", { title: "Andere Seite", content: [p("x", "Text")] });
    const [otherRevision] = await revisions(other.body.id);
    const foreign = await compare(admin, page.id, otherRevision.id, "draft");
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: deCompare.revisionNotFound });
    expect((await compare(admin, page.id, "published", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await compare(admin, "keine-seite", "published", "draft")).status).toBe(404);
  });

  it("compares a page never published against the empty state: everything added, 'Nicht veröffentlicht'", async () => {
    const fresh = await admin.post("/api/pages", { title: "Neu", content: [p("x", "Erster Text")] });
    const res = await compare(admin, fresh.body.id, "published", "draft");
    expect(res.status).toBe(200);
    expect(res.body.from).toMatchObject({ ref: "published", label: deCompare.notPublished, exists: false, at: null });
    expect(res.body.blocks).toMatchObject([{ id: "x", kind: "added" }]);
    expect(res.body.meta).toMatchObject([{ field: "title", before: "", after: "Neu" }, { field: "slug", before: "", after: "neu" }]);
  });

  it("lets an Autor read comparisons and refuses anonymous visitors with 401", async () => {
    expect((await compare(author, page.id, "published", "draft")).status).toBe(200);
    const anonymous = await compare(app.client(), page.id, "published", "draft");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).not.toHaveProperty("blocks");
  });
});
