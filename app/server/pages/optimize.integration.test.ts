import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import { readBlocks } from "~/blocks/content";
import type { Block } from "~/blocks/types";
import { checkSeo, headingIssues } from "~/blocks/seo";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { createPage, getPageById, PageConflictError } from "./pages.server";
import { listRevisions } from "./revisions.server";
import { fixAltText, fixHeadings, fixInvalidBlocks, fixLegacy, OptimizeNotFoundError, scanPages } from "./optimize.server";
import { ValidationError } from "../api/validation.server";

const heading = (id: string, level: number, text = `Überschrift ${id}`): Block => ({ id, type: "heading", content: { text, level } });
const image = (id: string, alt = ""): Block => ({ id, type: "image", content: { src: `/media/${id}.jpg`, alt } });

describe(`/optimize-block (${testDbLabel})`, () => {
  let t: TestDatabase;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase();
    const pages: [string, unknown, { content_type?: "blog" | "basis" | "presentation" }?][] = [
      ["clean", [heading("c1", 1), heading("c2", 2), image("c3", "Halle")]],
      ["legacy-blocks", { blocks: [heading("lb1", 1), { id: "lb2", type: "paragraph", content: { text: "<p>Alt</p>" } }] }],
      ["legacy-sections", { sections: [heading("ls1", 1)] }],
      ["legacy-string", "<h1>Früher</h1><p>Nur HTML</p>"],
      ["headings", [heading("h1", 2), heading("h2", 4), { id: "h3", type: "paragraph", content: { text: "<h1>Noch eine</h1>" } }]],
      ["blog-headings", [heading("b1", 1), heading("b2", 3)], { content_type: "blog" }],
      ["no-headings", [{ id: "n1", type: "paragraph", content: { text: "<p>Nur Text</p>" } }]],
      ["profil", slideBlocksFromLegacy([{ id: "s1", title: "Wer wir sind", content: "<p>Seit 1990</p>" }]), { content_type: "presentation" }],
      ["profil-h1", slideBlocksFromLegacy([{ id: "s2", title: "Eins", content: "<h1>Zweite H1</h1>" }]), { content_type: "presentation" }],
      [
        "alt",
        [
          heading("a0", 1),
          image("a1"),
          image("a2", "Vorhanden"),
          { id: "a3", type: "paragraph", content: { text: '<p><img src="/media/x.jpg"></p>' } },
        ],
      ],
      [
        "invalid",
        [
          heading("i0", 1),
          { id: "i1", type: "heading", content: { text: { kaputt: true }, level: 3, alignment: "center" } },
          { id: "i2", type: "wunderblock", content: {} },
        ],
      ],
    ];
    for (const [slug, content, extra] of pages) {
      ids[slug] = (await createPage(t.db, { slug, title: `Seite ${slug}`, content, ...extra })).id;
    }
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const stored = async (slug: string) => (await getPageById(t.db, ids[slug]))!;
  const findingsOf = async (slug: string) => (await scanPages(t.db)).filter((f) => f.pageId === ids[slug]);
  const kinds = async (slug: string) => (await findingsOf(slug)).map((f) => f.kind);

  describe("scanPages", () => {
    it("finds nothing on a clean page", async () => {
      expect(await kinds("clean")).toEqual([]);
    });

    it("finds each legacy shape", async () => {
      expect(await kinds("legacy-blocks")).toEqual(["legacy"]);
      expect(await kinds("legacy-sections")).toEqual(["legacy"]);
      expect(await kinds("legacy-string")).toEqual(["legacy"]);
      const [finding] = await findingsOf("legacy-string");
      expect(finding).toMatchObject({ slug: "legacy-string", pageTitle: "Seite legacy-string", message: "Inhalt im alten Format gespeichert", fixable: true });
    });

    it("finds heading problems with every message", async () => {
      const [finding] = await findingsOf("headings");
      expect(finding).toMatchObject({ kind: "headings", fixable: true, message: "Überschrift-Ebene übersprungen: H2 → H4" });
      // One problem is said once: no list repeating the message.
      expect(finding.details).toEqual([]);
      expect(finding).toMatchObject({ path: "/headings", editPath: `/admin/pages/${ids.headings}/edit` });
      const [blog] = await findingsOf("blog-headings");
      expect(blog.message).toBe("2 Probleme mit der Überschriften-Struktur");
      expect(blog.details).toEqual(["2 H1-Überschriften gefunden (empfohlen: 1)", "Überschrift-Ebene übersprungen: H1 → H3"]);
      expect(blog.path).toBe("/blog/blog-headings");
    });

    it("takes a presentation's title as its H1, lists it at /presentations/slug, and fixes the text inside a slide", async () => {
      expect(await kinds("profil")).toEqual([]);
      const [second] = await findingsOf("profil-h1");
      expect(second).toMatchObject({ kind: "headings", path: "/presentations/profil-h1", editPath: `/admin/presentations/${ids["profil-h1"]}/edit`, fixable: true });
      expect(second.message).toBe("2 H1-Überschriften gefunden (empfohlen: 1)");
      // Slides are blocks like any others: the fix writes the slide list back, the slide's text one level down.
      expect(await fixHeadings(t.db, ids["profil-h1"], { authorId: null })).toBe(1);
      const [slide] = (await stored("profil-h1")).content as Block[];
      expect(slide).toMatchObject({ id: "s2", type: "slide", content: { title: "Eins" } });
      expect(JSON.stringify(slide.slots)).toContain("<h2>Zweite H1</h2>");
      expect(await kinds("profil-h1")).toEqual([]);
    });

    it("lists a page without any heading as not fixable", async () => {
      const [finding] = await findingsOf("no-headings");
      expect(finding).toMatchObject({ kind: "headings", message: "Keine H1-Überschrift gefunden", fixable: false });
      expect(finding.blockedReason).toMatch(/keine Überschrift, die zur H1 werden kann/);
    });

    it("counts images without alt text", async () => {
      const [finding] = await findingsOf("alt");
      expect(finding).toMatchObject({ kind: "alt", count: 2, message: "2 Bilder ohne Alternativtext" });
    });

    it("finds blocks that fail validation, and reports unknown block types without a fix", async () => {
      const findings = await findingsOf("invalid");
      expect(findings.map((f) => [f.kind, f.blockId, f.fixable])).toEqual([
        ["unknown-block", "i2", false],
        ["invalid-block", "i1", true],
        // i1 renders as an H3 below the H1; that fix has to wait for the repair.
        ["headings", undefined, false],
      ]);
      expect(findings[0]).toMatchObject({ message: "Unbekannter Block-Typ: wunderblock", details: ["Dieser Block-Typ wird nicht unterstützt."] });
      expect(findings[1].message).toBe("Block „heading“ ist ungültig");
      expect(findings[1].details[0]).toMatch(/^text: /);
    });
  });

  describe("fixes", () => {
    it("converts each legacy shape to canonical blocks with a revision", async () => {
      for (const slug of ["legacy-blocks", "legacy-sections", "legacy-string"]) {
        const before = await stored(slug);
        expect(await fixLegacy(t.db, ids[slug], { authorId: null })).toBe(1);
        const after = await stored(slug);
        expect(Array.isArray(after.content)).toBe(true);
        const expected = readBlocks(before.content);
        expect((after.content as Block[]).map((b) => [b.id, b.type])).toEqual(expected.map((b) => [b.id, b.type]));
        expect(after.version).toBe(before.version + 1);
        const revisions = await listRevisions(t.db, ids[slug]);
        // The legacy original stays restorable as the page's starting state.
        expect(revisions.map((r) => r.summary)).toEqual(["Inhalt in Blöcke umgewandelt (/optimize-block)", "Ausgangsstand"]);
        expect(await kinds(slug)).not.toContain("legacy");
      }
      expect((await stored("legacy-string")).content).toMatchObject([{ type: "html-content", content: { html: "<h1>Früher</h1><p>Nur HTML</p>" } }]);
    });

    it("does nothing to content that is already canonical", async () => {
      expect(await fixLegacy(t.db, ids.clean, { authorId: null })).toBe(0);
      expect(await listRevisions(t.db, ids.clean)).toEqual([]);
    });

    it("fixes heading levels so the check passes, with a revision", async () => {
      const before = await stored("headings");
      expect(await fixHeadings(t.db, ids.headings, { authorId: null })).toBe(3);
      const after = await stored("headings");
      const blocks = after.content as Block[];
      expect(blocks[0].content).toMatchObject({ level: 1 });
      expect(blocks[1].content).toMatchObject({ level: 2 });
      expect(blocks[2].content).toMatchObject({ text: "<h2>Noch eine</h2>" });
      const seo = checkSeo({ title: after.title, content_type: after.content_type, meta_title: null, meta_description: null, blocks });
      expect(headingIssues(seo)).toEqual([]);
      expect(after.version).toBe(before.version + 1);
      const revisions = await listRevisions(t.db, ids.headings);
      expect(revisions.map((r) => r.summary)).toEqual(["3 Überschriften korrigiert (/optimize-block)", "Ausgangsstand"]);
      expect(await kinds("headings")).toEqual([]);
      // Nothing left to fix: no second revision.
      expect(await fixHeadings(t.db, ids.headings, { authorId: null })).toBe(0);
      expect(await listRevisions(t.db, ids.headings)).toHaveLength(2);
    });

    it("puts blog headings below the title", async () => {
      expect(await fixHeadings(t.db, ids["blog-headings"], { authorId: null })).toBe(1);
      expect((await stored("blog-headings")).content).toMatchObject([{ content: { level: 2 } }, { content: { level: 3 } }]);
      expect(await kinds("blog-headings")).toEqual([]);
    });

    it("does nothing with an empty alt-text pattern", async () => {
      const before = await stored("alt");
      expect(await fixAltText(t.db, ids.alt, "", { authorId: null })).toBe(0);
      expect(await fixAltText(t.db, ids.alt, "   ", { authorId: null })).toBe(0);
      expect(await stored("alt")).toEqual(before);
      expect(await listRevisions(t.db, ids.alt)).toEqual([]);
    });

    it("fills missing alt texts from the pattern, numbered per page, with a revision", async () => {
      expect(await fixAltText(t.db, ids.alt, "Werkfoto {n}", { authorId: null })).toBe(2);
      const blocks = (await stored("alt")).content as Block[];
      expect(blocks[1].content.alt).toBe("Werkfoto 1");
      expect(blocks[2].content.alt).toBe("Vorhanden");
      expect(blocks[3].content.text).toContain('alt="Werkfoto 3"');
      const revisions = await listRevisions(t.db, ids.alt);
      expect(revisions.map((r) => r.summary)).toEqual(["Alternativtext für 2 Bilder gesetzt (/optimize-block)", "Ausgangsstand"]);
      expect(await kinds("alt")).toEqual([]);
    });

    it("refuses other fixes while a block fails validation, writing nothing", async () => {
      const before = await stored("invalid");
      await expect(fixAltText(t.db, ids.invalid, "x {n}", { authorId: null })).resolves.toBe(0);
      // Heading fix would change i1 (H3 after H1 → H2) but the save validates the whole page.
      await expect(fixHeadings(t.db, ids.invalid, { authorId: null })).rejects.toBeInstanceOf(ValidationError);
      expect(await stored("invalid")).toEqual(before);
      expect(await listRevisions(t.db, ids.invalid)).toEqual([]);
    });

    it("repairs an invalid block by dropping only the refused field", async () => {
      expect(await fixInvalidBlocks(t.db, ids.invalid, { authorId: null })).toBe(1);
      const blocks = (await stored("invalid")).content as Block[];
      expect(blocks[1].content).toMatchObject({ text: "Überschrift", level: 3, alignment: "center" });
      // Unknown types are kept as they are.
      expect(blocks[2]).toMatchObject({ id: "i2", type: "wunderblock" });
      expect((await listRevisions(t.db, ids.invalid)).map((r) => r.summary)).toEqual(["1 ungültiger Block repariert (/optimize-block)", "Ausgangsstand"]);
      expect(await kinds("invalid")).not.toContain("invalid-block");
    });

    it("refuses a stale version and changes nothing", async () => {
      const page = await createPage(t.db, { slug: "stale", title: "Stale", content: [heading("s1", 3)] });
      await expect(fixHeadings(t.db, page.id, { authorId: null, expectedVersion: page.version - 1 })).rejects.toBeInstanceOf(PageConflictError);
      expect((await getPageById(t.db, page.id))!.content).toEqual([heading("s1", 3)]);
      expect(await listRevisions(t.db, page.id)).toEqual([]);
    });

    it("reports a missing page", async () => {
      await expect(fixLegacy(t.db, "gibt-es-nicht", { authorId: null })).rejects.toBeInstanceOf(OptimizeNotFoundError);
    });
  });
});
