import { afterEach, describe, expect, it, vi } from "vitest";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { editorReducer } from "~/editor/actions";
import { createEditorState } from "~/editor/state";
import { builderCommand, clipboardText, CLIPBOARD_KIND, CLIPBOARD_STORAGE_KEY, parseClipboard, pasteActions, readClipboard, writeClipboard } from "./use-builder-shortcuts";
import { keyPress } from "../../../../tests/fixtures";

const key = (k: string, mods: Parameters<typeof keyPress>[1] = {}, target: unknown = { tagName: "DIV" }) => keyPress(k, mods, target);

describe("builder shortcuts: which key means what", () => {
  it("maps Delete/Backspace, Ctrl+C/V/D (Cmd on a Mac), Escape and '?'", () => {
    expect(builderCommand(key("Delete"))).toBe("remove");
    expect(builderCommand(key("Backspace"))).toBe("remove");
    expect(builderCommand(key("c", { ctrlKey: true }))).toBe("copy");
    expect(builderCommand(key("V", { ctrlKey: true }))).toBe("paste");
    expect(builderCommand(key("d", { metaKey: true }))).toBe("duplicate");
    expect(builderCommand(key("Escape"))).toBe("parent");
    expect(builderCommand(key("?", { shiftKey: true }))).toBe("help");
    // Not ours: plain letters, Alt combinations, Ctrl+Shift+C (devtools), undo (useEditor's).
    expect(builderCommand(key("d"))).toBeNull();
    expect(builderCommand(key("c", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(builderCommand(key("c", { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(builderCommand(key("z", { ctrlKey: true }))).toBeNull();
  });

  it("ignores every key while typing in a form field or a text edited in place, and inside dialogs and menus", () => {
    for (const target of [{ tagName: "INPUT" }, { tagName: "textarea" }, { tagName: "SELECT" }, { tagName: "P", isContentEditable: true }]) {
      for (const k of [key("Delete", {}, target), key("Backspace", {}, target), key("c", { ctrlKey: true }, target), key("v", { ctrlKey: true }, target), key("d", { ctrlKey: true }, target), key("Escape", {}, target), key("?", {}, target)]) {
        expect(builderCommand(k), `${k.key} in ${target.tagName}`).toBeNull();
      }
    }
    const inDialog = { tagName: "BUTTON", closest: (selector: string) => (selector.includes('[role="dialog"]') ? {} : null) };
    expect(builderCommand(key("Delete", {}, inDialog))).toBeNull();
    const onCanvas = { tagName: "BUTTON", closest: () => null };
    expect(builderCommand(key("Delete", {}, onCanvas))).toBe("remove");
  });
});

describe("copy and paste of blocks", () => {
  const section: Block = {
    id: "s",
    type: "section",
    content: {},
    slots: {
      children: [
        { id: "h", type: "heading", content: { text: "Titel" } },
        { id: "r", type: "flexible-row", content: { columns: 2 }, slots: { "columns[0]": [{ id: "p", type: "paragraph", content: { text: "x" } }] } },
      ],
    },
  };
  const page: Block[] = [{ id: "a", type: "heading", content: { text: "A" } }, section, { id: "z", type: "paragraph", content: {} }];

  it("round-trips our payload and refuses any other clipboard text", () => {
    expect(parseClipboard(clipboardText([section]))).toEqual([section]);
    expect(parseClipboard("Hallo Welt")).toBeNull();
    // Copied in a tab of an older release: nested blocks as `children`, read into slots.
    const legacy = { id: "s", type: "section", content: {}, children: [{ id: "h", type: "heading", content: { text: "Titel" } }] };
    expect(parseClipboard(JSON.stringify({ kind: CLIPBOARD_KIND, blocks: [legacy, "kaputt"] }))).toEqual([
      { id: "s", type: "section", content: {}, slots: { children: [{ id: "h", type: "heading", content: { text: "Titel" } }] } },
    ]);
    expect(parseClipboard(JSON.stringify({ blocks: [section] }))).toBeNull();
    expect(parseClipboard(`{"kind":"${CLIPBOARD_KIND}", kaputt`)).toBeNull();
    expect(parseClipboard(JSON.stringify({ kind: CLIPBOARD_KIND, version: 1, blocks: [] }))).toBeNull();
    expect(parseClipboard(null)).toBeNull();
  });

  it("pastes with fresh ids for the block and everything nested in it, after the selected block or at the end", () => {
    let n = 0;
    const [action] = pasteActions(page, "a", [section], () => `new-${++n}`);
    expect(action.to).toEqual({ parentId: null, slot: "children", index: 1 });
    const ids = flattenBlocks([action.block]).map((b) => b.id);
    expect(ids).toEqual(["new-1", "new-2", "new-3", "new-4"]);
    const old = new Set(flattenBlocks(page).map((b) => b.id));
    expect(ids.some((id) => old.has(id))).toBe(false);
    // The content is copied, not shared.
    expect(flattenBlocks([action.block]).map((b) => b.type)).toEqual(["section", "heading", "flexible-row", "paragraph"]);
    expect(action.block.content).not.toBe(section.content);

    // Inside a slot: after the selected block in that slot; nothing selected: at the end of the page.
    expect(pasteActions(page, "h", [section])[0].to).toEqual({ parentId: "s", slot: "children", index: 1 });
    expect(pasteActions(page, null, [section])[0].to).toEqual({ parentId: null, slot: "children", index: 3 });

    // Through the editor's own insert action: pasted twice, two blocks with different ids, selected.
    let state = createEditorState(page, "a");
    for (const a of [...pasteActions(state.blocks, "a", [section]), ...pasteActions(page, "a", [section])]) state = editorReducer(state, a);
    const all = flattenBlocks(state.blocks).map((b) => b.id);
    expect(new Set(all).size).toBe(all.length);
    expect(state.blocks.map((b) => b.type)).toEqual(["heading", "section", "section", "section", "paragraph"]);
  });
});

describe("the clipboard: system clipboard first, localStorage when the page may not use it", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  const block: Block = { id: "h", type: "heading", content: { text: "Kopie" } };
  function storage() {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  }

  it("writes to both and reads our payload back from the system clipboard", async () => {
    let system = "";
    const local = storage();
    vi.stubGlobal("localStorage", local);
    vi.stubGlobal("navigator", { clipboard: { writeText: async (t: string) => void (system = t), readText: async () => system } });
    await writeClipboard(clipboardText([block]));
    expect(parseClipboard(system)).toEqual([block]);
    expect(parseClipboard(local.map.get(CLIPBOARD_STORAGE_KEY))).toEqual([block]);
    expect(await readClipboard()).toEqual([block]);
    // Text copied elsewhere since then is not ours: nothing to paste (not the older copy).
    system = "ein anderer Text";
    expect(await readClipboard()).toBeNull();
  });

  it("falls back to the copy in localStorage when reading or writing the system clipboard is refused", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const local = storage();
    vi.stubGlobal("localStorage", local);
    const denied = () => Promise.reject(new DOMException("Read permission denied.", "NotAllowedError"));
    vi.stubGlobal("navigator", { clipboard: { writeText: denied, readText: denied } });
    await writeClipboard(clipboardText([block]));
    expect(await readClipboard()).toEqual([block]);
    // No clipboard API at all (an insecure context): the same.
    vi.stubGlobal("navigator", {});
    expect(await readClipboard()).toEqual([block]);
  });
});
