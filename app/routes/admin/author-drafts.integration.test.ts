import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "~/lib/access";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { pageApiApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import * as annotationsRoute from "~/routes/api/page-annotations";
import * as compareRoute from "~/routes/api/page-compare";
import * as approveRoute from "~/routes/api/page-review-approve";
import * as reviewRoute from "~/routes/api/page-review";
import * as revisionsRoute from "~/routes/api/page-revisions";
import * as blogIndex from "~/routes/admin/blog/index";
import * as blogEdit from "~/routes/admin/blog/edit";
import * as blogReview from "~/routes/admin/blog/review";
import * as pagesIndex from "~/routes/admin/pages/index";
import * as pageEdit from "~/routes/admin/pages/edit";
import * as pageReview from "~/routes/admin/pages/review";
import * as sitePage from "~/routes/site/page";
import * as siteBlogPost from "~/routes/site/blog-post";

/**
 * Issue 38, items 3 and 12 on a real database. (12) An Autor sees others' unpublished items in the
 * admin lists by title only and opens, previews and reads over the API only items that are online
 * or their own; Redakteure see everything. (3) A post's review lives under /admin/blog (the old
 * address redirects, the mail links there) and after approval the screen links to the live post
 * or page.
 */

type Loader = (args: never) => Promise<unknown>;
type Loaded = { status: number; location?: string | null; data?: unknown; value?: any };

/** A route loader called as React Router calls it; a thrown redirect or data() becomes its status. */
async function load(loader: Loader, request: Request, params: Record<string, string>): Promise<Loaded> {
  try {
    const value = await loader({ request, params, context: { cspNonce: "", documentParts: {} } } as never);
    return { status: 200, value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location") };
    if (error && typeof error === "object" && "init" in error) {
      const thrown = error as { init?: { status?: number }; data?: unknown };
      return { status: thrown.init?.status ?? 500, data: thrown.data };
    }
    throw error;
  }
}

describe(`an Autor's view of other people's drafts; a post's review address (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let editor: HttpClient;
  let author: HttpClient;
  let otherAuthor: HttpClient;
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};

  async function grant(email: string, role: Role) {
    const client = await app.signedUp(email);
    await app.grantRole(email, role);
    return client;
  }
  async function create(client: HttpClient, key: string, body: Record<string, unknown>) {
    const res = await client.post("/api/pages", { content: [{ id: "p", type: "paragraph", content: { text: `<p>Text von ${key}</p>` } }], ...body });
    expect(res.status).toBe(201);
    ids[key] = res.body.id;
    slugs[key] = res.body.slug;
    return res.body as { id: string; version: number };
  }

  beforeAll(async () => {
    ({ app, admin } = await pageApiApp({
      "api/pages/:id/revisions": revisionsRoute,
      "api/pages/:id/compare": compareRoute,
      "api/pages/:id/annotations": annotationsRoute,
      "api/pages/:id/review": reviewRoute,
      "api/pages/:id/review/approve": approveRoute,
    }));
    editor = await grant("redakteur@example.org", "editor");
    author = await grant("autorin@example.org", "author");
    otherAuthor = await grant("autor2@example.org", "author");

    await create(author, "own", { title: "Eigener Entwurf", content_type: "blog" });
    await create(otherAuthor, "foreign", { title: "Fremder Entwurf", content_type: "blog" });
    await create(editor, "page", { title: "Unveröffentlichte Seite" });
    const live = await create(editor, "live", { title: "Veröffentlichter Beitrag", content_type: "blog" });
    expect((await editor.post(`/api/pages/${ids.live}/publish`, { version: live.version })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists others' unpublished posts and pages to an Autor by title only, the published ones without a pencil", async () => {
    const blog = await load(blogIndex.loader as Loader, author.request("/admin/blog"), {});
    const rows = Object.fromEntries((blog.value.posts as { id: string; title: string; locked?: boolean; may_edit?: boolean }[]).map((p) => [p.id, p]));
    expect(rows[ids.own]).toMatchObject({ title: "Eigener Entwurf", may_edit: true });
    expect(rows[ids.own].locked).toBeUndefined();
    expect(rows[ids.foreign]).toMatchObject({ title: "Fremder Entwurf", locked: true, may_edit: false });
    expect(rows[ids.live]).toMatchObject({ title: "Veröffentlichter Beitrag", may_edit: false });
    expect(rows[ids.live].locked).toBeUndefined();

    const tree = await load(pagesIndex.loader as Loader, author.request("/admin/pages"), {});
    expect(tree.value.readOnly).toBe(true);
    const page = (tree.value.pages as { id: string; locked?: boolean; seo: { issues: string[] } }[]).find((p) => p.id === ids.page)!;
    expect(page).toMatchObject({ locked: true, seo: { issues: [] } });

    // A Redakteur: everything open, nothing locked.
    const editorsBlog = await load(blogIndex.loader as Loader, editor.request("/admin/blog"), {});
    expect((editorsBlog.value.posts as { locked?: boolean }[]).filter((p) => p.locked)).toEqual([]);
  });

  it("opens for an Autor only items that are online or their own: the API, the editor, the review screen and ?preview=true", async () => {
    // The working copy over the API: someone else's draft is not there for an Autor, as for a visitor.
    expect((await author.get(`/api/pages/${ids.foreign}`)).status).toBe(404);
    expect((await author.get(`/api/pages/${ids.page}`)).status).toBe(404);
    expect((await author.get(`/api/pages/${ids.own}`)).body.title).toBe("Eigener Entwurf");
    expect((await author.get(`/api/pages/${ids.live}`)).status).toBe(200);
    expect((await editor.get(`/api/pages/${ids.foreign}`)).body.title).toBe("Fremder Entwurf");
    // History, comparison and notes of someone else's draft: a German 403.
    for (const path of [`/api/pages/${ids.foreign}/revisions`, `/api/pages/${ids.foreign}/compare?from=published&to=draft`, `/api/pages/${ids.page}/annotations`]) {
      const refused = await author.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error, path).toMatch(/^Kein Zugriff: Als Autor dürfen Sie das nicht/);
    }
    expect((await author.get(`/api/pages/${ids.own}/revisions`)).status).toBe(200);
    expect((await editor.get(`/api/pages/${ids.foreign}/revisions`)).status).toBe(200);

    // The editor and the review screen: 'Kein Zugriff' inside the shell.
    const editScreen = await load(blogEdit.loader as Loader, author.request(`/admin/blog/${ids.foreign}/edit`), { id: ids.foreign });
    expect(editScreen).toMatchObject({ status: 403, data: { noAccess: true } });
    expect((await load(pageEdit.loader as Loader, author.request(`/admin/pages/${ids.page}/edit`), { id: ids.page })).status).toBe(403);
    expect((await load(blogReview.loader as Loader, author.request(`/admin/blog/${ids.foreign}/review`), { id: ids.foreign })).status).toBe(403);
    const own = await load(blogEdit.loader as Loader, author.request(`/admin/blog/${ids.own}/edit`), { id: ids.own });
    expect(own.value.access.edit).toBe(true);
    const readOnly = await load(blogEdit.loader as Loader, author.request(`/admin/blog/${ids.live}/edit`), { id: ids.live });
    expect(readOnly.value.access.edit).toBe(false);
    expect((await load(blogEdit.loader as Loader, editor.request(`/admin/blog/${ids.foreign}/edit`), { id: ids.foreign })).status).toBe(200);

    // ?preview=true on the public site: someone else's draft is as absent as for a visitor.
    const foreignPreview = await load(siteBlogPost.loader as Loader, author.request(`/blog/${slugs.foreign}?preview=true`), { slug: slugs.foreign });
    expect(foreignPreview.status).toBe(302);
    expect(foreignPreview.location).toBe(`/${slugs.foreign}?from=blog-fallback`);
    expect((await load(sitePage.loader as Loader, author.request(`/${slugs.page}?preview=true`), { slug: slugs.page })).status).toBe(404);
    const ownPreview = await load(siteBlogPost.loader as Loader, author.request(`/blog/${slugs.own}?preview=true`), { slug: slugs.own });
    expect(ownPreview.value.page.title).toBe("Eigener Entwurf");
    expect((await load(siteBlogPost.loader as Loader, author.request(`/blog/${slugs.live}?preview=true`), { slug: slugs.live })).value.page.title).toBe("Veröffentlichter Beitrag");
    const editorsPreview = await load(sitePage.loader as Loader, editor.request(`/${slugs.page}?preview=true`), { slug: slugs.page });
    expect(editorsPreview.value.page.title).toBe("Unveröffentlichte Seite");
  });

  it("checks a post's review under /admin/blog (the old address redirects) and links to the live post and page after approval", async () => {
    expect((await author.post(`/api/pages/${ids.own}/review`, { note: "Bitte prüfen" })).status).toBe(200);
    // The address older mails carry, and a page asked for under the blog's: each sent to its own.
    const old = await load(pageReview.loader as Loader, editor.request(`/admin/pages/${ids.own}/review`), { id: ids.own });
    expect(old).toMatchObject({ status: 302, location: `/admin/blog/${ids.own}/review` });
    const wrongArea = await load(blogReview.loader as Loader, editor.request(`/admin/blog/${ids.page}/review`), { id: ids.page });
    expect(wrongArea).toMatchObject({ status: 302, location: `/admin/pages/${ids.page}/review` });
    const mail = await app.database.db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", "redakteur@example.org").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`${app.url}/admin/blog/${ids.own}/review`);

    const pending = await load(blogReview.loader as Loader, editor.request(`/admin/blog/${ids.own}/review`), { id: ids.own });
    expect(pending.value.review.status).toBe("pending");
    expect(pending.value.liveHref).toBeNull();
    expect((await editor.post(`/api/pages/${ids.own}/review/approve`, { version: pending.value.page.version })).status).toBe(200);
    const approved = await load(blogReview.loader as Loader, editor.request(`/admin/blog/${ids.own}/review`), { id: ids.own });
    expect(approved.value.liveHref).toBe(`/blog/${slugs.own}`);

    expect((await editor.post(`/api/pages/${ids.page}/review`, {})).status).toBe(200);
    const page = await load(pageReview.loader as Loader, admin.request(`/admin/pages/${ids.page}/review`), { id: ids.page });
    expect(page.value.liveHref).toBeNull();
    expect((await admin.post(`/api/pages/${ids.page}/review/approve`, { version: page.value.page.version })).status).toBe(200);
    const live = await load(pageReview.loader as Loader, admin.request(`/admin/pages/${ids.page}/review`), { id: ids.page });
    expect(live.value.liveHref).toBe(`/${slugs.page}`);
  });
});
