import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
// Through the registry: canvas.tsx imports canvas-tools.ts, which loads every canvas.tsx eagerly.
import { getBlockEditor } from "../admin-registry";
import { BlockDataContext } from "../data";
import { patchForPath, resolveEditableField } from "../editable";
import type { Block } from "../types";
import { block } from "./block";
import { addItem, removeItem } from "./list-ops";

const parse = (c: Record<string, unknown>) => block.schema.parse(c);

function render(content: Record<string, unknown>, editMode: boolean): string {
  const b: Block = { id: "l", type: "list", content };
  const Render = block.Render;
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={{ editMode }}>
      <Render block={b} content={parse(content)} renderSlot={() => null} />
    </BlockDataContext.Provider>,
  );
}

describe("list canvas tools", () => {
  it("appends 'New item' and removes an item by its stored index", () => {
    const list = parse({ items: ["Eins", "", "Drei"] });
    expect(addItem(list)).toEqual({ items: ["Eins", "", "Drei", "New item"] });
    expect(removeItem(list, 1)).toEqual({ items: ["Eins", "Drei"] });
    expect(removeItem(list, 2)).toEqual({ items: ["Eins", ""] });
  });

  it("marks items with their stored index in edit mode, skipping empty ones; visitors' HTML stays as it was", () => {
    const content = { items: ["Eins", " ", "Drei"] };
    const html = render(content, true);
    expect(html).toContain('<li class="pl-1" data-edit-field="items.0">Eins</li>');
    expect(html).toContain('<li class="pl-1" data-edit-field="items.2">Drei</li>');
    expect(html).not.toContain("items.1");
    expect(render(content, false)).toBe('<ul class="space-y-1.5 leading-relaxed marker:text-muted-foreground list-disc pl-6"><li class="pl-1">Eins</li><li class="pl-1">Drei</li></ul>');
    expect(resolveEditableField(block, "items.2")).toMatchObject({ kind: "text" });
    expect(patchForPath(content, "items.2", "Zwei")).toEqual({ items: ["Eins", " ", "Zwei"] });
  });

  it("has one remove button per stored item, named by its number", () => {
    const Tools = getBlockEditor("list")!.CanvasTools!;
    const content = { items: ["Eins", "Zwei"] };
    const html = renderToStaticMarkup(<Tools block={{ id: "l", type: "list", content }} content={parse(content)} getBody={() => null} onContent={() => {}} />);
    expect(html).toContain(">Eintrag hinzufügen</button>");
    expect(html).toContain('aria-label="Eintrag 1 entfernen" title="Eintrag 1 entfernen: „Eins“"');
    expect(html).toContain('aria-label="Eintrag 2 entfernen"');
    expect(html).not.toContain("Eintrag 3 entfernen");
  });
});
