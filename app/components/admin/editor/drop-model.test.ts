import { describe, expect, it } from "vitest";
import { getBlockModule, allBlockModules } from "~/blocks/registry";
import type { Block } from "~/blocks/types";
import { accepts, clickInsertTarget, createBlock, dropTarget, isNoMove, keyboardStops, nextStop, slotZoneId, type BlockDropData, type SlotDropData } from "./drop-model";
import { libraryGroups } from "./library";

const heading = (id: string): Block => ({ id, type: "heading", content: { text: id } });
const section = (id: string, children: Block[]): Block => ({ id, type: "section", content: {}, children });

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
  it("creates a block with the schema's defaults, a fresh id and empty slots of the declared shape", () => {
    const row = createBlock(getBlockModule("flexible-row")!, () => "r1");
    expect(row).toMatchObject({ id: "r1", type: "flexible-row", content: { columns: 2 }, children: [[], []] });
    expect(createBlock(getBlockModule("section")!, () => "s1").children).toEqual([]);
    const h = createBlock(getBlockModule("heading")!, () => "h1");
    expect(h.children).toBeUndefined();
    expect(h.content).toEqual(getBlockModule("heading")!.schema.parse({}));
  });

  it("inserts at the end of the selected container's first slot, else at the end of the page", () => {
    const tree = [heading("h"), section("s", [heading("p")])];
    expect(clickInsertTarget(tree, null)).toEqual({ parentId: null, slot: "children", index: 2 });
    expect(clickInsertTarget(tree, tree[0])).toEqual({ parentId: null, slot: "children", index: 2 });
    expect(clickInsertTarget(tree, tree[1])).toEqual({ parentId: "s", slot: "children", index: 1 });
  });
});

describe("element library", () => {
  it("lists every block type once, in the spec's category order, and searches umlaut-insensitively", () => {
    const groups = libraryGroups(allBlockModules(), "");
    expect(groups.map((g) => g.category)).toEqual(["Basic", "Layout", "Components", "Media", "Forms"]);
    expect(groups.flatMap((g) => g.modules).length).toBe(allBlockModules().length);
    const found = libraryGroups(allBlockModules(), "ueberschrift").flatMap((g) => g.modules.map((m) => m.type));
    expect(found).toEqual(["heading"]);
    expect(libraryGroups(allBlockModules(), "gibtsnicht")).toEqual([]);
  });
});
