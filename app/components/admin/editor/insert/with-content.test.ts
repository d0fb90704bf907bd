import { describe, expect, it } from "vitest";
import { getBlockModule } from "~/blocks/registry";
import { createBlock } from "../drop-model";
import { tableContent } from "~/blocks/table/insert";
import { withContent } from "./with-content";

describe("withContent", () => {
  it("makes createBlock produce the dialog's content, through the module's schema", () => {
    const table = getBlockModule("table")!;
    const built = tableContent({ cols: 4, rows: 2, header: true });
    if (!built.ok) throw new Error("table content");
    const block = createBlock(withContent(table, built.content), () => "b-1");
    expect(block).toEqual({ id: "b-1", type: "table", content: built.content });
    // The original module is untouched: a plain library insert still gets the defaults.
    expect(createBlock(table, () => "b-2").content.headers).toEqual(["Spalte 1", "Spalte 2", "Spalte 3"]);
  });

  it("still applies the schema's clamps and defaults", () => {
    const hero = getBlockModule("hero")!;
    const block = createBlock(withContent(hero, { title: "Hallo", overlayOpacity: 63, buttons: [{}, {}, {}] }), () => "b-3");
    expect(block.content).toMatchObject({ title: "Hallo", overlayOpacity: 65, isH1: true });
    expect((block.content.buttons as unknown[]).length).toBe(2);
  });

  it("gives every insert its own copy of the content", () => {
    const table = getBlockModule("table")!;
    const content = { headers: ["A"], rows: [["x"]] };
    const module = withContent(table, content);
    const a = createBlock(module, () => "a");
    const b = createBlock(module, () => "b");
    expect(a.content.rows).not.toBe(b.content.rows);
  });
});
