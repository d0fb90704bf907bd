import { describe, expect, it } from "vitest";
import type { Block } from "~/blocks/types";
import { mergeBlocks } from "./merge";

const p = (id: string, text: string): Block => ({ id, type: "paragraph", content: { text: `<p>${text}</p>` } });
const hero = (title: string, subtitle: string): Block => ({ id: "hero", type: "hero", content: { title, subtitle } });
const section = (id: string, children: Block[], title = "Abschnitt"): Block => ({ id, type: "section", content: { title }, slots: { children } });

/** Ids and texts of a tree, depth first: [id, text|title] with nesting as "parent>child". */
function outline(blocks: Block[], prefix = ""): string[] {
  return blocks.flatMap((b) => {
    const text = String(b.content.text ?? b.content.title ?? "").replace(/<\/?p>/g, "");
    const here = `${prefix}${b.id}:${text}`;
    const children = Object.entries(b.slots ?? {}).flatMap(([slot, list]) => outline(list, `${prefix}${b.id}[${slot}]>`));
    return [here, ...children];
  });
}

const base = (): Block[] => [hero("Willkommen", "Alter Untertitel"), p("a", "Erster Absatz"), p("b", "Zweiter Absatz"), p("c", "Dritter Absatz")];

describe("three-way merge of block trees: changes to different blocks", () => {
  it("keeps both people's changes when they changed different blocks, without a conflict", () => {
    const ours = base().map((b) => (b.id === "hero" ? hero("Willkommen", "Neuer Untertitel") : b));
    const theirs = base().map((b) => (b.id === "b" ? p("b", "Zweiter Absatz, überarbeitet") : b));
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks)).toEqual(["hero:Willkommen", "a:Erster Absatz", "b:Zweiter Absatz, überarbeitet", "c:Dritter Absatz"]);
    expect(result.blocks[0].content.subtitle).toBe("Neuer Untertitel");
  });

  it("merges different fields of one block (title by one, subtitle by the other)", () => {
    const result = mergeBlocks(base(), [hero("Hallo", "Alter Untertitel"), ...base().slice(1)], [hero("Willkommen", "Neu"), ...base().slice(1)]);
    expect(result.conflicts).toEqual([]);
    expect(result.blocks[0].content).toEqual({ title: "Hallo", subtitle: "Neu" });
  });

  it("the same change on both sides is no conflict; an untouched side changes nothing", () => {
    const changed = base().map((b) => (b.id === "a" ? p("a", "Gleich") : b));
    expect(mergeBlocks(base(), changed, structuredClone(changed)).conflicts).toEqual([]);
    expect(mergeBlocks(base(), changed, base()).blocks).toEqual(changed);
    expect(mergeBlocks(base(), base(), changed).blocks).toEqual(changed);
  });

  it("keeps the very objects of blocks nobody changed", () => {
    const ours = base();
    const theirs = base().map((b) => (b.id === "c" ? p("c", "Neu") : b));
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.blocks[1]).toBe(ours[1]);
    expect(result.blocks[3]).toBe(theirs[3]);
  });
});

describe("three-way merge: the same block changed by both", () => {
  const ours = () => base().map((b) => (b.id === "b" ? p("b", "Meine Fassung") : b));
  const theirs = () => base().map((b) => (b.id === "b" ? p("b", "Ihre Fassung") : b.id === "a" ? p("a", "Von ihr geändert") : b));

  it("is a conflict naming the block, the field and both versions; the rest merges", () => {
    const result = mergeBlocks(base(), ours(), theirs());
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({ id: "b", kind: "changed", fields: ["content.text"] });
    expect(result.conflicts[0].ours?.content.text).toBe("<p>Meine Fassung</p>");
    expect(result.conflicts[0].theirs?.content.text).toBe("<p>Ihre Fassung</p>");
    expect(result.conflicts[0].base?.content.text).toBe("<p>Zweiter Absatz</p>");
    // Unchosen: ours, and the other person's change to 'a' is in.
    expect(outline(result.blocks)).toEqual(["hero:Willkommen", "a:Von ihr geändert", "b:Meine Fassung", "c:Dritter Absatz"]);
  });

  it("per block choice: 'theirs' takes their version of the conflicting field, still merging the rest", () => {
    const result = mergeBlocks(base(), ours(), theirs(), { b: "theirs" });
    expect(outline(result.blocks)).toEqual(["hero:Willkommen", "a:Von ihr geändert", "b:Ihre Fassung", "c:Dritter Absatz"]);
    expect(result.conflicts.map((c) => c.id)).toEqual(["b"]);
  });

  it("a changed style field conflicts like content; different style fields merge", () => {
    const styled = (id: string, style: Block["style"]): Block[] => base().map((b) => (b.id === id ? { ...b, style } : b));
    expect(mergeBlocks(base(), styled("a", { textColor: "#111111" }), styled("a", { textColor: "#222222" })).conflicts[0].fields).toEqual(["style.textColor"]);
    const merged = mergeBlocks(base(), styled("a", { textColor: "#111111" }), styled("a", { textAlign: "center" }));
    expect(merged.conflicts).toEqual([]);
    expect(merged.blocks[1].style).toEqual({ textColor: "#111111", textAlign: "center" });
  });

  it("a type changed by one while the other edited the block is a conflict", () => {
    const asHeading = base().map((b) => (b.id === "a" ? { id: "a", type: "heading", content: { text: "Erster Absatz", level: 2 } } : b));
    const edited = base().map((b) => (b.id === "a" ? p("a", "Geändert") : b));
    const result = mergeBlocks(base(), asHeading, edited);
    expect(result.conflicts[0]).toMatchObject({ id: "a", fields: ["type"] });
    expect(result.blocks[1].type).toBe("heading");
    expect(mergeBlocks(base(), asHeading, edited, { a: "theirs" }).blocks[1]).toEqual(p("a", "Geändert"));
    // Only the type changed by one, nothing by the other: no question.
    expect(mergeBlocks(base(), asHeading, base()).conflicts).toEqual([]);
  });

  it("both added a block of the same id with different content: a conflict without a base", () => {
    const result = mergeBlocks([], [p("x", "Eins")], [p("x", "Zwei")]);
    expect(result.conflicts).toEqual([expect.objectContaining({ id: "x", kind: "changed", base: null })]);
  });
});

describe("three-way merge: inserts, deletes and moves", () => {
  it("keeps blocks inserted by each side after the block they followed there", () => {
    const ours = [...base().slice(0, 2), p("mine", "Von mir"), ...base().slice(2)];
    const theirs = [...base(), p("yours", "Von ihr")];
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.blocks.map((b) => b.id)).toEqual(["hero", "a", "mine", "b", "c", "yours"]);
  });

  it("inserts of both sides at the same place are both kept", () => {
    const ours = [p("o1", "O"), ...base()];
    const theirs = [p("t1", "T"), ...base()];
    expect(mergeBlocks(base(), ours, theirs).blocks.map((b) => b.id)).toEqual(["t1", "o1", "hero", "a", "b", "c"]);
  });

  it("a block deleted by one side and untouched by the other is deleted", () => {
    const ours = base().filter((b) => b.id !== "c");
    const theirs = base().map((b) => (b.id === "a" ? p("a", "Neu") : b));
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks)).toEqual(["hero:Willkommen", "a:Neu", "b:Zweiter Absatz"]);
    // Deleted by both: gone.
    expect(mergeBlocks(base(), ours, ours).blocks.map((b) => b.id)).toEqual(["hero", "a", "b"]);
  });

  it("a block deleted by them and changed by me is a conflict, never silently lost", () => {
    const ours = base().map((b) => (b.id === "b" ? p("b", "Ich habe ihn geändert") : b));
    const theirs = base().filter((b) => b.id !== "b");
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([expect.objectContaining({ id: "b", kind: "deleted-by-theirs", theirs: null })]);
    // Unchosen it is kept, at its place.
    expect(result.blocks.map((b) => b.id)).toEqual(["hero", "a", "b", "c"]);
    expect(mergeBlocks(base(), ours, theirs, { b: "ours" }).blocks.map((b) => b.id)).toEqual(["hero", "a", "b", "c"]);
    expect(mergeBlocks(base(), ours, theirs, { b: "theirs" }).blocks.map((b) => b.id)).toEqual(["hero", "a", "c"]);
  });

  it("a block deleted by me and changed by them is a conflict too", () => {
    const ours = base().filter((b) => b.id !== "a");
    const theirs = base().map((b) => (b.id === "a" ? p("a", "Sie hat ihn geändert") : b));
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([expect.objectContaining({ id: "a", kind: "deleted-by-ours", ours: null })]);
    expect(outline(result.blocks)).toContain("a:Sie hat ihn geändert");
    expect(mergeBlocks(base(), ours, theirs, { a: "ours" }).blocks.map((b) => b.id)).toEqual(["hero", "b", "c"]);
    expect(outline(mergeBlocks(base(), ours, theirs, { a: "theirs" }).blocks)).toContain("a:Sie hat ihn geändert");
  });

  it("a block moved by one side and changed by the other is moved and changed", () => {
    const ours = [base()[0], base()[3], base()[1], base()[2]]; // c moved up
    const theirs = base().map((b) => (b.id === "c" ? p("c", "Dritter, geändert") : b));
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks)).toEqual(["hero:Willkommen", "c:Dritter, geändert", "a:Erster Absatz", "b:Zweiter Absatz"]);
  });

  it("reordered by both: ours wins the order, nothing is lost", () => {
    const ours = [base()[3], base()[0], base()[1], base()[2]];
    const theirs = [base()[0], base()[2], base()[1], base()[3]];
    const result = mergeBlocks(base(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.blocks.map((b) => b.id)).toEqual(["c", "hero", "a", "b"]);
  });
});

describe("three-way merge: nested slots", () => {
  const nested = (): Block[] => [
    section("s", [p("x", "Im Abschnitt"), p("y", "Auch drin")]),
    { id: "row", type: "two-column", content: {}, slots: { "columns[0]": [p("l", "Links")], "columns[1]": [p("r", "Rechts")] } },
  ];

  it("changes to different children of one section, and to the section itself, all merge", () => {
    const ours = structuredClone(nested());
    ours[0].slots!.children[0] = p("x", "Von mir");
    const theirs = structuredClone(nested());
    theirs[0].slots!.children[1] = p("y", "Von ihr");
    theirs[0].content.title = "Neuer Titel";
    const result = mergeBlocks(nested(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks)).toEqual([
      "s:Neuer Titel",
      "s[children]>x:Von mir",
      "s[children]>y:Von ihr",
      "row:",
      "row[columns[0]]>l:Links",
      "row[columns[1]]>r:Rechts",
    ]);
  });

  it("inserts into a column and moves between columns merge with edits of the other", () => {
    const ours = structuredClone(nested());
    ours[1].slots!["columns[1]"] = [p("r", "Rechts"), p("new", "Neu rechts")];
    const theirs = structuredClone(nested());
    // 'l' moved into the right column, the left one is empty now.
    theirs[1].slots = { "columns[1]": [p("l", "Links, verschoben"), p("r", "Rechts")] };
    const result = mergeBlocks(nested(), ours, theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks).slice(3)).toEqual(["row:", "row[columns[1]]>l:Links, verschoben", "row[columns[1]]>r:Rechts", "row[columns[1]]>new:Neu rechts"]);
    expect(result.blocks[1].slots!["columns[0]"]).toBeUndefined();
  });

  it("a section deleted by them while I changed a paragraph inside is one conflict on the section", () => {
    const ours = structuredClone(nested());
    ours[0].slots!.children[1] = p("y", "Ich tippe hier");
    const theirs = structuredClone(nested()).slice(1);
    const result = mergeBlocks(nested(), ours, theirs);
    expect(result.conflicts.map((c) => [c.id, c.kind])).toEqual([["s", "deleted-by-theirs"]]);
    expect(outline(result.blocks)).toContain("s[children]>y:Ich tippe hier");
    expect(outline(result.blocks)).toContain("s[children]>x:Im Abschnitt");
    expect(mergeBlocks(nested(), ours, theirs, { s: "theirs" }).blocks.map((b) => b.id)).toEqual(["row"]);
  });

  it("a paragraph I inserted into a section they deleted makes the deletion a conflict", () => {
    const ours = structuredClone(nested());
    ours[0].slots!.children.push(p("z", "Neu im Abschnitt"));
    const result = mergeBlocks(nested(), ours, nested().slice(1));
    expect(result.conflicts.map((c) => c.id)).toEqual(["s"]);
    expect(outline(result.blocks)).toContain("s[children]>z:Neu im Abschnitt");
  });

  it("a section deleted by one side and untouched by the other goes with its children", () => {
    const theirs = structuredClone(nested());
    theirs[1].slots!["columns[0]"] = [p("l", "Links, geändert")];
    const result = mergeBlocks(nested(), nested().slice(1), theirs);
    expect(result.conflicts).toEqual([]);
    expect(outline(result.blocks)).toEqual(["row:", "row[columns[0]]>l:Links, geändert", "row[columns[1]]>r:Rechts"]);
  });

  it("a conflict deep inside is reported with the nested block's versions", () => {
    const ours = structuredClone(nested());
    ours[1].slots!["columns[1]"] = [p("r", "Rechts von mir")];
    const theirs = structuredClone(nested());
    theirs[1].slots!["columns[1]"] = [p("r", "Rechts von ihr")];
    const result = mergeBlocks(nested(), ours, theirs, { r: "theirs" });
    expect(result.conflicts.map((c) => [c.id, c.ours?.content.text, c.theirs?.content.text])).toEqual([["r", "<p>Rechts von mir</p>", "<p>Rechts von ihr</p>"]]);
    expect(outline(result.blocks)).toContain("row[columns[1]]>r:Rechts von ihr");
  });

  it("blocks moved crosswise into each other end up at the top level, not in a cycle", () => {
    const b0: Block[] = [section("s1", []), section("s2", [])];
    const ours: Block[] = [section("s1", [section("s2", [])])];
    const theirs: Block[] = [section("s2", [section("s1", [])])];
    const result = mergeBlocks(b0, ours, theirs);
    const ids = outline(result.blocks).map((line) => line.split(":")[0]);
    expect(ids.map((line) => line.split(">").pop()).sort()).toEqual(["s1", "s2"]);
  });
});
