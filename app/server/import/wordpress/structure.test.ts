import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { renderBlock } from "~/blocks/render-for-test";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

/**
 * Issue 39, items 1, 2 and the HTML parts of 10: the HTML structure real exports hold (Windows
 * Live Writer posts on WordPress.com, WordPress's theme unit test data) arrives whole.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

const ctx: ConvertContext = {
  mapUrl: (url) => url.replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\//, "/media/").replace(/^https?:\/\/alt\.example\.de\//, "/"),
};

function convert(html: string) {
  const result = convertWordPressContent(html, ctx);
  for (const block of flattenBlocks(result.blocks)) {
    const module = getBlockModule(block.type)!;
    expect(module.schema.parse(block.content), block.type).toEqual(block.content);
  }
  expect(sanitizeBlocks(result.blocks)).toEqual(result.blocks);
  return result;
}

const types = (blocks: Block[]) => blocks.map((b) => b.type);

describe("a Windows Live Writer post (headings with pictures, lists in lists, code in list items)", () => {
  const { blocks, notes } = convert(fixture("live-writer.html"));

  test("a heading with pictures keeps its text and every picture follows it as an image block", () => {
    expect(types(blocks)).toEqual([
      "paragraph",
      "heading", "image",
      "heading", "image", "image", "image", "image", "image", "image",
      "paragraph", "list",
      "paragraph", "paragraph",
    ]);
    expect(blocks[1]!.content).toMatchObject({ text: "The Trail", level: 6 });
    expect(blocks[2]!.content).toMatchObject({ src: "/media/2014/06/IMG_0412_thumb.jpg", alt: "IMG_0412", width: "custom", customWidth: "244px" });
    // Words on either side of a picture stay apart; the link's text stays in the heading.
    expect(blocks[3]!.content).toMatchObject({ text: "Tag 1 Tag 2 weiter zu Tag 3", level: 6 });
    expect(blocks.slice(4, 10).map((b) => b.content.src)).toEqual(
      ["0420", "0421", "0422", "0430", "0431", "0432"].map((n) => `/media/2014/06/IMG_${n}_thumb.jpg`),
    );
    expect(blocks[8]!.content.alt).toBe("Gipfel");
    // Live Writer links each thumbnail to its full-size file: that only shows the picture larger, no link.
    expect(blocks.slice(2, 10).filter((b) => b.type === "image").map((b) => b.content.link)).toEqual(Array(7).fill(""));
    // What our plain-text heading cannot hold is named, not dropped silently.
    expect(notes).toEqual(["Links in Überschriften als Text übernommen"]);
  });

  test("a list written straight into a list belongs to the item before it, at every depth", () => {
    expect(blocks[11]!.content).toEqual({
      items: [
        "Visual Studio 2013 installieren",
        "– Workload „.NET-Desktopentwicklung“",
        "– Workload „ASP.NET und Webentwicklung“",
        "Projekt anlegen",
        "– Vorlage „Leere Projektmappe“",
        "– – Name: Katalysator.Web",
        "– Zielframework 4.5",
        "NuGet-Pakete holen",
      ],
      ordered: false,
      listStyle: "disc",
      start: 1,
      reversed: false,
    });
  });

  test("code in list items stays code inside its item (the list's HTML), line breaks and all", () => {
    expect(blocks[13]!.content.text).toBe(
      "<ol><li>Paket installieren:\n<pre><code>Install-Package EntityFramework -Version 6.1.0</code></pre></li>" +
        "<li>Kontext anlegen:\n<pre>public class ShopContext : DbContext\n{\n    public DbSet&lt;Order&gt; Orders { get; set; }\n}</pre></li>" +
        "<li>Fertig.</li></ol>",
    );
  });
});

describe("WordPress theme unit test markup (definition lists, ordered lists, pull quotes)", () => {
  const { blocks, notes } = convert(fixture("theme-markup.html"));

  test("every part arrives, in order, with nothing to report", () => {
    expect(types(blocks)).toEqual(["paragraph", "html-content", "list", "paragraph", "paragraph", "paragraph", "paragraph"]);
    expect(notes).toEqual([]);
  });

  test("a definition list keeps terms and descriptions apart: the term in bold, its descriptions after it", () => {
    expect(blocks[1]!.content.html).toBe(
      "<p><strong>Definition List Title</strong><br />This is a definition list division.</p>" +
        "<p><strong>SIPOC</strong><br />Supplier, Input, Process, <em>Output</em>, Customer<br />Ein Werkzeug aus Six Sigma.</p>",
    );
  });

  test("an ordered list keeps its start and countdown, and shows them", () => {
    expect(blocks[2]!.content).toEqual({ items: ["Fünf", "Vier"], ordered: true, listStyle: "decimal", start: 5, reversed: true });
    expect(renderBlock(getBlockModule("list")!, blocks[2]!.content, { id: "l", router: false })).toMatch(/^<ol type="1" start="5" reversed=""/);
  });

  test("bulleted sub-items of a numbered list are not numbered: the list's HTML keeps both kinds", () => {
    expect(blocks[3]!.content.text).toBe(
      '<ol class="wp-block-list"><li>List item one\n<ul class="wp-block-list"><li>List item one</li><li>List item two</li></ul></li><li>List item two</li></ol>',
    );
  });

  test("pull quotes are quotes: no testimonial, no invented author or photo; a citation stays the citation", () => {
    expect(flattenBlocks(blocks).some((b) => b.type === "testimonial")).toBe(false);
    expect(blocks[4]!.content.text).toBe("<blockquote><p>One of the hardest things to do in technology is disrupt yourself.</p></blockquote>");
    expect(blocks[5]!.content.text).toBe("<blockquote><p>Eine <strong>hervorgehobene</strong> Aussage.</p><p>— Matt Mullenweg</p></blockquote>");
    expect(blocks[6]!.content.text).toBe("<blockquote><p>Ein klassisches Hervorhebungszitat.</p></blockquote>");
  });
});

describe("smaller cases", () => {
  test("a heading that is only pictures becomes all of them; a linked picture keeps its link", () => {
    const { blocks, notes } = convert('<h2><a href="https://alt.example.de/"><img src="https://alt.example.de/wp-content/uploads/logo.png" alt="Logo"></a><img src="https://alt.example.de/wp-content/uploads/siegel.png" alt="Siegel"></h2>');
    expect(blocks.map((b) => b.content.src)).toEqual(["/media/logo.png", "/media/siegel.png"]);
    expect(blocks.map((b) => b.content.link)).toEqual(["/", ""]);
    expect(notes).toEqual([]);
  });

  test("a Gutenberg heading with a picture keeps both", () => {
    const { blocks } = convert('<!-- wp:heading --><h2 class="wp-block-heading">Unser Team <img src="https://alt.example.de/wp-content/uploads/team.jpg" alt="Das Team" width="40"></h2><!-- /wp:heading -->');
    expect(types(blocks)).toEqual(["heading", "image"]);
    expect(blocks[0]!.content.text).toBe("Unser Team");
    expect(blocks[1]!.content).toMatchObject({ src: "/media/team.jpg", alt: "Das Team" });
  });

  test("a stray inner list before any item gets an item of its own; an <ol start> in a rich-text list keeps start and reversed", () => {
    expect(convert("<ul><ul><li>innen</li></ul><li>außen</li></ul>").blocks[0]!.content.items).toEqual(["– innen", "außen"]);
    const rich = convert('<ol start="3" reversed><li>Drei<ol><li>a</li></ol></li><li>Zwei</li></ol>').blocks[0]!;
    expect(rich.content.text).toBe('<ol start="3" reversed><li>Drei\n<ol><li>a</li></ol></li><li>Zwei</li></ol>');
  });

  test("a list item of several paragraphs keeps them apart", () => {
    const { blocks } = convert("<ul><li><p>Erster Absatz</p><p>Zweiter Absatz</p></li><li><p>Noch einer</p></li></ul>");
    expect(blocks[0]!.content.text).toBe("<ul><li><p>Erster Absatz</p><p>Zweiter Absatz</p></li><li><p>Noch einer</p></li></ul>");
  });

  test("a definition list in classic content, with a paragraph in a description and in a <div> group", () => {
    const { blocks } = convert("<dl>\n<div><dt>Begriff</dt><dt>Synonym</dt><dd><p>Erster Absatz.</p><p>Zweiter.</p></dd></div>\n<dt>Ohne Erklärung</dt>\n</dl>");
    expect(blocks.map((b) => b.content.html ?? b.content.text).join("")).toBe(
      "<p><strong>Begriff</strong><br /><strong>Synonym</strong></p><p>Erster Absatz.</p><p>Zweiter.</p><p><strong>Ohne Erklärung</strong></p>",
    );
  });
});
