import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { ValidationError } from "../api/validation.server";
import { toDbBool } from "../db/dialect.server";
import { createPage, deletePage, getPageById, publishPage, updatePage } from "../pages/pages.server";
import { createPreviewLink, openPreview, revokePreviewLinks } from "./preview-links.server";
import { signPreviewToken } from "./preview-token.server";

/**
 * The preview-link service on the database (run with TEST_DB=sqlite and TEST_DB=postgres): what a
 * token opens (the working copy) and every way it stops opening: expiry (of the token and of the
 * row), revocation, another page, a deleted page, a forged or foreign signature. The HTTP side
 * (page cache, statistics, headers, roles) is tests/built-app/preview-links.integration.test.ts.
 */
const SECRET = "preview-secret-of-this-test-at-least-32-chars";
const ctx = { secret: SECRET, origin: "https://www.example.de" };
const admin = { userId: "admin-1", role: "admin" as const };
const tokenOf = (url: string) => url.slice(`${ctx.origin}/vorschau/`.length);
const para = (text: string) => [{ id: "p", type: "paragraph", content: { text: `<p>${text}</p>` } }];

describe(`preview links (${testDbLabel})`, () => {
  let t: TestDatabase;
  let pageId = "";
  let otherId = "";

  beforeAll(async () => {
    t = await createTestDatabase();
    // A link works while its creator has access (issue 38 item 25).
    await t.db.insertInto("user_roles").values({ user_id: admin.userId, role: "admin", created_at: new Date().toISOString() }).execute();
    const page = await createPage(t.db, { slug: "abnahme", title: "Abnahme", content: para("Veröffentlicht") });
    await publishPage(t.db, page.id);
    await updatePage(t.db, page.id, { content: para("Entwurf") }, { expectedVersion: (await getPageById(t.db, page.id))!.version });
    pageId = page.id;
    otherId = (await createPage(t.db, { slug: "andere", title: "Andere" })).id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const linkRows = (id: string) => t.db.selectFrom("preview_links").selectAll().where("page_id", "=", id).execute();

  it("opens the working copy, not the published state, until the link's expiry", async () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const created = (await createPreviewLink(t.db, ctx, admin, pageId, { days: 2 }, now))!;
    expect(created.url.startsWith(`${ctx.origin}/vorschau/`)).toBe(true);
    expect(created.expires_at).toBe("2026-11-29T10:00:00.000Z");
    const opened = await openPreview(t.db, SECRET, tokenOf(created.url), new Date("2026-11-29T09:59:00Z"));
    expect(JSON.stringify(opened?.page.content)).toContain("Entwurf");
    expect(JSON.stringify(opened?.page.content)).not.toContain("Veröffentlicht");
    expect(opened?.expiresAt).toBe("2026-11-29T10:00:00.000Z");
    // Past the expiry signed into the token.
    expect(await openPreview(t.db, SECRET, tokenOf(created.url), new Date("2026-11-29T10:00:01Z"))).toBeNull();
    // The token is not stored anywhere in the row.
    const rows = await linkRows(pageId);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(created.url).split("~")[1]);
    const log = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "page.preview-link-created").execute();
    expect(log.map((entry) => entry.object_id)).toContain(pageId);
  });

  it("stops at the row's expiry, at revocation, for another page, a deleted page and another secret", async () => {
    const created = (await createPreviewLink(t.db, ctx, admin, pageId, {}))!;
    const token = tokenOf(created.url);
    expect(await openPreview(t.db, SECRET, token)).not.toBeNull();
    expect(await openPreview(t.db, SECRET + "x", token)).toBeNull();
    // A correctly signed token naming another page than its row.
    const [payload] = token.split("~");
    const [linkId, , expires] = JSON.parse(Buffer.from(payload!, "base64url").toString()) as [string, string, number];
    expect(await openPreview(t.db, SECRET, signPreviewToken(SECRET, { linkId, pageId: otherId, expires }))).toBeNull();
    // A correctly signed token of an unknown link.
    expect(await openPreview(t.db, SECRET, signPreviewToken(SECRET, { linkId: "unbekannt", pageId, expires }))).toBeNull();
    // The row's expiry counts even when the token's lies ahead.
    await t.db.updateTable("preview_links").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", linkId).execute();
    expect(await openPreview(t.db, SECRET, token)).toBeNull();

    const second = (await createPreviewLink(t.db, ctx, admin, pageId, { days: 30 }))!;
    const onOther = (await createPreviewLink(t.db, ctx, admin, otherId, { days: 30 }))!;
    expect(await revokePreviewLinks(t.db, admin, pageId)).toBe(true);
    expect(await openPreview(t.db, SECRET, tokenOf(second.url))).toBeNull();
    expect((await linkRows(pageId)).every((row) => row.revoked_at !== null)).toBe(true);
    expect(await openPreview(t.db, SECRET, tokenOf(onOther.url))).not.toBeNull();
    const revokedLog = await t.db.selectFrom("audit_log").selectAll().where("action", "=", "page.preview-links-revoked").execute();
    expect(revokedLog).toHaveLength(1);
    // Revoking again (nothing left) writes no second entry.
    await revokePreviewLinks(t.db, admin, pageId);
    expect(await t.db.selectFrom("audit_log").selectAll().where("action", "=", "page.preview-links-revoked").execute()).toHaveLength(1);

    await deletePage(t.db, otherId);
    expect(await openPreview(t.db, SECRET, tokenOf(onOther.url))).toBeNull();
  });

  it("refuses bad days with a ValidationError naming days, writing nothing; an Autor on another's page with 403", async () => {
    const before = await linkRows(pageId);
    for (const days of [0, 31, "x", 2.5, -1]) {
      const error = await createPreviewLink(t.db, ctx, admin, pageId, { days }).catch((e: unknown) => e);
      expect(error, String(days)).toBeInstanceOf(ValidationError);
      expect(Object.keys((error as ValidationError).fields)).toEqual(["days"]);
    }
    const refused = await createPreviewLink(t.db, ctx, { userId: "autorin", role: "author" }, pageId, { days: 3 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);
    expect(await linkRows(pageId)).toEqual(before);
    expect(await createPreviewLink(t.db, ctx, admin, "gibt-es-nicht", {})).toBeNull();
    expect(await revokePreviewLinks(t.db, admin, "gibt-es-nicht")).toBe(false);
  });
  it("stops when its creator is deactivated or loses every role, and works again when they are back", async () => {
    const author = { userId: "autorin-1", role: "author" as const };
    await t.db.insertInto("user_roles").values({ user_id: author.userId, role: "author", created_at: new Date().toISOString() }).execute();
    const draft = await createPage(t.db, { slug: "entwurf-der-autorin", title: "Entwurf der Autorin", content_type: "blog", created_by: author.userId });
    const byAdmin = tokenOf((await createPreviewLink(t.db, ctx, admin, pageId, {}))!.url);
    const byAuthor = tokenOf((await createPreviewLink(t.db, ctx, author, draft.id, {}))!.url);
    expect(await openPreview(t.db, SECRET, byAuthor)).not.toBeNull();

    await t.db.insertInto("user_status").values({ user_id: author.userId, active: toDbBool(false), deactivated_at: new Date().toISOString() }).execute();
    expect(await openPreview(t.db, SECRET, byAuthor)).toBeNull();
    // Another person's links are not affected.
    expect(await openPreview(t.db, SECRET, byAdmin)).not.toBeNull();
    await t.db.updateTable("user_status").set({ active: toDbBool(true), deactivated_at: null }).where("user_id", "=", author.userId).execute();
    expect(await openPreview(t.db, SECRET, byAuthor)).not.toBeNull();

    await t.db.deleteFrom("user_roles").where("user_id", "=", author.userId).execute();
    expect(await openPreview(t.db, SECRET, byAuthor)).toBeNull();
  });
});
