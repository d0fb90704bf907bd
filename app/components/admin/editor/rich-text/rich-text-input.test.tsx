import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { PropertiesPanel } from "~/components/admin/editor/properties/properties-panel";

function panel(type: string, content: Record<string, unknown>) {
  const module = getBlockModule(type);
  if (!module) throw new Error(type);
  return renderToStaticMarkup(<PropertiesPanel block={{ id: "b1", type, content, style: {} }} module={module} pages={[]} onContent={() => {}} onStyle={() => {}} />);
}

describe("the properties panel's rich-text field", () => {
  it("is the formatting editor, named by its label, with the large-editor button", () => {
    const html = panel("paragraph", { text: "<p>Hallo <strong>Welt</strong></p>" });
    const label = /<span id="([^"]+-label)"[^>]*>Text<\/span>/.exec(html);
    expect(label).not.toBeNull();
    expect(html).toContain(`role="group" aria-labelledby="${label![1]}"`);
    expect(html).toContain('aria-label="Textformatierung: Text"');
    expect(html).toContain("Im großen Editor öffnen");
    expect(html).not.toContain("<textarea");
    expect(html).not.toContain("nicht darstellen");
    expect(html).toContain('data-editable="true"');
  });

  it("warns and locks the inline editor for HTML it would lose", () => {
    const html = panel("html-content", { html: '<table><tr><td>1</td></tr></table><p class="lead">x</p>' });
    expect(html).toContain("Dieser Inhalt enthält Elemente, die der Texteditor nicht darstellen kann (Tabellen, CSS-Klassen)");
    expect(html).toContain('data-editable="false"');
  });
});
