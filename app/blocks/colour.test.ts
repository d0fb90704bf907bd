import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { readBlocks } from "./content";
import { BlockList } from "./render";

describe("one colour per heading and paragraph", () => {
  it("reads a 'Textfarbe' stored in the style into the content colour and drops the style keys", () => {
    const [heading, paragraph] = readBlocks([
      { id: "h", type: "heading", content: { text: "Titel", level: 2 }, style: { textColor: "#ff0000", fontSize: 20 } },
      { id: "p", type: "paragraph", content: { text: "<p>x</p>" }, style: { color: "#00ff00" } },
    ]);
    expect(heading.content.color).toBe("#ff0000");
    expect(heading.style).toEqual({ fontSize: 20 });
    expect(paragraph.content.color).toBe("#00ff00");
    expect(paragraph.style).toEqual({});
  });

  it("keeps the content colour when both disagree (it is what rendered)", () => {
    const [heading] = readBlocks([{ id: "h", type: "heading", content: { text: "T", color: "#0000ff" }, style: { textColor: "#ff0000" } }]);
    expect(heading.content.color).toBe("#0000ff");
    expect(heading.style).toEqual({});
  });

  it("renders the one value on the heading element, with no second colour on its wrapper", () => {
    const html = renderToStaticMarkup(BlockList({ blocks: readBlocks([{ id: "h", type: "heading", content: { text: "T", level: 2 }, style: { textColor: "#ff0000" } }]) }));
    expect(html.match(/color:/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*style="[^"]*color:#ff0000/);
  });

  it("reads a heading's style alignment and font into its content fields", () => {
    const [heading] = readBlocks([{ id: "h", type: "heading", content: { text: "T" }, style: { textAlign: "center", fontFamily: "Georgia", fontSize: 30 } }]);
    expect(heading.content).toMatchObject({ alignment: "center", fontFamily: "Georgia" });
    expect(heading.style).toEqual({ fontSize: 30 });
  });

  it("leaves other blocks' text colour in their style", () => {
    const [button] = readBlocks([{ id: "b", type: "button", content: {}, style: { textColor: "#ff0000" } }]);
    expect(button.style).toEqual({ textColor: "#ff0000" });
  });
});
