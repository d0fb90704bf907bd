import { describe, expect, it } from "vitest";
import { historyShortcut, isEditableTarget } from "./use-editor";
import { keyPress } from "../../tests/fixtures";

const body = { tagName: "BODY", isContentEditable: false } as unknown as EventTarget;
const key = (k: string, mods: Parameters<typeof keyPress>[1] = {}, target = body) => keyPress(k, mods, target);

describe("historyShortcut", () => {
  it("maps Ctrl+Z to undo, Ctrl+Y and Ctrl+Shift+Z to redo, also with Cmd", () => {
    expect(historyShortcut(key("z", { ctrlKey: true }))).toBe("undo");
    expect(historyShortcut(key("z", { metaKey: true }))).toBe("undo");
    expect(historyShortcut(key("y", { ctrlKey: true }))).toBe("redo");
    expect(historyShortcut(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(historyShortcut(key("Z", { metaKey: true, shiftKey: true }))).toBe("redo");
  });

  it("ignores other keys and plain letters", () => {
    expect(historyShortcut(key("z"))).toBeNull();
    expect(historyShortcut(key("s", { ctrlKey: true }))).toBeNull();
    expect(historyShortcut(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
  });

  it("leaves the shortcut to form fields and rich text", () => {
    for (const target of [{ tagName: "INPUT" }, { tagName: "textarea" }, { tagName: "SELECT" }, { tagName: "DIV", isContentEditable: true }]) {
      expect(isEditableTarget(target as unknown as EventTarget)).toBe(true);
      expect(historyShortcut(key("z", { ctrlKey: true }, target as unknown as EventTarget))).toBeNull();
    }
    expect(isEditableTarget(null)).toBe(false);
    expect(isEditableTarget({ tagName: "BUTTON", isContentEditable: false } as unknown as EventTarget)).toBe(false);
  });
});
