import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/test-app";
import { testDbLabel } from "../../tests/test-db";
import { createPage, getPageById } from "~/server/pages/pages.server";
import { listRevisions } from "~/server/pages/revisions.server";
import { action, loader } from "./optimize-block";

type Args = Parameters<typeof action>[0];
const args = (request: Request) => ({ request, params: {}, context: { cspNonce: "" } }) as unknown as Args;

function form(values: Record<string, string | number>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) body.set(k, String(v));
  return { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } };
}

/** The status of what a loader/action threw: a Response (redirect, JSON error) or data() with an init. */
async function thrown(fn: () => Promise<unknown>): Promise<{ status: number }> {
  try {
    await fn();
  } catch (e) {
    if (e instanceof Response) return e;
    const init = (e as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    throw e;
  }
  throw new Error("erwartet: geworfene Antwort");
}

describe(`/optimize-block (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: ReturnType<TestApp["client"]>;
  let guest: ReturnType<TestApp["client"]>;
  let legacyId: string;
  let altId: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("admin@example.org");
    guest = await app.signedUp("gast@example.org");
    legacyId = (await createPage(app.database.db, { slug: "alt", title: "Alt", content: { blocks: [{ id: "h", type: "heading", content: { text: "Titel", level: 1 } }] } })).id;
    altId = (
      await createPage(app.database.db, {
        slug: "bilder",
        title: "Bilder",
        content: [
          { id: "h", type: "heading", content: { text: "Bilder", level: 1 } },
          { id: "p", type: "paragraph", content: { text: '<p><img src="/a.png"><img src="/b.png" alt=""></p>' } },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists findings for admins only", async () => {
    const result = await loader(args(admin.request("/optimize-block")) as never);
    const kinds = result.findings.filter((f) => f.pageId === legacyId || f.pageId === altId).map((f) => f.kind).sort();
    expect(kinds).toEqual(["alt", "legacy"]);
    expect((await thrown(() => loader(args(guest.request("/optimize-block")) as never))).status).toBe(403);
    expect((await thrown(() => loader(args(app.client().request("/optimize-block")) as never))).status).toBe(302);
  });

  it("refuses fixes from non-admins and changes nothing", async () => {
    const before = await getPageById(app.database.db, legacyId);
    const res = await thrown(() => action(args(guest.request("/optimize-block", form({ intent: "legacy", pageId: legacyId, version: before!.version })))));
    expect(res.status).toBe(403);
    expect(await getPageById(app.database.db, legacyId)).toEqual(before);
  });

  it("converts legacy content to canonical blocks and writes a revision", async () => {
    const before = (await getPageById(app.database.db, legacyId))!;
    const result = await action(args(admin.request("/optimize-block", form({ intent: "legacy", pageId: legacyId, version: before.version }))));
    expect(result).toMatchObject({ ok: true, changed: 1 });
    const after = (await getPageById(app.database.db, legacyId))!;
    expect(Array.isArray(after.content)).toBe(true);
    expect((await listRevisions(app.database.db, legacyId)).length).toBeGreaterThan(0);
  });

  it("does nothing for an empty alt-text pattern and fills alt texts from a pattern", async () => {
    const page = (await getPageById(app.database.db, altId))!;
    const empty = (await action(args(admin.request("/optimize-block", form({ intent: "alt", pageId: altId, version: page.version, pattern: "  " }))))) as unknown as {
      init: { status: number };
    };
    expect(empty.init.status).toBe(400);
    expect(await getPageById(app.database.db, altId)).toEqual(page);
    const done = await action(args(admin.request("/optimize-block", form({ intent: "alt", pageId: altId, version: page.version, pattern: "Bild {n}" }))));
    expect(done).toMatchObject({ ok: true, changed: 2 });
    const html = JSON.stringify((await getPageById(app.database.db, altId))!.content);
    expect(html).toContain('alt=\\"Bild 1\\"');
    expect(html).toContain('alt=\\"Bild 2\\"');
  });

  it("answers a stale version with 409 and changes nothing", async () => {
    const page = await createPage(app.database.db, {
      slug: "sprung",
      title: "Sprung",
      content: [
        { id: "a", type: "heading", content: { text: "Eins", level: 1 } },
        { id: "b", type: "heading", content: { text: "Drei", level: 3 } },
      ],
    });
    await action(args(admin.request("/optimize-block", form({ intent: "headings", pageId: page.id, version: page.version }))));
    const fixed = (await getPageById(app.database.db, page.id))!;
    expect(JSON.stringify(fixed.content)).toContain('"level":2');
    await createPage(app.database.db, { slug: "sprung-2", title: "Sprung 2", content: page.content });
    const second = (await getPageById(app.database.db, (await app.database.db.selectFrom("content_pages").select("id").where("slug", "=", "sprung-2").executeTakeFirstOrThrow()).id))!;
    const stale = (await action(args(admin.request("/optimize-block", form({ intent: "headings", pageId: second.id, version: second.version + 5 }))))) as unknown as {
      init: { status: number };
    };
    expect(stale.init.status).toBe(409);
    expect(await getPageById(app.database.db, second.id)).toEqual(second);
  });
});
