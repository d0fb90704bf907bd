import { describe, expect, it } from "vitest";
import { readBlocks } from "./content";
import { allBlockModules } from "./registry";
import {
  duplicateBlock,
  findBlock,
  flattenBlocks,
  insertBlock,
  mapBlocks,
  moveBlock,
  removeBlock,
  ROOT_SLOT,
  setSlot,
  slotBlocks,
  slotsOf,
  TreeError,
  updateContent,
  updateStyle,
  walkBlocks,
  withFreshIds,
} from "./tree";
import type { Block } from "./types";

const p = (id: string): Block => ({ id, type: "paragraph", content: { text: id } });

/**
 * section "s1"
 *   heading "h"
 *   flexible-row "row" (3 columns)
 *     [0] section "s2"
 *           paragraph "deep"
 *     [1] paragraph "b"
 *     [2] (empty)
 * paragraph "end"
 */
function tree(): Block[] {
  return [
    {
      id: "s1",
      type: "section",
      content: { title: "Außen" },
      children: [
        { id: "h", type: "heading", content: { text: "Titel", level: 2 } },
        {
          id: "row",
          type: "flexible-row",
          content: { columns: 3 },
          children: [[{ id: "s2", type: "section", content: {}, children: [p("deep")] }], [p("b")], []],
        },
      ],
    },
    p("end"),
  ];
}

const ids = (blocks: Block[]) => flattenBlocks(blocks).map((b) => b.id);
const ORDER = ["s1", "h", "row", "s2", "deep", "b", "end"];

function treeError(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof TreeError) return error.code;
    throw error;
  }
  throw new Error("no TreeError");
}

describe("slots", () => {
  it("come from the module: one 'children' slot, or one slot per column with the count from content", () => {
    const [s1] = tree();
    expect(slotsOf(s1).map((s) => s.name)).toEqual(["children"]);
    const row = findBlock(tree(), "row")!.block;
    expect(slotsOf(row).map((s) => [s.name, s.blocks.map((b) => b.id)])).toEqual([
      ["columns[0]", ["s2"]],
      ["columns[1]", ["b"]],
      ["columns[2]", []],
    ]);
    // The count is read through the schema (clamped, defaulted); surplus columns join the last one.
    const narrow: Block = { ...row, content: { columns: 2 } };
    expect(slotsOf(narrow).map((s) => s.blocks.map((b) => b.id))).toEqual([["s2"], ["b"]]);
    expect(slotsOf({ ...row, content: { columns: 99 } })).toHaveLength(6);
    expect(slotsOf({ id: "t", type: "three-column", content: {} }).map((s) => s.blocks)).toEqual([[], [], []]);
    expect(slotsOf(p("x"))).toEqual([]);
  });

  it("of blocks without a declaration follow the stored shape, so walkers miss nothing", () => {
    expect(slotsOf({ id: "u", type: "zukunftsblock", content: {}, children: [[p("a")], [p("b")]] }).map((s) => s.name)).toEqual(["columns[0]", "columns[1]"]);
    expect(slotsOf({ id: "u", type: "zukunftsblock", content: {}, children: [p("a"), "junk" as unknown as Block] })).toEqual([{ name: "children", blocks: [p("a")] }]);
  });

  it("setSlot replaces one slot and writes the canonical shape", () => {
    const row = findBlock(tree(), "row")!.block;
    expect(setSlot(row, "columns[2]", [p("neu")]).children).toEqual([slotsOf(row)[0].blocks, [p("b")], [p("neu")]]);
    // A section with per-column children stored becomes a flat list.
    expect(setSlot({ id: "s", type: "section", content: {}, children: [[p("a")], [p("b")]] }, "children", [p("c")]).children).toEqual([p("c")]);
    expect(treeError(() => setSlot(row, "columns[3]", []))).toBe("no-slot");
    expect(treeError(() => setSlot(p("x"), "children", []))).toBe("no-slot");
  });
});

describe("slot declarations of every module", () => {
  it("give each layout block at least one slot with unique names, and no other block any", () => {
    const layouts: string[] = [];
    for (const module of allBlockModules()) {
      const names = slotsOf({ id: "x", type: module.type, content: module.schema.parse({}) as Record<string, unknown> }).map((s) => s.name);
      expect(new Set(names).size, module.type).toBe(names.length);
      if (module.slots) {
        expect(names.length, module.type).toBeGreaterThan(0);
        layouts.push(module.type);
      } else expect(names, module.type).toEqual([]);
    }
    expect(layouts).toEqual(["columns", "container", "flexible-row", "grid", "section", "three-column", "two-column"]);
  });
});

describe("walking", () => {
  it("visits every block in document order with its position", () => {
    expect(ids(tree())).toEqual(ORDER);
    const seen: string[] = [];
    walkBlocks(tree(), (block, at) => {
      seen.push(`${block.id}@${at.parentId ?? "-"}/${at.slot}/${at.index}/${at.depth}`);
      return block.id !== "s2";
    });
    expect(seen).toEqual(["s1@-/children/0/0", "h@s1/children/0/1", "row@s1/children/1/1", "s2@row/columns[0]/0/2", "b@row/columns[1]/0/2", "end@-/children/1/0"]);
  });

  it("mapBlocks reaches every slot and leaves the input alone", () => {
    const before = tree();
    const snapshot = structuredClone(before);
    const upper = mapBlocks(before, (b) => ({ ...b, id: b.id.toUpperCase() }));
    expect(ids(upper)).toEqual(ORDER.map((id) => id.toUpperCase()));
    expect(before).toEqual(snapshot);
  });
});

describe("find", () => {
  it("finds a block by id or by address, with the path from the root", () => {
    const found = findBlock(tree(), "deep")!;
    expect(found).toMatchObject({ parentId: "s2", slot: "children", index: 0 });
    expect(found.path).toEqual([
      { parentId: null, slot: ROOT_SLOT, index: 0 },
      { parentId: "s1", slot: "children", index: 1 },
      { parentId: "row", slot: "columns[0]", index: 0 },
      { parentId: "s2", slot: "children", index: 0 },
    ]);
    expect(findBlock(tree(), { parentId: "row", slot: "columns[1]", index: 0 })!.block.id).toBe("b");
    expect(findBlock(tree(), "gibt-es-nicht")).toBeNull();
    expect(findBlock(tree(), { parentId: "row", slot: "columns[2]", index: 0 })).toBeNull();
    expect(slotBlocks(tree(), "row", "columns[7]")).toBeNull();
    expect(slotBlocks(tree(), null, ROOT_SLOT)!.map((b) => b.id)).toEqual(["s1", "end"]);
  });
});

describe("operations", () => {
  it("insert at any depth, without touching the input; an index past the end appends", () => {
    const before = tree();
    const snapshot = structuredClone(before);
    const next = insertBlock(before, { parentId: "s2", slot: "children", index: 0 }, p("neu"));
    expect(ids(next)).toEqual(["s1", "h", "row", "s2", "neu", "deep", "b", "end"]);
    expect(before).toEqual(snapshot);
    // Untouched branches are shared, the path to the change is new.
    expect(next[1]).toBe(before[1]);
    expect(next[0]).not.toBe(before[0]);
    expect(ids(insertBlock(before, { parentId: "row", slot: "columns[2]", index: 5 }, p("rechts")))).toContain("rechts");
    expect(ids(insertBlock(before, { parentId: null, slot: ROOT_SLOT, index: 0 }, p("oben")))[0]).toBe("oben");
  });

  it("insert refuses unknown parents and slots and ids already in the tree", () => {
    expect(treeError(() => insertBlock(tree(), { parentId: "weg", slot: "children", index: 0 }, p("x")))).toBe("not-found");
    expect(treeError(() => insertBlock(tree(), { parentId: "h", slot: "children", index: 0 }, p("x")))).toBe("no-slot");
    expect(treeError(() => insertBlock(tree(), { parentId: null, slot: "columns[0]", index: 0 }, p("x")))).toBe("no-slot");
    expect(treeError(() => insertBlock(tree(), { parentId: null, slot: ROOT_SLOT, index: 0 }, p("deep")))).toBe("duplicate-id");
  });

  it("remove by id or address, with everything inside", () => {
    expect(ids(removeBlock(tree(), "row"))).toEqual(["s1", "h", "end"]);
    expect(ids(removeBlock(tree(), { parentId: "row", slot: "columns[1]", index: 0 }))).toEqual(["s1", "h", "row", "s2", "deep", "end"]);
    expect(treeError(() => removeBlock(tree(), "weg"))).toBe("not-found");
  });

  it("move within a slot: to.index is the index after the move", () => {
    const next = moveBlock(tree(), "s1", { parentId: null, slot: ROOT_SLOT, index: 1 });
    expect(next.map((b) => b.id)).toEqual(["end", "s1"]);
    const back = moveBlock(next, { parentId: null, slot: ROOT_SLOT, index: 1 }, { parentId: null, slot: ROOT_SLOT, index: 0 });
    expect(back.map((b) => b.id)).toEqual(["s1", "end"]);
  });

  it("move between nesting levels, up and down", () => {
    const down = moveBlock(tree(), "end", { parentId: "s2", slot: "children", index: 1 });
    expect(ids(down)).toEqual(["s1", "h", "row", "s2", "deep", "end", "b"]);
    expect(findBlock(down, "end")!.path.map((a) => a.parentId)).toEqual([null, "s1", "row", "s2"]);
    const up = moveBlock(tree(), "deep", { parentId: null, slot: ROOT_SLOT, index: 0 });
    expect(ids(up)).toEqual(["deep", "s1", "h", "row", "s2", "b", "end"]);
    const across = moveBlock(tree(), "s2", { parentId: "row", slot: "columns[2]", index: 0 });
    expect(findBlock(across, "deep")!.path.map((a) => a.slot)).toEqual([ROOT_SLOT, "children", "columns[2]", "children"]);
  });

  it("refuses to move a block into itself or its descendants, and to nowhere", () => {
    const before = tree();
    expect(treeError(() => moveBlock(before, "row", { parentId: "row", slot: "columns[1]", index: 0 }))).toBe("into-itself");
    expect(treeError(() => moveBlock(before, "s1", { parentId: "s2", slot: "children", index: 0 }))).toBe("into-itself");
    expect(treeError(() => moveBlock(before, "h", { parentId: "weg", slot: "children", index: 0 }))).toBe("not-found");
    expect(treeError(() => moveBlock(before, "h", { parentId: "row", slot: "columns[5]", index: 0 }))).toBe("no-slot");
    expect(before).toEqual(tree());
  });

  it("duplicate puts a deep copy with fresh ids throughout right after the original", () => {
    let n = 0;
    const next = duplicateBlock(tree(), "row", () => `neu-${++n}`);
    expect(ids(next)).toEqual(["s1", "h", "row", "s2", "deep", "b", "neu-1", "neu-2", "neu-3", "neu-4", "end"]);
    const copy = findBlock(next, "neu-1")!.block;
    expect(copy.content).toEqual({ columns: 3 });
    expect(copy.content).not.toBe(findBlock(next, "row")!.block.content);
    expect(slotsOf(copy).map((s) => s.blocks.map((b) => b.type))).toEqual([["section"], ["paragraph"], []]);
    // Default ids are random and unique.
    const twice = duplicateBlock(duplicateBlock(tree(), "deep"), "deep");
    const all = ids(twice);
    expect(new Set(all).size).toBe(all.length);
    expect(withFreshIds(p("x")).id).toMatch(/^b-[0-9a-f]{24}$/);
  });

  it("updates content and style of a nested block; undefined removes a key", () => {
    const next = updateStyle(updateContent(tree(), "deep", { text: "Neu", extra: 1 }), "deep", { textAlign: "center" });
    const deep = findBlock(next, "deep")!.block;
    expect(deep.content).toEqual({ text: "Neu", extra: 1 });
    expect(deep.style).toEqual({ textAlign: "center" });
    expect(findBlock(updateContent(next, "deep", { extra: undefined }), "deep")!.block.content).toEqual({ text: "Neu" });
    expect(findBlock(tree(), "deep")!.block.content).toEqual({ text: "deep" });
  });

  it("a smaller column count keeps every block; a larger one adds empty columns", () => {
    const two = updateContent(tree(), "row", { columns: 2 });
    expect(findBlock(two, "row")!.block.children).toEqual([[expect.objectContaining({ id: "s2" })], [p("b")]]);
    const one = updateContent(tree(), "row", { columns: 1 });
    expect((findBlock(one, "row")!.block.children as Block[][])[0].map((b) => b.id)).toEqual(["s2", "b"]);
    const four = updateContent(tree(), "row", { columns: 4 });
    expect(findBlock(four, "row")!.block.children).toHaveLength(4);
  });
});

describe("legacy shapes read into slots", () => {
  it("columns.leftColumn/rightColumn and grid.columns become column slots, nested legacy included", () => {
    const [columns] = readBlocks([
      {
        id: "c",
        type: "columns",
        content: {
          leftText: "<p>L</p>",
          leftColumn: [{ id: "g", type: "grid", content: { columns: [[p("g0")], [], [p("g2")]] } }],
          rightColumn: [p("r")],
        },
      },
    ]);
    expect(columns.content).toEqual({ leftText: "<p>L</p>" });
    expect(ids([columns])).toEqual(["c", "g", "g0", "g2", "r"]);
    expect(findBlock([columns], "g2")!.path.map((a) => `${a.parentId}/${a.slot}`)).toEqual(["null/children", "c/columns[0]", "g/columns[2]"]);
    expect(findBlock([columns], "g")!.block.content).toEqual({});
  });

  it("children are brought into the declared shape: flat for sections, exactly n lists for columns", () => {
    const [section, row, two, plain] = readBlocks([
      { id: "s", type: "section", content: {}, children: [[p("a")], [p("b")]] },
      { id: "f", type: "flexible-row", content: { columns: "3" }, children: [p("x")] },
      { id: "t", type: "two-column", content: {}, children: [[p("1")], [p("2")], [p("3")]] },
      { id: "q", type: "paragraph", content: {} },
    ]);
    expect(section.children).toEqual([p("a"), p("b")]);
    expect(row.children).toEqual([[p("x")], [], []]);
    expect(two.children).toEqual([[p("1")], [p("2"), p("3")]]);
    expect(plain).not.toHaveProperty("children");
  });

  it("flat section objects with legacy grids inside ({sections:[…]}) end in the same tree", () => {
    const blocks = readBlocks({ sections: [{ type: "grid", columns: [[{ type: "heading", content: { text: "T" } }]] }] });
    expect(blocks).toEqual([{ id: "block-0", type: "grid", content: {}, children: [[{ id: "block-0-columns-0-0", type: "heading", content: { text: "T" } }], [], []] }]);
  });
});
