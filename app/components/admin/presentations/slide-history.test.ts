import { describe, expect, it } from "vitest";
import type { Slide } from "~/blocks/content";
import { HISTORY_LIMIT } from "~/editor/history";
import { addSlide, emptySlide, updateSlide } from "~/lib/slides";
import { commit, createSlideHistory, redo, undo } from "./slide-history";

const one: Slide[] = [emptySlide("a")];

describe("slide history", () => {
  it("undoes and redoes steps, and a new step drops the redo branch", () => {
    let h = createSlideHistory(one);
    h = commit(h, addSlide(h.present, emptySlide("b")));
    h = commit(h, addSlide(h.present, emptySlide("c")));
    expect(h.present.map((s) => s.id)).toEqual(["a", "b", "c"]);
    h = undo(undo(h));
    expect(h.present).toBe(one);
    h = redo(h);
    expect(h.present.map((s) => s.id)).toEqual(["a", "b"]);
    h = commit(h, addSlide(h.present, emptySlide("d")));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it("keeps typing in one field as one step and adds none for an unchanged array", () => {
    let h = createSlideHistory(one);
    for (const title of ["H", "Ha", "Hallo"]) h = commit(h, updateSlide(h.present, "a", { title }), "a:title");
    expect(h.past).toHaveLength(1);
    expect(commit(h, h.present, "a:title")).toBe(h);
    h = commit(h, updateSlide(h.present, "a", { content: "<p>x</p>" }), "a:content");
    expect(h.past).toHaveLength(2);
    expect(undo(undo(h)).present[0].title).toBe("");
  });

  it("keeps at most the spec's 50 steps", () => {
    let h = createSlideHistory(one);
    for (let i = 0; i < HISTORY_LIMIT + 10; i++) h = commit(h, addSlide(h.present, emptySlide(`s${i}`)));
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});
