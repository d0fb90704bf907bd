import { Box } from "lucide-react";
import { describe, expect, it } from "vitest";
import { blockIcon, getBlockEditor } from "./admin-registry";
import { allBlockModules } from "./registry";

describe("admin registry (app/blocks/<type>/editor.tsx)", () => {
  it("gives every registered block type its own symbol", () => {
    const missing = allBlockModules().filter((m) => !getBlockEditor(m.type)?.icon);
    expect(missing.map((m) => m.type)).toEqual([]);
    for (const m of allBlockModules()) expect(blockIcon(m.type), m.type).not.toBe(Box);
  });

  it("resolves aliases to their block's editor module and falls back to the box for unknown types", () => {
    expect(getBlockEditor("blog_meta")).toBe(getBlockEditor("blog-meta"));
    expect(blockIcon("gibt-es-nicht")).toBe(Box);
  });

  it("finds the insert dialogs and canvas tools the blocks declare, with their toasts", () => {
    const withDialog = allBlockModules().filter((m) => getBlockEditor(m.type)?.InsertDialog).map((m) => m.type);
    expect(withDialog).toEqual(["button", "card", "downloads", "hero", "image", "table"]);
    for (const type of withDialog) expect(getBlockEditor(type)?.strings?.inserted, type).toMatch(/eingefügt$/);
    const withTools = allBlockModules().filter((m) => getBlockEditor(m.type)?.CanvasTools).map((m) => m.type);
    expect(withTools).toEqual(["columns", "downloads", "flexible-row", "grid", "list", "table", "three-column", "two-column"]);
  });
});
