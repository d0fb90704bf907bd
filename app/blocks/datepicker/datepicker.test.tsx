import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "d1" });
}

describe("datepicker block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({ label: "Datum", placeholder: "", required: false });
    expect(block.label).toBe("Datumsauswahl");
    expect(block.category).toBe("Forms");
  });

  it("rejects values of the wrong kind", () => {
    expect(block.schema.safeParse({ required: "ja" }).success).toBe(false);
    expect(block.schema.safeParse({ label: 3 }).success).toBe(false);
  });

  it("renders a native date input tied to its label, with the placeholder as a hint", () => {
    const html = render({ label: "Wunschtermin", placeholder: "Bitte einen Werktag wählen", required: true });
    const id = /<input id="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>Wunschtermin<span aria-hidden="true"[^>]*>\\*</span></label>`));
    expect(html).toMatch(/<input[^>]*type="date"[^>]*required=""[^>]*aria-describedby="([^"]+)"/);
    const hint = /aria-describedby="([^"]+)"/.exec(html)![1];
    expect(html).toMatch(new RegExp(`<p id="${hint}"[^>]*>Bitte einen Werktag wählen</p>`));
    expect(html).not.toContain('placeholder="');
    expect(html).toContain('name="wunschtermin"');
  });

  it("has no hint and no required mark by default", () => {
    const html = render({});
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain('required="');
  });
});
