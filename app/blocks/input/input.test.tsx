import { describe, expect, it } from "vitest";
import { block, effectiveInputType, INPUT_TYPES } from "./block";
import { renderBlock } from "../render-for-test";
import { fieldId, fieldName } from "./form-field";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "i1" });
}

describe("input block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({ label: "Eingabefeld", inputType: "text", placeholder: "", required: false });
    expect(block.category).toBe("Forms");
  });

  it("allows only the six input types and reads the older `type` field", () => {
    expect(INPUT_TYPES).toEqual(["text", "email", "password", "number", "tel", "url"]);
    expect(block.schema.parse({ inputType: "file" }).inputType).toBe("text");
    expect(block.schema.parse({ inputType: "hidden", type: "hidden" }).type).toBeUndefined();
    expect(effectiveInputType(block.schema.parse({ type: "email" }))).toBe("email");
    expect(effectiveInputType(block.schema.parse({ type: "email", inputType: "tel" }))).toBe("tel");
  });

  it("renders a label tied to the input with native validation attributes", () => {
    const html = render({ label: "E-Mail-Adresse", inputType: "email", placeholder: "name@firma.de", required: true });
    const id = /<input id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>E-Mail-Adresse<span aria-hidden="true"[^>]*>\\*</span></label>`));
    expect(html).toContain('type="email"');
    expect(html).toContain('name="e-mail-adresse"');
    expect(html).toContain('placeholder="name@firma.de"');
    expect(html).toContain('required=""');
    expect(html).toContain('autoComplete="email"');
  });

  it("marks nothing as required when not required", () => {
    const html = render({ label: "Firma" });
    expect(html).not.toContain('required="');
    expect(html).not.toContain("*");
    expect(html).not.toContain('placeholder="');
  });

  it("builds safe ids and names", () => {
    expect(fieldName(" vor name ", "x", "f")).toBe("vorname");
    expect(fieldName("", "Straße & Nr.", "f")).toBe("strasse-und-nr");
    expect(fieldName("", "", "f")).toBe("f");
    expect(fieldId("a b", "c\"d")).toBe("feld-a-b-c-d");
  });
});
