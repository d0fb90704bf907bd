import { afterEach, describe, expect, it, vi } from "vitest";
import { findBlock } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { p, spyWarn, tree } from "./actions/test-tree";
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, historyReducer, type HistoryAction, type HistoryState } from "./history";

afterEach(() => vi.restoreAllMocks());

const run = (h: HistoryState, ...actions: HistoryAction[]) => actions.reduce(historyReducer, h);
const text = (h: HistoryState, id: string) => findBlock(h.present.blocks, id)?.block.content.text;
const type = (id: string, value: string): HistoryAction => ({ type: "update-content", id, patch: { text: value }, coalesce: "text" });

describe("historyReducer", () => {
  it("pushes one snapshot per change, delete, reorder and drop; undo and redo walk them", () => {
    const start = createHistory(tree());
    const h = run(
      start,
      { type: "update-content", id: "h", patch: { text: "A" } },
      { type: "remove", id: "b" },
      { type: "move", id: "end", to: { parentId: null, slot: "children", index: 0 } },
      { type: "insert", block: p("new"), to: { parentId: null, slot: "children" } },
    );
    expect(h.past).toHaveLength(4);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    const back = run(h, { type: "undo" }, { type: "undo" }, { type: "undo" }, { type: "undo" });
    expect(back.present.blocks).toBe(start.present.blocks);
    expect(canUndo(back)).toBe(false);
    expect(back.future).toHaveLength(4);
    const again = run(back, { type: "redo" }, { type: "redo" });
    expect(text(again, "h")).toBe("A");
    expect(findBlock(again.present.blocks, "b")).toBeNull();
    expect(again.present.blocks[0].id).toBe("s1");
    expect(run(again, { type: "redo" }, { type: "redo" }).present.blocks).toBe(h.present.blocks);
  });

  it("keeps at most 50 snapshots, dropping the oldest", () => {
    let h = createHistory([p("a", "0")]);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) h = historyReducer(h, { type: "update-content", id: "a", patch: { text: String(i) } });
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = historyReducer(h, { type: "undo" });
    expect(text(h, "a")).toBe("10");
  });

  it("skips duplicates: a change that leaves the blocks equal pushes nothing", () => {
    const start = createHistory(tree());
    const once = historyReducer(start, { type: "update-content", id: "h", patch: { text: "Titel" } });
    expect(once).toBe(start);
    const replaced = historyReducer(start, { type: "replace", blocks: tree() });
    expect(replaced.past).toHaveLength(0);
    const moved = historyReducer(start, { type: "move", id: "end", to: { parentId: null, slot: "children", index: 1 } });
    expect(moved.past).toHaveLength(0);
  });

  it("never pushes for select, and a select ends a typing run", () => {
    const h = run(createHistory(tree()), { type: "select", id: "h" }, { type: "select", id: "deep" });
    expect(h.past).toHaveLength(0);
    expect(h.present.selectedId).toBe("deep");
    const typed = run(h, type("h", "a"), { type: "select", id: "h" }, type("h", "ab"));
    expect(typed.past).toHaveLength(2);
  });

  it("coalesces consecutive updates with the same key into one step until another action comes", () => {
    const start = createHistory(tree());
    const typed = run(start, type("h", "N"), type("h", "Ne"), type("h", "Neu"));
    expect(typed.past).toHaveLength(1);
    expect(text(run(typed, { type: "undo" }), "h")).toBe("Titel");

    const otherField = run(typed, { type: "update-content", id: "h", patch: { level: 3 }, coalesce: "level" }, type("h", "Neu!"));
    expect(otherField.past).toHaveLength(3);
    const otherBlock = run(typed, type("deep", "x"));
    expect(otherBlock.past).toHaveLength(2);
    const styleSameName = run(typed, { type: "update-style", id: "h", patch: { textAlign: "center" }, coalesce: "text" });
    expect(styleSameName.past).toHaveLength(2);
    const interrupted = run(typed, { type: "remove", id: "b" }, type("h", "Neu?"));
    expect(interrupted.past).toHaveLength(3);
    const afterUndo = run(typed, { type: "undo" }, type("h", "X"), type("h", "XY"));
    expect(afterUndo.past).toHaveLength(1);
    expect(afterUndo.future).toHaveLength(0);
  });

  it("a typing run that ends where it began (Escape reverts the text) leaves no step behind", () => {
    const start = createHistory(tree());
    const reverted = run(start, type("h", "N"), type("h", "Ne"), type("h", "Titel"));
    expect(reverted.past).toHaveLength(0);
    expect(text(reverted, "h")).toBe("Titel");
    // The next keystroke starts a new step (to undo back to "Titel").
    const again = run(reverted, type("h", "T"));
    expect(again.past).toHaveLength(1);
    expect(text(run(again, { type: "undo" }), "h")).toBe("Titel");
  });

  it("updates without a coalesce key are one step each", () => {
    const h = run(createHistory(tree()), { type: "update-content", id: "h", patch: { text: "a" } }, { type: "update-content", id: "h", patch: { text: "ab" } });
    expect(h.past).toHaveLength(2);
  });

  it("a new change clears the redo list", () => {
    const h = run(createHistory(tree()), { type: "remove", id: "b" }, { type: "undo" });
    expect(canRedo(h)).toBe(true);
    expect(canRedo(run(h, { type: "remove", id: "h" }))).toBe(false);
  });

  it("undo clears the selection when the selected block is gone in the restored tree, keeps it otherwise", () => {
    const inserted = run(createHistory(tree()), { type: "insert", block: p("new"), to: { parentId: null, slot: "children" } });
    expect(inserted.present.selectedId).toBe("new");
    expect(historyReducer(inserted, { type: "undo" }).present.selectedId).toBeNull();
    const edited = run(createHistory(tree(), "h"), { type: "update-content", id: "h", patch: { text: "x" } });
    expect(historyReducer(edited, { type: "undo" }).present.selectedId).toBe("h");
  });

  it("undo/redo at the ends and invalid actions return the same history", () => {
    spyWarn();
    const start = createHistory(tree());
    expect(historyReducer(start, { type: "undo" })).toBe(start);
    expect(historyReducer(start, { type: "redo" })).toBe(start);
    expect(historyReducer(start, { type: "remove", id: "ghost" })).toBe(start);
  });

  it("reset loads a page without history", () => {
    const blocks: Block[] = [p("x")];
    const h = run(createHistory(tree()), { type: "remove", id: "b" }, { type: "reset", blocks });
    expect(h.present.blocks).toBe(blocks);
    expect(canUndo(h)).toBe(false);
  });
});

describe("historyReducer: rebase onto someone else's save", () => {
  it("merges the colleague's changes into the present and every undo and redo snapshot", () => {
    const base = [p("a", "A"), p("b", "B")];
    let h = run(createHistory(base), type("a", "A1"), { type: "insert", block: p("c", "C"), to: { parentId: null, slot: "children" } }, { type: "undo" });
    // Meanwhile the colleague saved a new text of 'b'; the queue merged against the loaded blocks.
    const theirs = [p("a", "A"), p("b", "B von Bernd")];
    h = run(h, { type: "rebase", base, theirs, choices: {} });
    expect(text(h, "a")).toBe("A1");
    expect(text(h, "b")).toBe("B von Bernd");
    // Undo takes back one's own step only: the colleague's text stays.
    const undone = run(h, { type: "undo" });
    expect(text(undone, "a")).toBe("A");
    expect(text(undone, "b")).toBe("B von Bernd");
    const redone = run(h, { type: "redo" });
    expect(findBlock(redone.present.blocks, "c")).not.toBeNull();
    expect(text(redone, "b")).toBe("B von Bernd");
  });

  it("applies the dialog's choice: 'theirs' for a block both changed", () => {
    const base = [p("a", "A")];
    const h = run(createHistory(base), type("a", "Meins"), { type: "rebase", base, theirs: [p("a", "Ihres")], choices: { a: "theirs" } });
    expect(text(h, "a")).toBe("Ihres");
  });
});
