import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "s1" });
}

describe("select block", () => {
  it("has complete defaults with three options", () => {
    const d = block.schema.parse({});
    expect(d).toMatchObject({ label: "Auswahl", placeholder: "", required: false });
    expect(d.options).toEqual([
      { value: "option-1", label: "Option 1" },
      { value: "option-2", label: "Option 2" },
      { value: "option-3", label: "Option 3" },
    ]);
    expect(block.category).toBe("Forms");
  });

  it("fills missing option fields and turns numbers into text", () => {
    expect(block.schema.parse({ options: [{ value: 5 }, { label: "Nur Text" }] }).options).toEqual([
      { value: "5", label: "" },
      { value: "", label: "Nur Text" },
    ]);
  });

  it("renders a labelled select with an empty placeholder option for native validation", () => {
    const html = render({
      label: "Branche",
      placeholder: "Bitte Branche wählen",
      required: true,
      options: [
        { value: "maschinenbau", label: "Maschinenbau" },
        { value: "", label: "Logistik" },
        { value: "", label: "" },
      ],
    });
    const id = /<select id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Branche<span aria-hidden="true"[^>]*>\\*</span></label>`));
    expect(html).toMatch(/<select[^>]*name="branche"[^>]*required=""/);
    expect(html).toMatch(/<option value="" selected="">Bitte Branche wählen<\/option><option value="maschinenbau">Maschinenbau<\/option><option value="Logistik">Logistik<\/option><\/select>/);
  });

  it("uses the German placeholder when none is set", () => {
    const html = render({});
    expect(html).toContain(">Bitte wählen</option>");
    expect(html).not.toContain('required="');
  });
});
