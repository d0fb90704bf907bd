import { z } from "zod";
import { defineBlock, type Block } from "./types";

/** Shared fixture of the tree tests (app/blocks/tree.test.ts) and the editor action tests. */

/** A paragraph block whose text is its id (or `text`). */
export const p = (id: string, text = id): Block => ({ id, type: "paragraph", content: { text } });

/**
 * section "s1"
 *   heading "h"
 *   flexible-row "row" (3 columns)
 *     [0] section "s2" > paragraph "deep"
 *     [1] paragraph "b"
 *     [2] (empty)
 * paragraph "end"
 */
export function tree(): Block[] {
  return [
    {
      id: "s1",
      type: "section",
      content: { title: "Außen" },
      slots: {
        children: [
          { id: "h", type: "heading", content: { text: "Titel", level: 2 } },
          {
            id: "row",
            type: "flexible-row",
            content: { columns: 3 },
            slots: { "columns[0]": [{ id: "s2", type: "section", content: {}, slots: { children: [p("deep")] } }], "columns[1]": [p("b")] },
          },
        ],
      },
    },
    p("end"),
  ];
}

/**
 * A block type with two named slots and an indexed one, as Puck allows: "children", "aside" and
 * "columns[0]" … "columns[n-1]" (n from its `columns` field). No real block declares this yet; the
 * tree tests register it beside the real modules.
 */
export const splitModule = defineBlock({
  type: "test-split",
  label: "Geteilt",
  category: "Layout",
  schema: z.object({ columns: z.number().int().min(1).max(4).catch(2).default(2) }),
  fields: { columns: { kind: "number", label: "Spalten", min: 1, max: 4, step: 1 } },
  styleFields: [],
  slots: { children: { label: "Inhalt" }, aside: { label: "Randspalte" }, columns: { label: "Spalte", count: { field: "columns" } } },
  Render: () => null,
});

/**
 * test-split "x" (2 columns)
 *   children:   paragraph "c1", paragraph "c2"
 *   aside:      section "as" > paragraph "a-deep"
 *   columns[0]: paragraph "k0"
 *   columns[1]: (empty)
 * paragraph "after"
 */
export function splitTree(): Block[] {
  return [
    {
      id: "x",
      type: "test-split",
      content: { columns: 2 },
      slots: {
        children: [p("c1"), p("c2")],
        aside: [{ id: "as", type: "section", content: {}, slots: { children: [p("a-deep")] } }],
        "columns[0]": [p("k0")],
      },
    },
    p("after"),
  ];
}
