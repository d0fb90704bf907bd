import { describe, expect, it } from "vitest";
import type { Block } from "~/blocks/types";
import { mergeBlocks } from "~/editor/merge";
import { describeConflict, firstText } from "./conflict-diff";

const heading = (id: string, text: string): Block => ({ id, type: "heading", content: { text, level: 2 } });

describe("describeConflict", () => {
  const para = (id: string, text: string): Block => ({ id, type: "paragraph", content: { text: `<p>${text}</p>` } });

  it("names the block as both started from and gives the word differences of the field both changed", () => {
    const base = [para("a", "Wir liefern schnell"), heading("h", "Titel")];
    const ours = [para("a", "Wir liefern sehr schnell"), heading("h", "Titel")];
    const theirs = [para("a", "Wir liefern pünktlich"), heading("h", "Titel neu")];
    const [conflict] = mergeBlocks(base, ours, theirs).conflicts;
    const view = describeConflict(conflict);
    expect(view).toMatchObject({ id: "a", kind: "changed", label: "Absatz: Wir liefern schnell" });
    expect(view.fields).toHaveLength(1);
    const [field] = view.fields;
    expect(field).toMatchObject({ label: "Text", mine: "Wir liefern sehr schnell", theirs: "Wir liefern pünktlich" });
    const mine = field.words!.filter((w) => w.kind !== "removed").map((w) => w.text).join("");
    const theirsText = field.words!.filter((w) => w.kind !== "added").map((w) => w.text).join("");
    expect(mine).toBe("Wir liefern sehr schnell");
    expect(theirsText).toBe("Wir liefern pünktlich");
    expect(field.words!.find((w) => w.kind === "added")?.text).toContain("sehr");
  });

  it("a deletion against a change says which side kept the block and its text", () => {
    const base = [para("a", "Alt")];
    const [conflict] = mergeBlocks(base, [para("a", "Von mir geändert")], []).conflicts;
    expect(describeConflict(conflict)).toMatchObject({ kind: "deleted-by-theirs", mineText: "Von mir geändert", theirsText: null, fields: [] });
  });
});

describe("firstText", () => {
  it("takes the first readable string, strips tags and shortens long text", () => {
    expect(firstText({ src: "/bild.png", html: "<p>Hallo <b>Welt</b></p>" })).toBe("Hallo Welt");
    expect(firstText({ items: [{ text: "" }, { text: "Zweiter" }] })).toBe("Zweiter");
    expect(firstText({ text: "x".repeat(100) })).toHaveLength(60);
    expect(firstText({ level: 2 })).toBeNull();
  });
});
