import { describe, expect, it } from "vitest";
import { getBlockModule, allBlockModules } from "~/blocks/registry";
import { slotsOf } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import {
  accepts,
  clickInsertTarget,
  createBlock,
  decideDrop,
  dropTarget,
  gapIndex,
  isNoMove,
  keyboardStops,
  nextStop,
  slotLabel,
  slotZoneId,
  type BlockDropData,
  type DropDecision,
  type SlotDropData,
} from "./drop-model";
import { libraryGroups } from "./library";

const heading = (id: string): Block => ({ id, type: "heading", content: { text: id } });
const section = (id: string, children: Block[]): Block => ({ id, type: "section", content: {}, slots: { children } });

function zone(id: string, parentId: string | null, slot: string, index: number, ancestors: string[] = []): BlockDropData {
  return { kind: "block", id, label: id, parentId, slot, index, ancestors };
}

describe("drop targets", () => {
  it("puts a block before or after the block it is dropped on, and at the end of a slot", () => {
    const b = zone("b", null, "children", 1);
    expect(dropTarget(b, "before")).toEqual({ parentId: null, slot: "children", index: 1 });
    expect(dropTarget(b, "after")).toEqual({ parentId: null, slot: "children", index: 2 });
    const slot: SlotDropData = { kind: "slot", label: "Sektion", parentId: "s", slot: "children", length: 3, ancestors: ["s"] };
    expect(dropTarget(slot, "inside")).toEqual({ parentId: "s", slot: "children", index: 3 });
  });

  it("counts a move down within one slot as the index after the move, and sees a drop on its own place as no move", () => {
    const from = { parentId: null, slot: "children", index: 0 };
    expect(dropTarget(zone("c", null, "children", 2), "after", from)).toEqual({ parentId: null, slot: "children", index: 2 });
    const same = dropTarget(zone("b", null, "children", 1), "before", from);
    expect(isNoMove(same, from)).toBe(true);
    // Into another slot the index is taken as it is.
    expect(dropTarget(zone("p", "s", "children", 0), "before", from)).toEqual({ parentId: "s", slot: "children", index: 0 });
  });

  it("refuses a block onto itself or into anything inside it; library entries go anywhere", () => {
    const dragged = zone("s", null, "children", 0);
    expect(accepts(zone("s", null, "children", 0), dragged)).toBe(false);
    expect(accepts(zone("p", "s", "children", 0, ["s"]), dragged)).toBe(false);
    expect(accepts({ kind: "slot", label: "", parentId: "s", slot: "children", length: 0, ancestors: ["s"] }, dragged)).toBe(false);
    expect(accepts(zone("x", null, "children", 1), dragged)).toBe(true);
    expect(accepts(zone("p", "s", "children", 0, ["s"]), { kind: "new", type: "heading", label: "Überschrift" })).toBe(true);
  });
});

describe("decideDrop: the indicator and the drop come from one decision", () => {
  // Ten blocks of 40 px with 16 px of white space between them, in a slot padded 24 px at the top.
  const ids = Array.from({ length: 10 }, (_, i) => `b${i}`);
  const children = ids.map((id, i) => ({ id, top: 24 + i * 56, bottom: 24 + i * 56 + 40 }));
  const rect = { top: 0, bottom: 24 + 10 * 56 + 8 };
  const root: SlotDropData = { kind: "slot", label: "Seite", parentId: null, slot: "children", length: 10, ancestors: [] };
  const library = { kind: "new" as const, type: "paragraph", label: "Absatz" };
  /** The index in the slot the indicator points at: a line before block k is k, after it k + 1. */
  const shownIndex = (d: DropDecision) => {
    const at = ids.indexOf(d.indicator.overId);
    return d.indicator.position === "after" ? at + 1 : at;
  };

  it("puts a drop in the white gap between two blocks into that gap, not at the end, and shows the line there", () => {
    for (let gap = 0; gap <= 10; gap++) {
      // The middle of the white space before block `gap` (the top padding for 0, below the last for 10).
      const y = gap === 0 ? 12 : gap === 10 ? children[9].bottom + 4 : children[gap].top - 8;
      const decision = decideDrop(root, { y, rect, children }, library)!;
      expect(decision.target, `gap ${gap}`).toEqual({ parentId: null, slot: "children", index: gap });
      expect(shownIndex(decision), `gap ${gap}`).toBe(gap);
    }
  });

  it("puts a drop on a block's upper half before it and on its lower half (down to its bottom edge) after it", () => {
    const b3: BlockDropData = zone("b3", null, "children", 3);
    const span = { top: children[3].top, bottom: children[3].bottom };
    for (const [y, position, index] of [
      [span.top + 1, "before", 3],
      [span.top + 19, "before", 3],
      [span.top + 21, "after", 4],
      [span.bottom - 1, "after", 4],
    ] as const) {
      const decision = decideDrop(b3, { y, rect: span }, library)!;
      expect(decision.indicator).toEqual({ overId: "b3", position });
      expect(decision.target.index).toBe(index);
    }
    expect(gapIndex([span], span.bottom - 2)).toBe(1);
  });

  it("finds the gap in a 500-block slot reading only a few blocks' extents (spec §9: dragging stays smooth)", () => {
    let reads = 0;
    const long = Array.from({ length: 500 }, (_, i) => ({
      get top() {
        reads += 1;
        return i * 50;
      },
      get bottom() {
        return i * 50 + 40;
      },
    }));
    for (const [y, gap] of [[-5, 0], [45, 1], [12_345, 247], [25_000, 500]] as const) {
      reads = 0;
      expect(gapIndex(long, y)).toBe(gap);
      expect(reads).toBeLessThanOrEqual(10);
    }
  });

  it("decides a slot inside a section the same way, and an empty slot takes the block inside", () => {
    const slot: SlotDropData = { kind: "slot", label: "Sektion", parentId: "s", slot: "children", length: 3, ancestors: ["s"] };
    const kids = children.slice(0, 3);
    expect(decideDrop(slot, { y: kids[1].top - 8, rect, children: kids }, library)).toEqual({
      indicator: { overId: "b1", position: "before" },
      target: { parentId: "s", slot: "children", index: 1 },
    });
    expect(decideDrop(slot, { y: kids[2].bottom + 6, rect, children: kids }, library)?.target).toEqual({ parentId: "s", slot: "children", index: 3 });
    const empty: SlotDropData = { ...slot, parentId: "e", length: 0, ancestors: ["e"] };
    expect(decideDrop(empty, { y: 10, rect, children: [] }, library)).toEqual({
      indicator: { overId: slotZoneId("e", "children"), position: "inside" },
      target: { parentId: "e", slot: "children", index: 0 },
    });
    // By keyboard the stop's position decides.
    expect(decideDrop(zone("b2", "s", "children", 2), { position: "after" }, library)?.target).toEqual({ parentId: "s", slot: "children", index: 3 });
  });

  it("moves a block to the gap shown, counting the index after the move, and offers nothing at its own place", () => {
    const dragged = zone("b2", null, "children", 2);
    // Its own gaps (before and after it) change nothing: no indicator, no drop.
    expect(decideDrop(root, { y: children[2].top - 8, rect, children }, dragged)).toBeNull();
    expect(decideDrop(root, { y: children[3].top - 8, rect, children }, dragged)).toBeNull();
    expect(decideDrop(zone("b3", null, "children", 3), { y: children[3].top + 5, rect: children[3] }, dragged)).toBeNull();
    // Further down: the index after taking it out.
    const down = decideDrop(root, { y: children[6].top - 8, rect, children }, dragged)!;
    expect(down.indicator).toEqual({ overId: "b6", position: "before" });
    expect(down.target.index).toBe(5);
    expect(decideDrop(root, { y: 12, rect, children }, dragged)?.target.index).toBe(0);
    // Never onto itself or into itself.
    expect(decideDrop(dragged, { y: children[2].top + 5, rect: children[2] }, dragged)).toBeNull();
  });
});

describe("keyboard stops", () => {
  const tree = [heading("h"), section("s", [heading("p")]), section("e", [])];

  it("walk every block and empty slot in document order, skipping the dragged block's inside and its duplicate place", () => {
    expect(keyboardStops(tree, null)).toEqual([
      { id: "h", position: "before" },
      { id: "s", position: "before" },
      { id: "p", position: "before" },
      { id: "p", position: "after" },
      { id: "e", position: "before" },
      { id: slotZoneId("e", "children"), position: "inside" },
      { id: "e", position: "after" },
    ]);
    expect(keyboardStops(tree, "s")).toEqual([
      { id: "h", position: "before" },
      { id: "s", position: "before" },
      { id: slotZoneId("e", "children"), position: "inside" },
      { id: "e", position: "after" },
    ]);
  });

  it("step up and down and stop at the ends", () => {
    const stops = keyboardStops(tree, "s");
    expect(nextStop(stops, { id: "s", position: "before" }, -1)).toEqual({ id: "h", position: "before" });
    expect(nextStop(stops, { id: "h", position: "before" }, -1)).toEqual({ id: "h", position: "before" });
    expect(nextStop(stops, { id: "e", position: "after" }, 1)).toEqual({ id: "e", position: "after" });
    expect(nextStop(stops, null, 1)).toEqual({ id: "h", position: "before" });
    expect(nextStop([], null, 1)).toBeNull();
  });
});

describe("new blocks and click insertion", () => {
  it("creates a block with the schema's defaults, a fresh id and the declared slots, empty (so not stored)", () => {
    const row = createBlock(getBlockModule("flexible-row")!, () => "r1");
    expect(row).toEqual({ id: "r1", type: "flexible-row", content: getBlockModule("flexible-row")!.schema.parse({}) });
    expect(slotsOf(row)).toEqual([
      { name: "columns[0]", blocks: [] },
      { name: "columns[1]", blocks: [] },
    ]);
    const s = createBlock(getBlockModule("section")!, () => "s1");
    expect(s).not.toHaveProperty("slots");
    expect(slotsOf(s)).toEqual([{ name: "children", blocks: [] }]);
    const h = createBlock(getBlockModule("heading")!, () => "h1");
    expect(slotsOf(h)).toEqual([]);
    expect(h.content).toEqual(getBlockModule("heading")!.schema.parse({}));
  });

  it("names a slot from the block's declaration", () => {
    const texts = { page: "Seite" };
    expect(slotLabel(null, "children", texts)).toBe("Seite");
    expect(slotLabel(section("s", []), "children", texts)).toBe("Sektion");
    const row = createBlock(getBlockModule("flexible-row")!, () => "r");
    expect(slotLabel(row, "columns[1]", texts)).toBe("Flexible Zeile, Spalte 2");
    expect(slotLabel({ id: "u", type: "zukunftsblock", content: {} }, "links", texts)).toBe("zukunftsblock");
  });

  it("inserts at the end of the selected container's first slot, else at the end of the page", () => {
    const tree = [heading("h"), section("s", [heading("p")])];
    expect(clickInsertTarget(tree, null)).toEqual({ parentId: null, slot: "children", index: 2 });
    expect(clickInsertTarget(tree, tree[0])).toEqual({ parentId: null, slot: "children", index: 2 });
    expect(clickInsertTarget(tree, tree[1])).toEqual({ parentId: "s", slot: "children", index: 1 });
  });
});

describe("element library", () => {
  it("lists every offered block type once, in the spec's category order, and searches umlaut-insensitively", () => {
    const groups = libraryGroups(allBlockModules(), "");
    expect(groups.map((g) => g.category)).toEqual(["Basic", "Layout", "Components", "Media", "Forms"]);
    const offered = allBlockModules().filter((m) => m.library !== false);
    expect(groups.flatMap((g) => g.modules).length).toBe(offered.length);
    // A slide lives only in a presentation: its editor adds it, the library never offers it.
    expect(allBlockModules().filter((m) => m.library === false).map((m) => m.type)).toEqual(["slide"]);
    expect(libraryGroups(allBlockModules(), "Folie")).toEqual([]);
    const found = libraryGroups(allBlockModules(), "ueberschrift").flatMap((g) => g.modules.map((m) => m.type));
    expect(found).toEqual(["heading"]);
    expect(libraryGroups(allBlockModules(), "gibtsnicht")).toEqual([]);
  });
});
