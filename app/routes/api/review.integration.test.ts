import type { Role } from "~/lib/access";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deReview } from "~/i18n/review";
import { toDbBool } from "~/server/db/dialect.server";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { pageApiApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import * as annotationRoute from "./page-annotation";
import * as annotationsRoute from "./page-annotations";
import * as approveRoute from "./page-review-approve";
import * as returnRoute from "./page-review-return";
import * as reviewRoute from "./page-review";

/**
 * Issue 30 (1): review before publishing over HTTP. Who may move a page between the states
 * (none → pending → returned → pending → approved/published), the 409s, that a refused call changes
 * nothing, the mails in the outbox, the log entries and revisions, and 'Freigabe erforderlich'.
 */
describe(`review before publishing over HTTP (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let editor: HttpClient;
  let author: HttpClient;
  let otherAuthor: HttpClient;
  let anonymous: HttpClient;
  const ids: Record<string, string> = {};

  async function grant(email: string, role: Role) {
    const client = await app.signedUp(email);
    ids[email] = await app.grantRole(email, role);
    return client;
  }
  const row = (id: string) => app.database.db.selectFrom("content_pages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const steps = (id: string) => app.database.db.selectFrom("page_reviews").selectAll().where("page_id", "=", id).orderBy("created_at").execute();
  /** The review's mails (sign-up mails aside). */
  const mails = async () =>
    (await app.database.db.selectFrom("mail_outbox").select(["to_address", "subject", "text_body"]).orderBy("created_at").orderBy("to_address").execute()).filter((m) => /^(Freigabe erbeten|Freigegeben|Zurückgegeben):/.test(m.subject));
  const log = (action: string) => app.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  const revisions = (id: string) => app.database.db.selectFrom("page_revisions").select(["id", "kind", "summary", "title"]).where("page_id", "=", id).orderBy("created_at").execute();
  /** Everything a refused review call must leave alone. */
  async function state(id: string) {
    const db = app.database.db;
    return JSON.stringify([
      await row(id),
      await steps(id),
      await db.selectFrom("page_annotations").selectAll().where("page_id", "=", id).orderBy("id").execute(),
      await revisions(id),
      await mails(),
      await db.selectFrom("audit_log").select(["action", "object_id"]).orderBy("at").orderBy("id").execute(),
    ]);
  }

  beforeAll(async () => {
    ({ app, admin } = await pageApiApp({
      "api/pages/:id/review": reviewRoute,
      "api/pages/:id/review/approve": approveRoute,
      "api/pages/:id/review/return": returnRoute,
      "api/pages/:id/annotations": annotationsRoute,
      "api/pages/:id/annotations/:annotationId": annotationRoute,
    }));
    ids["chefin@example.org"] = await app.userId("chefin@example.org");
    editor = await grant("redakteur@example.org", "editor");
    author = await grant("autorin@example.org", "author");
    otherAuthor = await grant("autor2@example.org", "author");
    // Deactivated editors get no mail.
    await grant("ehemalig@example.org", "editor");
    await app.database.db.updateTable("user_status").set({ active: toDbBool(false), deactivated_at: new Date().toISOString() }).where("user_id", "=", ids["ehemalig@example.org"]).execute();
    anonymous = app.client();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("walks a post through submit, return, fix, resubmit and approve, with the right people allowed at each step", async () => {
    const created = await author.post("/api/pages", {
      title: "Mein Beitrag",
      content_type: "blog",
      content: [
        { id: "intro", type: "paragraph", content: { text: "<p>Hallo Welt mit Tippfeler</p>" } },
        { id: "schluss", type: "paragraph", content: { text: "<p>Ende</p>" } },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body.review_status).toBeNull();
    const page = await admin.post("/api/pages", { title: "Seite der Chefin" });

    // Nobody signed in: 401; an author on someone else's page: 403; nothing changes.
    let before = await state(id);
    expect((await anonymous.post(`/api/pages/${id}/review`, { note: "x" })).status).toBe(401);
    const foreign = await otherAuthor.post(`/api/pages/${id}/review`, {});
    expect(foreign.status).toBe(403);
    expect(foreign.body.error).toMatch(/^Kein Zugriff: Als Autor/);
    expect((await author.post(`/api/pages/${page.body.id}/review`, {})).status).toBe(403);
    expect((await author.post(`/api/pages/${id}/review`, { note: "x".repeat(2001) })).body.fields).toHaveProperty("note");
    expect(await state(id)).toBe(before);

    // The author submits with a note.
    const submitted = await author.post(`/api/pages/${id}/review`, { note: "Bitte prüfen, vor allem die Einleitung." });
    expect(submitted.status).toBe(200);
    expect(submitted.body.review_status).toBe("pending");
    expect((await row(id)).review_status).toBe("pending");
    const [submit] = await steps(id);
    expect(submit).toMatchObject({ action: "submit", message: "Bitte prüfen, vor allem die Einleitung.", user_id: ids["autorin@example.org"], user_name: "autorin" });
    const review = (await revisions(id)).at(-1)!;
    expect(review).toMatchObject({ kind: "review", summary: deReview.revisionSummary, title: "Mein Beitrag" });
    expect(submit.revision_id).toBe(review.id);
    expect(await log("page.review-submitted")).toHaveLength(1);
    // Mails to every active reviewer but the submitter, with the link to the reviewer's screen:
    // a post's review lives in the blog's area (issue 38).
    const toReviewers = await mails();
    expect(toReviewers.map((m) => m.to_address).sort()).toEqual(["chefin@example.org", "redakteur@example.org"]);
    expect(toReviewers[0].subject).toBe(deReview.mail.submittedSubject("Mein Beitrag"));
    expect(toReviewers[0].text_body).toContain(`/admin/blog/${id}/review`);
    expect(toReviewers[0].text_body).not.toContain("/admin/pages/");
    expect(toReviewers[0].text_body).toContain("Bitte prüfen, vor allem die Einleitung.");

    // Pending: a second submit is a conflict; authors neither approve nor return; nothing changes.
    before = await state(id);
    expect((await author.post(`/api/pages/${id}/review`, {})).status).toBe(409);
    expect((await editor.post(`/api/pages/${id}/review`, {})).status).toBe(409);
    expect((await author.post(`/api/pages/${id}/review/approve`, { version: (await row(id)).version })).status).toBe(403);
    expect((await author.post(`/api/pages/${id}/review/return`, { comment: "Nein" })).status).toBe(403);
    expect((await anonymous.post(`/api/pages/${id}/review/return`, { comment: "Nein" })).status).toBe(401);
    expect((await author.post(`/api/pages/${id}/annotations`, { block_id: "intro", body: "Selbst" })).status).toBe(403);
    const noComment = await editor.post(`/api/pages/${id}/review/return`, { comment: "   " });
    expect(noComment.status).toBe(400);
    expect(noComment.body.fields).toHaveProperty("comment");
    const badBlock = await editor.post(`/api/pages/${id}/annotations`, { block_id: "gibt-es-nicht", body: "Hier" });
    expect(badBlock.status).toBe(400);
    expect(badBlock.body.fields).toHaveProperty("block_id");
    expect(await state(id)).toBe(before);

    // The editor pins a note and returns with a comment.
    const note = await editor.post(`/api/pages/${id}/annotations`, { block_id: "intro", body: "Tippfehler: Tippfehler" });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ block_id: "intro", body: "Tippfehler: Tippfehler", resolved_at: null, created_by_name: "redakteur" });
    expect(await log("page.annotation-added")).toHaveLength(1);
    expect((await author.get(`/api/pages/${id}/annotations`)).body.annotations).toHaveLength(1);
    const returned = await editor.post(`/api/pages/${id}/review/return`, { comment: "Bitte den Tippfehler korrigieren." });
    expect(returned.status).toBe(200);
    expect(returned.body.review_status).toBe("returned");
    expect((await steps(id)).at(-1)).toMatchObject({ action: "return", message: "Bitte den Tippfehler korrigieren.", user_name: "redakteur" });
    expect(await log("page.review-returned")).toHaveLength(1);
    const toAuthor = (await mails()).at(-1)!;
    expect(toAuthor).toMatchObject({ to_address: "autorin@example.org", subject: deReview.mail.returnedSubject("Mein Beitrag") });
    expect(toAuthor.text_body).toContain("Bitte den Tippfehler korrigieren.");
    // The link leads into the post's editor (a route that exists).
    expect(toAuthor.text_body).toContain(`/admin/blog/${id}/edit`);
    expect((await editor.post(`/api/pages/${id}/review/return`, { comment: "Noch mal" })).status).toBe(409);
    expect((await editor.post(`/api/pages/${id}/review/approve`, { version: (await row(id)).version })).status).toBe(409);

    // Another author may not resolve the note; the page's author may. Saving keeps 'returned'.
    before = await state(id);
    expect((await otherAuthor.send("PATCH", `/api/pages/${id}/annotations/${note.body.id}`, { resolved: true })).status).toBe(403);
    expect(await state(id)).toBe(before);
    const saved = await author.send("PATCH", `/api/pages/${id}`, {
      content: [
        { id: "intro", type: "paragraph", content: { text: "<p>Hallo Welt ohne Tippfehler</p>" } },
        { id: "schluss", type: "paragraph", content: { text: "<p>Ende</p>" } },
      ],
      version: (await row(id)).version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.review_status).toBe("returned");
    const resolved = await author.send("PATCH", `/api/pages/${id}/annotations/${note.body.id}`, { resolved: true });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ resolved_by_name: "autorin" });
    expect(resolved.body.resolved_at).toBeTruthy();
    expect(await log("page.annotation-resolved")).toHaveLength(1);

    // Resubmitted; a save while pending keeps it pending.
    expect((await author.post(`/api/pages/${id}/review`, { note: "Korrigiert." })).body.review_status).toBe("pending");
    const again = await author.send("PATCH", `/api/pages/${id}`, { title: "Mein Beitrag, korrigiert", version: (await row(id)).version });
    expect(again.body.review_status).toBe("pending");

    // Approve: a stale version is a conflict and changes nothing; the current one publishes.
    const version = (await row(id)).version;
    before = await state(id);
    expect((await editor.post(`/api/pages/${id}/review/approve`, { version: version - 1 })).status).toBe(409);
    expect(await state(id)).toBe(before);
    const approved = await editor.post(`/api/pages/${id}/review/approve`, { version });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ is_published: true, review_status: null, title: "Mein Beitrag, korrigiert" });
    const stored = await row(id);
    expect(stored.review_status).toBeNull();
    expect(stored.title).toBe("Mein Beitrag, korrigiert");
    const publish = (await revisions(id)).at(-1)!;
    expect(publish.kind).toBe("publish");
    expect((await steps(id)).map((s) => s.action)).toEqual(["submit", "return", "submit", "approve"]);
    expect((await steps(id)).at(-1)!.revision_id).toBe(publish.id);
    expect(await log("page.review-approved")).toHaveLength(1);
    expect((await log("page.published")).map((e) => e.object_id)).toContain(id);
    const approvedMail = (await mails()).at(-1)!;
    expect(approvedMail).toMatchObject({ to_address: "autorin@example.org", subject: deReview.mail.approvedSubject("Mein Beitrag, korrigiert") });
    expect((await editor.post(`/api/pages/${id}/review/approve`, { version: stored.version })).status).toBe(409);
    // Now published, the author may not submit it again (never-published drafts only).
    expect((await author.post(`/api/pages/${id}/review`, {})).status).toBe(403);
  });

  it("does not let an editor approve their own submission; an administrator may", async () => {
    const page = await editor.post("/api/pages", { title: "Vom Redakteur" });
    const id = page.body.id as string;
    expect((await editor.post(`/api/pages/${id}/review`, {})).status).toBe(200);
    const before = await state(id);
    const own = await editor.post(`/api/pages/${id}/review/approve`, { version: (await row(id)).version });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(deReview.ownSubmission);
    expect(await state(id)).toBe(before);
    expect((await admin.post(`/api/pages/${id}/review/approve`, { version: (await row(id)).version })).status).toBe(200);

    const mine = await admin.post("/api/pages", { title: "Von der Chefin" });
    expect((await admin.post(`/api/pages/${mine.body.id}/review`, {})).status).toBe(200);
    expect((await admin.post(`/api/pages/${mine.body.id}/review/approve`, { version: (await row(mine.body.id)).version })).status).toBe(200);
    expect((await row(mine.body.id)).is_published).toBeTruthy();
  });

  it("'Freigabe erforderlich': only reviewers set it, and nobody publishes or schedules such a page directly", async () => {
    const page = await editor.post("/api/pages", { title: "Impressum-Entwurf" });
    const id = page.body.id as string;
    const post = await author.post("/api/pages", { title: "Entwurf", content_type: "blog" });
    const refused = await author.send("PATCH", `/api/pages/${post.body.id}`, { review_required: true, version: post.body.version });
    expect(refused.status).toBe(403);
    expect(Boolean(Number((await row(post.body.id)).review_required))).toBe(false);

    const marked = await editor.send("PATCH", `/api/pages/${id}`, { review_required: true, version: page.body.version });
    expect(marked.status).toBe(200);
    expect(marked.body.review_required).toBe(true);
    const before = await state(id);
    const direct = await admin.post(`/api/pages/${id}/publish`, { version: marked.body.version });
    expect(direct.status).toBe(409);
    expect(direct.body.error).toBe(deReview.reviewRequiredPublish);
    expect((await admin.send("PATCH", `/api/pages/${id}`, { is_published: true, version: marked.body.version })).status).toBe(409);
    const planned = await admin.send("PATCH", `/api/pages/${id}`, { publish_at: new Date(Date.now() + 86_400_000).toISOString(), version: marked.body.version });
    expect(planned.status).toBe(409);
    expect(await state(id)).toBe(before);

    // The way: submit, approve (by someone else than the submitter).
    expect((await editor.post(`/api/pages/${id}/review`, { note: "Fertig" })).status).toBe(200);
    const approved = await admin.post(`/api/pages/${id}/review/approve`, { version: (await row(id)).version });
    expect(approved.status).toBe(200);
    expect(approved.body.is_published).toBe(true);
    expect(approved.body.review_required).toBe(true);
  });

  it("marking a scheduled page 'Freigabe erforderlich' ends its schedule, so nothing goes live unreviewed", async () => {
    const page = await editor.post("/api/pages", { title: "Geplant, dann geprüft" });
    const id = page.body.id as string;
    const when = new Date(Date.now() + 86_400_000).toISOString();
    const planned = await editor.send("PATCH", `/api/pages/${id}`, { publish_at: when, version: page.body.version });
    expect(planned.status).toBe(200);
    expect((await row(id)).publish_at).not.toBeNull();

    // Marking and scheduling in one patch: refused, nothing changed.
    const before = await state(id);
    const withSchedule = await editor.send("PATCH", `/api/pages/${id}`, { review_required: true, publish_at: when, version: planned.body.version });
    expect(withSchedule.status).toBe(409);
    expect(await state(id)).toBe(before);

    const marked = await editor.send("PATCH", `/api/pages/${id}`, { review_required: true, version: planned.body.version });
    expect(marked.status).toBe(200);
    expect(marked.body.publish_at).toBeNull();
    expect((await row(id)).publish_at).toBeNull();
    expect(Boolean(Number((await row(id)).is_published))).toBe(false);

    // Unmarking (an Administrator's, issue 38) leaves the (ended) schedule alone.
    const unmarked = await admin.send("PATCH", `/api/pages/${id}`, { review_required: false, version: marked.body.version });
    expect(unmarked.status).toBe(200);
    expect(unmarked.body.publish_at).toBeNull();
  });

  it("issue 38: clearing 'Freigabe erforderlich' is an Administrator's, logged, and never in the request that publishes", async () => {
    const page = await editor.post("/api/pages", { title: "Vier Augen" });
    const id = page.body.id as string;
    const marked = await editor.send("PATCH", `/api/pages/${id}`, { review_required: true, version: page.body.version });
    expect(marked.status).toBe(200);
    expect((await log("page.review-required-set")).map((e) => e.object_id)).toContain(id);
    // The Redakteur who submitted it sends the flag and the publish in one PATCH: refused, naming the field.
    expect((await editor.post(`/api/pages/${id}/review`, { note: "Bitte prüfen" })).status).toBe(200);
    const version = (await row(id)).version;
    let before = await state(id);
    const oneRequest = await editor.send("PATCH", `/api/pages/${id}`, { review_required: false, is_published: true, version });
    expect(oneRequest.status).toBe(403);
    expect(oneRequest.body.error).toMatch(/^Kein Zugriff: Als Redakteur dürfen Sie 'Freigabe erforderlich' nicht aufheben/);
    expect(oneRequest.body.fields).toHaveProperty("review_required");
    // Clearing alone is not a Redakteur's either.
    expect((await editor.send("PATCH", `/api/pages/${id}`, { review_required: false, version })).status).toBe(403);
    expect(await state(id)).toBe(before);
    let stored = await row(id);
    expect(Boolean(Number(stored.review_required))).toBe(true);
    expect(Boolean(Number(stored.is_published))).toBe(false);
    expect(stored.review_status).toBe("pending");

    // An Administrator neither clears it in the request that publishes nor in one that schedules.
    for (const publish of [{ is_published: true }, { publish_at: new Date(Date.now() + 86_400_000).toISOString() }]) {
      const refused = await admin.send("PATCH", `/api/pages/${id}`, { review_required: false, ...publish, version });
      expect(refused.status).toBe(400);
      expect(refused.body.fields.review_required).toBe(deReview.waiveNotWithPublish);
    }
    expect(await state(id)).toBe(before);
    const clearedOf = async () => (await log("page.review-required-cleared")).filter((e) => e.object_id === id);
    expect(await clearedOf()).toHaveLength(0);

    // Alone, the Administrator's clearing is written and logged with who did it; publishing is a request of its own.
    const cleared = await admin.send("PATCH", `/api/pages/${id}`, { review_required: false, version });
    expect(cleared.status).toBe(200);
    stored = await row(id);
    expect(Boolean(Number(stored.review_required))).toBe(false);
    expect(Boolean(Number(stored.is_published))).toBe(false);
    const entries = await clearedOf();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ object_id: id, user_email: "chefin@example.org", object_title: "Vier Augen" });
    before = await state(id);
    expect((await admin.send("PATCH", `/api/pages/${id}`, { review_required: false, version: cleared.body.version })).status).toBe(200);
    expect(await state(id)).toBe(before); // no change, no second entry
    expect((await admin.post(`/api/pages/${id}/publish`, { version: cleared.body.version })).status).toBe(200);
  });

  it("reviewers delete notes; 404 for unknown pages and notes", async () => {
    const page = await editor.post("/api/pages", { title: "Notizen", content: [{ id: "b", type: "paragraph", content: { text: "<p>x</p>" } }] });
    const id = page.body.id as string;
    const note = await editor.post(`/api/pages/${id}/annotations`, { block_id: "b", body: "Weg damit" });
    expect((await author.send("DELETE", `/api/pages/${id}/annotations/${note.body.id}`)).status).toBe(403);
    expect((await editor.send("DELETE", `/api/pages/${id}/annotations/${note.body.id}`)).status).toBe(204);
    const deleted = (await log("page.annotation-deleted")).filter((e) => e.object_id === id);
    expect(deleted).toHaveLength(1);
    expect(JSON.parse(String(deleted[0].detail))).toMatchObject({ blockId: "b", body: "Weg damit" });
    expect((await editor.send("DELETE", `/api/pages/${id}/annotations/${note.body.id}`)).status).toBe(404);
    expect((await editor.send("PATCH", `/api/pages/${id}/annotations/unbekannt`, { resolved: true })).status).toBe(404);
    expect((await editor.post(`/api/pages/unbekannt/review`, {})).status).toBe(404);
    expect((await editor.post(`/api/pages/unbekannt/review/approve`, { version: 1 })).status).toBe(404);
    expect((await editor.get(`/api/pages/unbekannt/annotations`)).status).toBe(404);
  });
});
