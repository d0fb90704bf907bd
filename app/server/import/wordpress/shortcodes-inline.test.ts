import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

/**
 * Shortcodes in places our blocks hold as text (issue 39): Gutenberg headings, list items, table
 * cells, captions, buttons, quotes and custom HTML, and the same in classic content. WordPress
 * runs do_shortcode over the whole rendered post, so they worked there; here no shortcode text may
 * reach a visitor, inner content stays, and a known shortcode's block follows the element.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const context: ConvertContext = { mapUrl: (url) => url.replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\//, "/media/") };
const convert = (html: string) => convertWordPressContent(html, context);

/** Every string a block shows (plain-text fields, rich text, list items, table cells). */
function shown(blocks: Block[]): string {
  return flattenBlocks(blocks)
    .flatMap((b) => Object.values(b.content).flatMap((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.flat(2).filter((x): x is string => typeof x === "string") : [])))
    .join("\n");
}

/** Shortcode text a visitor would see: a closing tag, or a name with attributes or "_"/"-" in it. */
const SHORTCODE_TEXT = /\[\/[a-zA-Z][\w-]*\]|\[[a-zA-Z][\w-]*(?:=|\s+[\w-]+\s*=)[^\]]*\]|\[[a-z][a-z0-9]*[_-][\w-]*[^\]]*\]|\[(?:youtube|vimeo|googlemaps|gallery|code)\b[^\]]*\]/;

function expectValid(blocks: Block[]) {
  for (const block of flattenBlocks(blocks)) expect(getBlockModule(block.type)!.schema.parse(block.content), block.type).toEqual(block.content);
  expect(sanitizeBlocks(blocks)).toEqual(blocks);
}

describe("a Gutenberg club page with shortcodes in headings, lists, tables, captions and buttons", () => {
  const { blocks, notes } = convert(fixture("gutenberg-inline-shortcodes.html"));
  const all = flattenBlocks(blocks);

  test("no shortcode text anywhere; the inner content stays; [[shortcode]] is shown as [shortcode]", () => {
    const text = shown(blocks).replace("[shortcode]", "");
    expect(text).not.toMatch(SHORTCODE_TEXT);
    expect(all.find((b) => b.type === "heading")!.content.text).toBe("Sommerfest 2024 – jetzt anmelden");
    expect(all.find((b) => b.type === "list")!.content.items).toEqual(["14 Uhr: Begrüßung durch den Vorstand", "15 Uhr: Kinderprogramm neu", "17 Uhr: Rückblick im Film", "Preise & Anmeldung:"]);
    expect(all.find((b) => b.type === "table")!.content).toMatchObject({ headers: ["Gruppe", "Beitrag"], rows: [["Kinder", "frei"], ["Erwachsene", "12 €"], ["Schreibweise im Editor", "[shortcode]"]] });
    expect(all.find((b) => b.type === "image")!.content.caption).toBe("Die Festwiese im letzten Jahr");
    expect(all.find((b) => b.type === "button")!.content.text).toBe("Anmelden");
    expect(text).toContain("<blockquote><p>Das schönste Fest des Jahres!</p><p>— Lokalzeitung</p></blockquote>");
    expect(text).toContain('<div class="hinweis">Bitte bis <strong>30. Juni</strong> anmelden.</div>');
    expectValid(blocks);
  });

  test("a video in a list item and a map in a heading follow their list and heading as blocks", () => {
    const types = blocks.map((b) => b.type);
    expect(types.slice(0, 5)).toEqual(["heading", "paragraph", "heading", "list", "video"]);
    expect(blocks[4]!.content.src).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ&w=640");
    const map = types.indexOf("google-maps");
    expect(blocks[map - 1]!.content).toMatchObject({ text: "Anfahrt", level: 3 });
    expect(blocks[map]!.content).toMatchObject({ address: "Festwiese Musterstadt", zoom: 15 });
  });

  test("a heading and a list inside columns lose their shortcodes too", () => {
    const row = blocks.find((b) => b.type === "flexible-row")!;
    expect(shown([row])).not.toMatch(SHORTCODE_TEXT);
    expect(flattenBlocks([row]).filter((b) => b.type === "heading").map((b) => b.content.text)).toEqual(["Helfer gesucht"]);
  });

  test("the report names each kind with its count and says where a block went", () => {
    expect(notes).toEqual(
      expect.arrayContaining([
        "Shortcode [su_highlight] entfernt, Inhalt übernommen (2×)",
        "Shortcode [su_label] entfernt, Inhalt übernommen (3×)",
        "Shortcode [ultimatemember] entfernt",
        "Shortcode [price_table] entfernt",
        "Kontaktformular von Contact Form 7 (Formular 77 „Helfer“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
        "Shortcode [youtube] stand in einer Liste – als eigener Block dahinter übernommen",
        "Shortcode [googlemaps] stand in einer Überschrift – als eigener Block dahinter übernommen",
      ]),
    );
  });
});

describe("classic content with shortcodes in headings, lists and table cells", () => {
  const { blocks, notes } = convert(fixture("classic-inline-shortcodes.html"));

  test("text without shortcodes, known ones as blocks after their element, none lost", () => {
    expect(blocks.map((b) => [b.type, b.content.text ?? b.content.items ?? b.content.rows ?? b.content.address ?? b.content.src])).toEqual([
      ["paragraph", "<p>Unsere Öffnungszeiten und Angebote im Überblick.</p>"],
      ["heading", "Öffnungszeiten im Sommer"],
      ["table", [["Montag geändert", "9–18 Uhr"], ["Samstag", "9–13 Uhr"]]],
      ["heading", "So finden Sie uns"],
      ["google-maps", "Hauptstraße 1, 10827 Berlin"],
      ["list", ["Parkplätze im Hof", "Bus 104, Haltestelle Rathaus", "Unser Rundgang als Video:"]],
      ["video", "https://vimeo.com/76979871"],
      ["heading", "Tipp:"],
      ["video", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["paragraph", "<p>Shortcodes schreibt man im Editor so: [gallery] – dann erscheinen sie als Text.</p>"],
    ]);
    expect(notes).toEqual([
      "Shortcode [su_highlight] entfernt, Inhalt übernommen",
      "Shortcode [su_label] entfernt, Inhalt übernommen",
      "Shortcode [open_hours] entfernt",
      "Shortcode [tooltip] entfernt, Inhalt übernommen",
      "Shortcode [googlemaps] stand in einer Überschrift – als eigener Block dahinter übernommen",
      "Shortcode [vimeo] stand in einer Liste – als eigener Block dahinter übernommen",
      "Shortcode [youtube] stand in einer Überschrift – als eigener Block dahinter übernommen",
    ]);
    expectValid(blocks);
  });
});

describe("escaped shortcodes and single blocks", () => {
  test("[[x]] in a Gutenberg paragraph, heading and list item is shown once as [x]; a second pass does not take it", () => {
    const { blocks, notes } = convert(
      [
        '<!-- wp:paragraph --><p>So schreibt man es: [[gallery ids="1"]].</p><!-- /wp:paragraph -->',
        "<!-- wp:heading --><h2>Der Befehl [[youtube]]</h2><!-- /wp:heading -->",
        "<!-- wp:list --><ul><!-- wp:list-item --><li>[[su_button]Text[/su_button]]</li><!-- /wp:list-item --></ul><!-- /wp:list -->",
        '<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Zitat mit [[caption]]</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->',
      ].join("\n\n"),
    );
    expect(blocks.map((b) => b.content.text ?? b.content.items)).toEqual([
      '<p>So schreibt man es: [gallery ids="1"].</p>',
      "Der Befehl [youtube]",
      ["[su_button]Text[/su_button]"],
      "<blockquote><p>Zitat mit [caption]</p></blockquote>",
    ]);
    expect(notes).toEqual([]);
  });

  test("a code shortcode that is all of a preformatted block becomes the code block, without a note about moving", () => {
    const { blocks, notes } = convert('<!-- wp:preformatted --><pre class="wp-block-preformatted">[code lang="js"]a &amp;&amp; b[/code]</pre><!-- /wp:preformatted -->');
    expect(blocks.map((b) => b.content.html)).toEqual(['<pre><code class="language-js">a &amp;&amp; b</code></pre>']);
    expect(notes).toEqual([]);
  });

  test("a script in custom HTML is not searched for shortcodes (no note for data[key])", () => {
    const { blocks, notes } = convert('<!-- wp:html --><div>[su_box]Hallo[/su_box]</div><script>var a = data[key]; b[i] = 1;</script><!-- /wp:html -->');
    expect(blocks.map((b) => b.content.html)).toEqual(["<div>Hallo</div>"]);
    expect(notes).toEqual(["Shortcode [su_box] entfernt, Inhalt übernommen", "Nicht erlaubtes HTML entfernt: <script>"]);
  });

  test("brackets in a Gutenberg code block are code, not shortcodes", () => {
    const { blocks, notes } = convert('<!-- wp:code --><pre class="wp-block-code"><code>&#91;gallery ids="1,2"]\n[su_box]x[/su_box]</code></pre><!-- /wp:code -->');
    expect(blocks[0]!.content.html).toContain('[gallery ids="1,2"]');
    expect(blocks[0]!.content.html).toContain("[su_box]x[/su_box]");
    expect(notes).toEqual([]);
  });
});

describe("what the acceptance measure found cheap to fix (issue 39)", () => {
  test("a details block (WordPress 6.3+) is an FAQ entry; with links inside, its summary in bold and its content as it is", () => {
    const { blocks, notes } = convert(
      [
        '<!-- wp:details --><details class="wp-block-details"><summary>Wie lange dauert die Lieferung?</summary><!-- wp:paragraph --><p>Zwei bis drei Werktage.</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Ins Ausland [su_highlight]länger[/su_highlight].</p><!-- /wp:paragraph --></details><!-- /wp:details -->',
        '<!-- wp:details --><details class="wp-block-details"><summary>Wo?</summary><!-- wp:paragraph --><p>Siehe <a href="https://alt.example.de/kontakt/">Kontakt</a>.</p><!-- /wp:paragraph --></details><!-- /wp:details -->',
      ].join("\n\n"),
    );
    expect(blocks.map((b) => [b.type, b.content.items ?? b.content.text])).toEqual([
      ["faq", [{ id: "faq-1", question: "Wie lange dauert die Lieferung?", answer: "Zwei bis drei Werktage.\n\nIns Ausland länger." }]],
      ["paragraph", "<p><strong>Wo?</strong></p>"],
      ["paragraph", '<p>Siehe <a href="https://alt.example.de/kontakt/">Kontakt</a>.</p>'],
    ]);
    expect(blocks[0]!.content).toMatchObject({ title: "", description: "" });
    expect(notes).toEqual(["Shortcode [su_highlight] entfernt, Inhalt übernommen", "Aufklappbereich (core/details) als Text übernommen, nicht mehr aufklappbar"]);
    expectValid(blocks);
  });

  test("bracketed prose is not reported as a possible shortcode: words after the name, a link's whole text; a lone word still is", () => {
    const { blocks, notes } = convert('<p>Boote [simple boat] am Strand. <a href="#wrapper">[top]</a></p>\n\n<p>© [year] Müller GmbH</p>');
    expect(blocks.map((b) => b.content.text)).toEqual(['<p>Boote [simple boat] am Strand. <a href="#wrapper">[top]</a></p>', "<p>© [year] Müller GmbH</p>"]);
    expect(notes).toEqual(["Möglicher Shortcode [year] als Text belassen"]);
  });
});
