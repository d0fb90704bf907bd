import { describe, expect, it } from "vitest";
import { barRect, EDGE_OVERLAP, intersects, placeBars, SIDE_INSET, type Rect } from "./frame-bars";

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });
const BAR = { width: 150, height: 34 };

describe("frame bars of nested blocks (issue 38)", () => {
  it("computes a bar's place on its frame: across the top edge, above, below; right or left", () => {
    const frame = rect(100, 200, 400, 100);
    expect(barRect(frame, BAR, "edge-right")).toEqual(rect(500 - SIDE_INSET - 150, 200 - EDGE_OVERLAP, 150, 34));
    expect(barRect(frame, BAR, "above-left")).toEqual(rect(100 + SIDE_INSET, 166, 150, 34));
    expect(barRect(frame, BAR, "below-right")).toEqual(rect(346, 300, 150, 34));
  });

  it("puts the hovered block's bar above it, off its own text, and the parent's where the two do not meet", () => {
    // A paragraph in the right column of a row: both right edges and tops coincide.
    const row = rect(100, 200, 600, 200);
    const paragraph = rect(420, 200, 280, 60);
    const places = placeBars({ frame: paragraph, bar: BAR, avoid: [], body: paragraph }, { frame: row, bar: { width: 190, height: 34 }, avoid: [] });
    expect(places.hovered).toBe("above-right");
    const hovered = barRect(paragraph, BAR, places.hovered!);
    const parent = barRect(row, { width: 190, height: 34 }, places.parent!);
    expect(intersects(hovered, paragraph)).toBe(false);
    expect(intersects(hovered, parent)).toBe(false);
    expect(intersects(parent, paragraph)).toBe(false);
    expect(places.parent).toBe("above-left");
  });

  it("keeps a bar inside a container that clips (a section's rounded corners)", () => {
    const section = rect(0, 100, 800, 300);
    const paragraph = rect(40, 110, 300, 60);
    const places = placeBars({ frame: paragraph, bar: BAR, avoid: [], body: paragraph, within: section }, null);
    expect(places.hovered).toMatch(/^below/);
  });

  it("never puts a hover bar on the selected block's text or bar", () => {
    // The selected paragraph's text ends 8 px above the hovered one: a bar across its top edge
    // (14 px up) or above it would reach into that text.
    const selectedText = rect(100, 100, 300, 92);
    const hoveredFrame = rect(100, 200, 300, 60);
    const places = placeBars({ frame: hoveredFrame, bar: BAR, avoid: [selectedText] }, null);
    expect(intersects(barRect(hoveredFrame, BAR, places.hovered!), selectedText)).toBe(false);
    expect(places.hovered).toMatch(/^below/);
  });

  it("keeps a hover bar off the neighbours' text, and where no place is free takes the one that covers least", () => {
    // An image below a paragraph in a narrow column: above it would cover the paragraph's text.
    const paragraph = rect(100, 100, 200, 40);
    const image = rect(100, 152, 200, 100);
    expect(placeBars({ frame: image, bar: BAR, avoid: [paragraph], body: image }, null).hovered).toBe("below-right");
    // A block close below as well: below covers 10 px of it, above 22 px of the paragraph, the edge 20 px of itself.
    const next = rect(100, 264, 200, 10);
    expect(placeBars({ frame: image, bar: BAR, avoid: [paragraph, next], body: image }, null).hovered).toBe("below-right");
  });

  it("shows each bar where nothing is free at its first place rather than not at all", () => {
    const frame = rect(0, 0, 100, 20);
    const everywhere = rect(-1000, -1000, 3000, 3000);
    expect(placeBars({ frame, bar: BAR, avoid: [everywhere] }, null)).toEqual({ hovered: "above-right" });
    expect(placeBars(null, null)).toEqual({});
  });
});
