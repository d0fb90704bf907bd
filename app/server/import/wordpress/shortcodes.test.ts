import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

function context(): ConvertContext {
  return {
    mapUrl: (url) => url.replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\//, "/media/").replace(/^https?:\/\/alt\.example\.de\//, "/"),
    attachment: (id) => (id > 100 && id < 200 ? { url: `https://alt.example.de/wp-content/uploads/g${id}.jpg`, alt: `Bild ${id}`, caption: "" } : undefined),
  };
}

const convert = (html: string) => convertWordPressContent(html, context());

/** What a visitor would read: the text of every block's HTML and plain-text fields. */
function visibleText(blocks: Block[]): string {
  return flattenBlocks(blocks)
    .flatMap((b) => Object.values(b.content).filter((v): v is string => typeof v === "string"))
    .join("\n");
}

function expectValid(blocks: Block[]) {
  for (const block of flattenBlocks(blocks)) expect(getBlockModule(block.type)!.schema.parse(block.content), block.type).toEqual(block.content);
  expect(sanitizeBlocks(blocks)).toEqual(blocks);
}

describe("a WordPress.com post full of shortcodes", () => {
  const { blocks, notes } = convert(fixture("wordpress-com-shortcodes.html"));

  test("every known shortcode is a block of ours, in order", () => {
    expect(blocks.map((b) => b.type)).toEqual([
      "paragraph",
      "html-content", // [code language="csharp"] inside <pre>
      "paragraph",
      "html-content", // [sourcecode language='php'] from the visual editor
      "paragraph",
      "video", // [youtube=…]
      "video", // [vimeo 76979871 …]
      "paragraph",
      "google-maps",
      "paragraph",
      "paragraph", // [slideshare] as a link
      "image", // [caption]
      "gallery",
      "paragraph", // "Wer mitmachen will:" without [ultimatemember]
      "paragraph", // [su_note]'s content
      "paragraph",
    ]);
    expectValid(blocks);
  });

  test("code keeps its text exactly, its language, and its entities decoded once", () => {
    expect(blocks[1]!.content.html).toBe(
      '<pre><code class="language-csharp">public static IList&lt;T&gt; Sortiere&lt;T&gt;(IList&lt;T&gt; liste) where T : IComparable&lt;T&gt;\n{\n    if (liste == null &amp;&amp; Modus != "strikt") return new List&lt;T&gt;();\n    return liste.OrderBy(x =&gt; x).ToList();\n}</code></pre>',
    );
    // The visual editor's <p> and <br /> are line breaks of the code, not part of it.
    expect(blocks[3]!.content.html).toBe('<pre><code class="language-php">$a = array(1, 2);\necho $a[0] &amp;&amp; $a[1];</code></pre>');
  });

  test("videos behind the consent, the map, the slides as a link, caption and gallery", () => {
    expect(blocks[5]!.content.src).toBe("http://www.youtube.com/watch?v=dQw4w9WgXcQ&w=640&h=385");
    expect(blocks[6]!.content.src).toBe("https://vimeo.com/76979871");
    expect(blocks[8]!.content).toMatchObject({ address: "Hauptstraße 1, 10827 Berlin", zoom: 15, height: "350" });
    expect(blocks[10]!.content.text).toBe('<p><a href="https://www.slideshare.net/slideshow/embed_code/5386466">https://www.slideshare.net/slideshow/embed_code/5386466</a></p>');
    expect(blocks[11]!.content).toMatchObject({ src: "/media/2010/10/tafel.jpg", caption: "Die Tafel nach dem Vortrag", align: "center" });
    expect(blocks[12]!.content).toMatchObject({ columns: 2, images: [{ url: "/media/g101.jpg" }, { url: "/media/g102.jpg" }] });
  });

  test("unknown shortcodes lose their tags, keep their content, and are counted per kind", () => {
    expect(blocks[13]!.content.text).toBe("<p>Wer mitmachen will:</p>");
    expect(blocks[14]!.content.text).toBe("<p>Anmeldung bis <strong>Freitag</strong></p>");
    // [[youtube]] is WordPress's way to write a shortcode as text; [sic] is not a shortcode.
    expect(blocks[15]!.content.text).toBe("<p>Das war's [sic] – bis bald! [youtube] schreibt man übrigens so.</p>");
    expect(notes).toEqual([
      "Shortcode [ultimatemember] entfernt (2×)",
      "Shortcode [su_note] entfernt, Inhalt übernommen",
      "Möglicher Shortcode [sic] als Text belassen",
      "Shortcode [slideshare] als Link übernommen",
    ]);
  });

  test("no shortcode and no doubly escaped entity reaches the page", () => {
    const text = visibleText(blocks);
    expect(text).not.toMatch(/\[\/?(code|sourcecode|youtube=|vimeo|googlemaps|slideshare|caption|gallery|ultimatemember|su_note)/);
    expect(text).not.toContain("&amp;amp;");
  });
});

describe("parsing as WordPress does", () => {
  test("self-closing, enclosing and '/]' forms; attributes double-, single- and unquoted, positional, typographic quotes", () => {
    const { blocks } = convert(
      [
        "[video src='https://alt.example.de/wp-content/uploads/a.mp4' /]",
        '[video mp4="https://alt.example.de/wp-content/uploads/b.mp4" poster=https://alt.example.de/wp-content/uploads/b.jpg]',
        "[embed]https://youtu.be/dQw4w9WgXcQ[/embed]",
        "[youtube https://www.youtube.com/watch?v=dQw4w9WgXcQ]",
        "[youtube id=dQw4w9WgXcQ]",
        "[vimeo=https://vimeo.com/76979871]",
        "[audio src=\u201chttps://alt.example.de/wp-content/uploads/c.mp3\u201d]",
      ].join("\n\n"),
    );
    expect(blocks.map((b) => [b.type, b.content.src])).toEqual([
      ["video", "/media/a.mp4"],
      ["video", "/media/b.mp4"],
      ["video", "https://youtu.be/dQw4w9WgXcQ"],
      ["video", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["video", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
      ["video", "https://vimeo.com/76979871"],
      ["audio", "/media/c.mp3"],
    ]);
    expect(blocks[1]!.content.poster).toBe("/media/b.jpg");
  });

  test("escaped shortcodes ([[x]] and [[x]…[/x]]) are shown as written once", () => {
    const { blocks, notes } = convert("So: [[gallery ids=\"1\"]] und [[su_box]Text[/su_box]].");
    expect(blocks[0]!.content.text).toBe('<p>So: [gallery ids="1"] und [su_box]Text[/su_box].</p>');
    expect(notes).toEqual([]);
  });

  test("SyntaxHighlighter's language tags and a code shortcode in a Gutenberg paragraph", () => {
    const php = convert("[php]\n$x = 1 &lt; 2;\n[/php]");
    expect(php.blocks[0]!.content.html).toBe('<pre><code class="language-php">$x = 1 &lt; 2;</code></pre>');
    const gutenberg = convert('<!-- wp:paragraph --><p>[code lang="js"]let a = 1;<br>a &amp;&amp; b;[/code]</p><!-- /wp:paragraph -->');
    expect(gutenberg.blocks.map((b) => b.content.html)).toEqual(['<pre><code class="language-js">let a = 1;\na &amp;&amp; b;</code></pre>']);
    expect(convert('[code language="C#"]x[/code]').blocks[0]!.content.html).toBe('<pre><code class="language-csharp">x</code></pre>');
  });

  test("a shortcode inside a sentence of a Gutenberg paragraph loses its tags; alignment stays", () => {
    const { blocks, notes } = convert('<!-- wp:paragraph {"align":"center"} --><p class="has-text-align-center">Stand: [last_updated format="d.m.Y"], Quelle [highlight]Amt[/highlight].</p><!-- /wp:paragraph -->');
    expect(blocks.map((b) => [b.type, b.content.text, b.content.alignment])).toEqual([["paragraph", "<p>Stand: , Quelle Amt.</p>", "center"]]);
    expect(notes).toEqual(["Shortcode [last_updated] entfernt", "Shortcode [highlight] entfernt, Inhalt übernommen"]);
  });

  test("nested unknown shortcodes are all removed; a closing tag without its opening goes too", () => {
    const { blocks, notes } = convert("[su_row][su_column size=\"1/2\"]Links[/su_column][su_column size=\"1/2\"]Rechts[/su_column][/su_row]\n\nText[/su_tabs] weiter.");
    expect(blocks.map((b) => b.content.text)).toEqual(["<p>LinksRechts</p>", "<p>Text weiter.</p>"]);
    expect(notes).toEqual(["Shortcode [su_row] entfernt, Inhalt übernommen", "Shortcode [su_column] entfernt, Inhalt übernommen (2×)", "Shortcode-Endmarke [/su_tabs] ohne Anfang entfernt"]);
  });

  test("a shortcode in an attribute value is removed, the element kept", () => {
    const { blocks, notes } = convert('<a href="[site_url]/kontakt/">Kontakt</a>');
    expect(blocks[0]!.content.text).toBe('<p><a href="/kontakt/">Kontakt</a></p>');
    expect(notes).toEqual(["Shortcode [site_url] in einem HTML-Attribut entfernt"]);
  });

  test("a bare word alone on its line is a shortcode of a plugin; in brackets with capitals or in a sentence it is text", () => {
    const { blocks, notes } = convert("[sitemap]\n\n[Update: neue Preise]\n\nSiehe [1] und [sic].");
    expect(blocks.map((b) => b.content.text)).toEqual(["<p>[Update: neue Preise]</p>", "<p>Siehe [1] und [sic].</p>"]);
    expect(notes).toEqual(["Shortcode [sitemap] entfernt", "Möglicher Shortcode [sic] als Text belassen"]);
  });

  test("known shortcodes without what they need: content kept or named, never shown as a tag", () => {
    const { blocks, notes } = convert('[caption]nur Text[/caption]\n\n[gallery]\n\n[gallery ids="998,999"]\n\n[youtube]\n\n[googlemaps https://www.google.com/maps/embed?pb=!1m18]\n\n[slideshare]');
    expect(blocks.map((b) => [b.type, b.content.html ?? b.content.text])).toEqual([
      ["html-content", "nur Text"],
      ["paragraph", '<p><a href="https://www.google.com/maps/embed?pb=!1m18">https://www.google.com/maps/embed?pb=!1m18</a></p>'],
    ]);
    expect(notes).toEqual([
      "Shortcode [caption] ohne Bild – Text übernommen",
      "Shortcode [gallery] ohne Bildnummern (ids) – nicht übernommen",
      "Shortcode [gallery]: 2 von 2 Medien nicht im Export – nicht übernommen",
      "Shortcode [youtube] ohne gültige Adresse – nicht übernommen",
      "Shortcode [googlemaps] als Link übernommen",
      "Shortcode [slideshare] ohne Adresse – nicht übernommen",
    ]);
  });

  test("a long text with many brackets and no shortcode converts quickly and unchanged", () => {
    const text = "Liste [a] [b [c] d] [ [x y z] ".repeat(2000);
    const { blocks } = convert(text);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.content.text).toContain("[b [c] d]");
  });
});
