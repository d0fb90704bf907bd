import { describe, expect, it } from "vitest";
import { block } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "f1" });
}

describe("faq block", () => {
  it("defaults to a title and three German sample items", () => {
    const d = block.schema.parse({});
    expect(d.title).toBe("Häufig gestellte Fragen");
    expect(d.description).toBe("");
    expect(d.items).toHaveLength(3);
    for (const i of d.items) {
      expect(i.id).not.toBe("");
      expect(i.question).toMatch(/\?$/);
      expect(i.answer.length).toBeGreaterThan(0);
    }
    // Each parse gets its own copies of the defaults.
    block.schema.parse({}).items[0].question = "geändert";
    expect(block.schema.parse({}).items[0].question).not.toBe("geändert");
    expect(block.category).toBe("Components");
  });

  it("fills missing item fields with defaults", () => {
    expect(block.schema.parse({ items: [{ question: "Q?" }] }).items).toEqual([{ id: "", question: "Q?", answer: "" }]);
  });

  it("renders an accordion of native details/summary that works without JavaScript", () => {
    const html = render({
      title: "Fragen & Antworten",
      description: "Alles Wichtige auf einen Blick.",
      items: [
        { id: "lieferzeit", question: "Wie lange dauert die Lieferung?", answer: "Etwa 5 Werktage." },
        { id: "zahlung", question: "Welche Zahlarten gibt es?", answer: "Rechnung <b>oder</b> Vorkasse." },
      ],
    });
    expect(html).toMatch(/<section aria-labelledby="faq-f1-titel"/);
    expect(html).toMatch(/<h2 id="faq-f1-titel"[^>]*>Fragen &amp; Antworten<\/h2>/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<summary/g)).toHaveLength(2);
    expect(html).toMatch(/<details id="lieferzeit"[^>]*><summary[^>]*><span>Wie lange dauert die Lieferung\?<\/span>/);
    expect(html).toContain("Etwa 5 Werktage.");
    expect(html).toContain('aria-hidden="true"');
    // Answers are text, never HTML.
    expect(html).toContain("Rechnung &lt;b&gt;oder&lt;/b&gt; Vorkasse.");
    expect(html).not.toContain("<script");
  });

  it("shows the spec's empty state without items", () => {
    const html = render({ items: [] });
    expect(html).toContain("Keine FAQ-Items vorhanden");
    expect(html).not.toContain("<details");
    expect(render({ items: [{ question: "  " }] })).toContain("Keine FAQ-Items vorhanden");
  });
});
