import { describe, expect, test } from "vitest";
import { wpautop } from "./wpautop.server";

describe("wpautop (WordPress's classic-editor formatting)", () => {
  test("a blank line separates paragraphs, a single newline is a <br />", () => {
    expect(wpautop("Eins\nzwei\n\nDrei")).toBe("<p>Eins<br />\nzwei</p>\n<p>Drei</p>\n");
  });

  test("more blank lines and Windows line ends are one break", () => {
    expect(wpautop("A\r\n\r\n\r\n\r\nB")).toBe("<p>A</p>\n<p>B</p>\n");
  });

  test("block elements are not wrapped in <p> and get no <br /> after them", () => {
    expect(wpautop("<h2>Titel</h2>\nText danach\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>")).toBe(
      "<h2>Titel</h2>\n<p>Text danach</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n",
    );
  });

  test("<pre> keeps its line breaks; a newline inside a tag is no line break", () => {
    expect(wpautop("<pre>a\n\nb</pre>\n\n<img\nsrc=\"x.jpg\" alt=\"\">")).toBe('<pre>a\n\nb</pre>\n<p><img src="x.jpg" alt=""></p>\n');
  });

  test("a quote gets its paragraph inside", () => {
    expect(wpautop("<blockquote>Zitat</blockquote>")).toBe("<blockquote><p>Zitat</p></blockquote>\n");
  });

  test("extra block tags (the converter's placeholders) stand alone", () => {
    expect(wpautop('Text\n<wp-shortcode data-i="0"></wp-shortcode>\nmehr', ["wp-shortcode"])).toBe(
      '<p>Text</p>\n<wp-shortcode data-i="0"></wp-shortcode>\n<p>mehr</p>\n',
    );
  });

  test("empty input is empty", () => {
    expect(wpautop("  \n ")).toBe("");
  });
});
