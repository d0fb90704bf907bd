import type { Role } from "~/lib/access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deRoles } from "~/i18n/roles";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { pageApiApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import * as discardRoute from "./page-discard";
import * as restoreRoute from "./page-revision-restore";
import * as revisionsRoute from "./page-revisions";
import * as unpublishRoute from "./page-unpublish";

/**
 * Issue 29: an Autor creates blog posts and edits only their own drafts (never published, not
 * scheduled); publishing, unpublishing, discarding, deleting and restoring are refused with a
 * German 403 that changes nothing. Editors and administrators are not limited by it.
 */
describe(`authors and their posts over HTTP (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let editor: HttpClient;
  let author: HttpClient;
  const userIds: Record<string, string> = {};

  async function grant(client: HttpClient, email: string, role: Role) {
    userIds[role] = await app.grantRole(email, role);
    return client;
  }
  const row = (id: string) => app.database.db.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirst();

  beforeAll(async () => {
    ({ app, admin } = await pageApiApp({
      "api/pages/:id/unpublish": unpublishRoute,
      "api/pages/:id/discard": discardRoute,
      "api/pages/:id/revisions": revisionsRoute,
      "api/pages/:id/revisions/:revisionId/restore": restoreRoute,
    }));
    userIds.admin = await app.userId("chefin@example.org");
    editor = await grant(await app.signedUp("redakteur@example.org"), "redakteur@example.org", "editor");
    author = await grant(await app.signedUp("autorin@example.org"), "autorin@example.org", "author");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lets an author create blog posts only, offline and unscheduled, and records who created each page", async () => {
    const page = await author.post("/api/pages", { title: "Eine Seite" });
    expect(page.status).toBe(403);
    expect(page.body).toEqual({ error: deRoles.authorPostsOnly });
    const online = await author.post("/api/pages", { title: "Gleich online", content_type: "blog", is_published: true });
    expect(online.status).toBe(403);
    expect(online.body).toEqual({ error: deRoles.authorNoPublish });
    const planned = await author.post("/api/pages", { title: "Geplant", content_type: "blog", publish_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(planned.status).toBe(403);
    expect(await app.database.db.selectFrom("content_pages").select("id").execute()).toEqual([]);

    const post = await author.post("/api/pages", { title: "Mein Entwurf", content_type: "blog" });
    expect(post.status).toBe(201);
    expect((await row(post.body.id))?.created_by).toBe(userIds.author);
    const byAdmin = await admin.post("/api/pages", { title: "Über uns" });
    expect((await row(byAdmin.body.id))?.created_by).toBe(userIds.admin);
    const byEditor = await editor.post("/api/pages", { title: "Leistungen" });
    expect(byEditor.status).toBe(201);
    expect((await row(byEditor.body.id))?.created_by).toBe(userIds.editor);
    // An author reads the working state (drafts) like everyone in the admin.
    expect((await author.get("/api/pages")).body.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(["Mein Entwurf", "Über uns"]));
  });

  it("lets an author change only their own never-published, unscheduled post; refusals change nothing", async () => {
    const own = (await author.post("/api/pages", { title: "Entwurf", content_type: "blog" })).body;
    const others = (await admin.post("/api/pages", { title: "Beitrag der Chefin", content_type: "blog" })).body;
    const page = (await admin.post("/api/pages", { title: "Kontakt" })).body;

    const saved = await author.send("PATCH", `/api/pages/${own.id}`, { title: "Entwurf, überarbeitet", version: own.version });
    expect(saved.status).toBe(200);
    for (const id of [others.id, page.id]) {
      const before = await row(id);
      const refused = await author.send("PATCH", `/api/pages/${id}`, { title: "Übernommen", version: before!.version });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: deRoles.authorOwnDrafts });
      expect(await row(id)).toEqual(before);
    }
    // Nor may the patch publish, schedule or turn the post into a page.
    let current = await row(own.id);
    for (const patch of [{ is_published: true }, { publish_at: new Date(Date.now() + 86_400_000).toISOString() }, { content_type: "basis" }]) {
      const refused = await author.send("PATCH", `/api/pages/${own.id}`, { ...patch, version: current!.version });
      expect(refused.status).toBe(403);
      expect(await row(own.id)).toEqual(current);
    }

    // Publishing, unpublishing, discarding, deleting, restoring: never an author's.
    const revision = (await admin.get(`/api/pages/${own.id}/revisions`)).body[0];
    current = await row(own.id);
    for (const [method, path] of [
      ["POST", `/api/pages/${own.id}/publish`],
      ["POST", `/api/pages/${own.id}/unpublish`],
      ["POST", `/api/pages/${own.id}/discard`],
      ["DELETE", `/api/pages/${own.id}`],
      ["POST", `/api/pages/${own.id}/revisions/${revision.id}/restore`],
    ] as const) {
      const refused = await author.send(method, path, method === "DELETE" ? undefined : { version: current!.version });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error).toMatch(/^Kein Zugriff: Als Autor dürfen Sie das nicht/);
    }
    expect(await row(own.id)).toEqual(current);

    // Once an editor has published it, it is no longer the author's draft.
    expect((await editor.post(`/api/pages/${own.id}/publish`, { version: current!.version })).status).toBe(200);
    const published = await row(own.id);
    const after = await author.send("PATCH", `/api/pages/${own.id}`, { title: "Nachträglich", version: published!.version });
    expect(after.status).toBe(403);
    expect(await row(own.id)).toEqual(published);
  });

  it("does not limit editors and administrators", async () => {
    const post = (await author.post("/api/pages", { title: "Für die Redaktion", content_type: "blog" })).body;
    const edited = await editor.send("PATCH", `/api/pages/${post.id}`, { title: "Redigiert", version: post.version });
    expect(edited.status).toBe(200);
    expect((await admin.post(`/api/pages/${post.id}/publish`, { version: edited.body.version })).status).toBe(200);
    expect((await editor.send("DELETE", `/api/pages/${post.id}`)).status).toBe(204);
  });
});
