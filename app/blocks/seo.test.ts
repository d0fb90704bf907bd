import { describe, expect, it } from "vitest";
import { readBlocks } from "./content";
import type { Block } from "./types";
import { checkSeo, fillMissingAltText, fixHeadingLevels, headingIssues, internalLinkPath, pagePaths, SEO_WEIGHTS, type SeoInput } from "./seo";

const GOOD_TITLE = "Industrielle Messtechnik aus Bayern"; // 35
const GOOD_DESCRIPTION = "x".repeat(140);

let seq = 0;
/** A block; nested blocks given in the older `children` shape (one list, or one per column) are read into its slots. */
const b = (type: string, content: Record<string, unknown> = {}, children?: Block[] | Block[][]): Block => {
  const block = { id: `${type}-${++seq}`, type, content };
  return children ? readBlocks([{ ...block, children }])[0] : block;
};
const h = (level: number, text = `H${level}`, id?: string): Block => ({ id: id ?? `h-${++seq}`, type: "heading", content: { text, level } });

function input(blocks: Block[], over: Partial<SeoInput> = {}): SeoInput {
  return { title: "Seite", content_type: "basis", meta_title: GOOD_TITLE, meta_description: GOOD_DESCRIPTION, blocks, ...over };
}
const messages = (i: SeoInput) => checkSeo(i).issues.map((x) => x.message);
const codes = (i: SeoInput) => checkSeo(i).issues.map((x) => x.code);
const levels = (blocks: Block[], over: Partial<SeoInput> = {}) => checkSeo(input(blocks, over)).headings.map((x) => x.level);

describe("checkSeo: H1", () => {
  it("passes a clean page with score 100", () => {
    const r = checkSeo(input([h(1), h(2), h(3), h(2)]));
    expect(r.issues).toEqual([]);
    expect(r.score).toBe(100);
  });

  it("reports a missing H1 as an error", () => {
    const r = checkSeo(input([h(2)]));
    expect(r.issues).toEqual([{ code: "h1-missing", severity: "error", message: "Keine H1-Überschrift gefunden" }]);
  });

  it("reports an empty page as missing H1", () => {
    expect(messages(input([]))).toEqual(["Keine H1-Überschrift gefunden"]);
  });

  it("reports several H1 with their count", () => {
    expect(messages(input([h(1), h(2), h(1)]))).toEqual(["2 H1-Überschriften gefunden (empfohlen: 1)"]);
    expect(messages(input([h(1), h(1), h(1)]))).toEqual(["3 H1-Überschriften gefunden (empfohlen: 1)"]);
  });

  it("counts the title of a blog page as the H1", () => {
    expect(messages(input([h(2)], { content_type: "blog", title: "Unser Blogartikel" }))).toEqual([]);
    expect(messages(input([h(1)], { content_type: "blog", title: "Unser Blogartikel" }))).toEqual([
      "2 H1-Überschriften gefunden (empfohlen: 1)",
    ]);
    const r = checkSeo(input([h(2)], { content_type: "blog", title: "Unser Blogartikel" }));
    expect(r.headings[0]).toEqual({ level: 1, text: "Unser Blogartikel", blockId: "" });
  });

  it("does not count the title on other content types", () => {
    for (const content_type of ["basis", "produkt", "technical", "referenz"]) {
      expect(messages(input([h(2)], { content_type }))).toEqual(["Keine H1-Überschrift gefunden"]);
    }
  });

  it("checks skips below a blog title", () => {
    expect(messages(input([h(3)], { content_type: "blog", title: "Artikel" }))).toEqual(["Überschrift-Ebene übersprungen: H1 → H3"]);
  });
});

describe("checkSeo: skipped levels", () => {
  it("reports each skip going down with the block id", () => {
    const skipped = h(3, "Tief", "tief");
    const r = checkSeo(input([h(1), skipped, h(4), h(6, "Ganz tief", "ganz")]));
    expect(r.issues).toEqual([
      { code: "heading-level-skipped", severity: "warning", message: "Überschrift-Ebene übersprungen: H1 → H3", blockId: "tief" },
      { code: "heading-level-skipped", severity: "warning", message: "Überschrift-Ebene übersprungen: H4 → H6", blockId: "ganz" },
    ]);
  });

  it("allows going up any number of levels", () => {
    expect(messages(input([h(1), h(2), h(3), h(4), h(2), h(3)]))).toEqual([]);
  });
});

describe("checkSeo: meta title and description", () => {
  const len = (n: number) => "a".repeat(n);
  const titleMessages = (meta_title: string | null) => checkSeo(input([h(1)], { meta_title })).issues.map((i) => i.message);
  const descMessages = (meta_description: string | null) =>
    checkSeo(input([h(1)], { meta_description })).issues.map((i) => i.message);

  it.each([
    [29, ["Meta-Titel zu kurz"]],
    [30, []],
    [60, []],
    [61, ["Meta-Titel zu lang"]],
  ])("meta title with %i characters", (n, expected) => {
    expect(titleMessages(len(n))).toEqual(expected);
  });

  it.each([
    [119, ["Meta-Beschreibung zu kurz"]],
    [120, []],
    [160, []],
    [161, ["Meta-Beschreibung zu lang"]],
  ])("meta description with %i characters", (n, expected) => {
    expect(descMessages(len(n))).toEqual(expected);
  });

  it("treats missing, empty and whitespace-only alike as missing (error)", () => {
    for (const value of [null, "", "   \n\t "]) {
      expect(checkSeo(input([h(1)], { meta_title: value })).issues).toEqual([
        { code: "meta-title-missing", severity: "error", message: "Meta-Titel fehlt" },
      ]);
      expect(checkSeo(input([h(1)], { meta_description: value })).issues).toEqual([
        { code: "meta-description-missing", severity: "error", message: "Meta-Beschreibung fehlt" },
      ]);
    }
  });

  it("counts trimmed characters, an umlaut or emoji as one", () => {
    expect(titleMessages(`  ${len(30)}  `)).toEqual([]);
    expect(titleMessages("ä".repeat(60))).toEqual([]);
    expect(titleMessages("😀".repeat(30))).toEqual([]);
    expect(titleMessages("😀".repeat(61))).toEqual(["Meta-Titel zu lang"]);
  });

  it("rates too short/long as warnings", () => {
    const r = checkSeo(input([h(1)], { meta_title: len(10), meta_description: len(200) }));
    expect(r.issues.map((i) => [i.code, i.severity])).toEqual([
      ["meta-title-too-short", "warning"],
      ["meta-description-too-long", "warning"],
    ]);
    expect(codes(input([h(1)], { meta_title: len(70), meta_description: len(50) }))).toEqual([
      "meta-title-too-long",
      "meta-description-too-short",
    ]);
  });
});

describe("checkSeo: where headings come from", () => {
  it("syncs a heading block's level with a tag in its text", () => {
    const r = checkSeo(input([{ id: "x", type: "heading", content: { text: "<h1>Titel</h1>", level: 3 } }]));
    expect(r.headings).toEqual([{ level: 1, text: "Titel", blockId: "x" }]);
    expect(r.issues).toEqual([]);
  });

  it("uses the heading block's defaults and clamps", () => {
    expect(levels([b("heading", { text: "x" })])).toEqual([2]);
    expect(levels([b("heading", { text: "x", level: 9 })])).toEqual([6]);
    expect(levels([b("heading", { text: "x", level: "4" })])).toEqual([4]);
  });

  it("follows the hero's choice of title tag", () => {
    expect(levels([b("hero", { title: "A" })])).toEqual([1]);
    expect(levels([b("hero", { title: "A", isH1: true, titleHTag: "h3" })])).toEqual([1]);
    expect(levels([b("hero", { title: "A", isH1: false, titleHTag: "h3" })])).toEqual([3]);
    // The hero renders an h1 tag without isH1 as h2.
    expect(levels([b("hero", { title: "A", isH1: false, titleHTag: "h1" })])).toEqual([2]);
    expect(levels([b("hero", { title: "A", isH1: false, titleHTag: "div" })])).toEqual([]);
  });

  it("counts the hero subtitle only when it is shown as h2–h6", () => {
    expect(levels([b("hero", { title: "A", subtitle: "B", subtitleHTag: "h2" })])).toEqual([1, 2]);
    expect(levels([b("hero", { title: "A", subtitle: "B" })])).toEqual([1, 3]);
    expect(levels([b("hero", { title: "A", subtitle: "B", subtitleHTag: "div" })])).toEqual([1]);
    expect(levels([b("hero", { title: "A", subtitle: "", subtitleHTag: "h2" })])).toEqual([1]);
    const r = checkSeo(input([b("hero", { title: "A", subtitle: "B", subtitleHTag: "h4" })]));
    expect(r.issues.map((i) => i.message)).toEqual(["Überschrift-Ebene übersprungen: H1 → H4"]);
  });

  it("finds headings inside HTML of paragraph and html-content blocks", () => {
    const r = checkSeo(
      input([
        { id: "p", type: "paragraph", content: { text: '<h1 class="x">Eins &amp; zwei</h1><p>Text</p><H3>Drei</H3>' } },
        { id: "hc", type: "html-content", content: { html: "<div><h2>Zwei</h2></div>" } },
      ]),
    );
    expect(r.headings).toEqual([
      { level: 1, text: "Eins & zwei", blockId: "p" },
      { level: 3, text: "Drei", blockId: "p" },
      { level: 2, text: "Zwei", blockId: "hc" },
    ]);
    expect(r.issues.map((i) => i.message)).toEqual(["Überschrift-Ebene übersprungen: H1 → H3"]);
  });

  it("ignores HTML in fields that are not rendered as HTML", () => {
    expect(levels([b("button", { text: "<h1>x</h1>" })])).toEqual([]);
  });

  it("walks nested children and per-column children in document order", () => {
    const blocks = [
      b("section", {}, [h(1, "A"), b("container", {}, [h(2, "B")])]),
      b("flexible-row", {}, [[h(3, "links")], [h(2, "rechts"), h(4, "rechts tief")]]),
    ];
    const r = checkSeo(input(blocks));
    expect(r.headings.map((x) => x.text)).toEqual(["A", "B", "links", "rechts", "rechts tief"]);
    expect(r.issues.map((i) => i.message)).toEqual(["Überschrift-Ebene übersprungen: H2 → H4"]);
  });

  it("walks every slot of the tree: the spec's columns.leftColumn and grid.columns included, once read", () => {
    const blocks = readBlocks([
      b("columns", { leftColumn: [h(1, "links")], rightColumn: [b("grid", { columns: [[], [h(2, "Raster")], []] })] }),
      b("two-column", {}, [[b("image", { src: "/uploads/a.jpg" })], [h(3, "rechts")]]),
    ]);
    const r = checkSeo(input(blocks));
    expect(r.headings.map((x) => x.text)).toEqual(["links", "Raster", "rechts"]);
    expect(r.issues.map((i) => i.code)).toEqual(["image-alt-missing"]);
    const fixed = fillMissingAltText(blocks, "Bild {n}").blocks;
    expect(fixed[1].slots!["columns[0]"][0].content.alt).toBe("Bild 1");
  });
});

describe("checkSeo: images without alt text", () => {
  it("warns for image blocks with a src and an empty alt", () => {
    const r = checkSeo(
      input([
        h(1),
        { id: "i1", type: "image", content: { src: "/a.jpg", alt: "" } },
        { id: "i2", type: "image", content: { src: "/b.jpg", alt: "   " } },
        { id: "i3", type: "image", content: { src: "/c.jpg" } },
        { id: "ok", type: "image", content: { src: "/d.jpg", alt: "Maschine" } },
        { id: "nosrc", type: "image", content: { src: "", alt: "" } },
      ]),
    );
    expect(r.issues).toEqual(
      ["i1", "i2", "i3"].map((blockId) => ({ code: "image-alt-missing", severity: "warning", message: "Bild ohne Alternativtext", blockId })),
    );
  });

  it("warns for <img> in HTML without alt, not for one with alt", () => {
    const html = '<p><img src="/a.jpg"><img src="/b.jpg" alt=""><img src="/c.jpg" alt="Werk"><img alt=\'Halle\' src="/d.jpg"></p>';
    const r = checkSeo(input([h(1), { id: "p", type: "paragraph", content: { text: html } }]));
    expect(r.issues.map((i) => [i.message, i.blockId])).toEqual([
      ["Bild ohne Alternativtext", "p"],
      ["Bild ohne Alternativtext", "p"],
    ]);
  });

  it("warns for gallery images without alt, plain strings included", () => {
    const gallery = { id: "g", type: "gallery", content: { images: ["/a.jpg", { url: "/b.jpg", alt: "B" }, { url: "/c.jpg" }] } };
    expect(checkSeo(input([h(1), gallery])).issues.map((i) => i.blockId)).toEqual(["g", "g"]);
  });

  it("warns for a media-text image without alt", () => {
    expect(codes(input([h(1), b("media-text", { imageSrc: "/a.jpg", imageAlt: "" })]))).toEqual(["image-alt-missing"]);
  });
});

describe("checkSeo: presentation title", () => {
  it("counts a presentation's title as its H1 (slide titles are H2)", () => {
    const slides = [b("slide", { title: "Folie 1" }, []), b("slide", { title: "Folie 2" }, [b("paragraph", { text: "<p>Text</p>" })])];
    const r = checkSeo(input(slides, { content_type: "presentation", title: "Unternehmensprofil" }));
    expect(headingIssues(r)).toEqual([]);
    expect(r.headings[0]).toEqual({ level: 1, text: "Unternehmensprofil", blockId: "" });
    expect(r.headings.slice(1).map((x) => [x.level, x.text])).toEqual([
      [2, "Folie 1"],
      [2, "Folie 2"],
    ]);
  });

  it("still reports a missing H1 on an ordinary page with the same content", () => {
    const slides = [b("slide", { title: "Folie 1" }, [])];
    expect(codes(input(slides, { content_type: "basis" }))).toContain("h1-missing");
  });

  it("reports a second H1 in a slide, and the fix keeps the title as the only H1", () => {
    const blocks = [h(1, "Zweite H1"), h(2)];
    expect(codes(input(blocks, { content_type: "presentation", title: "Profil" }))).toEqual(["h1-multiple"]);
    const fixed = fixHeadingLevels(blocks, { contentType: "presentation", title: "Profil" });
    expect(checkSeo(input(fixed.blocks, { content_type: "presentation", title: "Profil" })).headings.map((x) => x.level)).toEqual([1, 2, 3]);
  });
});

describe("checkSeo: internal links", () => {
  const existingPaths = pagePaths([{ slug: "home" }, { slug: "kontakt" }, { slug: "ueber-uns" }]);

  it("builds page paths like the site routes", () => {
    expect([...existingPaths].filter((p) => !p.includes("."))).toEqual(["/", "/kontakt", "/ueber-uns"]);
  });

  it("counts presentations, blog posts, downloads, feeds and files as existing (the Über uns false alarm)", () => {
    const paths = pagePaths([
      { slug: "ueber-uns", content_type: "basis" },
      { slug: "unternehmensprofil", content_type: "presentation" },
      { slug: "erster-beitrag", content_type: "blog" },
      { slug: "downloads", content_type: "basis" },
    ]);
    const blocks = [
      h(1),
      {
        id: "p",
        type: "paragraph",
        content: {
          text:
            '<a href="/presentations/unternehmensprofil">Profil</a> <a href="/blog/erster-beitrag">Post</a> <a href="/downloads">DL</a> ' +
            '<a href="/blog/rss.xml">RSS</a> <a href="/blog/atom.xml">Atom</a> <a href="/media/abc123">Datei</a> <a href="/media/x/preisliste.pdf">PDF</a>',
        },
      },
    ];
    expect(codes(input(blocks, { existingPaths: paths }))).toEqual([]);
    // A presentation is not served at /slug, nor a post at /presentations/slug: those still count as missing.
    const wrong = [h(1), b("button", { href: "/unternehmensprofil" }), b("button", { href: "/presentations/erster-beitrag" })];
    expect(messages(input(wrong, { existingPaths: paths }))).toEqual([
      "Interner Link auf fehlende Seite: /unternehmensprofil",
      "Interner Link auf fehlende Seite: /presentations/erster-beitrag",
    ]);
  });

  it("warns about links to missing pages from buttons, hero, cta and HTML", () => {
    const blocks = [
      h(1),
      { id: "btn", type: "button", content: { href: "/fehlt" } },
      { id: "hero", type: "hero", content: { title: "x", isH1: false, titleHTag: "h2", buttons: [{ href: "/kontakt" }, { href: "/weg?x=1#y" }] } },
      { id: "cta", type: "cta", content: { primaryButtonLink: "/ueber-uns/", secondaryButtonLink: "/alt" } },
      { id: "p", type: "paragraph", content: { text: '<a href="/kontakt#form">ok</a> <a href=\'/verloren\'>x</a> <a href="https://example.com/x">ext</a>' } },
    ];
    const r = checkSeo(input(blocks, { existingPaths }));
    expect(r.issues.map((i) => [i.message, i.blockId])).toEqual([
      ["Interner Link auf fehlende Seite: /fehlt", "btn"],
      ["Interner Link auf fehlende Seite: /weg", "hero"],
      ["Interner Link auf fehlende Seite: /alt", "cta"],
      ["Interner Link auf fehlende Seite: /verloren", "p"],
    ]);
    expect(r.issues.every((i) => i.code === "internal-link-missing" && i.severity === "warning")).toBe(true);
  });

  it("does not check links without existingPaths", () => {
    expect(codes(input([h(1), b("button", { href: "/fehlt" })]))).toEqual([]);
  });

  it("normalises paths and skips files, external and protocol-relative links", () => {
    expect(internalLinkPath("/kontakt/")).toBe("/kontakt");
    expect(internalLinkPath("/")).toBe("/");
    expect(internalLinkPath("/%C3%BCber")).toBe("/über");
    expect(internalLinkPath("/uploads/preisliste.pdf")).toBeNull();
    expect(internalLinkPath("//evil.example")).toBeNull();
    expect(internalLinkPath("https://example.com")).toBeNull();
    expect(internalLinkPath("#anker")).toBeNull();
  });
});

describe("checkSeo: score", () => {
  it("takes the documented weight off per issue", () => {
    const r = checkSeo(input([h(2), h(4), b("image", { src: "/a.jpg" })], { meta_title: null, meta_description: "kurz" }));
    expect(r.issues.map((i) => i.code)).toEqual([
      "h1-missing",
      "heading-level-skipped",
      "meta-title-missing",
      "meta-description-too-short",
      "image-alt-missing",
    ]);
    expect(r.score).toBe(100 - 20 - 5 - 20 - 5 - 5);
    expect(SEO_WEIGHTS["h1-missing"]).toBe(20);
  });

  it("never goes below 0", () => {
    const images = Array.from({ length: 30 }, (_, i) => b("image", { src: `/${i}.jpg` }));
    expect(checkSeo(input(images, { meta_title: null, meta_description: null })).score).toBe(0);
  });
});

describe("fixHeadingLevels", () => {
  const fix = (blocks: Block[], contentType = "basis", title = "Seite") => fixHeadingLevels(blocks, { contentType, title });
  const afterFix = (blocks: Block[], contentType = "basis", title = "Seite") => {
    const fixed = fix(blocks, contentType, title);
    const r = checkSeo(input(fixed.blocks, { content_type: contentType, title }));
    return { ...fixed, levels: r.headings.map((x) => x.level), headingIssues: headingIssues(r) };
  };

  it("makes the first heading the only H1 and closes gaps", () => {
    const r = afterFix([h(3), h(1), h(5), h(2), h(4)]);
    expect(r.levels).toEqual([1, 2, 3, 3, 4]);
    expect(r.changed).toBe(4);
    expect(r.headingIssues).toEqual([]);
  });

  it("keeps relative depth when lifting a subtree", () => {
    expect(afterFix([h(1), h(3), h(4), h(3), h(2)]).levels).toEqual([1, 2, 3, 2, 2]);
  });

  it("changes nothing on a correct page and returns new objects", () => {
    const blocks = [h(1), h(2), h(3)];
    const r = fix(blocks);
    expect(r.changed).toBe(0);
    expect(r.blocks).toEqual(blocks);
    expect(r.blocks[0]).not.toBe(blocks[0]);
  });

  it("never mutates its input", () => {
    const blocks = [h(2), b("section", {}, [h(4)])];
    const before = structuredClone(blocks);
    fix(blocks);
    expect(blocks).toEqual(before);
  });

  it("on blog pages turns content H1s into H2 below the title", () => {
    const r = afterFix([h(1), h(1), h(3), h(4)], "blog", "Blogartikel");
    expect(r.levels).toEqual([1, 2, 2, 3, 4]);
    expect(r.headingIssues).toEqual([]);
  });

  it("rewrites the tag inside a heading text together with the level", () => {
    const r = fix([h(1), { id: "t", type: "heading", content: { text: "<h4>Details</h4>", level: 4 } }]);
    expect(r.blocks[1].content).toEqual({ text: "<h2>Details</h2>", level: 2 });
  });

  it("stores a level that disagrees with the tag as the tag's level", () => {
    const r = fix([h(1), { id: "t", type: "heading", content: { text: "<h2>Details</h2>", level: 5 } }]);
    expect(r.blocks[1].content).toEqual({ text: "<h2>Details</h2>", level: 2 });
    expect(r.changed).toBe(0);
  });

  it("fixes hero title and subtitle tags", () => {
    const heroFirst = afterFix([b("hero", { title: "A", isH1: false, titleHTag: "h3", subtitle: "B", subtitleHTag: "h5" })]);
    expect(heroFirst.blocks[0].content).toMatchObject({ isH1: true, titleHTag: "h1", subtitleHTag: "h2" });
    expect(heroFirst.headingIssues).toEqual([]);

    const heroSecond = afterFix([h(1), b("hero", { title: "A", subtitle: "B", subtitleHTag: "h2" })]);
    expect(heroSecond.blocks[1].content).toMatchObject({ isH1: false, titleHTag: "h2", subtitleHTag: "h3" });
    expect(heroSecond.levels).toEqual([1, 2, 3]);
    expect(heroSecond.headingIssues).toEqual([]);
  });

  it("rewrites headings inside HTML and keeps their attributes and text", () => {
    const html = '<h1 id="a">Eins</h1><p>x</p><h1>Zwei</h1><h4 class="c">Vier</h4>';
    const r = afterFix([{ id: "p", type: "paragraph", content: { text: html } }]);
    expect(r.blocks[0].content.text).toBe('<h1 id="a">Eins</h1><p>x</p><h2>Zwei</h2><h3 class="c">Vier</h3>');
    expect(r.changed).toBe(2);
    expect(r.headingIssues).toEqual([]);
  });

  it("fixes headings in nested and per-column children", () => {
    const blocks = [b("section", {}, [h(2, "A"), b("flexible-row", {}, [[h(1, "B")], [h(5, "C")]])])];
    const r = afterFix(blocks);
    expect(r.levels).toEqual([1, 2, 3]);
    expect(r.headingIssues).toEqual([]);
    expect(r.blocks[0].slots!.children[0].content.level).toBe(1);
  });

  it("leaves a page without headings without H1 (nothing to promote)", () => {
    const r = afterFix([b("paragraph", { text: "<p>Nur Text</p>" })]);
    expect(r.changed).toBe(0);
    expect(r.headingIssues.map((i) => i.message)).toEqual(["Keine H1-Überschrift gefunden"]);
  });
});

describe("fillMissingAltText", () => {
  it("numbers every image on the page and fills only empty alts", () => {
    const blocks: Block[] = [
      { id: "i1", type: "image", content: { src: "/a.jpg", alt: "Vorhanden" } },
      { id: "i2", type: "image", content: { src: "/b.jpg", alt: "" } },
      { id: "p", type: "paragraph", content: { text: '<img src="/c.jpg"><img alt="" src="/d.jpg"><img src="/e.jpg" alt="Da">' } },
      { id: "g", type: "gallery", content: { images: ["/f.jpg", { url: "/g.jpg", alt: "" }] } },
    ];
    const r = fillMissingAltText(blocks, 'Bild {n} "Werk"');
    expect(r.changed).toBe(5);
    expect(r.blocks[0].content.alt).toBe("Vorhanden");
    expect(r.blocks[1].content.alt).toBe('Bild 2 "Werk"');
    expect(r.blocks[2].content.text).toBe(
      '<img alt="Bild 3 &quot;Werk&quot;" src="/c.jpg"><img alt="Bild 4 &quot;Werk&quot;" src="/d.jpg"><img src="/e.jpg" alt="Da">',
    );
    expect(r.blocks[3].content.images).toEqual([
      { url: "/f.jpg", alt: 'Bild 6 "Werk"' },
      { url: "/g.jpg", alt: 'Bild 7 "Werk"' },
    ]);
    expect(checkSeo(input([h(1), ...r.blocks])).issues).toEqual([]);
    expect(blocks[1].content.alt).toBe("");
  });

  it("does nothing with an empty or blank pattern", () => {
    const blocks = [b("image", { src: "/a.jpg", alt: "" })];
    expect(fillMissingAltText(blocks, "")).toEqual({ blocks, changed: 0 });
    expect(fillMissingAltText(blocks, "   ")).toEqual({ blocks, changed: 0 });
  });
});
