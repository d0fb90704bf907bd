import { describe, expect, it } from "vitest";
import type { Slide } from "~/blocks/content";
import { addSlide, canDeleteSlide, deleteSlide, duplicateSlide, emptySlide, moveSlide, newSlideId, updateSlide } from "./slides";

const slide = (id: string, title = id): Slide => ({ id, type: "slide", title, content: `<p>${id}</p>`, imageUrl: `/img/${id}.png` });
const ids = (slides: Slide[]) => slides.map((s) => s.id);
const three = () => [slide("a"), slide("b"), slide("c")];

describe("slide operations", () => {
  it("newSlideId makes distinct ids", () => {
    const seen = new Set(Array.from({ length: 200 }, newSlideId));
    expect(seen.size).toBe(200);
  });

  it("adds an empty slide at the end without touching the input", () => {
    const before = three();
    const after = addSlide(before, emptySlide("d"));
    expect(ids(after)).toEqual(["a", "b", "c", "d"]);
    expect(after[3]).toEqual({ id: "d", type: "slide", title: "", content: "", imageUrl: "" });
    expect(ids(before)).toEqual(["a", "b", "c"]);
  });

  it("duplicates right after the original with ' (Kopie)' and a new id, keeping content and image", () => {
    const after = duplicateSlide(three(), "a", () => "copy");
    expect(ids(after)).toEqual(["a", "copy", "b", "c"]);
    expect(after[1]).toEqual({ ...slide("a"), id: "copy", title: "a (Kopie)" });
    expect(duplicateSlide(three(), "c", () => "x").at(-1)?.title).toBe("c (Kopie)");
  });

  it("duplicate of an unknown id changes nothing", () => {
    const before = three();
    expect(duplicateSlide(before, "zzz")).toBe(before);
  });

  it("deletes a slide but refuses the last one", () => {
    expect(ids(deleteSlide(three(), "b"))).toEqual(["a", "c"]);
    const one = [slide("only")];
    expect(canDeleteSlide(one)).toBe(false);
    expect(deleteSlide(one, "only")).toBe(one);
    expect(canDeleteSlide(three())).toBe(true);
  });

  it("reorders, clamping the target and ignoring no-op moves", () => {
    expect(ids(moveSlide(three(), "a", 2))).toEqual(["b", "c", "a"]);
    expect(ids(moveSlide(three(), "c", 0))).toEqual(["c", "a", "b"]);
    expect(ids(moveSlide(three(), "b", 99))).toEqual(["a", "c", "b"]);
    expect(ids(moveSlide(three(), "b", -4))).toEqual(["b", "a", "c"]);
    const before = three();
    expect(moveSlide(before, "b", 1)).toBe(before);
    expect(moveSlide(before, "nope", 0)).toBe(before);
  });

  it("updates one slide's fields and returns the same array when nothing changes", () => {
    const before = three();
    const after = updateSlide(before, "b", { title: "Neu" });
    expect(after[1].title).toBe("Neu");
    expect(after[0]).toBe(before[0]);
    expect(updateSlide(before, "b", { title: "b" })).toBe(before);
  });
});
