import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { callRoute, jsonInit } from "../../../tests/route-call";
import { emptySlide, slideText } from "~/blocks/slide/text";
import type { Block } from "~/blocks/types";
import { addSlide, deleteSlide, duplicateSlide, moveSlide, setSlideText, updateSlide } from "~/components/admin/presentations/slide-actions";
import type { EditorAction } from "~/editor/actions";
import { createHistory, historyReducer } from "~/editor/history";
import * as pageRoute from "~/routes/api/page";
import * as pagesRoute from "~/routes/api/pages";
import * as publishRoute from "~/routes/api/page-publish";
import * as unpublishRoute from "~/routes/api/page-unpublish";
import * as restoreRoute from "~/routes/api/page-revision-restore";
import * as listRoute from "~/routes/admin/presentations/index";
import * as editRoute from "~/routes/admin/presentations/edit";
import { getPageBySlug, listPagesWithContent } from "./pages.server";
import { listRevisions } from "./revisions.server";

/**
 * The slide editor's writes as it sends them (POST /api/pages with one empty slide, PATCH
 * {content: slide blocks, version}, publish, unpublish, restore) through the API route modules, and
 * the admin's list and editor loaders; visitors get the published slides only. The edits are made
 * by the editor's own operations through the page builder's reducer.
 */
const apply = (blocks: Block[], ...actions: (EditorAction | null)[]) =>
  actions.reduce((h, action) => (action ? historyReducer(h, action) : h), createHistory(blocks)).present.blocks;
describe(`presentations in the admin (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;
  const api = {
    create: (body: object) => callRoute(pagesRoute.action, admin.request("/api/pages", jsonInit("POST", body))),
    patch: (id: string, body: object) => callRoute(pageRoute.action, admin.request(`/api/pages/${id}`, jsonInit("PATCH", body)), { id }),
    publish: (id: string, body: object) => callRoute(publishRoute.action, admin.request(`/api/pages/${id}/publish`, jsonInit("POST", body)), { id }),
    unpublish: (id: string, body: object) => callRoute(unpublishRoute.action, admin.request(`/api/pages/${id}/unpublish`, jsonInit("POST", body)), { id }),
    get: (id: string, client: HttpClient | null) => callRoute(pageRoute.loader, client ? client.request(`/api/pages/${id}`) : new Request(`${app.url}/api/pages/${id}`), { id }),
  };
  /** What a visitor gets of the page: the pages API without a session, and the published view by slug. */
  const visitorSlides = async (id: string, slug: string) => {
    const res = await api.get(id, null);
    if (res.status === 404) return null;
    const viaApi = (await res.json()).content as Block[];
    const bySlug = (await getPageBySlug(db(), slug))?.content as Block[] | undefined;
    expect(bySlug).toEqual(viaApi);
    return viaApi;
  };
  const titles = (slides: Block[] | null) => slides?.map((s) => s.content.title) ?? null;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("praesentation@example.de");
    member = await app.signedUp("gast@example.de");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("creates, edits, publishes, restores and unpublishes a presentation; visitors only ever see published slides", async () => {
    const first = emptySlide("s-start");
    const created = await api.create({ title: "Firmenprofil", slug: "firmenprofil", content_type: "presentation", is_published: false, content: [first] });
    expect(created.status).toBe(201);
    let page = await created.json();
    expect(page).toMatchObject({ content_type: "presentation", is_published: false, content: [first] });
    // A taken slug is refused with the field named, nothing created.
    const taken = await api.create({ title: "Firmenprofil", slug: "firmenprofil", content_type: "presentation", content: [emptySlide()] });
    expect(taken.status).toBe(409);
    expect((await listPagesWithContent(db(), "working")).filter((p) => p.slug.startsWith("firmenprofil"))).toHaveLength(1);

    // Autosaves as the editor sends them: add, edit, duplicate, reorder.
    const edited = apply([first], updateSlide("s-start", { title: "Wer wir sind" }, "title"), setSlideText([first], "s-start", "<p>Seit <strong>1998</strong></p>", true));
    let slides = apply(edited, addSlide({ ...emptySlide("s-zahlen"), content: { title: "Zahlen", imageUrl: "/media/images/zahlen.jpg" } }), duplicateSlide(edited, "s-start"));
    slides = apply(slides, moveSlide("s-zahlen", 0));
    for (const step of [slides.slice(0, 1), slides]) {
      const res = await api.patch(page.id, { content: step, version: page.version });
      expect(res.status).toBe(200);
      page = await res.json();
    }
    slides = page.content;
    expect(titles(page.content)).toEqual(["Zahlen", "Wer wir sind", "Wer wir sind (Kopie)"]);
    expect(slideText(page.content, "s-start")).toBe("<p>Seit <strong>1998</strong></p>");
    expect(slideText(page.content, page.content[2].id)).toBe("<p>Seit <strong>1998</strong></p>");
    // A stale version is a conflict and changes nothing.
    const stale = await api.patch(page.id, { content: [emptySlide()], version: page.version - 1 });
    expect(stale.status).toBe(409);
    expect((await (await api.get(page.id, admin)).json()).content).toEqual(slides);

    // Never published: visitors and signed-in non-admins get nothing.
    expect(await visitorSlides(page.id, "firmenprofil")).toBeNull();
    expect((await api.get(page.id, member)).status).toBe(404);

    // The admin list and the editor loader read the working copy.
    const list = await listRoute.loader({ request: admin.request("/admin/presentations"), params: {}, context: {} } as never);
    expect(list.presentations.find((p) => p.id === page.id)).toMatchObject({ title: "Firmenprofil", slideCount: 3, is_published: false, firstSlide: { title: "Zahlen" } });
    const edit = await editRoute.loader({ request: admin.request(`/admin/presentations/${page.id}/edit`), params: { id: page.id }, context: {} } as never);
    expect(edit.blocks).toEqual(slides);
    await expect(editRoute.loader({ request: member.request(`/admin/presentations/${page.id}/edit`), params: { id: page.id }, context: {} } as never)).rejects.toBeTruthy();

    const published = await api.publish(page.id, { version: page.version });
    expect(published.status).toBe(200);
    page = await published.json();
    expect(page).toMatchObject({ is_published: true, has_unpublished_changes: false });
    expect(titles(await visitorSlides(page.id, "firmenprofil"))).toEqual(["Zahlen", "Wer wir sind", "Wer wir sind (Kopie)"]);

    // A draft after publishing: the admin sees it, visitors keep the published slides.
    const draft = apply(slides, deleteSlide(slides, slides[2].id));
    expect(titles(draft)).toEqual(["Zahlen", "Wer wir sind"]);
    page = await (await api.patch(page.id, { content: draft, version: page.version })).json();
    expect(page.has_unpublished_changes).toBe(true);
    expect(titles(await visitorSlides(page.id, "firmenprofil"))).toEqual(["Zahlen", "Wer wir sind", "Wer wir sind (Kopie)"]);
    const listed = await listRoute.loader({ request: admin.request("/admin/presentations"), params: {}, context: {} } as never);
    expect(listed.presentations.find((p) => p.id === page.id)).toMatchObject({ slideCount: 2, has_unpublished_changes: true });

    // Every save is a revision with the slides; restoring the first brings back its one slide into the working copy only.
    const revisions = await listRevisions(db(), page.id);
    expect(revisions.length).toBeGreaterThanOrEqual(4);
    const oldest = revisions.at(-1)!;
    const restored = await callRoute(restoreRoute.action, admin.request(`/api/pages/${page.id}/revisions/${oldest.id}/restore`, jsonInit("POST", { version: page.version })), { id: page.id, revisionId: oldest.id });
    expect(restored.status).toBe(200);
    page = await restored.json();
    expect(page.content).toEqual([first]);
    expect(titles(await visitorSlides(page.id, "firmenprofil"))).toEqual(["Zahlen", "Wer wir sind", "Wer wir sind (Kopie)"]);

    const offline = await api.unpublish(page.id, { version: page.version });
    expect(offline.status).toBe(200);
    expect(await visitorSlides(page.id, "firmenprofil")).toBeNull();
    expect((await (await api.get(page.id, admin)).json()).content).toEqual([first]);
  });

  it("refuses malformed slides in German and keeps the stored ones", async () => {
    const page = await (await api.create({ title: "Messe", content_type: "presentation", content: [emptySlide("m1")] })).json();
    for (const content of [{ title: 42 }, { title: "x".repeat(201) }]) {
      const res = await api.patch(page.id, { content: [{ ...emptySlide("m1"), content }], version: page.version });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/Folie|Block|title/);
    }
    expect((await (await api.get(page.id, admin)).json()).content).toEqual([emptySlide("m1")]);
  });

  it("takes a presentation in the spec's older shape ({slides}) as slide blocks, sanitised; a broken one is refused and nothing changes", async () => {
    const created = await api.create({
      title: "Altformat",
      content_type: "presentation",
      content: { slides: [{ id: "alt-1", type: "slide", title: "Agenda", content: '<p onclick="x()">Punkt <strong>1</strong></p>', imageUrl: "" }] },
    });
    expect(created.status).toBe(201);
    const page = await created.json();
    const [slide] = page.content as Block[];
    expect(slide).toMatchObject({ id: "alt-1", type: "slide", content: { title: "Agenda" } });
    expect(JSON.stringify(slide)).toContain("Punkt <strong>1</strong>");
    expect(JSON.stringify(slide)).not.toContain("onclick");

    const broken = await api.patch(page.id, { content: { slides: [{ id: "alt-1", title: "x".repeat(201), content: "" }] }, version: page.version });
    expect(broken.status).toBe(400);
    expect((await (await api.get(page.id, admin)).json()).content).toEqual(page.content);
  });
});
