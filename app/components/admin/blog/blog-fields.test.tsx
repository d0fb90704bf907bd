import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import type { Block } from "~/blocks/types";
import { PropertiesPanel } from "~/components/admin/editor/properties/properties-panel";
import { computeValue } from "~/components/admin/editor/properties/computed";

/** The blog fields of the generated properties panel: category suggestions and the computed read time. */
const meta = (content: Record<string, unknown>): Block => ({ id: "m", type: "blog-meta", content });
const paragraph = (words: number): Block => ({ id: `p${words}`, type: "paragraph", content: { text: `<p>${"Wort ".repeat(words)}</p>` } });

function panel(block: Block, pageBlocks: Block[], suggestions: Record<string, string[]> = {}) {
  const module = getBlockModule("blog-meta")!;
  return renderToStaticMarkup(
    <PropertiesPanel block={block} module={module} pages={[]} suggestions={suggestions} pageBlocks={pageBlocks} onContent={() => {}} onStyle={() => {}} />,
  );
}

describe("blog-meta fields in the properties panel", () => {
  it("offers the editor's category list as a datalist of the category input", () => {
    const html = panel(meta({ category: "Innovation" }), [], { blogCategories: ["Innovation", "Fräsen & Drehen"] });
    const list = html.match(/<datalist id="([^"]+)"[^>]*>(.*?)<\/datalist>/);
    expect(list).not.toBeNull();
    expect(list![2]).toContain('value="Innovation"');
    expect(list![2]).toContain('value="Fräsen &amp; Drehen"');
    // The category input points at it; no other input does.
    expect(html).toMatch(new RegExp(`<input[^>]*list="${list![1]}"[^>]*value="Innovation"`));
    expect(html.match(/list="/g)).toHaveLength(1);
  });

  it("renders no datalist without a list of that name", () => {
    expect(panel(meta({}), [])).not.toContain("<datalist");
  });

  it("shows the computed read time while the field is empty, and not once a number overrides it", () => {
    const blocks = [meta({ readTime: 0 }), paragraph(401)];
    const empty = panel(blocks[0], blocks);
    expect(empty).toContain("Berechnet: 3 Min.");
    expect(empty).toMatch(/placeholder="3"/);
    const set = panel(meta({ readTime: 7 }), [meta({ readTime: 7 }), paragraph(401)]);
    expect(set).not.toContain("Berechnet:");
    expect(set).toMatch(/value="7"/);
  });

  it("counts the post's words without its meta block, at least one minute", () => {
    expect(computeValue("readTime", [meta({ excerpt: "Wort ".repeat(500) })])).toEqual({ value: 1, label: "Berechnet: 1 Min." });
    expect(computeValue("readTime", [paragraph(200), paragraph(1)])?.value).toBe(2);
    expect(computeValue("unknown", [])).toBeNull();
  });
});
