import { getSchema } from "@tiptap/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/blocks/sanitize.server";
import { HEADING_LEVELS, richTextExtensions } from "./extensions";
import { RichTextDialog } from "./rich-text-dialog";
import { RichTextEditor } from "./rich-text-editor";

/*
 * Unit tests run in Node without a DOM (no jsdom / happy-dom in the project), so TipTap's view is
 * exercised in Chromium (e2e/rich-text.e2e.ts). Here: the server render, the schema, and that the
 * HTML the schema writes passes the server's sanitiser unchanged.
 */

describe("RichTextEditor on the server", () => {
  it("renders the labelled toolbar without throwing, the text area comes after hydration", () => {
    const html = renderToStaticMarkup(<RichTextEditor value="<p>Hallo <strong>Welt</strong></p>" onChange={() => {}} label="Text" />);
    expect(html).toContain('role="toolbar"');
    expect(html).toContain('aria-label="Textformatierung: Text"');
    for (const label of ["Fett (Strg+B)", "Kursiv (Strg+I)", "Unterstrichen (Strg+U)", "Link einfügen oder bearbeiten", "Textfarbe", "Aufzählung", "Nummerierte Liste", "Rückgängig (Strg+Z)", "Wiederholen (Strg+Y)", "Absatzformat"]) {
      expect(html, label).toContain(`aria-label="${label}"`);
    }
    expect(html).toMatch(/aria-label="Fett \(Strg\+B\)"[^>]*aria-pressed="false"/);
    expect(html).toContain(">Absatz</option><option value=\"2\">Überschrift 2</option><option value=\"3\">Überschrift 3</option><option value=\"4\">Überschrift 4</option>");
    // immediatelyRender: false: no editor on the server, so no contenteditable and no stale markup.
    expect(html).not.toContain("contenteditable");
  });

  it("shows the placeholder for empty text", () => {
    expect(renderToStaticMarkup(<RichTextEditor value="" onChange={() => {}} label="Text" placeholder="Schreiben Sie hier …" />)).toContain("Schreiben Sie hier …");
    expect(renderToStaticMarkup(<RichTextEditor value="<p>x</p>" onChange={() => {}} label="Text" placeholder="Schreiben Sie hier …" />)).not.toContain("Schreiben Sie hier …");
  });

  it("the dialog renders nothing while closed", () => {
    expect(renderToStaticMarkup(<RichTextDialog open={false} onOpenChange={() => {}} value="<p>x</p>" onSave={() => {}} title="Text" />)).toBe("");
  });
});

describe("the rich-text schema", () => {
  const schema = getSchema(richTextExtensions());

  it("has the toolbar's marks and nodes", () => {
    for (const mark of ["bold", "italic", "underline", "link", "textStyle"]) expect(Object.keys(schema.marks)).toContain(mark);
    for (const node of ["paragraph", "heading", "bulletList", "orderedList", "listItem", "hardBreak"]) expect(Object.keys(schema.nodes)).toContain(node);
  });

  it("offers headings 2 to 4 only (H1 is the page title)", () => {
    expect(HEADING_LEVELS).toEqual([2, 3, 4]);
    const rules = schema.nodes.heading.spec.parseDOM?.map((r) => ("tag" in r ? r.tag : "")) ?? [];
    expect(rules).toEqual(["h2", "h3", "h4"]);
  });

  it("links default to the same tab", () => {
    expect(schema.marks.link.spec.attrs?.target?.default).toBeNull();
    expect(schema.marks.link.spec.attrs?.rel?.default).toBeNull();
  });
});

describe("the server sanitiser keeps what the editor writes", () => {
  // The exact serialisation TipTap 3 produces for these marks (checked in Chromium by the e2e test).
  const samples = [
    "<p>Ein <strong>fetter</strong>, <em>kursiver</em> und <u>unterstrichener</u> Text.</p>",
    '<p><a href="/kontakt">Kontakt</a>, <a href="mailto:info@example.de">Mail</a>, <a href="tel:+49301234567">Telefon</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer" href="https://example.de">extern</a></p>',
    '<p><span style="color: #3B82F6">blau</span> <span style="color: rgb(59, 130, 246)">auch blau</span> <span style="color: rgba(0, 0, 0, 0.5)">grau</span></p>',
    "<h2>Zwei</h2><h3>Drei</h3><h4>Vier</h4>",
    '<ul><li><p>eins</p></li></ul><ol><li><p>eins</p></li></ol><ol start="3"><li><p>drei</p></li></ol>',
    "<p>Zeile<br>Umbruch</p>",
  ];
  // sanitize-html writes "<br />" and "color:#…" (no space): the same markup, serialised differently.
  const canonical = (html: string) => html.replace(/<br\s*\/?>/g, "<br>").replace(/style="color:\s*/g, 'style="color: ');
  it.each(samples)("%s", (html) => {
    expect(canonical(sanitizeRichText(html))).toBe(html);
  });

  it("drops a javascript: link the editor would refuse anyway", () => {
    expect(sanitizeRichText('<p><a href="javascript:alert(1)">x</a></p>')).toBe("<p><a>x</a></p>");
  });
});
