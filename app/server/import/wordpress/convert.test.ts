import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

/** Like the import: uploads (any size variant kept here) → /media/…, other addresses of the old site → our paths. */
function context(): ConvertContext & { seen: string[] } {
  const seen: string[] = [];
  return {
    seen,
    mapUrl(url) {
      seen.push(url);
      return url
        .replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\//, "/media/")
        .replace(/^https?:\/\/alt\.example\.de\//, "/");
    },
    attachment: (id) => (id > 100 && id < 200 ? { url: `https://alt.example.de/wp-content/uploads/g${id}.jpg`, alt: `Bild ${id}`, caption: id === 101 ? "Erstes" : "" } : undefined),
    reusableBlock: (id) => (id === 321 ? `<!-- wp:paragraph --><p>Aus dem Baustein</p><!-- /wp:paragraph -->\n<!-- wp:block {"ref":321} /-->` : undefined),
  };
}

const summary = (b: Block): unknown => ({
  type: b.type,
  ...(b.slots ? { slots: Object.fromEntries(Object.entries(b.slots).map(([k, v]) => [k, v.map(summary)])) } : {}),
});

/** Every block (nested ones too) is what its module's schema makes of it, and already sanitised. */
function expectValid(blocks: Block[]) {
  const all = flattenBlocks(blocks);
  for (const block of all) {
    const module = getBlockModule(block.type);
    expect(module, block.type).toBeDefined();
    expect(module!.schema.parse(block.content), block.type).toEqual(block.content);
    expect(block.id).toMatch(/^b-[0-9a-f]{24}$/);
  }
  expect(new Set(all.map((b) => b.id)).size).toBe(all.length);
  expect(sanitizeBlocks(blocks)).toEqual(blocks);
  const json = JSON.stringify(blocks);
  expect(json).not.toMatch(/alt\.example\.de/);
  expect(json).not.toMatch(/<script|onerror|javascript:|<iframe/i);
}

describe("Gutenberg content", () => {
  const ctx = context();
  const { blocks, notes } = convertWordPressContent(fixture("gutenberg.html"), ctx);
  const byType = (type: string) => flattenBlocks(blocks).filter((b) => b.type === type);

  test("every block becomes ours, in order, nested columns and groups in slots", () => {
    expect(blocks.map(summary)).toEqual([
      { type: "paragraph" },
      { type: "heading" },
      { type: "paragraph" }, // a bulleted list with numbered sub-items
      { type: "list" },
      { type: "image" },
      { type: "gallery" },
      { type: "paragraph" }, // quote
      { type: "paragraph" }, // pullquote: a quote, not a testimonial
      { type: "table" },
      { type: "paragraph" }, // table caption
      {
        type: "flexible-row",
        slots: { "columns[0]": [{ type: "heading" }], "columns[1]": [{ type: "section", slots: { children: [{ type: "paragraph" }] } }] },
      },
      { type: "section", slots: { children: [{ type: "paragraph" }] } },
      { type: "button" },
      { type: "button" },
      { type: "divider" },
      { type: "spacer" },
      { type: "media-text" },
      { type: "hero" },
      { type: "section", slots: { children: [{ type: "heading" }, { type: "list" }] } },
      { type: "video" },
      { type: "video" },
      { type: "video" },
      { type: "paragraph" }, // twitter embed as a link
      { type: "paragraph" }, // file
      { type: "html-content" }, // code
      { type: "html-content" }, // preformatted
      { type: "html-content" }, // verse
      { type: "html-content" }, // html
      { type: "contact-form" }, // [contact-form-7] (issue 39)
      { type: "html-content" }, // woocommerce/featured-product
      { type: "paragraph" }, // reusable block
      { type: "paragraph" }, // freeform text
    ]);
    expectValid(blocks);
  });

  test("notes name everything without a counterpart, each once", () => {
    expect(notes).toEqual([
      "Einbettung (twitter) als Link übernommen",
      "Nicht erlaubtes HTML entfernt: <script>",
      "Nicht erlaubtes HTML entfernt: onerror-Attribut",
      "Nicht erlaubtes HTML entfernt: <iframe>",
      "Kontaktformular von Contact Form 7 (Formular 123 „Kontaktformular“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Block core/latest-posts ohne Inhalt – nicht übernommen",
      "Block core/archives ohne Inhalt – nicht übernommen",
      "Block woocommerce/featured-product als HTML übernommen",
      "Wiederverwendbarer Block 321 enthält sich selbst – nur einmal übernommen",
    ]);
  });

  test("text blocks keep inline formatting, links (mapped), alignment, level and colour", () => {
    expect(blocks[0]!.content).toMatchObject({
      text: '<p>Willkommen bei der <strong>Müller GmbH</strong> – lesen Sie <a href="/ueber-uns/">über uns</a> und <em>unsere</em> Geschichte.</p>',
      alignment: "center",
      color: "#1a2b3c",
    });
    expect(blocks[1]!.content).toMatchObject({ text: "Unsere Leistungen", level: 3, alignment: "right" });
    // Numbered sub-items of a bulleted list: the list's HTML keeps both kinds (issue 39).
    expect(blocks[2]!.content.text).toBe('<ul class="wp-block-list"><li>Beratung</li><li>Planung\n<ol class="wp-block-list"><li>Entwurf</li><li>Ausführung</li></ol></li><li>Wartung</li></ul>');
    expect(blocks[3]!.content).toEqual({ items: ["Erstens", "Zweitens"], ordered: true, listStyle: "decimal", start: 1, reversed: false });
    expect(blocks[6]!.content.text).toBe("<blockquote><p>Qualität ist <strong>kein Zufall</strong>.</p><p>— Hans Müller</p></blockquote>");
    expect(blocks[7]!.content.text).toBe("<blockquote><p>Seit 1950 in Familienhand.</p><p>— Firmenchronik</p></blockquote>");
    expect(blocks[8]!.content).toMatchObject({ headers: ["Produkt", "Preis"], rows: [["Schraube", "0,10 €"], ["Mutter", "0,05 €"]] });
    expect(blocks[9]!.content.text).toBe("<p><em>Preise 2024</em></p>");
  });

  test("image, gallery, video, embeds and file", () => {
    expect(blocks[4]!.content).toMatchObject({ src: "/media/2023/05/halle-1024x683.jpg", alt: "Unsere Halle", caption: "Die neue Halle, 2023", width: "500", align: "center" });
    expect(blocks[5]!.content).toMatchObject({
      title: "Einblicke",
      columns: 2,
      images: [
        { url: "/media/2023/06/team-1024x768.jpg", alt: "Team", caption: "Das Team" },
        { url: "/media/2023/06/werkstatt-1024x768.jpg", alt: "Werkstatt", caption: "" },
      ],
    });
    const videos = byType("video");
    expect(videos.map((v) => [v.content.src, v.content.title])).toEqual([
      ["/media/2023/09/film.mp4", "Imagefilm"],
      ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", ""],
      ["https://vimeo.com/76979871", ""],
    ]);
    expect(blocks[22]!.content.text).toBe('<p><a href="https://twitter.com/wordpress/status/1">https://twitter.com/wordpress/status/1</a></p>');
    expect(blocks[23]!.content.text).toBe('<p><a href="/media/2023/10/katalog.pdf">Katalog 2024</a></p>');
  });

  test("layout: columns with widths, group as section, buttons, separator, spacer", () => {
    const row = blocks[10]!;
    expect(row.content).toEqual({ columns: 2, columnWidths: [33.33, 66.67], gap: 16, alignment: "center" });
    expect(row.slots!["columns[1]"]![0]!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#f0f0f0" });
    expect(blocks[11]!.content).toMatchObject({ backgroundType: "none", padding: { top: 0, right: 0, bottom: 0, left: 0 } });
    expect(blocks[12]!.content).toEqual({ text: "Kontakt", variant: "default", size: "default", href: "/kontakt/", target: "_self", align: "center" });
    expect(blocks[13]!.content).toEqual({ text: "Partner", variant: "outline", size: "default", href: "https://partner.example.com/", target: "_blank", align: "center" });
    expect(blocks[14]!.content).toEqual({ thickness: 1 });
    expect(blocks[15]!.content).toEqual({ height: 48 });
  });

  test("media-text and covers", () => {
    expect(blocks[16]!.content).toMatchObject({
      imageSrc: "/media/2023/07/werkbank-1024x768.jpg",
      imageAlt: "Werkbank",
      title: "Über die Werkstatt",
      text: "<p>Hier wird <strong>gebaut</strong>.</p>",
      buttonText: "Mehr",
      buttonHref: "/werkstatt/",
      order: "image-right",
      ratio: "33-67",
    });
    expect(blocks[17]!.content).toMatchObject({
      title: "Handwerk seit 1950",
      subtitle: "Aus Leidenschaft",
      isH1: true,
      backgroundImage: "/media/2023/08/titel.jpg",
      overlayOpacity: 60,
      buttons: [{ text: "Anfragen", href: "/kontakt/", variant: "default", linkType: "internal", target: "_self" }],
    });
    expect(blocks[18]!.content).toMatchObject({ backgroundType: "image", backgroundImage: "/media/2023/08/wald.jpg" });
  });

  test("code, preformatted, verse and custom HTML are sanitised html-content", () => {
    expect(blocks[24]!.content.html).toBe('<pre class="wp-block-code"><code>if (a &lt; b) {\n  return "&lt;script&gt;";\n}</code></pre>');
    expect(blocks[26]!.content.html).toBe('<pre class="wp-block-verse">Rosen sind rot,\nVeilchen sind blau</pre>');
    expect(blocks[27]!.content.html).toBe('<div class="hinweis"><p>Eigener HTML-Code</p><img src="/media/x.png" alt="x" /><a>klick</a></div>');
    // The plugin's [contact-form-7] shortcode is our contact form (named in the notes), never shown as text.
    expect(blocks[28]!.content).toMatchObject({ title: "", recipientEmail: "" });
    expect(blocks[29]!.content.html).toBe('<div class="wp-block-woocommerce-featured-product"><h2>Akkuschrauber</h2><p>Nur 99 €</p></div>');
    expect(blocks[30]!.content.text).toBe("<p>Aus dem Baustein</p>");
    expect(blocks[31]!.content.text).toBe("<p>Loser Text zwischen Blöcken<br />\nmit Zeilenumbruch.</p>");
  });

  test("every address went through mapUrl: img src, srcset entries, links, backgrounds, video, file", () => {
    expect(ctx.seen).toEqual(
      expect.arrayContaining([
        "https://alt.example.de/ueber-uns/",
        "https://alt.example.de/wp-content/uploads/2023/05/halle-1024x683.jpg",
        "https://alt.example.de/wp-content/uploads/2023/08/titel.jpg",
        "https://alt.example.de/wp-content/uploads/2023/09/film.mp4",
        "https://alt.example.de/wp-content/uploads/2023/10/katalog.pdf",
        "https://alt.example.de/kontakt/",
      ]),
    );
  });
});

describe("classic content", () => {
  const ctx = context();
  const { blocks, notes } = convertWordPressContent(fixture("classic.html"), ctx);

  test("wpautop paragraphs, headings, [caption], table, nested list, shortcodes, images, quote", () => {
    expect(blocks.map((b) => b.type)).toEqual([
      "paragraph",
      "paragraph",
      "heading",
      "paragraph",
      "image",
      "table",
      "paragraph", // a numbered list with sub-items stays the list's HTML
      "gallery",
      "gallery", // the ids the export knows
      "contact-form", // [contact-form-7]
      "video",
      "video",
      "image",
      "paragraph",
      "paragraph",
    ]);
    expectValid(blocks);
    expect(blocks[0]!.content.text).toBe("<p>Willkommen auf unserer <strong>alten</strong> Seite.<br />\nHier steht eine zweite Zeile.</p>");
    expect(blocks[1]!.content.text).toBe('<p>Ein neuer Absatz mit <a href="/?page_id=45">Link zur Seite</a>.</p>');
    expect(blocks[2]!.content).toMatchObject({ text: "Über uns", level: 2 });
    expect(blocks[4]!.content).toMatchObject({ src: "/media/2019/04/laden-300x225.jpg", alt: "Unser Laden", caption: "Unser Laden in der Hauptstraße", width: "300", align: "right" });
    expect(blocks[5]!.content).toMatchObject({ headers: ["Tag", "Öffnungszeit"], rows: [["Montag", "8–18 Uhr"], ["Samstag", "9–13 Uhr"]] });
    expect(blocks[6]!.content.text).toBe("<ol><li>Anrufen</li><li>Termin vereinbaren\n<ul><li>vormittags</li><li>nachmittags</li></ul></li><li>Vorbeikommen</li></ol>");
    expect(blocks[7]!.content).toMatchObject({
      columns: 3,
      images: [
        { url: "/media/g101.jpg", alt: "Bild 101", caption: "Erstes" },
        { url: "/media/g102.jpg", alt: "Bild 102", caption: "" },
        { url: "/media/g103.jpg", alt: "Bild 103", caption: "" },
      ],
    });
    // An id the import does not know: the gallery holds the others, the notes say how many are missing.
    expect(blocks[8]!.content.images).toEqual([{ url: "/media/g101.jpg", alt: "Bild 101", caption: "Erstes" }]);
    expect(blocks[9]!.type).toBe("contact-form");
    expect(blocks[10]!.content.src).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    expect(blocks[11]!.content.src).toBe("https://vimeo.com/76979871");
    expect(blocks[12]!.content).toMatchObject({ src: "/media/2019/04/team-1024x768.jpg", alt: "Team", width: "auto", align: "center" });
    expect(blocks[13]!.content.text).toBe("<blockquote><p>Ein Zitat ohne Absatz.</p></blockquote>");
    expect(blocks[14]!.content.text).toBe('<p>Zum Schluss <em>etwas</em> Text und ein Bild <img src="/media/icon.png" alt="" /> im Satz.</p>');
  });

  test("notes", () => {
    expect(notes).toEqual([
      "Shortcode [gallery]: 1 von 2 Medien nicht im Export – nicht übernommen",
      "Kontaktformular von Contact Form 7 (Formular 5 „Kontakt“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Nicht erlaubtes HTML entfernt: <script>",
      "Nicht erlaubtes HTML entfernt: onerror-Attribut",
    ]);
  });

  test("srcset entries and the caption's link went through mapUrl", () => {
    expect(ctx.seen).toEqual(
      expect.arrayContaining([
        "https://alt.example.de/wp-content/uploads/2019/04/laden-300x225.jpg",
        "https://alt.example.de/?page_id=45",
        "https://alt.example.de/wp-content/uploads/icon.png",
      ]),
    );
  });
});

describe("details", () => {
  const convert = (html: string, ctx: ConvertContext = context()) => convertWordPressContent(html, ctx);

  test("empty content: nothing, no notes", () => {
    expect(convert("")).toEqual({ blocks: [], notes: [] });
    expect(convert("\n\n  \n")).toEqual({ blocks: [], notes: [] });
  });

  test("srcset in kept HTML is rewritten entry by entry", () => {
    const ctx = context();
    const { blocks } = convert(
      '<!-- wp:html --><img src="https://alt.example.de/wp-content/uploads/a.jpg" srcset="https://alt.example.de/wp-content/uploads/a-300x200.jpg 300w, https://alt.example.de/wp-content/uploads/a-768x512.jpg 768w" alt=""><!-- /wp:html -->',
      ctx,
    );
    // Both srcset entries are mapped, but the sanitiser keeps no srcset (our images get their own).
    expect(ctx.seen).toEqual(["https://alt.example.de/wp-content/uploads/a.jpg", "https://alt.example.de/wp-content/uploads/a-300x200.jpg", "https://alt.example.de/wp-content/uploads/a-768x512.jpg"]);
    expect(blocks[0]!.content.html).toBe('<img src="/media/a.jpg" alt="" />');
  });

  test("columns: a column without width shares the rest; pixel widths mean equal columns; more than six merge into the last", () => {
    const col = (width: string | null, text: string) =>
      `<!-- wp:column${width ? ` {"width":"${width}"}` : ""} --><div class="wp-block-column"><!-- wp:paragraph --><p>${text}</p><!-- /wp:paragraph --></div><!-- /wp:column -->`;
    const row = (cols: string[]) => `<!-- wp:columns --><div class="wp-block-columns">${cols.join("")}</div><!-- /wp:columns -->`;
    expect(convert(row([col("50%", "a"), col(null, "b"), col(null, "c")])).blocks[0]!.content.columnWidths).toEqual([50, 25, 25]);
    expect(convert(row([col("200px", "a"), col(null, "b")])).blocks[0]!.content.columnWidths).toEqual([50, 50]);
    const seven = convert(row(["1", "2", "3", "4", "5", "6", "7"].map((t) => col(null, t))));
    expect(seven.blocks[0]!.content.columns).toBe(6);
    expect(seven.blocks[0]!.slots!["columns[5]"]!.map((b) => b.content.text)).toEqual(["<p>6</p>", "<p>7</p>"]);
    expect(seven.notes).toEqual(["Mehr als 6 Spalten: die übrigen in die letzte Spalte übernommen"]);
  });

  test("columns of WordPress 5.0 betas (layout: column-N on the blocks) become columns too", () => {
    const p = (n: number, t: string) => `<!-- wp:paragraph {"layout":"column-${n}"} --><p class="layout-column-${n}">${t}</p><!-- /wp:paragraph -->`;
    const { blocks } = convert(`<!-- wp:columns {"columns":3} --><div class="wp-block-columns has-3-columns">${p(1, "a")}${p(1, "b")}${p(2, "c")}${p(3, "d")}</div><!-- /wp:columns -->`);
    expect(blocks[0]!.content.columns).toBe(3);
    expect(Object.fromEntries(Object.entries(blocks[0]!.slots!).map(([k, v]) => [k, v.map((b) => b.content.text)]))).toEqual({
      "columns[0]": ["<p>a</p>", "<p>b</p>"],
      "columns[1]": ["<p>c</p>"],
      "columns[2]": ["<p>d</p>"],
    });
  });

  test("a table with merged cells or links stays HTML; a list with links stays rich text", () => {
    const table = convert('<table><tr><td colspan="2">Breit</td></tr><tr><td>a</td><td>b</td></tr></table>');
    expect(table.blocks.map((b) => b.type)).toEqual(["html-content"]);
    expect(table.notes).toEqual(["Tabelle als HTML übernommen (verbundene Zellen)"]);
    const list = convert('<ul><li><a href="https://alt.example.de/a/">A</a></li><li>B</li></ul>');
    expect(list.blocks[0]!).toMatchObject({ type: "paragraph", content: { text: '<ul><li><a href="/a/">A</a></li><li>B</li></ul>' } });
    expect(list.notes).toEqual(["Liste mit Links oder Bildern als formatierter Text übernommen"]);
  });

  test("a plugin container is dissolved into its content; a reusable block the import does not know is named", () => {
    const { blocks, notes } = convert(
      '<!-- wp:kadence/rowlayout --><div class="kt-row"><!-- wp:paragraph --><p>Innen</p><!-- /wp:paragraph --></div><!-- /wp:kadence/rowlayout -->\n<!-- wp:block {"ref":7} /-->',
    );
    expect(blocks.map((b) => [b.type, b.content.text])).toEqual([["paragraph", "<p>Innen</p>"]]);
    expect(notes).toEqual(["Block kadence/rowlayout aufgelöst, Inhalt übernommen", "Wiederverwendbarer Block 7 nicht übernommen"]);
  });

  test("shortcodes: escaped ones stay literal, a bare word inside a sentence stays text, one alone in a Gutenberg paragraph is converted", () => {
    expect(convert("Schreiben Sie [[gallery]] für eine Galerie.").blocks[0]!.content.text).toBe("<p>Schreiben Sie [gallery] für eine Galerie.</p>");
    const inline = convert("Heute ist [year] ein gutes Jahr.");
    expect(inline.blocks[0]!.content.text).toBe("<p>Heute ist [year] ein gutes Jahr.</p>");
    expect(inline.notes).toEqual(["Möglicher Shortcode [year] als Text belassen"]);
    const lone = convert('<!-- wp:paragraph --><p>[embed]https://youtu.be/dQw4w9WgXcQ[/embed]</p><!-- /wp:paragraph -->');
    expect(lone.blocks.map((b) => [b.type, b.content.src])).toEqual([["video", "https://youtu.be/dQw4w9WgXcQ"]]);
  });

  test("an old-style gallery (list of figures) keeps each image's caption", () => {
    const { blocks } = convert(
      '<!-- wp:gallery {"ids":[1,2],"columns":2} --><figure class="wp-block-gallery columns-2 is-cropped"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="https://alt.example.de/wp-content/uploads/a.jpg" alt="A" data-id="1"/><figcaption class="blocks-gallery-item__caption">Bild A</figcaption></figure></li><li class="blocks-gallery-item"><figure><img src="https://alt.example.de/wp-content/uploads/b.jpg" alt="B" data-id="2"/></figure></li></ul></figure><!-- /wp:gallery -->',
    );
    expect(blocks[0]!.content).toMatchObject({
      columns: 2,
      title: "",
      images: [
        { url: "/media/a.jpg", alt: "A", caption: "Bild A" },
        { url: "/media/b.jpg", alt: "B", caption: "" },
      ],
    });
  });

  test("media and text with a video becomes a two-column row", () => {
    const { blocks } = convert(
      '<!-- wp:media-text {"mediaType":"video","mediaWidth":40} --><div class="wp-block-media-text"><figure class="wp-block-media-text__media"><video controls src="https://alt.example.de/wp-content/uploads/f.mp4"></video></figure><div class="wp-block-media-text__content"><!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph --></div></div><!-- /wp:media-text -->',
    );
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.content).toMatchObject({ columns: 2, columnWidths: [40, 60] });
    expect(blocks[0]!.slots!["columns[0]"]!.map((b) => [b.type, b.content.src])).toEqual([["video", "/media/f.mp4"]]);
    expect(blocks[0]!.slots!["columns[1]"]!.map((b) => b.content.text)).toEqual(["<p>Text</p>"]);
  });

  test("a link in a heading or a caption is named: those fields are plain text", () => {
    const { blocks, notes } = convert('<h2><a href="https://alt.example.de/x/">Titel</a></h2>');
    expect(blocks[0]!.content).toMatchObject({ text: "Titel", level: 2 });
    expect(notes).toEqual(["Links in Überschriften als Text übernommen"]);
  });

  test("frames: YouTube/Vimeo become videos, other frames links; <video> and <audio> files players", () => {
    const classic = convert(
      'Vorher\n\n<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>\n\n<iframe src="https://maps.example.com/embed?pb=1"></iframe>\n\n<video src="https://alt.example.de/wp-content/uploads/f.mp4" poster="https://alt.example.de/wp-content/uploads/f.jpg"></video>\n<audio src="https://alt.example.de/wp-content/uploads/t.mp3"></audio>',
    );
    expect(classic.blocks.map((b) => [b.type, b.content.src ?? b.content.text])).toEqual([
      ["paragraph", "<p>Vorher</p>"],
      ["video", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
      ["paragraph", '<p><a href="https://maps.example.com/embed?pb=1">https://maps.example.com/embed?pb=1</a></p>'],
      ["video", "/media/f.mp4"],
      ["audio", "/media/t.mp3"],
    ]);
    expect(classic.blocks[3]!.content.poster).toBe("/media/f.jpg");
    expect(classic.notes).toEqual(["Eingebetteter Inhalt (iframe) als Link übernommen"]);
    const html = convert('<!-- wp:html -->\n<iframe src="https://player.vimeo.com/video/76979871"></iframe>\n<!-- /wp:html -->');
    expect(html.blocks.map((b) => [b.type, b.content.src])).toEqual([["video", "https://player.vimeo.com/video/76979871"]]);
    expect(html.notes).toEqual([]);
  });

  test("odd input never throws and still gives valid blocks", () => {
    const odd = [
      "<!-- wp:paragraph {broken json} --><p>Text</p><!-- /wp:paragraph -->",
      "<!-- wp:paragraph --><p>offen",
      '<!-- wp:columns --><div class="wp-block-columns"></div><!-- /wp:columns -->',
      '<!-- wp:columns --><div><!-- wp:column {"width":"abc"} --><div><!-- wp:paragraph --><p>x</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->',
      '<!-- wp:spacer {"height":"var:preset|spacing|50"} --><div class="wp-block-spacer"></div><!-- /wp:spacer -->',
      '<!-- wp:spacer {"height":100000} --><div></div><!-- /wp:spacer -->',
      '<!-- wp:heading {"level":"neun"} --><h9>Titel</h9><!-- /wp:heading -->',
      '<!-- wp:image {"width":-5} --><figure><img src="" alt=""></figure><!-- /wp:image -->',
      '<!-- wp:gallery {"columns":99} --><figure></figure><!-- /wp:gallery -->',
      '<!-- wp:cover {"dimRatio":"viel"} --><div class="wp-block-cover"></div><!-- /wp:cover -->',
      '<!-- wp:table --><figure class="wp-block-table"><table><tbody><tr></tr></tbody></table></figure><!-- /wp:table -->',
      '<!-- wp:embed {"url":"javascript:alert(1)"} --><figure></figure><!-- /wp:embed -->',
      "[caption]kein Bild[/caption] [gallery] [embed][/embed] [video] [audio]",
      "<table><tr><td>" + "x</td></tr><tr><td>".repeat(60) + "y</td></tr></table>",
      "<ul><li><ul><li><ul><li>tief</li></ul></li></ul></li></ul>",
      "<<<>>> & < > </p></div></li>",
    ];
    for (const html of odd) {
      const { blocks } = convert(html);
      expectValid(blocks);
    }
    expect(convert(odd[5]!).blocks[0]!.content).toEqual({ height: 512 });
    expect(convert(odd[13]!).notes).toEqual(["Tabelle als HTML übernommen (mehr als 50 Zeilen)"]);
    expect(convert(odd[14]!).blocks[0]!.content.items).toEqual(["– – tief"]);
    expect(JSON.stringify(convert(odd[11]!).blocks)).not.toContain("javascript:");
  });

  test("a block whose conversion fails is kept as HTML with a note, the rest goes on", () => {
    let calls = 0;
    const ctx: ConvertContext = {
      mapUrl(url) {
        if (url.includes("boom") && calls++ === 0) throw new Error("kaputt");
        return url;
      },
    };
    const { blocks, notes } = convert(
      '<!-- wp:image --><figure class="wp-block-image"><img src="https://x.example/boom.jpg" alt="B"/></figure><!-- /wp:image --><!-- wp:paragraph --><p>Weiter</p><!-- /wp:paragraph -->',
      ctx,
    );
    expect(blocks.map((b) => [b.type, b.content.html ?? b.content.text])).toEqual([
      ["html-content", '<figure class="wp-block-image"><img src="https://x.example/boom.jpg" alt="B" /></figure>'],
      ["paragraph", "<p>Weiter</p>"],
    ]);
    expect(notes).toEqual(["Block core/image nicht umgewandelt – als HTML übernommen"]);
  });

  test("pictures pasted as data: addresses and script links are not kept", () => {
    const { blocks, notes } = convert(
      '<!-- wp:image --><figure class="wp-block-image"><img src="data:image/png;base64,iVBORw0KGgo=" alt="x"/></figure><!-- /wp:image -->' +
        '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="javascript:alert(1)">Los</a></div><!-- /wp:button --></div><!-- /wp:buttons -->',
    );
    expect(blocks.map((b) => [b.type, b.content.href])).toEqual([["button", ""]]);
    expect(notes).toEqual(["Eingebettete Bilddaten (data:-Adresse) nicht übernommen"]);
  });

  test("a quote of WordPress 5.0 (citation in <footer>) keeps its citation", () => {
    const { blocks } = convert('<!-- wp:core/quote --><blockquote class="wp-block-quote"><p>Alt, aber gut.</p><footer>Oma</footer></blockquote><!-- /wp:core/quote -->');
    expect(blocks[0]!.content.text).toBe("<blockquote><p>Alt, aber gut.</p><p>— Oma</p></blockquote>");
  });

  test("a page break is named; <!--more--> is not content", () => {
    const { blocks, notes } = convert("Teil eins\n<!--more-->\nnoch eins\n\n<!--nextpage-->\n\nTeil zwei");
    expect(blocks.map((b) => b.content.text)).toEqual(["<p>Teil eins</p>", "<p>noch eins</p>", "<p>Teil zwei</p>"]);
    expect(notes).toEqual(["Seitenumbruch (<!--nextpage-->) entfernt"]);
  });

  test("XSS in classic and Gutenberg HTML is removed, whatever the form", () => {
    const { blocks } = convert(
      '<p onclick="x()">Hi <a href="javascript:alert(1)">a</a><img src="x" onerror="alert(1)"></p><svg onload="alert(1)"></svg><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
    );
    const json = JSON.stringify(blocks);
    expect(json).not.toMatch(/onclick|onerror|onload|javascript:|<script|<svg|<iframe|alert/);
    expectValid(blocks);
  });
});
