import { describe, expect, it, vi } from "vitest";
import { readBlocks } from "./content";
import { allBlockModules } from "./registry";
import {
  describeSlot,
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
  slotNames,
  slotsOf,
  TreeError,
  updateContent,
  updateStyle,
  walkBlocks,
  withFreshIds,
} from "./tree";
import { p, splitTree, tree } from "./tree-fixture";
import type { Block } from "./types";

// The tree tests' block type with two named slots and an indexed one, beside the real modules.
vi.mock("./registry", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./registry")>();
  const { splitModule } = await import("./tree-fixture");
  return { ...actual, getBlockModule: (type: string) => (type === splitModule.type ? splitModule : actual.getBlockModule(type)) };
});

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

  it("of blocks without a declaration are the stored ones, so walkers miss nothing", () => {
    expect(slotsOf({ id: "u", type: "zukunftsblock", content: {}, slots: { "columns[0]": [p("a")], "columns[1]": [p("b")] } }).map((s) => s.name)).toEqual(["columns[0]", "columns[1]"]);
    expect(slotsOf({ id: "u", type: "zukunftsblock", content: {}, slots: { children: [p("a"), "junk" as unknown as Block] } })).toEqual([{ name: "children", blocks: [p("a")] }]);
  });

  it("of declared blocks take in stored lists no slot names: they join the first slot", () => {
    const odd: Block = { id: "s", type: "section", content: {}, slots: { "columns[0]": [p("a")], children: [p("b")], "columns[1]": [p("c")] } };
    expect(slotsOf(odd)).toEqual([{ name: "children", blocks: [p("b"), p("a"), p("c")] }]);
    expect(slotNames(odd)).toEqual(["children"]);
    // "columns[01]" is no name of column 1: a stray, kept in the first column.
    expect(slotsOf({ id: "t", type: "two-column", content: {}, slots: { "columns[01]": [p("x")], "columns[1]": [p("y")] } }).map((s) => s.blocks)).toEqual([[p("x")], [p("y")]]);
  });

  it("setSlot replaces one slot and writes the canonical shape: filled slots only, in document order", () => {
    const row = findBlock(tree(), "row")!.block;
    expect(setSlot(row, "columns[2]", [p("neu")]).slots).toEqual({ "columns[0]": slotsOf(row)[0].blocks, "columns[1]": [p("b")], "columns[2]": [p("neu")] });
    expect(Object.keys(setSlot(row, "columns[0]", [p("erst")]).slots!)).toEqual(["columns[0]", "columns[1]"]);
    expect(setSlot(row, "columns[1]", []).slots).toEqual({ "columns[0]": slotsOf(row)[0].blocks });
    expect(setSlot(setSlot(row, "columns[1]", []), "columns[0]", [])).not.toHaveProperty("slots");
    // Stray lists of a section end in its one slot.
    expect(setSlot({ id: "s", type: "section", content: {}, slots: { "columns[0]": [p("a")], "columns[1]": [p("b")] } }, "children", [p("c")]).slots).toEqual({ children: [p("c")] });
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
    expect(layouts).toEqual(["columns", "container", "flexible-row", "grid", "section", "slide", "three-column", "two-column"]);
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
    const moved = updateContent(tree(), "row", { columns: 3 });
    const three = moveBlock(moved, "b", { parentId: "row", slot: "columns[2]", index: 0 });
    const two = updateContent(three, "row", { columns: 2 });
    expect(findBlock(two, "row")!.block.slots).toEqual({ "columns[0]": [expect.objectContaining({ id: "s2" })], "columns[1]": [p("b")] });
    const one = updateContent(tree(), "row", { columns: 1 });
    expect(findBlock(one, "row")!.block.slots!["columns[0]"].map((b) => b.id)).toEqual(["s2", "b"]);
    const four = updateContent(tree(), "row", { columns: 4 });
    expect(slotNames(findBlock(four, "row")!.block)).toEqual(["columns[0]", "columns[1]", "columns[2]", "columns[3]"]);
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

  it("children are read into the declared slots: one list into the first non-indexed slot, per-column lists into the indexed one", () => {
    const [section, row, two, plain, empty] = readBlocks([
      { id: "s", type: "section", content: {}, children: [[p("a")], [p("b")]] },
      { id: "f", type: "flexible-row", content: { columns: "3" }, children: [p("x")] },
      { id: "t", type: "two-column", content: {}, children: [[p("1")], [p("2")], [p("3")]] },
      { id: "q", type: "paragraph", content: {} },
      { id: "e", type: "three-column", content: {}, children: [[], [], []] },
    ]);
    expect(section).toEqual({ id: "s", type: "section", content: {}, slots: { children: [p("a"), p("b")] } });
    expect(row.slots).toEqual({ "columns[0]": [p("x")] });
    expect(slotsOf(row).map((s) => s.blocks)).toEqual([[p("x")], [], []]);
    expect(two.slots).toEqual({ "columns[0]": [p("1")], "columns[1]": [p("2"), p("3")] });
    expect(plain).toEqual({ id: "q", type: "paragraph", content: {} });
    expect(empty).toEqual({ id: "e", type: "three-column", content: {} });
    for (const block of [section, row, two, plain, empty]) expect(block).not.toHaveProperty("children");
  });

  it("the new shape reads as it is; legacy and new shape of one tree read to the same blocks", () => {
    expect(readBlocks(tree())).toEqual(tree());
    const legacy = [
      {
        id: "s1",
        type: "section",
        content: { title: "Außen" },
        children: [
          { id: "h", type: "heading", content: { text: "Titel", level: 2 } },
          { id: "row", type: "flexible-row", content: { columns: 3 }, children: [[{ id: "s2", type: "section", content: {}, children: [p("deep")] }], [p("b")], []] },
        ],
      },
      p("end"),
    ];
    expect(readBlocks(legacy)).toEqual(tree());
    expect(readBlocks(JSON.stringify(legacy))).toEqual(tree());
    // Slots stored in another order, or empty, come back canonical; junk in them is dropped.
    const [row] = readBlocks([{ id: "r", type: "two-column", content: {}, slots: { "columns[1]": [p("b"), 7], "columns[0]": [], extra: "x" } }]);
    expect(row).toEqual({ id: "r", type: "two-column", content: {}, slots: { "columns[1]": [p("b")] } });
    // Unknown types keep what they store, in either shape.
    expect(readBlocks([{ id: "u", type: "zukunftsblock", content: {}, children: [[p("a")], [p("b")]] }])[0].slots).toEqual({ "columns[0]": [p("a")], "columns[1]": [p("b")] });
    expect(readBlocks([{ id: "u", type: "zukunftsblock", content: {}, slots: { links: [p("a")] } }])[0].slots).toEqual({ links: [p("a")] });
  });

  it("flat section objects with legacy grids inside ({sections:[…]}) end in the same tree", () => {
    const blocks = readBlocks({ sections: [{ type: "grid", columns: [[{ type: "heading", content: { text: "T" } }]] }] });
    expect(blocks).toEqual([{ id: "block-0", type: "grid", content: {}, slots: { "columns[0]": [{ id: "block-0-columns-0-0", type: "heading", content: { text: "T" } }] } }]);
  });
});

describe("named slots: two non-indexed slots and an indexed one in one block", () => {
  const SPLIT_ORDER = ["x", "c1", "c2", "as", "a-deep", "k0", "after"];
  const stored = (blocks: Block[], id: string) => findBlock(blocks, id)!.block.slots;

  it("come in declaration order, the indexed one with its count from content", () => {
    const [x] = splitTree();
    expect(slotNames(x)).toEqual(["children", "aside", "columns[0]", "columns[1]"]);
    expect(slotNames({ ...x, content: { columns: 3 } })).toEqual(["children", "aside", "columns[0]", "columns[1]", "columns[2]"]);
    expect(slotNames({ id: "n", type: "test-split", content: {} })).toEqual(["children", "aside", "columns[0]", "columns[1]"]);
    expect(ids(splitTree())).toEqual(SPLIT_ORDER);
  });

  it("describe their declaration: the German label and, in the indexed slot, the list's index", () => {
    const [x] = splitTree();
    expect(describeSlot(x, "aside")).toEqual({ label: "Randspalte", index: null });
    expect(describeSlot(x, "columns[1]")).toEqual({ label: "Spalte", index: 1 });
    expect(describeSlot(x, "columns[2]")).toBeNull();
    expect(describeSlot(x, "seite")).toBeNull();
  });

  it("find: by id with the path through the named slot, and by address", () => {
    expect(findBlock(splitTree(), "a-deep")!.path).toEqual([
      { parentId: null, slot: ROOT_SLOT, index: 0 },
      { parentId: "x", slot: "aside", index: 0 },
      { parentId: "as", slot: "children", index: 0 },
    ]);
    expect(findBlock(splitTree(), { parentId: "x", slot: "children", index: 1 })!.block.id).toBe("c2");
    expect(findBlock(splitTree(), { parentId: "x", slot: "columns[0]", index: 0 })!.block.id).toBe("k0");
    expect(slotBlocks(splitTree(), "x", "columns[1]")).toEqual([]);
    expect(slotBlocks(splitTree(), "x", "columns[2]")).toBeNull();
    expect(slotBlocks(splitTree(), "x", "seite")).toBeNull();
  });

  it("insert into each kind of slot, and nowhere else", () => {
    const before = splitTree();
    const next = insertBlock(insertBlock(before, { parentId: "x", slot: "aside", index: 0 }, p("neu")), { parentId: "x", slot: "columns[1]", index: 0 }, p("rechts"));
    expect(stored(next, "x")).toEqual({
      children: [p("c1"), p("c2")],
      aside: [p("neu"), expect.objectContaining({ id: "as" })],
      "columns[0]": [p("k0")],
      "columns[1]": [p("rechts")],
    });
    expect(before).toEqual(splitTree());
    expect(treeError(() => insertBlock(before, { parentId: "x", slot: "columns[2]", index: 0 }, p("y")))).toBe("no-slot");
    expect(treeError(() => insertBlock(before, { parentId: "x", slot: "seite", index: 0 }, p("y")))).toBe("no-slot");
  });

  it("move between the named slots, into the indexed one and out to the page; stored keys stay in declaration order", () => {
    const toAside = moveBlock(splitTree(), "c1", { parentId: "x", slot: "aside", index: 1 });
    expect(findBlock(toAside, "c1")).toMatchObject({ parentId: "x", slot: "aside", index: 1 });
    const toColumn = moveBlock(toAside, "as", { parentId: "x", slot: "columns[1]", index: 0 });
    expect(Object.keys(stored(toColumn, "x")!)).toEqual(["children", "aside", "columns[0]", "columns[1]"]);
    expect(findBlock(toColumn, "a-deep")!.path.map((a) => a.slot)).toEqual([ROOT_SLOT, "columns[1]", "children"]);
    const out = moveBlock(toColumn, "c2", { parentId: null, slot: ROOT_SLOT, index: 0 });
    expect(ids(out)).toEqual(["c2", "x", "c1", "k0", "as", "a-deep", "after"]);
    // The emptied slot is not stored.
    expect(Object.keys(stored(out, "x")!)).toEqual(["aside", "columns[0]", "columns[1]"]);
    expect(treeError(() => moveBlock(splitTree(), "x", { parentId: "as", slot: "children", index: 0 }))).toBe("into-itself");
  });

  it("remove from a named slot, with everything inside", () => {
    const next = removeBlock(splitTree(), "as");
    expect(ids(next)).toEqual(["x", "c1", "c2", "k0", "after"]);
    expect(stored(next, "x")).not.toHaveProperty("aside");
    expect(ids(removeBlock(splitTree(), { parentId: "x", slot: "columns[0]", index: 0 }))).toEqual(["x", "c1", "c2", "as", "a-deep", "after"]);
  });

  it("duplicate copies every slot with fresh ids throughout", () => {
    let n = 0;
    const next = duplicateBlock(splitTree(), "x", () => `neu-${++n}`);
    expect(ids(next)).toEqual([...SPLIT_ORDER.slice(0, 6), "neu-1", "neu-2", "neu-3", "neu-4", "neu-5", "neu-6", "after"]);
    const copy = findBlock(next, "neu-1")!.block;
    expect(slotsOf(copy).map((s) => [s.name, s.blocks.map((b) => b.id)])).toEqual([
      ["children", ["neu-2", "neu-3"]],
      ["aside", ["neu-4"]],
      ["columns[0]", ["neu-6"]],
      ["columns[1]", []],
    ]);
  });

  it("a smaller count folds only the indexed slot; the named ones keep their blocks", () => {
    const three = moveBlock(updateContent(splitTree(), "x", { columns: 3 }), "k0", { parentId: "x", slot: "columns[2]", index: 0 });
    expect(Object.keys(stored(three, "x")!)).toEqual(["children", "aside", "columns[2]"]);
    const one = updateContent(three, "x", { columns: 1 });
    expect(stored(one, "x")).toEqual({ children: [p("c1"), p("c2")], aside: [expect.objectContaining({ id: "as" })], "columns[0]": [p("k0")] });
  });

  it("legacy children are read once into the declared slots", () => {
    const [flat, columns] = readBlocks([
      { id: "f", type: "test-split", content: {}, children: [p("a"), p("b")] },
      { id: "c", type: "test-split", content: { columns: 2 }, children: [[p("l")], [p("r")], [p("über")]] },
    ]);
    expect(flat.slots).toEqual({ children: [p("a"), p("b")] });
    expect(columns.slots).toEqual({ "columns[0]": [p("l")], "columns[1]": [p("r"), p("über")] });
    expect(readBlocks(splitTree())).toEqual(splitTree());
  });
});
