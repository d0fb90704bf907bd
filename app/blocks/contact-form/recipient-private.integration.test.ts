import type { DocumentParts } from "~/components/site/document-parts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { callRoute } from "../../../tests/route-call";
import { createPage } from "~/server/pages/pages.server";
import { listOutbox } from "~/server/mail/outbox.server";
import { issueFormToken } from "~/server/contact/form-token.server";
import { loader as pageApiLoader } from "~/routes/api/page";
import { loader as blogPostLoader } from "~/routes/site/blog-post";
import { loader as pageLoader } from "~/routes/site/page";
import { loader as rssLoader } from "~/routes/seo/feed-rss";

/**
 * Issue 26 item 3: a contact form's recipient address (recipientEmail, and the older `recipient`)
 * is for admins only. Visitors never receive it — not in the page HTML, the islands' props, the
 * page API, a blog post, the feed — while the server still mails the enquiry to it.
 */

const SECRET = "geheim-empfang@firma.de";
const LEGACY = "alt-empfang@firma.de";
const fields = [
  { label: "Name", type: "text", name: "name", required: true },
  { label: "E-Mail", type: "email", name: "email", required: true },
  { label: "Nachricht", type: "textarea", name: "message", required: true },
];

describe(`a form's recipient stays private (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let visitor: HttpClient;
  let pageId: string;
  let postId: string;

  /** What a page route would send: its loader data and the HTML handed over beside it. */
  async function document(loader: (args: never) => Promise<unknown>, path: string, slug: string) {
    const documentParts: DocumentParts = {};
    const result = await loader({ request: visitor.request(path), params: { slug }, context: { cspNonce: "", documentParts } } as never);
    return JSON.stringify({ result, documentParts });
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = app.client();
    visitor = app.client();
    expect((await admin.signUp("chefin@example.de")).status).toBe(200);
    const db = app.database.db;
    pageId = (
      await createPage(db, {
        slug: "kontakt",
        title: "Kontakt",
        is_published: true,
        content: [
          { id: "k1", type: "contact-form", content: { title: "Anfrage", fields, recipientEmail: SECRET } },
          // Nested in a section, with only the older field name.
          { id: "s1", type: "section", content: {}, children: [{ id: "k2", type: "contact-form", content: { title: "Alt", fields, recipient: LEGACY } }] },
        ],
      })
    ).id;
    postId = (
      await createPage(db, {
        slug: "aktion",
        title: "Aktion",
        is_published: true,
        content_type: "blog",
        content: [
          { id: "p1", type: "paragraph", content: { text: "<p>Jetzt anfragen</p>" } },
          { id: "k3", type: "contact-form", content: { title: "Aktion", fields, recipientEmail: SECRET } },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is nowhere in the anonymous page HTML and island props, nor in a blog post or the feed", async () => {
    const page = await document(pageLoader as never, "/kontakt", "kontakt");
    // The forms are there (so the check looks at real output) …
    expect(page).toContain("Anfrage");
    expect(page).toContain("k2");
    // … their recipients are not.
    expect(page).not.toContain(SECRET);
    expect(page).not.toContain(LEGACY);
    // The island's props hold the parsed content: its recipient keys only at their empty default.
    expect(page).toContain('"recipientEmail":""');

    const post = await document(blogPostLoader as never, "/blog/aktion", "aktion");
    expect(post).toContain("Jetzt anfragen");
    expect(post).not.toContain(SECRET);

    const rss = await (await rssLoader()).text();
    expect(rss).toContain("Jetzt anfragen");
    expect(rss).not.toContain(SECRET);
  });

  it("is not in anonymous GET /api/pages/:id, but an admin sees it in the editor API", async () => {
    for (const id of [pageId, postId]) {
      const anonymous = await callRoute(pageApiLoader, new Request(`${app.url}/api/pages/${id}`), { id });
      expect(anonymous.status).toBe(200);
      const text = await anonymous.text();
      expect(text).toContain("contact-form");
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(LEGACY);
    }
    const asAdmin = await callRoute(pageApiLoader, admin.request(`/api/pages/${pageId}`), { id: pageId });
    const page = await asAdmin.json();
    expect(page.content[0].content.recipientEmail).toBe(SECRET);
    expect(page.content[1].slots.children[0].content.recipient).toBe(LEGACY);
  });

  it("a post still goes to that recipient", async () => {
    for (const [id, blockId, to] of [
      [pageId, "k1", SECRET],
      [pageId, "k2", LEGACY],
      [postId, "k3", SECRET],
    ]) {
      await app.database.db.deleteFrom("mail_outbox").execute();
      const res = await visitor.post(
        "/api/contact",
        {
          page_id: id,
          block_id: blockId,
          values: { name: "Erika Mustermann", email: "erika@kunde.de", message: "Bitte um Rückruf." },
          subject: "Vertrieb",
          // Bound to this form (issue 26 item 2), issued 10 s ago.
          token: issueFormToken(app.env.AUTH_SECRET, { pageId: id, blockId }, Date.now() - 10_000),
          website: "",
        },
        { "x-forwarded-for": `10.9.0.${blockId.slice(1)}` },
      );
      expect(res.status, blockId).toBe(200);
      await expect.poll(async () => (await listOutbox(app.database.db)).map((m) => m.to_address)).toEqual([to]);
    }
  });
});
