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
    attachment: (id) => (id === 123 ? { url: "https://alt.example.de/wp-content/uploads/2020/02/werkstatt.jpg", alt: "Werkstatt", caption: "" } : undefined),
  };
}

/** Type tree: "type" or { type: [slot contents] } for blocks with slots. */
const shape = (b: Block): unknown =>
  b.slots ? { [b.type]: Object.fromEntries(Object.entries(b.slots).map(([k, v]) => [k, v.map(shape)])) } : b.type;

function expectValid(blocks: Block[]) {
  for (const block of flattenBlocks(blocks)) expect(getBlockModule(block.type)!.schema.parse(block.content), block.type).toEqual(block.content);
  expect(sanitizeBlocks(blocks)).toEqual(blocks);
  const text = JSON.stringify(blocks);
  // No builder shortcode, no design attribute and no doubly escaped entity reaches the page.
  expect(text).not.toMatch(/\[\/?(vc_|et_pb_)|vc_custom_|_builder_version|&amp;amp;|alt\.example\.de/);
}

describe("WPBakery", () => {
  const { blocks, notes } = convertWordPressContent(fixture("wpbakery.html"), context());

  test("rows become sections and flexible rows with the columns' widths, elements our blocks", () => {
    expect(blocks.map(shape)).toEqual([
      { section: { children: ["heading", "paragraph"] } },
      { "flexible-row": { "columns[0]": ["image", "heading", "paragraph"], "columns[1]": ["heading", "list", "button"] } },
      "divider",
      "spacer",
      "heading",
      "paragraph",
      "heading",
      "paragraph",
      "html-content", // [vc_raw_html]
      "paragraph", // [vc_message]
      "cta",
      "contact-form", // [contact-form-7] of the plugin, inside the column
      {
        "flexible-row": {
          "columns[0]": ["paragraph"],
          "columns[1]": ["paragraph"],
          "columns[2]": [{ "flexible-row": { "columns[0]": ["paragraph"], "columns[1]": ["paragraph"] } }],
        },
      },
    ]);
    expectValid(blocks);
  });

  test("layout and element details", () => {
    expect(blocks[0]!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#f4f6f8" });
    expect(blocks[0]!.slots!.children![0]!.content).toMatchObject({ text: "Treppenbau Müller & Söhne", level: 1, alignment: "center" });
    expect(blocks[0]!.slots!.children![1]!.content).toMatchObject({ text: "<p>Seit 1950 bauen wir <strong>Treppen</strong> aus Holz &amp; Stahl.</p>", alignment: "center" });
    const row = blocks[1]!;
    expect(row.content.columnWidths).toEqual([33.33, 66.67]);
    // [vc_single_image image="123"]: the attachment with that WordPress id, mapped to our copy.
    expect(row.slots!["columns[0]"]![0]!.content).toMatchObject({ src: "/media/2020/02/werkstatt.jpg", alt: "Werkstatt", align: "center" });
    expect(row.slots!["columns[1]"]![1]!.content.items).toEqual(["Holztreppen", "Stahltreppen"]);
    expect(row.slots!["columns[1]"]![2]!.content).toMatchObject({ text: "Angebot anfordern", href: "/kontakt/", variant: "outline", target: "_blank" });
    expect(blocks[3]!.content).toEqual({ height: 48 });
    expect(blocks.slice(4, 8).map((b) => b.content.text)).toEqual(["Wie lange dauert eine Treppe?", "<p>Etwa sechs Wochen.</p>", "Liefern Sie bundesweit?", "<p>Ja, mit eigener Montage.</p>"]);
    expect(blocks[8]!.content.html).toBe('<div class="hinweis"><p>Öffnungszeiten: Mo–Fr 8–17 Uhr</p></div>');
    expect(blocks[10]!.content).toMatchObject({ title: "Jetzt anfragen", description: "Wir freuen uns auf Ihre Nachricht.", primaryButtonText: "Kontakt" });
    expect(blocks[11]!.content).toMatchObject({ title: "", recipientEmail: "" });
    expect(blocks[12]!.content.columnWidths).toEqual([25, 25, 50]);
  });

  test("the report names the builder and what of it was not converted", () => {
    expect(notes).toEqual([
      "Mit WPBakery gebaut: Zeilen, Spalten und Elemente als unsere Blöcke übernommen; Gestaltung (Abstände, Schriften, Animationen) nicht",
      "WPBakery: Reiter und Akkordeons untereinander als Überschrift und Text übernommen",
      "WPBakery-Element [vc_pie] ohne Inhalt entfernt",
      "WPBakery-Element [vc_raw_html] als HTML übernommen",
      "Nicht erlaubtes HTML entfernt: <script>",
      "Links im Text eines Call-to-Action als Text übernommen",
      "Kontaktformular von Contact Form 7 (Formular 42 „Kontakt“) mit den Standardfeldern übernommen – Empfänger (E-Mail) und Felder prüfen",
    ]);
  });

  test("an unknown element keeps its content as sanitised HTML, counted; an image the export lacks is named", () => {
    const { blocks, notes } = convertWordPressContent(
      '[vc_row][vc_column][vc_wp_text title="Garantie"]<h4>Garantie</h4><p>Fünf Jahre</p><img src="x" onerror="alert(1)">[/vc_wp_text][vc_wp_text]<p>Zweite</p>[/vc_wp_text][vc_single_image image="999"][/vc_column][/vc_row]',
      context(),
    );
    expect(blocks.map((b) => [b.type, b.content.html])).toEqual([
      ["html-content", '<h4>Garantie</h4><p>Fünf Jahre</p><p><img src="x" /></p>'],
      ["html-content", "<p>Zweite</p>"],
    ]);
    expect(notes).toEqual([
      "Mit WPBakery gebaut: Zeilen, Spalten und Elemente als unsere Blöcke übernommen; Gestaltung (Abstände, Schriften, Animationen) nicht",
      "WPBakery-Element [vc_wp_text] als HTML übernommen (2×)",
      "Nicht erlaubtes HTML entfernt: onerror-Attribut",
      "WPBakery: Bild 999 nicht im Export – nicht übernommen",
    ]);
  });
});

describe("Divi", () => {
  const { blocks, notes } = convertWordPressContent(fixture("divi.html"), context());

  test("sections, rows with column types, modules", () => {
    expect(blocks.map(shape)).toEqual([
      { section: { children: ["heading", "paragraph", "button"] } },
      { "flexible-row": { "columns[0]": ["image"], "columns[1]": ["card", "cta"] } },
      { "flexible-row": { "columns[0]": ["heading", "paragraph", "html-content"], "columns[1]": ["contact-form", "heading", "paragraph", "html-content"] } },
    ]);
    expectValid(blocks);
  });

  test("module details", () => {
    expect(blocks[0]!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#0c71c3" });
    expect(blocks[0]!.slots!.children!.map((b) => b.content.text)).toEqual(["Ihr Partner für Steuern & Recht", "<p>Kanzlei Schmidt in Köln – seit 1987.</p>", "Termin vereinbaren"]);
    expect(blocks[0]!.slots!.children![2]!.content).toMatchObject({ href: "/kontakt/", target: "_blank", align: "center" });
    const [image] = blocks[1]!.slots!["columns[0]"]!;
    expect(image!.content).toMatchObject({ src: "/media/2021/03/buero.jpg", alt: "Unser Büro", align: "center" });
    const [card, cta] = blocks[1]!.slots!["columns[1]"]!;
    expect(card!.content).toMatchObject({ title: "Steuerberatung", content: "<p>Für Privatpersonen und Unternehmen.</p>", image: "/media/2021/03/icon-steuer.png", link: "/leistungen/" });
    expect(cta!.content).toMatchObject({ title: "Erstgespräch kostenlos", description: "Rufen Sie uns an: 0221 123456.", primaryButtonText: "Jetzt anfragen", primaryButtonLink: "/kontakt/", backgroundColor: "#f2f2f2" });
    expect(blocks[2]!.content.columnWidths).toEqual([33.33, 66.67]);
    const left = blocks[2]!.slots!["columns[0]"]!;
    expect(left[1]!.content.text).toBe("<p>Hohe Straße 1<br />\n50667 Köln</p>");
    // [et_pb_code]: Divi's line-break markers and escaped brackets undone, kept as sanitised HTML.
    expect(left[2]!.content.html).toBe('<div class="anfahrt"><p>Parkplätze im Hof [2]</p></div>');
    const right = blocks[2]!.slots!["columns[1]"]!;
    // [et_pb_contact_form email="…"] with its two fields (required unless required_mark="off"): our contact form.
    expect(right[0]!.content).toMatchObject({ recipientEmail: "info@example.de", title: "" });
    expect((right[0]!.content.fields as { label: string; type: string; required: boolean; name: string }[]).map((f) => [f.label, f.type, f.required, f.name])).toEqual([
      ["Name", "text", true, "name"],
      ["E-Mail-Adresse", "email", true, "email"],
    ]);
    expect(right.slice(1).map((b) => b.content.text ?? b.content.html)).toEqual(["Was kostet ein Erstgespräch?", "<p>Nichts.</p>", "<p>Alter Seitenleisten-Text</p>"]);
  });

  test("the report names the builder and each element that stayed HTML or went", () => {
    expect(notes).toEqual([
      "Mit Divi gebaut: Zeilen, Spalten und Elemente als unsere Blöcke übernommen; Gestaltung (Abstände, Schriften, Animationen) nicht",
      "Divi-Element [et_pb_code] als HTML übernommen",
      "Kontaktformular von Divi mit 2 Feldern übernommen – Empfänger (E-Mail) und Felder prüfen",
      "Divi: Aufklappbereiche untereinander als Überschrift und Text übernommen",
      "Divi-Element [et_pb_countdown_timer] ohne Inhalt entfernt",
      "Divi-Element [et_pb_sidebar] als HTML übernommen",
    ]);
  });

  test("Divi in the block editor (divi/placeholder) is converted the same way", () => {
    const { blocks } = convertWordPressContent(
      '<!-- wp:divi/placeholder -->\n[et_pb_section fb_built="1" _builder_version="4.24.0"][et_pb_row _builder_version="4.24.0"][et_pb_column type="1_4" _builder_version="4.24.0"][et_pb_text _builder_version="4.24.0"]<p>Eins</p>[/et_pb_text][/et_pb_column][et_pb_column type="3_4" _builder_version="4.24.0"][et_pb_text _builder_version="4.24.0"]<p>Zwei</p>[/et_pb_text][/et_pb_column][/et_pb_row][/et_pb_section]\n<!-- /wp:divi/placeholder -->',
      context(),
    );
    expect(blocks.map(shape)).toEqual([{ "flexible-row": { "columns[0]": ["paragraph"], "columns[1]": ["paragraph"] } }]);
    expect(blocks[0]!.content.columnWidths).toEqual([25, 75]);
  });
});
