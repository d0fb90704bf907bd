import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { saveCurrent } from "../../../tests/page-write";
import { createPage, getPageById, getPageBySlug, PageConflictError } from "./pages.server";
import { findRedirectByPath, listRedirects } from "../redirects/redirects.server";
import { listRevisions } from "./revisions.server";
import { createTemplate, deleteTemplate, listTemplates } from "../templates/templates.server";
import {
  checkSlug,
  createPageFromInput,
  deletePageById,
  getPageWithBlocks,
  listPageTree,
  publishPageById,
  reorderSiblings,
  restoreRevision,
  updatePageWithRevision,
} from "./service.server";
import { ValidationError } from "../api/validation.server";
import { createRedirectFromInput } from "../redirects/service.server";
import { createTemplateFromInput } from "../templates/service.server";
import { seedStarterTemplates, starterTemplates } from "../seed/starter-templates";

const noAuthor = { authorId: null };

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("erwartet: Fehler");
}

describe(`pages service (${testDbLabel})`, () => {
  let t: TestDatabase;
  const db = () => t.db;
  const pageCount = async () => (await db().selectFrom("content_pages").select("id").execute()).length;
  const revisionCount = async (pageId?: string) =>
    (await (pageId ? db().selectFrom("page_revisions").select("id").where("page_id", "=", pageId) : db().selectFrom("page_revisions").select("id")).execute()).length;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  describe("create", () => {
    it("stores canonical, clamped, sanitised content, keeps unknown blocks and writes a first revision", async () => {
      const page = await createPageFromInput(
        db(),
        {
          title: "  Über uns  ",
          slug: "ueber-uns",
          content: [
            { id: "h", type: "heading", content: { text: "Wer wir sind", level: 9 } },
            { id: "p", type: "paragraph", content: { text: '<p onclick="x()">Hallo<script>alert(1)</script></p>' } },
            { id: "z", type: "zukunft", content: { beliebig: { tief: [1, 2] } }, style: { padding: { top: 4 } } },
          ],
        },
        noAuthor,
      );
      expect(page.title).toBe("Über uns");
      const blocks = page.content as { id: string; type: string; content: Record<string, unknown> }[];
      expect(blocks[0].content.level).toBe(6);
      expect(blocks[0].content.alignment).toBe("left");
      expect(blocks[1].content.text).toBe("<p>Hallo</p>");
      expect(blocks[2]).toEqual({ id: "z", type: "zukunft", content: { beliebig: { tief: [1, 2] } }, style: { padding: { top: 4 } } });
      const revisions = await listRevisions(db(), page.id);
      expect(revisions).toHaveLength(1);
      expect(revisions[0].summary).toBe("Seite erstellt");
    });

    it("checks and clamps blocks nested in content fields as well", async () => {
      const page = await createPageFromInput(
        db(),
        {
          title: "Spalten",
          slug: "spalten-verschachtelt",
          content: [
            {
              id: "c",
              type: "columns",
              content: { leftColumn: [{ id: "n1", type: "heading", content: { text: "Innen", level: 9 } }], rightColumn: [] },
            },
          ],
        },
        noAuthor,
      );
      // Stored in the one tree shape: the spec's leftColumn became the block's first column slot.
      const stored = (page.content as { content: Record<string, unknown>; slots: Record<string, { content: Record<string, unknown> }[]> }[])[0];
      expect(stored.content).not.toHaveProperty("leftColumn");
      expect(stored).not.toHaveProperty("children");
      const nested = stored.slots["columns[0]"][0];
      expect(nested.content.level).toBe(6);
      const before = await pageCount();
      const bad = (await rejection(
        createPageFromInput(
          db(),
          {
            title: "Spalten",
            slug: "spalten-kaputt",
            content: [{ id: "c2", type: "columns", content: { leftColumn: [{ id: "n2", type: "heading", content: { text: { a: 1 } } }] } }],
          },
          noAuthor,
        ),
      )) as ValidationError;
      expect(bad.fields.content).toMatch(/^Block "n2", Feld "text": /);
      expect(await pageCount()).toBe(before);
    });

    it("derives a free slug from the title when none is given", async () => {
      const a = await createPageFromInput(db(), { title: "Größe & Maße" }, noAuthor);
      const b = await createPageFromInput(db(), { title: "Größe & Maße" }, noAuthor);
      expect(a.slug).toBe("groesse-und-masse");
      expect(b.slug).toBe("groesse-und-masse-2");
    });

    it("names each bad field and writes nothing", async () => {
      const before = await pageCount();
      const revisionsBefore = await revisionCount();
      const error = await rejection(
        createPageFromInput(db(), { title: "", slug: "Nicht Gültig", content_type: "news", meta_description: "x".repeat(501) }, noAuthor),
      );
      expect(error).toBeInstanceOf(ValidationError);
      const fields = (error as ValidationError).fields;
      expect(Object.keys(fields).sort()).toEqual(["content_type", "meta_description", "slug", "title"]);
      expect(fields.title).toBe("Bitte geben Sie einen Titel ein.");
      expect(await pageCount()).toBe(before);
      expect(await revisionCount()).toBe(revisionsBefore);
    });

    it("refuses reserved slugs", async () => {
      const error = (await rejection(createPageFromInput(db(), { title: "Admin", slug: "admin" }, noAuthor))) as ValidationError;
      expect(error.fields.slug).toBe('Der Slug "admin" ist für das System reserviert.');
    });

    it("names the block and field of bad block content", async () => {
      const bad = (await rejection(
        createPageFromInput(db(), { title: "Kaputt", slug: "kaputt", content: [{ id: "b1", type: "heading", content: "Text" }] }, noAuthor),
      )) as ValidationError;
      expect(bad.fields.content).toBe('Block "b1": "content" muss ein Objekt sein.');
      const noId = (await rejection(
        createPageFromInput(db(), { title: "Kaputt", slug: "kaputt", content: [{ id: "", type: "heading", content: {} }] }, noAuthor),
      )) as ValidationError;
      expect(noId.fields.content).toBe('Block 1: "id" muss ein nicht-leerer Text sein.');
      const wrongKind = (await rejection(
        createPageFromInput(db(), { title: "Kaputt", slug: "kaputt", content: [{ id: "h9", type: "heading", content: { text: { a: 1 } } }] }, noAuthor),
      )) as ValidationError;
      expect(wrongKind.fields.content).toBe('Block "h9", Feld "text": ungültiger Wert (erwartet: Text)');
      expect(await getPageBySlug(db(), "kaputt", { includeUnpublished: true })).toBeNull();
    });

    it("refuses a duplicate slug", async () => {
      const before = await pageCount();
      const error = await rejection(createPageFromInput(db(), { title: "Nochmal", slug: "ueber-uns" }, noAuthor));
      expect(error).toBeInstanceOf(PageConflictError);
      expect((error as PageConflictError).code).toBe("slug");
      expect(await pageCount()).toBe(before);
    });

    it("copies a template's blocks", async () => {
      const template = await createTemplate(db(), { name: "Test-Vorlage", content: [{ id: "t1", type: "heading", content: { text: "Aus Vorlage", level: 1 } }] });
      const page = await createPageFromInput(db(), { title: "Mit Vorlage", template_id: template.id }, noAuthor);
      expect((page.content as { content: { text: string } }[])[0].content.text).toBe("Aus Vorlage");
      const missing = (await rejection(createPageFromInput(db(), { title: "Ohne", template_id: "gibt-es-nicht" }, noAuthor))) as ValidationError;
      expect(missing.fields.template_id).toBe("Die Vorlage wurde nicht gefunden.");
    });
  });

  describe("update", () => {
    it("writes a revision with a summary on every change, none when nothing changed", async () => {
      const page = await createPageFromInput(
        db(),
        { title: "Leistungen", slug: "leistungen", content: [{ id: "a", type: "heading", content: { text: "A" } }, { id: "b", type: "paragraph", content: { text: "B" } }] },
        noAuthor,
      );
      const v2 = await updatePageWithRevision(
        db(),
        page.id,
        { version: page.version, content: [{ id: "a", type: "heading", content: { text: "A neu" } }, { id: "c", type: "paragraph", content: { text: "C" } }] },
        noAuthor,
      );
      expect(v2!.version).toBe(page.version + 1);
      let revisions = await listRevisions(db(), page.id);
      expect(revisions[0].summary).toBe("Inhalt geändert (3 Blöcke)");

      await saveCurrent(db(), page.id, { title: "Unsere Leistungen", meta_title: "Leistungen der Firma" }, noAuthor);
      await saveCurrent(db(), page.id, { slug: "angebot" }, noAuthor);
      await saveCurrent(db(), page.id, { is_published: true }, noAuthor);
      revisions = await listRevisions(db(), page.id);
      expect(revisions.slice(0, 3).map((r) => r.summary)).toEqual([
        "Veröffentlicht",
        "Slug: leistungen → angebot",
        "Titel: Leistungen → Unsere Leistungen, Meta-Titel geändert",
      ]);

      const count = await revisionCount(page.id);
      const versionBefore = (await getPageById(db(), page.id))!.version;
      const same = await saveCurrent(db(), page.id, { title: "Unsere Leistungen", meta_title: undefined }, noAuthor);
      expect(await revisionCount(page.id)).toBe(count);
      expect(same!.version).toBe(versionBefore);
    });

    it("refuses a stale version and writes nothing", async () => {
      const page = await createPageFromInput(db(), { title: "Versioniert", slug: "versioniert" }, noAuthor);
      await updatePageWithRevision(db(), page.id, { title: "Erste Änderung", version: page.version }, noAuthor);
      const revisions = await revisionCount(page.id);
      const error = await rejection(updatePageWithRevision(db(), page.id, { title: "Zweite Änderung", version: page.version }, noAuthor));
      expect((error as PageConflictError).code).toBe("version");
      const stored = (await getPageById(db(), page.id))!;
      expect(stored.title).toBe("Erste Änderung");
      expect(stored.version).toBe(page.version + 1);
      expect(await revisionCount(page.id)).toBe(revisions);
      // The option wins over the body, so the editor can pass the version it loaded.
      const viaOption = await rejection(updatePageWithRevision(db(), page.id, { title: "Dritte" }, { authorId: null, expectedVersion: 1 }));
      expect((viaOption as PageConflictError).code).toBe("version");
    });

    it("turns an empty parent into null and refuses a cycle", async () => {
      const parent = await createPageFromInput(db(), { title: "Eltern", slug: "eltern" }, noAuthor);
      const child = await createPageFromInput(db(), { title: "Kind", slug: "kind", parent_id: parent.id }, noAuthor);
      const grandchild = await createPageFromInput(db(), { title: "Enkel", slug: "enkel", parent_id: child.id }, noAuthor);
      const error = await rejection(saveCurrent(db(), parent.id, { parent_id: grandchild.id }, noAuthor));
      expect((error as PageConflictError).code).toBe("cycle");
      expect((await getPageById(db(), parent.id))!.parent_id).toBeNull();
      const self = await rejection(saveCurrent(db(), parent.id, { parent_id: parent.id }, noAuthor));
      expect((self as PageConflictError).code).toBe("cycle");
      const moved = await saveCurrent(db(), child.id, { parent_id: "" }, noAuthor);
      expect(moved!.parent_id).toBeNull();
    });

    it("refuses a slug another page has", async () => {
      const page = await createPageFromInput(db(), { title: "Zweite", slug: "zweite" }, noAuthor);
      const error = await rejection(saveCurrent(db(), page.id, { slug: "ueber-uns" }, noAuthor));
      expect((error as PageConflictError).code).toBe("slug");
      expect((await getPageById(db(), page.id))!.slug).toBe("zweite");
    });

    it("returns null for a missing page", async () => {
      expect(await saveCurrent(db(), "fehlt", { title: "X" }, noAuthor)).toBeNull();
    });
  });

  describe("slug change of a published page", () => {
    it("redirects the old path, rewrites internal links elsewhere with a revision, and never chains", async () => {
      const target = await createPageFromInput(db(), { title: "Produkte", slug: "produkte", is_published: true }, noAuthor);
      const linking = await createPageFromInput(
        db(),
        {
          title: "Startseite Test",
          slug: "start-test",
          content: [
            { id: "hero", type: "hero", content: { title: "Hallo", buttons: [{ text: "Zu den Produkten", href: "/produkte#neu" }, { text: "Kontakt", href: "/kontakt" }] } },
            { id: "p", type: "paragraph", content: { text: '<p><a href="/produkte">Produkte</a> und <a href="/produkte-alt">anderes</a></p>' } },
            { id: "btn", type: "button", content: { text: "Los", href: "/produkte?x=1" } },
            { id: "cta", type: "cta", content: { primaryButtonLink: "/produkte", secondaryButtonLink: "/produktes" } },
          ],
        },
        noAuthor,
      );
      const revisionsBefore = await revisionCount(linking.id);

      await saveCurrent(db(), target.id, { slug: "loesungen" }, noAuthor);
      expect((await findRedirectByPath(db(), "/produkte"))?.to_path).toBe("/loesungen");

      const rewritten = (await getPageById(db(), linking.id))!;
      const blocks = rewritten.content as { content: Record<string, any> }[];
      expect(blocks[0].content.buttons[0].href).toBe("/loesungen#neu");
      expect(blocks[0].content.buttons[1].href).toBe("/kontakt");
      expect(blocks[1].content.text).toBe('<p><a href="/loesungen">Produkte</a> und <a href="/produkte-alt">anderes</a></p>');
      expect(blocks[2].content.href).toBe("/loesungen?x=1");
      expect(blocks[3].content).toMatchObject({ primaryButtonLink: "/loesungen", secondaryButtonLink: "/produktes" });
      expect(await revisionCount(linking.id)).toBe(revisionsBefore + 1);
      expect((await listRevisions(db(), linking.id))[0].summary).toBe("Links aktualisiert: /produkte → /loesungen");

      // Second rename: the first redirect follows, so /produkte goes straight to the newest path.
      await saveCurrent(db(), target.id, { slug: "angebote" }, noAuthor);
      expect((await findRedirectByPath(db(), "/produkte"))?.to_path).toBe("/angebote");
      expect((await findRedirectByPath(db(), "/loesungen"))?.to_path).toBe("/angebote");

      // Back to the first name: that path is live again, so its redirect goes.
      await saveCurrent(db(), target.id, { slug: "produkte" }, noAuthor);
      expect(await findRedirectByPath(db(), "/produkte")).toBeNull();
      expect((await findRedirectByPath(db(), "/loesungen"))?.to_path).toBe("/produkte");
      expect((await findRedirectByPath(db(), "/angebote"))?.to_path).toBe("/produkte");
      const all = await listRedirects(db());
      const sources = new Set(all.map((r) => r.from_path));
      expect(all.filter((r) => sources.has(r.to_path))).toEqual([]);
    });

    it("rewrites the links of a published page in both its published state and its working copy, leaving the draft a draft", async () => {
      const target = await createPageFromInput(db(), { title: "Team", slug: "team", is_published: true }, noAuthor);
      const linking = await createPageFromInput(
        db(),
        { title: "Karriere", slug: "karriere", is_published: true, content: [{ id: "b", type: "button", content: { text: "Team", href: "/team" } }] },
        noAuthor,
      );
      const draft = (await updatePageWithRevision(
        db(),
        linking.id,
        { content: [{ id: "b", type: "button", content: { text: "Unser Team", href: "/team" } }], version: linking.version },
        noAuthor,
      ))!;
      expect(draft.has_unpublished_changes).toBe(true);
      await saveCurrent(db(), target.id, { slug: "menschen" }, noAuthor);
      const working = (await getPageById(db(), linking.id))!;
      const live = (await getPageById(db(), linking.id, "published"))!;
      expect((working.content as { content: Record<string, string> }[])[0].content).toMatchObject({ text: "Unser Team", href: "/menschen" });
      expect((live.content as { content: Record<string, string> }[])[0].content).toMatchObject({ text: "Team", href: "/menschen" });
      expect(working.has_unpublished_changes).toBe(true);
    });

    it("writes no redirect for an unpublished page", async () => {
      const draft = await createPageFromInput(db(), { title: "Entwurf", slug: "entwurf-alt" }, noAuthor);
      await saveCurrent(db(), draft.id, { slug: "entwurf-neu" }, noAuthor);
      expect(await findRedirectByPath(db(), "/entwurf-alt")).toBeNull();
    });

    it("refuses a hand-made redirect that would hide a page", async () => {
      await expect(createRedirectFromInput(db(), { from_path: "/produkte", to_path: "/x" })).rejects.toMatchObject({ code: "live" });
      await expect(createRedirectFromInput(db(), { from_path: "kein-pfad", to_path: "/x" })).rejects.toBeInstanceOf(ValidationError);
      const made = await createRedirectFromInput(db(), { from_path: "/alt/", to_path: "/produkte" });
      expect(made).toMatchObject({ from_path: "/alt", to_path: "/produkte", status_code: 301 });
    });
  });

  describe("delete, reorder, restore", () => {
    it("refuses to delete a legal page", async () => {
      const legal = await createPage(db(), { slug: "impressum-test", title: "Impressum", is_legal: true });
      const error = await rejection(deletePageById(db(), legal.id));
      expect(error).toBeInstanceOf(PageConflictError);
      expect((error as Error).message).toBe("Rechtliche Seiten können nicht gelöscht werden");
      expect(await getPageById(db(), legal.id)).not.toBeNull();
      const plain = await createPageFromInput(db(), { title: "Weg damit", slug: "weg-damit" }, noAuthor);
      expect(await deletePageById(db(), plain.id)).toBe(true);
      expect(await getPageById(db(), plain.id)).toBeNull();
      expect(await deletePageById(db(), plain.id)).toBe(false);
    });

    it("orders siblings in steps of 10 and refuses mixed parents or unknown ids unchanged", async () => {
      const parent = await createPageFromInput(db(), { title: "Ordner", slug: "ordner" }, noAuthor);
      const kids: Awaited<ReturnType<typeof createPageFromInput>>[] = [];
      for (const name of ["eins", "zwei", "drei"]) kids.push(await createPageFromInput(db(), { title: name, slug: `kind-${name}`, parent_id: parent.id }, noAuthor));
      await reorderSiblings(db(), [kids[2].id, kids[0].id, kids[1].id]);
      const order = async () => Promise.all(kids.map(async (k) => (await getPageById(db(), k.id))!.sort_order));
      expect(await order()).toEqual([10, 20, 0]);

      const mixed = (await rejection(reorderSiblings(db(), [kids[0].id, parent.id]))) as ValidationError;
      expect(mixed.fields.ids).toBe("Alle Seiten müssen dieselbe übergeordnete Seite haben.");
      const unknown = (await rejection(reorderSiblings(db(), [kids[0].id, "gibt-es-nicht"]))) as ValidationError;
      expect(unknown.fields.ids).toBe("Mindestens eine Seite existiert nicht.");
      await expect(reorderSiblings(db(), [])).rejects.toBeInstanceOf(ValidationError);
      await expect(reorderSiblings(db(), "x")).rejects.toBeInstanceOf(ValidationError);
      expect(await order()).toEqual([10, 20, 0]);
    });

    it("restores a published page's revision into its working copy, leaving the slug and the published state", async () => {
      const page = await createPageFromInput(db(), { title: "Chronik", slug: "chronik", is_published: true, content: [{ id: "a", type: "heading", content: { text: "Alt" } }] }, noAuthor);
      const edited = (await saveCurrent(db(), page.id, { slug: "geschichte", content: [{ id: "a", type: "heading", content: { text: "Neu" } }] }, noAuthor))!;
      expect(edited.has_unpublished_changes).toBe(true);
      await publishPageById(db(), page.id, { version: edited.version }, noAuthor);
      const first = (await listRevisions(db(), page.id)).at(-1)!;
      const restored = (await restoreRevision(db(), page.id, first.id, noAuthor))!;
      expect(restored).toMatchObject({ slug: "geschichte", has_unpublished_changes: true });
      expect((restored.content as { content: { text: string } }[])[0].content.text).toBe("Alt");
      expect(((await getPageBySlug(db(), "geschichte"))!.content as { content: { text: string } }[])[0].content.text).toBe("Neu");
    });

    it("restores a revision as a new revision and deletes nothing", async () => {
      const page = await createPageFromInput(db(), { title: "Historie", slug: "historie", content: [{ id: "a", type: "heading", content: { text: "Erste Fassung" } }] }, noAuthor);
      await saveCurrent(db(), page.id, { title: "Historie neu", content: [{ id: "a", type: "heading", content: { text: "Zweite Fassung" } }] }, noAuthor);
      const revisions = await listRevisions(db(), page.id);
      expect(revisions).toHaveLength(2);
      const first = revisions[1];
      const restored = await restoreRevision(db(), page.id, first.id, noAuthor);
      expect(restored!.title).toBe("Historie");
      expect((restored!.content as { content: { text: string } }[])[0].content.text).toBe("Erste Fassung");
      const after = await listRevisions(db(), page.id);
      expect(after).toHaveLength(3);
      expect(after[0].summary).toMatch(/^Wiederhergestellt: Stand vom /);
      expect(await restoreRevision(db(), "andere-seite", first.id, noAuthor)).toBeNull();
    });
  });

  describe("reads", () => {
    it("lists pages depth-first by sort order with depth; visitors see published pages only", async () => {
      const tree = await listPageTree(db(), { includeUnpublished: true });
      const index = (slug: string) => tree.findIndex((p) => p.slug === slug);
      expect(index("ordner")).toBeLessThan(index("kind-drei"));
      expect(tree[index("kind-drei")].depth).toBe(1);
      expect(index("kind-drei")).toBeLessThan(index("kind-eins"));
      expect(index("kind-eins")).toBeLessThan(index("kind-zwei"));
      expect(tree.every((p) => !("content" in p))).toBe(true);
      const visible = await listPageTree(db(), { includeUnpublished: false });
      expect(visible.length).toBeGreaterThan(0);
      expect(visible.every((p) => p.is_published)).toBe(true);
      const draft = (await getPageBySlug(db(), "ordner", { includeUnpublished: true }))!;
      expect(await getPageWithBlocks(db(), draft.id, { includeUnpublished: false })).toBeNull();
      expect((await getPageWithBlocks(db(), draft.id, { includeUnpublished: true }))?.content).toEqual([]);
    });

    it("checks slugs and suggests a free one", async () => {
      expect(await checkSlug(db(), "ganz-neu")).toEqual({ available: true, suggestion: "ganz-neu" });
      expect(await checkSlug(db(), "ordner")).toEqual({ available: false, suggestion: "ordner-2" });
      const own = (await getPageBySlug(db(), "ordner", { includeUnpublished: true }))!;
      expect((await checkSlug(db(), "ordner", own.id)).available).toBe(true);
      expect(await checkSlug(db(), "api")).toEqual({ available: false, suggestion: "api-2" });
      expect(await checkSlug(db(), "Über Uns")).toEqual({ available: false, suggestion: "ueber-uns-2" });
    });
  });

  describe("templates", () => {
    it("saves a page's blocks as a template", async () => {
      const page = (await getPageBySlug(db(), "start-test", { includeUnpublished: true }))!;
      const template = await createTemplateFromInput(db(), { name: "Aus Startseite", page_id: page.id });
      expect(template.content).toEqual(page.content);
      const error = (await rejection(createTemplateFromInput(db(), { name: " " }))) as ValidationError;
      expect(Object.keys(error.fields).sort()).toEqual(["name", "page_id"]);
    });

    it("seeds the starter templates once, on existing installs too, and not again after deletion", async () => {
      expect((await seedStarterTemplates(db())).sort()).toEqual(["Kontaktseite", "Landingpage", "Leistungsseite"]);
      expect(await seedStarterTemplates(db())).toEqual([]);
      const templates = await listTemplates(db());
      const landing = templates.find((x) => x.name === "Landingpage")!;
      await deleteTemplate(db(), landing.id);
      expect(await seedStarterTemplates(db())).toEqual([]);
      // Every starter block passes the same validation a save does.
      for (const starter of starterTemplates) {
        const page = await createPageFromInput(db(), { title: `Vorlage ${starter.name}`, content: starter.content }, noAuthor);
        expect((page.content as unknown[]).length).toBe(starter.content.length);
      }
    });
  });
});

describe("content normalisation", () => {
  it("is idempotent for every registered block type (a save of loaded content changes nothing)", async () => {
    const { allBlockModules } = await import("~/blocks/registry");
    const { normaliseContent } = await import("./service.server");
    const blocks = allBlockModules().map((m, i) => ({ id: `b${i}`, type: m.type, content: {} }));
    const once = normaliseContent(blocks, { strict: true });
    expect(normaliseContent(once, { strict: true })).toEqual(once);
  });
});
