import { describe, expect, it } from "vitest";
import { compareMeta, compareTrees, longestCommonSubsequence, textOf, wordChanges, type BlockDescriber, type CompareBlock, type FieldInfo } from "./compare";

/** A describer without the block registry: "row" has the slots "columns[0]" and "columns[1]". */
const describe_: BlockDescriber = {
  typeLabel: (type) => ({ text: "Text", row: "Zeile" })[type] ?? type,
  slots: (block) =>
    block.type === "row" ? ["columns[0]", "columns[1]"].map((name) => ({ name, blocks: block.slots?.[name] ?? [] })) : [],
  contentFields: (type): Record<string, FieldInfo> =>
    type === "text"
      ? { text: { kind: "richtext", label: "Text" }, alignment: { kind: "select", label: "Ausrichtung", options: [{ value: "left", label: "Links" }, { value: "center", label: "Zentriert" }] } }
      : {},
  styleFields: () => ({ padding: { kind: "group", label: "Innenabstand", fields: { top: { kind: "number", label: "Oben" }, bottom: { kind: "number", label: "Unten" } } } }),
};

const t = (id: string, text = id, extra: Partial<CompareBlock> = {}): CompareBlock => ({ id, type: "text", content: { text }, ...extra });
const row = (id: string, left: CompareBlock[], right: CompareBlock[] = []): CompareBlock => ({ id, type: "row", content: {}, slots: { "columns[0]": left, "columns[1]": right } });
const kinds = (blocks: { id: string; kind: string; moved?: boolean }[]) => Object.fromEntries(blocks.map((b) => [b.id, b.moved ? `${b.kind}+moved` : b.kind]));

describe("compareTrees", () => {
  it("marks added, removed and unchanged blocks at the top level, removed ones where they were", () => {
    const result = compareTrees([t("a"), t("b"), t("c")], [t("a"), t("c"), t("d")], describe_);
    expect(result.blocks.map((b) => b.id)).toEqual(["a", "b", "c", "d"]);
    expect(kinds(result.blocks)).toEqual({ a: "unchanged", b: "removed", c: "unchanged", d: "added" });
    expect(result.summary).toEqual({ added: 1, removed: 1, moved: 0, changed: 0, style: 0 });
    expect(result.blocks[1]).toMatchObject({ from_index: 1, to_index: null, before: { id: "b" } });
    expect(result.blocks[1].after).toBeUndefined();
  });

  it("does not mark the siblings after one insertion as moved", () => {
    const result = compareTrees([t("a"), t("b"), t("c"), t("d")], [t("new"), t("a"), t("b"), t("c"), t("d")], describe_);
    expect(kinds(result.blocks)).toEqual({ new: "added", a: "unchanged", b: "unchanged", c: "unchanged", d: "unchanged" });
    expect(result.summary.moved).toBe(0);
  });

  it("marks only the block that changed place among its siblings as moved", () => {
    const result = compareTrees([t("a"), t("b"), t("c"), t("d")], [t("a"), t("c"), t("d"), t("b")], describe_);
    expect(kinds(result.blocks)).toEqual({ a: "unchanged", c: "unchanged", d: "unchanged", b: "moved+moved" });
    expect(result.blocks.find((b) => b.id === "b")).toMatchObject({ from_index: 1, to_index: 3 });
    expect(result.summary.moved).toBe(1);
  });

  it("finds changes, moves, additions and removals inside slots at any depth", () => {
    const before = [row("r", [t("x", "Alt"), t("y")], [t("z")]), t("top")];
    const after = [row("r", [t("y")], [t("z"), t("x", "Neu")]), t("top"), row("r2", [t("inner")])];
    const result = compareTrees(before, after, describe_);
    expect(kinds(result.blocks)).toEqual({ r: "unchanged", y: "unchanged", z: "unchanged", x: "changed+moved", top: "unchanged", r2: "added", inner: "added" });
    const x = result.blocks.find((b) => b.id === "x")!;
    expect(x).toMatchObject({ parents: ["r"], slot: "columns[1]", from_index: 0, to_index: 1 });
    expect(x.fields[0]).toMatchObject({ field: "text", label: "Text", before: "Alt", after: "Neu" });
    expect(result.blocks.find((b) => b.id === "inner")).toMatchObject({ parents: ["r2"], slot: "columns[0]" });
    // Reading order of the new state: a row's columns follow the row.
    expect(result.blocks.map((b) => b.id)).toEqual(["r", "y", "z", "x", "top", "r2", "inner"]);
  });

  it("lists a removed container with its removed children, and a child moved out at its new place", () => {
    const before = [row("r", [t("gone"), t("kept")]), t("b")];
    const after = [t("b"), t("kept")];
    const result = compareTrees(before, after, describe_);
    expect(result.blocks.map((b) => `${b.id}:${b.kind}`)).toEqual(["r:removed", "gone:removed", "b:unchanged", "kept:moved"]);
    expect(result.blocks.find((b) => b.id === "gone")).toMatchObject({ parents: ["r"], slot: "columns[0]" });
  });

  it("names a style-only change, also inside a slot", () => {
    const before = [row("r", [t("x", "Hallo", { style: { padding: { top: 16 } } })])];
    const after = [row("r", [t("x", "Hallo", { style: { padding: { top: 32 } } })])];
    const [, x] = compareTrees(before, after, describe_).blocks;
    expect(x.kind).toBe("style");
    expect(x.fields).toEqual([]);
    expect(x.styles).toEqual([{ field: "padding.top", label: "Innenabstand oben", before: "16", after: "32", text: "Innenabstand oben 16 → 32" }]);
  });

  it("counts look-only content fields (alignment) as style, with the option's German label", () => {
    const result = compareTrees([t("a", "x", { content: { text: "x", alignment: "left" } })], [t("a", "x", { content: { text: "x", alignment: "center" } })], describe_);
    expect(result.blocks[0]).toMatchObject({ kind: "style", styles: [{ text: "Ausrichtung Links → Zentriert" }] });
    expect(result.summary.style).toBe(1);
  });

  it("names the flat spacing names of older content ('Abstand oben 16 → 32') and unset values 'Standard'", () => {
    const before = [{ id: "o", type: "legacy", content: {}, style: { paddingTop: 16 } }];
    const after = [{ id: "o", type: "legacy", content: {}, style: { paddingTop: 32, marginBottom: 8 } }];
    const [o] = compareTrees(before, after, describe_).blocks;
    expect(o.styles.map((s) => s.text)).toEqual(["Abstand oben 16 → 32", "Außenabstand unten Standard → 8"]);
  });

  it("a changed block with a style change too is 'changed' and lists both", () => {
    const result = compareTrees([t("a", "eins", { style: { padding: { bottom: 4 } } })], [t("a", "zwei", { style: { padding: { bottom: 8 } } })], describe_);
    expect(result.blocks[0]).toMatchObject({ kind: "changed", styles: [{ text: "Innenabstand unten 4 → 8" }] });
    expect(result.blocks[0].fields).toHaveLength(1);
  });

  it("computes word changes of rich text from its plain text", () => {
    const result = compareTrees([t("a", "<p>Wir liefern <strong>schnell</strong> und zuverlässig.</p>")], [t("a", "<p>Wir liefern <em>pünktlich</em> und zuverlässig.</p>")], describe_);
    const field = result.blocks[0].fields[0];
    expect(field.before).toBe("Wir liefern schnell und zuverlässig.");
    expect(field.after).toBe("Wir liefern pünktlich und zuverlässig.");
    expect(field.words).toEqual([
      { kind: "same", text: "Wir liefern " },
      { kind: "removed", text: "schnell" },
      { kind: "added", text: "pünktlich" },
      { kind: "same", text: " und zuverlässig." },
    ]);
  });

  it("a change of markup only (bold) is still a change, though the words are all the same", () => {
    const result = compareTrees([t("a", "<p>Hallo Welt</p>")], [t("a", "<p>Hallo <strong>Welt</strong></p>")], describe_);
    expect(result.blocks[0].kind).toBe("changed");
    expect(result.blocks[0].fields[0].words).toEqual([{ kind: "same", text: "Hallo Welt" }]);
  });

  it("reads anything that is not a list of blocks as an empty tree (no crash)", () => {
    expect(compareTrees(null, { blocks: "nope" }, describe_)).toEqual({ blocks: [], summary: { added: 0, removed: 0, moved: 0, changed: 0, style: 0 } });
    expect(compareTrees("<p>alt</p>", [t("a")], describe_).blocks.map((b) => b.kind)).toEqual(["added"]);
  });

  it("keeps blocks with a repeated id apart", () => {
    const result = compareTrees([t("a", "eins"), t("a", "zwei")], [t("a", "eins"), t("a", "drei")], describe_);
    expect(result.blocks.map((b) => b.kind)).toEqual(["unchanged", "changed"]);
  });
});

describe("wordChanges and textOf", () => {
  it("splits plain text into same, removed and added runs", () => {
    expect(wordChanges("Der schnelle Fuchs", "Der langsame Fuchs")).toEqual([
      { kind: "same", text: "Der " },
      { kind: "removed", text: "schnelle" },
      { kind: "added", text: "langsame" },
      { kind: "same", text: " Fuchs" },
    ]);
    expect(wordChanges("", "Neu")).toEqual([{ kind: "added", text: "Neu" }]);
  });

  it("reduces HTML to its text", () => {
    expect(textOf("<h2>Über uns</h2><p>Seit&nbsp;1950 &amp; heute</p>")).toBe("Über uns Seit 1950 & heute");
  });
});

describe("longestCommonSubsequence", () => {
  it("keeps the longest run in order", () => {
    expect([...longestCommonSubsequence(["a", "b", "c", "d"], ["a", "c", "d", "b"])].sort()).toEqual(["a", "c", "d"]);
  });
});

describe("compareMeta", () => {
  it("lists the changed page fields with German labels and word changes", () => {
    const meta = compareMeta({ title: "Über uns", slug: "ueber-uns", meta_title: null, meta_description: "Alt" }, { title: "Über uns", slug: "wir", meta_title: "Wir", meta_description: "Alt" });
    expect(meta.map((m) => m.label)).toEqual(["Adresse (Slug)", "Meta-Titel"]);
    expect(meta[1]).toMatchObject({ before: "", after: "Wir", words: [{ kind: "added", text: "Wir" }] });
  });
});
