import { describe, expect, it } from "vitest";
import { emptySlide, slideText } from "~/blocks/slide/text";
import type { Block } from "~/blocks/types";
import { canRedo, canUndo, createHistory, historyReducer, HISTORY_LIMIT, type HistoryState } from "~/editor/history";
import type { EditorAction } from "~/editor/actions";
import { addSlide, canDeleteSlide, currentSlideIndex, deleteSlide, duplicateSlide, moveSlide, setSlideText, updateSlide } from "./slide-actions";

const slide = (id: string, title = id, html = `<p>${id}</p>`): Block => ({
  id,
  type: "slide",
  content: { title, imageUrl: `/media/images/${id}.jpg` },
  slots: { children: [{ id: `${id}-text`, type: "paragraph", content: { text: html } }] },
});
const three = () => createHistory([slide("a"), slide("b"), slide("c")]);
const ids = (h: HistoryState) => h.present.blocks.map((b) => b.id);
const titles = (h: HistoryState) => h.present.blocks.map((b) => b.content.title);
/** The presentation editor's operations through the page builder's own reducer and history. */
const run = (h: HistoryState, action: EditorAction | null) => (action ? historyReducer(h, action) : h);

describe("slide operations through the page builder's reducer (spec §4)", () => {
  it("adds an empty slide at the end, selected, as one undo step", () => {
    const before = three();
    const after = run(before, addSlide(emptySlide("d")));
    expect(ids(after)).toEqual(["a", "b", "c", "d"]);
    expect(after.present.blocks[3]).toEqual({ id: "d", type: "slide", content: { title: "", imageUrl: "" } });
    expect(after.present.selectedId).toBe("d");
    expect(currentSlideIndex(after.present.blocks, after.present.selectedId)).toBe(3);
    expect(ids(historyReducer(after, { type: "undo" }))).toEqual(["a", "b", "c"]);
  });

  it("duplicates right after the original with ' (Kopie)', new ids throughout, content and image kept, in one step", () => {
    const before = three();
    const after = run(before, duplicateSlide(before.present.blocks, "a"));
    expect(titles(after)).toEqual(["a", "a (Kopie)", "b", "c"]);
    const copy = after.present.blocks[1];
    expect(copy.id).not.toBe("a");
    expect(after.present.selectedId).toBe(copy.id);
    expect(copy.content.imageUrl).toBe("/media/images/a.jpg");
    expect(slideText(after.present.blocks, copy.id)).toBe("<p>a</p>");
    expect(copy.slots!.children[0].id).not.toBe("a-text");
    expect(after.past).toHaveLength(1);
    expect(titles(historyReducer(after, { type: "undo" }))).toEqual(["a", "b", "c"]);
    const last = run(before, duplicateSlide(before.present.blocks, "c"));
    expect(titles(last).at(-1)).toBe("c (Kopie)");
    expect(duplicateSlide(before.present.blocks, "nope")).toBeNull();
  });

  it("deletes a slide, but never the last one", () => {
    const after = run(three(), deleteSlide(three().present.blocks, "b"));
    expect(ids(after)).toEqual(["a", "c"]);
    const one = createHistory([slide("only")]);
    expect(canDeleteSlide(one.present.blocks)).toBe(false);
    expect(deleteSlide(one.present.blocks, "only")).toBeNull();
    expect(run(one, deleteSlide(one.present.blocks, "only"))).toBe(one);
    expect(deleteSlide(three().present.blocks, "nope")).toBeNull();
  });

  it("moves, edits title and text; typing in one field is one step; undo and redo", () => {
    let h = run(three(), moveSlide("c", 0));
    expect(ids(h)).toEqual(["c", "a", "b"]);
    h = run(h, updateSlide("a", { title: "A" }, "title"));
    h = run(h, updateSlide("a", { title: "Ab" }, "title"));
    h = run(h, setSlideText(h.present.blocks, "a", "<p>neu</p>", true));
    h = run(h, setSlideText(h.present.blocks, "a", "<p>neuer</p>", true));
    expect(titles(h)).toEqual(["c", "Ab", "b"]);
    expect(slideText(h.present.blocks, "a")).toBe("<p>neuer</p>");
    expect(h.past).toHaveLength(3);
    h = historyReducer(h, { type: "undo" });
    expect(slideText(h.present.blocks, "a")).toBe("<p>a</p>");
    h = historyReducer(h, { type: "undo" });
    expect(titles(h)).toEqual(["c", "a", "b"]);
    expect(canRedo(h)).toBe(true);
    h = historyReducer(historyReducer(h, { type: "redo" }), { type: "redo" });
    expect(titles(h)).toEqual(["c", "Ab", "b"]);
    expect(slideText(h.present.blocks, "a")).toBe("<p>neuer</p>");
  });

  it("the first text in a slide without one adds a text block to its slot (an empty editor adds nothing)", () => {
    let h = createHistory([emptySlide("s")]);
    expect(setSlideText(h.present.blocks, "s", "", true)).toBeNull();
    expect(setSlideText(h.present.blocks, "s", "<p></p>", false)).toBeNull();
    h = run(h, setSlideText(h.present.blocks, "s", "<p>H</p>", true));
    expect(slideText(h.present.blocks, "s")).toBe("<p>H</p>");
    // The selection is the new text block; the current slide is the one holding it.
    expect(currentSlideIndex(h.present.blocks, h.present.selectedId)).toBe(0);
    h = run(h, setSlideText(h.present.blocks, "s", "<p>Ha</p>", true));
    expect(h.present.blocks[0].slots!.children.map((b) => b.content.text)).toEqual(["<p>Ha</p>"]);
    expect(setSlideText(h.present.blocks, "nope", "<p>x</p>", true)).toBeNull();
  });

  it("keeps at most the history limit of steps", () => {
    let h = three();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = run(h, updateSlide("a", { title: `T${i}` }));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(canUndo(h)).toBe(true);
  });
});
