import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { allBlockModules } from "~/blocks/registry";
import type { Block } from "~/blocks/types";
import { PropertiesPanel } from "./properties-panel";

function panel(type: string): string {
  const module = allBlockModules().find((m) => m.type === type)!;
  const block: Block = { id: "b", type, content: {} };
  return renderToStaticMarkup(<PropertiesPanel block={block} module={module} pages={[]} onContent={() => {}} onStyle={() => {}} />);
}

describe("the properties panel's ids (issue 38: the hero's 'Titel' had no label)", () => {
  it("gives the hero's 'Titel' field a label that points at its input", () => {
    const html = panel("hero");
    const labelFor = /<label[^>]*for="([^"]+)"[^>]*>Titel<\/label>/.exec(html)?.[1];
    expect(labelFor).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input[^>]*id="${labelFor}"`));
  });

  it("has no id twice, for any block type", () => {
    for (const module of allBlockModules()) {
      const ids = [...panel(module.type).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect(twice, module.type).toEqual([]);
    }
  });
});
