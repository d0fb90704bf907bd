import { vi } from "vitest";
import type { Block } from "~/blocks/types";
import { createEditorState, type EditorState } from "../state";

/** Shared fixture of the action tests. */
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
      children: [
        { id: "h", type: "heading", content: { text: "Titel", level: 2 } },
        {
          id: "row",
          type: "flexible-row",
          content: { columns: 3 },
          children: [[{ id: "s2", type: "section", content: {}, children: [p("deep")] }], [p("b")], []],
        },
      ],
    },
    p("end"),
  ];
}

export function state(selectedId: string | null = null): EditorState {
  return createEditorState(tree(), selectedId);
}

/** console.warn spied and silenced; returns the spy. */
export function spyWarn() {
  return vi.spyOn(console, "warn").mockImplementation(() => {});
}
