import { describe, expect, test } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { convertWordPressContent, type ConvertContext } from "./convert.server";

/**
 * Issue 39, "never drop content silently": a picture's link (<a href><img></a> in text, headings and
 * [caption], Gutenberg's image block, Elementor, WPBakery, Divi) arrives on our image block. A link
 * to the picture's own file or attachment page (a lightbox) is no link; nothing says "lost" any more.
 */

const ctx: ConvertContext = {
  // As the import maps them: uploads (any size) → /media/…, pages and posts of the old site → our paths.
  mapUrl: (url) =>
    url
      .replace(/^https?:\/\/(?:i0\.wp\.com\/)?alt\.example\.de\/wp-content\/uploads\/\d{4}\/\d{2}\/([\w-]+?)(?:-\d+x\d+)?\.(jpg|png)(\?.*)?$/, "/media/$1.$2")
      .replace(/^https?:\/\/alt\.example\.de\/leistungen\/?$/, "/leistungen")
      .replace(/^https?:\/\/alt\.example\.de\/2019\/04\/sommerfest\/?$/, "/blog/sommerfest"),
  attachment: (id) => (id === 77 ? { url: "https://alt.example.de/wp-content/uploads/2021/03/team.jpg", alt: "Das Team", caption: "" } : undefined),
};

function convert(html: string, meta?: Record<string, string>) {
  const result = convertWordPressContent(html, ctx, meta);
  for (const block of flattenBlocks(result.blocks)) {
    expect(getBlockModule(block.type)!.schema.parse(block.content), block.type).toEqual(block.content);
  }
  expect(sanitizeBlocks(result.blocks)).toEqual(result.blocks);
  return result;
}

const images = (blocks: Block[]) => flattenBlocks(blocks).filter((b) => b.type === "image");
const links = (blocks: Block[]) => images(blocks).map((b) => ({ src: b.content.src, link: b.content.link, linkTarget: b.content.linkTarget }));
const LOST = /Verlinkung/;

describe("classic HTML", () => {
  test("a picture linked to a page of the old site links to our page; to another site, it stays that address", () => {
    const { blocks, notes } = convert(
      [
        "Unsere Leistungen im Überblick:",
        "",
        '<a href="https://alt.example.de/leistungen/"><img class="aligncenter size-medium wp-image-12" src="https://alt.example.de/wp-content/uploads/2019/04/leistungen-300x200.jpg" alt="Leistungen" width="300" height="200" /></a>',
        "",
        '<a href="https://www.ihk.de/koeln/" target="_blank" rel="noopener"><img src="https://alt.example.de/wp-content/uploads/2019/04/ihk-logo.png" alt="Mitglied der IHK Köln" /></a>',
      ].join("\n"),
    );
    expect(links(blocks)).toEqual([
      { src: "/media/leistungen.jpg", link: "/leistungen", linkTarget: "_self" },
      { src: "/media/ihk-logo.png", link: "https://www.ihk.de/koeln/", linkTarget: "_blank" },
    ]);
    expect(notes.filter((n) => LOST.test(n))).toEqual([]);
  });

  test("a link to the picture's own file (any size, Photon, Live Writer thumbnail) or its attachment page is no link", () => {
    const { blocks, notes } = convert(
      [
        '<a href="https://alt.example.de/wp-content/uploads/2019/04/halle.jpg"><img src="https://alt.example.de/wp-content/uploads/2019/04/halle-1024x683.jpg" alt="Halle" /></a>',
        '<a href="https://alt.example.de/wp-content/uploads/2019/04/halle-scaled.jpg"><img src="https://i0.wp.com/alt.example.de/wp-content/uploads/2019/04/halle.jpg?resize=640%2C427&amp;ssl=1" alt="Halle" /></a>',
        '<a href="http://alt.example.de/wp-content/uploads/2019/04/image_2.png"><img src="http://alt.example.de/wp-content/uploads/2019/04/image_thumb_2.png" alt="Bildschirmfoto" width="244" height="184" /></a>',
        '<a href="https://alt.example.de/2019/04/sommerfest/grill/" rel="attachment wp-att-31"><img class="size-medium wp-image-31" src="https://alt.example.de/wp-content/uploads/2019/04/grill-300x225.jpg" alt="Grill" /></a>',
        '<a href="https://alt.example.de/?attachment_id=32"><img src="https://alt.example.de/wp-content/uploads/2019/04/zelt-300x225.jpg" alt="Zelt" /></a>',
      ].join("\n\n"),
    );
    expect(images(blocks)).toHaveLength(5);
    expect(images(blocks).map((b) => b.content.link)).toEqual(["", "", "", "", ""]);
    expect(notes).toEqual([]);
  });

  test("a linked picture inside a heading and in a [caption] keeps its link", () => {
    const { blocks, notes } = convert(
      [
        '<h6>Das Sommerfest<a href="https://alt.example.de/2019/04/sommerfest/"><img title="fest" border="0" alt="Sommerfest 2019" src="https://alt.example.de/wp-content/uploads/2019/04/fest_thumb.jpg" width="244" height="184"></a></h6>',
        "",
        '[caption id="attachment_12" align="alignright" width="300"]<a href="https://alt.example.de/leistungen/"><img class="size-medium wp-image-12" src="https://alt.example.de/wp-content/uploads/2019/04/werk-300x200.jpg" alt="Werk" width="300" height="200" /></a> Unser Werk in Köln[/caption]',
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(["heading", "image", "image"]);
    expect(blocks[0]!.content.text).toBe("Das Sommerfest");
    expect(blocks[1]!.content).toMatchObject({ alt: "Sommerfest 2019", link: "/blog/sommerfest" });
    expect(blocks[2]!.content).toMatchObject({ caption: "Unser Werk in Köln", align: "right", link: "/leistungen" });
    expect(notes).toEqual([]);
  });

  test("an unsafe address is not linked and is named; the picture stays", () => {
    const { blocks, notes } = convert('<p><a href="javascript:alert(document.cookie)"><img src="https://alt.example.de/wp-content/uploads/2019/04/halle.jpg" alt="Halle"></a></p>');
    expect(links(blocks)).toEqual([{ src: "/media/halle.jpg", link: "", linkTarget: "_self" }]);
    expect(notes).toEqual(["Verlinkung eines Bildes mit unsicherer Adresse nicht übernommen"]);
  });
});

describe("Gutenberg image block", () => {
  const block = (attrs: Record<string, unknown>, inner: string) =>
    `<!-- wp:image ${JSON.stringify(attrs)} -->\n<figure class="wp-block-image size-large">${inner}<figcaption class="wp-element-caption">Bildtext</figcaption></figure>\n<!-- /wp:image -->`;
  const img = '<img src="https://alt.example.de/wp-content/uploads/2023/05/halle-1024x683.jpg" alt="Unsere Halle" class="wp-image-42"/>';

  test("linkDestination custom keeps the link (and its new tab); media and attachment are no link", () => {
    const { blocks, notes } = convert(
      [
        block({ id: 42, sizeSlug: "large", linkDestination: "custom" }, `<a href="https://alt.example.de/leistungen/" target="_blank" rel="noreferrer noopener">${img}</a>`),
        block({ id: 42, sizeSlug: "large", linkDestination: "media" }, `<a href="https://alt.example.de/wp-content/uploads/2023/05/halle.jpg">${img}</a>`),
        block({ id: 42, sizeSlug: "large", linkDestination: "attachment" }, `<a href="https://alt.example.de/halle-2/">${img}</a>`),
        block({ id: 42, sizeSlug: "large", linkDestination: "custom" }, `<a href="mailto:info@example.de">${img}</a>`),
      ].join("\n\n"),
    );
    expect(links(blocks)).toEqual([
      { src: "/media/halle.jpg", link: "/leistungen", linkTarget: "_blank" },
      { src: "/media/halle.jpg", link: "", linkTarget: "_self" },
      { src: "/media/halle.jpg", link: "", linkTarget: "_self" },
      { src: "/media/halle.jpg", link: "mailto:info@example.de", linkTarget: "_self" },
    ]);
    expect(images(blocks).every((b) => b.content.caption === "Bildtext")).toBe(true);
    expect(notes).toEqual([]);
  });

  test("an image block with no saved HTML takes url, href and linkTarget from its attributes", () => {
    const { blocks } = convert('<!-- wp:image {"url":"https://alt.example.de/wp-content/uploads/2023/05/halle.jpg","alt":"Halle","href":"https://alt.example.de/leistungen/","linkDestination":"custom","linkTarget":"_blank"} /-->');
    expect(links(blocks)).toEqual([{ src: "/media/halle.jpg", link: "/leistungen", linkTarget: "_blank" }]);
  });
});

describe("Gutenberg media and text", () => {
  const mediaText = (figure: string) =>
    `<!-- wp:media-text {"mediaId":42,"mediaLink":"https://alt.example.de/halle-2/","mediaType":"image"} -->\n<div class="wp-block-media-text is-stacked-on-mobile"><figure class="wp-block-media-text__media">${figure}</figure><div class="wp-block-media-text__content"><!-- wp:paragraph -->\n<p>Seit 1987 in Köln.</p>\n<!-- /wp:paragraph --></div></div>\n<!-- /wp:media-text -->`;
  const img = '<img src="https://alt.example.de/wp-content/uploads/2023/05/halle-1024x683.jpg" alt="Halle" class="wp-image-42 size-full"/>';

  test("with a linked picture it becomes a row whose image block keeps the link; without one our media-text block", () => {
    const linked = convert(mediaText(`<a href="https://alt.example.de/leistungen/">${img}</a>`));
    expect(linked.blocks.map((b) => b.type)).toEqual(["flexible-row"]);
    expect(links(linked.blocks)).toEqual([{ src: "/media/halle.jpg", link: "/leistungen", linkTarget: "_self" }]);
    const plain = convert(mediaText(img));
    expect(plain.blocks.map((b) => b.type)).toEqual(["media-text"]);
  });
});

describe("page builders", () => {
  const elementor = (widgets: unknown[]) => ({
    _elementor_edit_mode: "builder",
    _elementor_version: "3.18.3",
    _elementor_data: JSON.stringify([{ id: "s1", elType: "section", settings: {}, elements: [{ id: "c1", elType: "column", settings: { _column_size: 100 }, elements: widgets }] }]),
  });
  const widget = (id: string, widgetType: string, settings: Record<string, unknown>) => ({ id, elType: "widget", widgetType, settings, elements: [] });
  const picture = { url: "https://alt.example.de/wp-content/uploads/2021/03/team.jpg", id: 77, alt: "Das Team" };

  test("Elementor: link_to custom keeps the link (is_external: new tab); file (lightbox) is none; an image box's link goes on its picture", () => {
    const { blocks, notes } = convert(
      "<p>Fallback</p>",
      elementor([
        widget("a", "image", { image: picture, link_to: "custom", link: { url: "https://alt.example.de/leistungen/", is_external: "on", nofollow: "" } }),
        widget("b", "image", { image: picture, link_to: "file", open_lightbox: "default" }),
        widget("c", "image-box", { image: picture, title_text: "Unser Team", description_text: "Zwölf Leute.", link: { url: "https://alt.example.de/2019/04/sommerfest/", is_external: "" } }),
      ]),
    );
    expect(links(blocks)).toEqual([
      { src: "/media/team.jpg", link: "/leistungen", linkTarget: "_blank" },
      { src: "/media/team.jpg", link: "", linkTarget: "_self" },
      { src: "/media/team.jpg", link: "/blog/sommerfest", linkTarget: "_self" },
    ]);
    expect(notes.filter((n) => LOST.test(n) || /Bild- und Symbolboxen/.test(n))).toEqual([]);
  });

  test("WPBakery: onclick custom_link with link keeps it (img_link_target); the lightbox is none", () => {
    const { blocks, notes } = convert(
      '[vc_row][vc_column][vc_single_image image="77" img_size="large" onclick="custom_link" link="https://alt.example.de/leistungen/" img_link_target="_blank"][vc_single_image image="77" onclick="link_image"][/vc_column][/vc_row]',
    );
    expect(links(blocks)).toEqual([
      { src: "/media/team.jpg", link: "/leistungen", linkTarget: "_blank" },
      { src: "/media/team.jpg", link: "", linkTarget: "_self" },
    ]);
    expect(notes.filter((n) => LOST.test(n))).toEqual([]);
  });

  test("Divi: url (url_new_window) keeps the link; show_in_lightbox is none", () => {
    const { blocks, notes } = convert(
      '[et_pb_section][et_pb_row][et_pb_column type="4_4"][et_pb_image src="https://alt.example.de/wp-content/uploads/2021/03/team.jpg" alt="Das Team" url="https://alt.example.de/leistungen/" url_new_window="on" _builder_version="4.16"][/et_pb_image][et_pb_image src="https://alt.example.de/wp-content/uploads/2021/03/team.jpg" alt="Das Team" show_in_lightbox="on" url="https://alt.example.de/leistungen/"][/et_pb_image][/et_pb_column][/et_pb_row][/et_pb_section]',
    );
    expect(links(blocks)).toEqual([
      { src: "/media/team.jpg", link: "/leistungen", linkTarget: "_blank" },
      { src: "/media/team.jpg", link: "", linkTarget: "_self" },
    ]);
    expect(notes.filter((n) => LOST.test(n))).toEqual([]);
  });
});
