import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";
import { blockShape, elementorPricingShape } from "../../../../tests/fixtures";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");

/** As the import maps them: uploads (any size variant) → /media/…, other addresses of the old site → our paths. */
const ctx: ConvertContext = {
  mapUrl: (url) => url.replace(/^https?:\/\/alt\.example\.de\/wp-content\/uploads\/\d{4}\/\d{2}\//, "/media/").replace(/^https?:\/\/alt\.example\.de\//, "/"),
  attachment: (id) => (id === 121 ? { url: "https://alt.example.de/wp-content/uploads/2023/04/umsetzung.jpg", alt: "Baustelle", caption: "" } : undefined),
};

const builder = (data: unknown) => ({ _elementor_edit_mode: "builder", _elementor_data: typeof data === "string" ? data : JSON.stringify(data), _elementor_version: "3.18.3" });

const shape = blockShape;

/** Every block is what its module's schema makes of it, sanitised, and no address of the old uploads is left. */
function expectValid(blocks: Block[]) {
  for (const block of flattenBlocks(blocks)) {
    expect(getBlockModule(block.type)!.schema.parse(block.content), block.type).toEqual(block.content);
  }
  expect(sanitizeBlocks(blocks)).toEqual(blocks);
  expect(JSON.stringify(blocks)).not.toMatch(/alt\.example\.de/);
}

function widget(widgetType: string, settings: Record<string, unknown>, id = "w1") {
  return { id, elType: "widget", widgetType, settings, elements: [] };
}

describe("Elementor pricing page (sections and columns)", () => {
  const html = fixture("elementor-pricing.html");
  const { blocks, notes } = convertWordPressContent(html, ctx, builder(fixture("elementor-pricing.json")));

  test("each section is a band; the two plans stand side by side in a row of two columns", () => {
    expectValid(blocks);
    expect(blocks.map(shape)).toEqual([
      { type: "section", slots: { children: [{ type: "heading" }, { type: "paragraph" }] } },
      elementorPricingShape,
      {
        type: "section",
        slots: {
          children: [
            {
              type: "flexible-row",
              slots: {
                "columns[0]": [{ type: "image" }, { type: "heading" }, { type: "paragraph" }],
                "columns[1]": [{ type: "image" }, { type: "heading" }, { type: "paragraph" }],
                "columns[2]": [{ type: "image" }, { type: "heading" }, { type: "paragraph" }],
              },
            },
          ],
        },
      },
      { type: "section", slots: { children: [{ type: "spacer" }, { type: "testimonial" }, { type: "video" }, { type: "image" }] } },
    ]);
  });

  test("plans keep their texts, prices, features and booking links; widths and backgrounds come from the settings", () => {
    const [intro, pricing, boxes] = blocks;
    expect(intro!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#f4f6f8", padding: { top: 60, right: 0, bottom: 20, left: 0 } });
    expect(intro!.slots!.children![0]!.content).toMatchObject({ text: "Unsere Pakete", level: 1, alignment: "center" });
    const row = pricing!.slots!.children![0]!;
    expect(row.content).toMatchObject({ columns: 2, columnWidths: [50, 50], alignment: "start" });
    const [basis, premium] = [row.slots!["columns[0]"]!, row.slots!["columns[1]"]!];
    expect(basis.map((b) => b.content.text ?? b.content.items)).toEqual([
      "Basis",
      "<p><strong>29 €</strong> / Monat</p>",
      ["5 Seiten", "E-Mail-Support", "SSL-Zertifikat"],
      "Basis buchen",
    ]);
    expect(basis[0]!.content).toMatchObject({ level: 3, alignment: "center", color: "#1e2a3b" });
    expect(basis[1]!.content.alignment).toBe("center");
    expect(basis[3]!.content).toMatchObject({ href: "/kontakt/?paket=basis", target: "_self", align: "left" });
    expect(premium[2]!.content.items).toEqual(["Unbegrenzte Seiten", "Telefon-Support", "SSL-Zertifikat", "Tägliche Sicherung"]);
    expect(premium[3]!.content).toMatchObject({ text: "Premium buchen", href: "/kontakt/?paket=premium" });
    // No <br> inside a link, nothing of the flattened copy doubled.
    expect(JSON.stringify(blocks)).not.toMatch(/<br/);
    expect(flattenBlocks(blocks).filter((b) => b.type === "button")).toHaveLength(2);

    const three = boxes!.slots!.children![0]!;
    // Resized by hand in Elementor (_inline_size): 25/50/25, not the structure's thirds.
    expect(three.content.columnWidths).toEqual([25, 50, 25]);
    expect(three.slots!["columns[0]"]!.map((b) => b.content.src ?? b.content.text)).toEqual(["/media/beratung.jpg", "Beratung", "<p>Wir hören zu, bevor wir planen.</p>"]);
    expect(three.slots!["columns[0]"]![0]!.content.alt).toBe("Beratungsgespräch");
    // No alt in the settings: the attachment's.
    expect(three.slots!["columns[1]"]![0]!.content.alt).toBe("Baustelle");
    expect(three.slots!["columns[0]"]![1]!.content.level).toBe(4);
    expect(three.slots!["columns[1]"]![1]!.content.level).toBe(3);
  });

  test("testimonial, spacer, video and image carry their settings", () => {
    const [spacer, testimonial, video, image] = blocks[3]!.slots!.children!;
    expect(spacer!.content).toEqual({ height: 48 });
    expect(testimonial!.content).toEqual({
      quote: "Seit dem Umzug auf das neue Paket läuft unsere Website ohne Ausfälle.",
      author: "Petra Lange",
      position: "Inhaberin, Blumen Lange",
      photo: "/media/kundin.jpg",
      layout: "centered",
    });
    expect(video!.content).toMatchObject({ src: "https://www.youtube.com/watch?v=XHOmBV4js_E" });
    expect(image!.content).toMatchObject({ src: "/media/team-1024x683.jpg", caption: "Unser Team im Büro", width: "auto" });
  });

  test("a column with a background of its own (a highlighted plan) keeps it", () => {
    const data = JSON.parse(fixture("elementor-pricing.json")) as { elements: { settings: Record<string, unknown> }[] }[];
    Object.assign(data[1]!.elements[1]!.settings, { background_background: "classic", background_color: "#FFF8E1", padding: { unit: "px", top: "24", right: "24", bottom: "24", left: "24", isLinked: true } });
    const row = convertWordPressContent(html, ctx, builder(data)).blocks[1]!.slots!.children![0]!;
    expect(row.slots!["columns[0]"]!.map((b) => b.type)).toEqual(["heading", "paragraph", "list", "button"]);
    expect(row.slots!["columns[1]"]!.map(shape)).toEqual([{ type: "section", slots: { children: [{ type: "heading" }, { type: "paragraph" }, { type: "list" }, { type: "button" }] } }]);
    expect(row.slots!["columns[1]"]![0]!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#fff8e1", padding: { top: 24, right: 24, bottom: 24, left: 24 } });
  });

  test("the report names Elementor", () => {
    expect(notes).toEqual(["Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen"]);
  });

  test("the same page from its flattened HTML alone (what the import did before) has no columns", () => {
    const flat = convertWordPressContent(html, ctx).blocks;
    expect(flat.some((b) => b.type === "flexible-row" || b.type === "section")).toBe(false);
  });
});

describe("Elementor containers (flexbox)", () => {
  const card = (id: string, title: string, width?: number) => ({
    id,
    elType: "container",
    isInner: true,
    settings: { content_width: "full", ...(width ? { width: { unit: "%", size: width, sizes: [] } } : {}) },
    elements: [widget("heading", { title, header_size: "h3" }, `${id}h`), widget("text-editor", { editor: `<p>Über ${title}.</p>` }, `${id}t`)],
  });

  test("a row container puts its child containers side by side with their widths; a column container stacks", () => {
    const data = [
      {
        id: "c0",
        elType: "container",
        isInner: false,
        settings: { content_width: "boxed", flex_direction: "column" },
        elements: [
          widget("heading", { title: "Leistungen", header_size: "h2" }, "h0"),
          { id: "c1", elType: "container", isInner: true, settings: { flex_direction: "row", flex_align_items: "center" }, elements: [card("a", "Planung", 30), card("b", "Bau", 70)] },
        ],
      },
    ];
    const { blocks, notes } = convertWordPressContent("<h2>Leistungen</h2><h3>Planung</h3><p>Über Planung.</p><h3>Bau</h3><p>Über Bau.</p>", ctx, builder(data));
    expectValid(blocks);
    expect(blocks.map(shape)).toEqual([
      {
        type: "section",
        slots: {
          children: [
            { type: "heading" },
            { type: "flexible-row", slots: { "columns[0]": [{ type: "heading" }, { type: "paragraph" }], "columns[1]": [{ type: "heading" }, { type: "paragraph" }] } },
          ],
        },
      },
    ]);
    const row = blocks[0]!.slots!.children![1]!;
    expect(row.content).toMatchObject({ columns: 2, columnWidths: [30, 70], alignment: "center" });
    expect(row.slots!["columns[1]"]![0]!.content.text).toBe("Bau");
    // A top-level container without background adds no padding of its own.
    expect(blocks[0]!.content.padding).toEqual({ top: 0, right: 0, bottom: 0, left: 0 });
    expect(notes).toEqual(["Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen"]);
  });

  test("a row that wraps (widths over 100 %) and a grid become several rows", () => {
    const wrap = [{ id: "w", elType: "container", isInner: false, settings: { flex_direction: "row", flex_wrap: "wrap" }, elements: ["A", "B", "C", "D"].map((t, i) => card(`w${i}`, t, 50)) }];
    const wrapped = convertWordPressContent("", ctx, builder(wrap)).blocks[0]!.slots!.children!;
    expect(wrapped.map((b) => [b.type, b.content.columnWidths])).toEqual([["flexible-row", [50, 50]], ["flexible-row", [50, 50]]]);

    const grid = [{ id: "g", elType: "container", isInner: false, settings: { container_type: "grid", grid_columns_grid: { unit: "fr", size: 3 } }, elements: ["A", "B", "C", "D", "E"].map((t, i) => card(`g${i}`, t)) }];
    const rows = convertWordPressContent("", ctx, builder(grid)).blocks[0]!.slots!.children!;
    expect(rows.map((b) => b.content.columns)).toEqual([3, 2]);
    expect(rows[1]!.slots!["columns[1]"]![0]!.content.text).toBe("E");
  });

  test("widgets side by side in a row container take their custom widths; hidden-on-desktop elements are left out and counted", () => {
    const data = [
      {
        id: "r",
        elType: "container",
        isInner: false,
        settings: { flex_direction: "row", background_background: "classic", background_color: "#0A3D62" },
        elements: [
          widget("image", { image: { url: "https://alt.example.de/wp-content/uploads/2024/01/logo.png", id: 0 }, _element_width: "initial", _element_custom_width: { unit: "%", size: 25 } }, "i"),
          widget("text-editor", { editor: "<p>Seit 1998 in Köln.</p>" }, "t"),
          widget("heading", { title: "Nur für Handys", hide_desktop: "hidden-desktop" }, "m"),
        ],
      },
    ];
    const { blocks, notes } = convertWordPressContent("", ctx, builder(data));
    expectValid(blocks);
    expect(blocks[0]!.content).toMatchObject({ backgroundType: "color", backgroundColor: "#0a3d62" });
    expect(blocks[0]!.slots!.children![0]!.content).toMatchObject({ columns: 2, columnWidths: [25, 75] });
    expect(JSON.stringify(blocks)).not.toContain("Nur für Handys");
    expect(notes).toContain("1 Elementor-Element nur auf Tablet oder Handy sichtbar – nicht übernommen");
  });
});

describe("Elementor data that cannot be used", () => {
  const html = "<h2>Kontakt</h2>\n<p>Rufen Sie an.</p>\n<a href=\"https://alt.example.de/kontakt/\" role=\"button\">\nTermin\n</a>";

  test("broken JSON: the flattened HTML as before, and the report says why", () => {
    const { blocks, notes } = convertWordPressContent(html, ctx, builder('[{"id":"1a","elType":"section","elements":[{"id":"2b"'));
    expectValid(blocks);
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "paragraph"]);
    expect(blocks[0]!.content.text).toBe("Kontakt");
    expect(notes).toEqual(["Mit Elementor gestaltet, aber die Elementor-Daten (_elementor_data) sind kein gültiges JSON: aus dem HTML übernommen, Spalten und Gestaltung fehlen"]);
  });

  test("missing data: the same, with its own note", () => {
    const { blocks, notes } = convertWordPressContent(html, ctx, { _elementor_edit_mode: "builder" });
    expect(blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "paragraph"]);
    expect(notes[0]).toMatch(/^Mit Elementor gestaltet, aber ohne Elementor-Daten/);
  });

  test("nothing readable in the data (only widgets of add-ons without texts), but the HTML shows something: the HTML", () => {
    const data = [{ id: "s", elType: "section", settings: {}, elements: [{ id: "c", elType: "column", settings: {}, elements: [widget("jet-smart-filters-search", { filter_id: "12" })] }] }];
    const { blocks, notes } = convertWordPressContent("<p>Schreiben Sie uns.</p>", ctx, builder(data));
    expect(blocks.map((b) => b.content.text)).toEqual(["<p>Schreiben Sie uns.</p>"]);
    expect(notes).toContain("Mit Elementor gestaltet, aber in den Elementor-Daten nichts Lesbares: aus dem HTML übernommen, Spalten und Gestaltung fehlen");
  });

  test("data left over from Elementor on a page edited in WordPress again (no edit mode) is ignored", () => {
    const { blocks, notes } = convertWordPressContent("<p>Neu geschrieben.</p>", ctx, { _elementor_data: JSON.stringify([widget("heading", { title: "Alt" })]) });
    expect(blocks.map((b) => b.content.text)).toEqual(["<p>Neu geschrieben.</p>"]);
    expect(notes).toEqual([]);
  });
});

describe("Elementor widgets we have no block for", () => {
  const section = (...widgets: unknown[]) => [{ id: "s", elType: "section", isInner: false, settings: {}, elements: [{ id: "c", elType: "column", settings: { _column_size: 100 }, elements: widgets }] }];

  test("kept as their rendered HTML from the flattened copy, named in the report with their count", () => {
    const data = section(
      widget("heading", { title: "Zahlen" }, "h"),
      widget("counter", { starting_number: 0, ending_number: 250, suffix: "+", title: "Zufriedene Kunden", title_color: "#333333" }, "c1"),
      widget("counter", { ending_number: 12, title: "Jahre Erfahrung" }, "c2"),
      widget("alert", { alert_type: "info", alert_title: "Hinweis", alert_description: "Wir haben vom 24.12. bis 2.1. geschlossen." }, "a"),
    );
    const html = "<h2>Zahlen</h2>\n<p>0+ Zufriedene Kunden</p>\n<p>0 Jahre Erfahrung</p>\n<strong>Hinweis</strong>\nWir haben vom 24.12. bis 2.1. geschlossen.";
    const { blocks, notes } = convertWordPressContent(html, ctx, builder(data));
    expectValid(blocks);
    const children = blocks[0]!.slots!.children!;
    expect(children.map((b) => [b.type, b.content.html ?? b.content.text])).toEqual([
      ["heading", "Zahlen"],
      ["html-content", "<p>0+ Zufriedene Kunden</p>"],
      ["html-content", "<p>0 Jahre Erfahrung</p>"],
      ["html-content", "<p><strong>Hinweis</strong>\nWir haben vom 24.12. bis 2.1. geschlossen.</p>"],
    ]);
    expect(notes).toEqual([
      "Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen",
      "Elementor-Widget „counter“ als HTML übernommen (2×)",
      "Elementor-Widget „alert“ als HTML übernommen (1×)",
    ]);
  });

  test("not in the flattened copy: their texts, named; a widget without text is named as not taken", () => {
    const data = section(
      widget("price-table", { heading: "Profi", currency_symbol: "euro", price: "99", period: "pro Monat", features_list: [{ item_text: "Alles aus Premium", selected_item_icon: { value: "fas fa-check" } }], button_text: "Jetzt anfragen", link: { url: "https://alt.example.de/kontakt/" } }, "p"),
      widget("theme-site-logo", {}, "l"),
    );
    const { blocks, notes } = convertWordPressContent("", ctx, builder(data));
    expectValid(blocks);
    expect(blocks[0]!.slots!.children!.map((b) => b.content.text)).toEqual(["<p>Profi</p><p>pro Monat</p><p>Alles aus Premium</p><p>Jetzt anfragen</p>"]);
    expect(notes).toEqual([
      "Mit Elementor gestaltet: Layout aus den Elementor-Daten übernommen",
      "Elementor-Widget „theme-site-logo“ ohne Inhalt – nicht übernommen",
      "Elementor-Widget „price-table“ nur als Text übernommen (1×)",
    ]);
  });

  test("HTML, Google Maps, accordion and an icon list with links use their blocks", () => {
    const data = section(
      widget("html", { html: '<iframe src="https://player.vimeo.com/video/76979871"></iframe>' }, "h"),
      widget("google_maps", { address: "Domkloster 4, 50667 Köln", zoom: { unit: "px", size: 14 }, height: { unit: "px", size: 300 } }, "g"),
      widget("accordion", { tabs: [{ tab_title: "Wie lange dauert es?", tab_content: "<p>Etwa <strong>zwei</strong> Wochen.</p>" }] }, "a"),
      widget("icon-list", { icon_list: [{ text: "Impressum", link: { url: "https://alt.example.de/impressum/" } }, { text: "Datenschutz", link: { url: "" } }] }, "i"),
      widget("divider", {}, "d"),
    );
    const { blocks, notes } = convertWordPressContent("", ctx, builder(data));
    expectValid(blocks);
    const children = blocks[0]!.slots!.children!;
    expect(children.map((b) => b.type)).toEqual(["video", "google-maps", "faq", "paragraph", "divider"]);
    expect(children[1]!.content).toMatchObject({ address: "Domkloster 4, 50667 Köln", zoom: 14, height: "300" });
    expect(children[2]!.content.items).toEqual([{ id: "faq-1", question: "Wie lange dauert es?", answer: "Etwa zwei Wochen." }]);
    expect(children[3]!.content.text).toBe('<ul><li><a href="/impressum/">Impressum</a></li><li>Datenschutz</li></ul>');
    expect(notes).toContain("Liste mit Links oder Bildern als formatierter Text übernommen");
  });
});
