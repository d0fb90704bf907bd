import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * The tab's presence id (issue 38, item 2): a reload is the same tab, a duplicated living tab is
 * another. Each "document" is a fresh import of the module over the same sessionStorage.
 */
class FakeStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

async function openDocument(storage: FakeStorage) {
  const win = new EventTarget();
  vi.stubGlobal("window", win);
  vi.stubGlobal("sessionStorage", storage);
  vi.resetModules();
  const { presenceClientId, TAB_ID_KEY } = await import("./use-presence");
  return { id: presenceClientId(), win, key: TAB_ID_KEY, presenceClientId };
}

const pagehide = (win: EventTarget) => win.dispatchEvent(new Event("pagehide"));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("presence tab id", () => {
  it("a reload keeps the tab's id (put back on pagehide, taken on load)", async () => {
    const storage = new FakeStorage();
    const first = await openDocument(storage);
    expect(first.id).toMatch(/^tab-[A-Za-z0-9_-]{8,60}$/);
    expect(first.presenceClientId()).toBe(first.id);
    // While the document lives, the id is not in the storage (a duplicated tab copies it).
    expect(storage.getItem(first.key)).toBeNull();
    pagehide(first.win);
    const reloaded = await openDocument(storage);
    expect(reloaded.id).toBe(first.id);
  });

  it("a tab duplicated while the first lives gets an id of its own; another tab never shares it", async () => {
    const storage = new FakeStorage();
    const first = await openDocument(storage);
    const copy = new FakeStorage();
    for (const [k, v] of storage.data) copy.setItem(k, v);
    const duplicate = await openDocument(copy);
    expect(duplicate.id).not.toBe(first.id);
    const other = await openDocument(new FakeStorage());
    expect(other.id).not.toBe(first.id);
  });

  it("a malformed stored id is not taken", async () => {
    const storage = new FakeStorage();
    storage.setItem("cms-presence-tab", "x;drop");
    expect((await openDocument(storage)).id).toMatch(/^tab-/);
  });
});
