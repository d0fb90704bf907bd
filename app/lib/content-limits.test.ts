import { describe, expect, it } from "vitest";
import { findContentTextProblem, htmlNestingDepth, MAX_CONTENT_CHARS, MAX_CONTENT_ELEMENTS, MAX_HTML_DEPTH, MAX_TEXT_CHARS, scanHtml } from "./content-limits";

const paragraph = (id: string, text: string) => ({ id, type: "paragraph", content: { text } });

describe("content limits", () => {
  it("refuses a field that is a data: URL, naming block and field; a text starting with 'Data:' is fine (issue 38 item 27)", () => {
    const image = (src: string) => [{ id: "bild", type: "image", content: { src, alt: "Halle" } }];
    const problem = findContentTextProblem(image("data:image/png;base64,iVBORw0KGgo="));
    expect(problem).toContain('Block "bild", Feld "content.src"');
    expect(problem).toContain("data:");
    expect(findContentTextProblem(image(" DATA:image/svg+xml;utf8,<svg/>"))).toContain('Feld "content.src"');
    expect(findContentTextProblem(image("data:,Hallo"))).toContain('Feld "content.src"');
    expect(findContentTextProblem(image("/media/images/halle.jpg"))).toBeNull();
    expect(findContentTextProblem([{ id: "h", type: "heading", content: { text: "Data: Analyse im Werk" } }])).toBeNull();
  });

  it("measures the nesting of markup as a browser reads it, without a parse", () => {
    expect(htmlNestingDepth("Text ohne Markup, a < b")).toBe(0);
    expect(htmlNestingDepth("<p>Hallo <strong><em>Welt</em></strong></p><p>x<br>y<img src=x></p>")).toBe(3);
    expect(htmlNestingDepth("<ul><li>a<li>b<li>c</ul>")).toBe(2);
    expect(htmlNestingDepth("<!-- <b><b><b> --><p>x</p>")).toBe(1);
    expect(htmlNestingDepth("<script>for (i = 0; i<n; i++) if (a<b) x();</script>")).toBe(1);
    expect(htmlNestingDepth("<b>".repeat(40))).toBe(MAX_HTML_DEPTH + 1);
    expect(scanHtml("<p>a<br>b</p><ul><li>x</li><li>y</li></ul>")).toEqual({ depth: 2, elements: 5 });
  });

  it("bounds the elements of a page, what sanitising and rendering cost", () => {
    const cells = (n: number) => "<b>x</b>".repeat(n);
    const half = Math.ceil(MAX_CONTENT_ELEMENTS / 2);
    expect(findContentTextProblem([paragraph("a", cells(half - 1)), paragraph("b", cells(half - 1))])).toBeNull();
    expect(findContentTextProblem([paragraph("a", cells(half)), paragraph("b", cells(half + 1))])).toMatch(/^Der Inhalt der Seite hat zu viele HTML-Elemente \(höchstens 20\.000\)/);
  });

  it("refuses 150,000 nested <b> at once, naming block and field", () => {
    const hostile = `<p>${"<b>".repeat(150_000)}x${"</b>".repeat(150_000)}</p>`;
    const started = performance.now();
    const problem = findContentTextProblem([paragraph("p1", hostile)]);
    expect(performance.now() - started).toBeLessThan(100);
    expect(problem).toBe(`Block "p1", Feld "content.text": Die Formatierung ist zu tief verschachtelt (höchstens ${MAX_HTML_DEPTH} Ebenen).`);
    const deep = `<p>${"<b>".repeat(40)}x${"</b>".repeat(40)}</p>`;
    expect(findContentTextProblem([{ id: "s", type: "section", content: {}, children: [paragraph("innen", deep)] }])).toBe(
      `Block "innen", Feld "content.text": Die Formatierung ist zu tief verschachtelt (höchstens ${MAX_HTML_DEPTH} Ebenen).`,
    );
  });

  it("bounds each text and the whole content, and names slide blocks like any block", () => {
    expect(findContentTextProblem([paragraph("a", "x".repeat(MAX_TEXT_CHARS))])).toBeNull();
    expect(findContentTextProblem([paragraph("a", "x".repeat(MAX_TEXT_CHARS + 1))])).toBe('Block "a", Feld "content.text": Der Text ist zu lang (höchstens 200.000 Zeichen).');
    const many = Array.from({ length: MAX_CONTENT_CHARS / MAX_TEXT_CHARS + 1 }, (_, i) => paragraph(`p${i}`, "x".repeat(MAX_TEXT_CHARS)));
    expect(findContentTextProblem(many)).toMatch(/^Der Inhalt der Seite ist zu groß/);
    const slides = [
      { id: "s1", type: "slide", content: { title: "Gut" }, children: [paragraph("t1", "<p>ok</p>")] },
      { id: "s2", type: "slide", content: { title: "NUL\u0000" }, children: [] },
    ];
    expect(findContentTextProblem(slides)).toMatch(/^Block "s2", Feld "content.title": enthält unzulässige Zeichen/);
    expect(findContentTextProblem([paragraph("ok", "<p>Grüße 💚\nzweite Zeile</p>")])).toBeNull();
  });
});
