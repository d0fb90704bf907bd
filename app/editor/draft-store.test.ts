import { afterEach, describe, expect, it, vi } from "vitest";
import type { Block } from "~/blocks/types";
import { createDraftStore, createMemoryDraftStore, withLastMomentCopy, type Draft, type DraftStore, type SyncStorage } from "./draft-store";

afterEach(() => vi.restoreAllMocks());

const blocks = (): Block[] => [{ id: "h", type: "heading", content: { text: "Entwurf" } }];
const draft = (pageId: string, text = "Entwurf"): Draft => ({
  pageId,
  blocks: [{ id: "h", type: "heading", content: { text } }],
  version: 3,
  savedAt: 1_700_000_000_000,
});

/** An IDBFactory whose open() fails the way a browser with storage disabled does. */
function failingFactory(): IDBFactory {
  return {
    open: () => {
      const req = { error: new DOMException("denied", "SecurityError") } as unknown as IDBOpenDBRequest;
      queueMicrotask(() => req.onerror?.(new Event("error")));
      return req;
    },
  } as unknown as IDBFactory;
}

async function roundTrip(store: DraftStore) {
  expect(await store.read("p1")).toBeNull();
  await store.write(draft("p1"));
  await store.write(draft("p2", "Andere Seite"));
  expect(await store.read("p1")).toEqual(draft("p1"));
  await store.write(draft("p1", "Neuer"));
  expect((await store.read("p1"))!.blocks[0].content.text).toBe("Neuer");
  await store.clear("p1");
  expect(await store.read("p1")).toBeNull();
  expect((await store.read("p2"))!.blocks[0].content.text).toBe("Andere Seite");
}

describe("draft store", () => {
  it("keeps drafts per page in memory when there is no IndexedDB", async () => {
    expect(globalThis.indexedDB).toBeUndefined();
    await roundTrip(createDraftStore());
    await roundTrip(createDraftStore(undefined));
  });

  it("falls back to memory, logged, when IndexedDB can't be opened", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await roundTrip(createDraftStore(failingFactory()));
    expect(warn).toHaveBeenCalledOnce();
  });

  it("stores a copy: later edits of the tree do not change the draft, nor do edits of what was read", async () => {
    const store = createMemoryDraftStore();
    const tree = blocks();
    await store.write({ pageId: "p", blocks: tree, version: 1, savedAt: 1 });
    tree[0].content.text = "geändert";
    const read = await store.read("p");
    expect(read!.blocks[0].content.text).toBe("Entwurf");
    read!.blocks[0].content.text = "auch geändert";
    expect((await store.read("p"))!.blocks[0].content.text).toBe("Entwurf");
  });

  it("a last-moment write is there at once, synchronously; the newer copy wins, a durable write or clear removes it", async () => {
    const items = new Map<string, string>();
    const sync: SyncStorage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
    // An asynchronous store whose writes never finish, as IndexedDB's when the page is gone.
    const stuck: DraftStore = { ...createMemoryDraftStore(), write: () => new Promise(() => {}), writeNow: () => {} };
    const store = withLastMomentCopy(stuck, sync);
    store.writeNow({ ...draft("p1", "Letztes Wort"), savedAt: 2 });
    // Read by the next page load: another store over the same storage.
    const next = withLastMomentCopy(createMemoryDraftStore(), sync);
    expect((await next.read("p1"))!.blocks[0].content.text).toBe("Letztes Wort");
    // A durable draft that is newer wins; an older one does not.
    const durable = createMemoryDraftStore();
    await durable.write({ ...draft("p1", "Älter"), savedAt: 1 });
    expect((await withLastMomentCopy(durable, sync).read("p1"))!.blocks[0].content.text).toBe("Letztes Wort");
    await withLastMomentCopy(durable, sync).write({ ...draft("p1", "Neuer"), savedAt: 3 });
    expect(items.size).toBe(0);
    expect((await withLastMomentCopy(durable, sync).read("p1"))!.blocks[0].content.text).toBe("Neuer");
    store.writeNow({ ...draft("p1", "Wieder"), savedAt: 4 });
    await withLastMomentCopy(durable, sync).clear("p1");
    expect(await withLastMomentCopy(durable, sync).read("p1")).toBeNull();
    // Unreadable or foreign entries are ignored, full storage is logged, not thrown.
    items.set("cms-editor-draft:p2", "{kaputt");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await next.read("p2")).toBeNull();
    const full = withLastMomentCopy(createMemoryDraftStore(), { ...sync, setItem: () => { throw new DOMException("voll", "QuotaExceededError"); } });
    expect(() => full.writeNow(draft("p3"))).not.toThrow();
    expect(error).toHaveBeenCalled();
  });

  it("a last-moment clear is remembered at once: a durable draft whose deletion did not finish is not offered again", async () => {
    const items = new Map<string, string>();
    const sync: SyncStorage = { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v), removeItem: (k) => void items.delete(k) };
    const durable = createMemoryDraftStore();
    await durable.write({ ...draft("p1", "Schon gespeichert"), savedAt: Date.now() - 1000 });
    // The page goes while its IndexedDB delete is still pending: the delete never happens.
    const going = withLastMomentCopy({ ...durable, clear: () => new Promise(() => {}) }, sync);
    going.clearNow("p1");
    const next = withLastMomentCopy(durable, sync);
    expect(await next.read("p1")).toBeNull();
    // Reading finished the deletion; a newer durable draft than the tombstone is offered as usual.
    expect(await durable.read("p1")).toBeNull();
    expect(items.size).toBe(0);
    going.clearNow("p1");
    await durable.write({ ...draft("p1", "Später getippt"), savedAt: Date.now() + 1000 });
    expect((await next.read("p1"))!.blocks[0].content.text).toBe("Später getippt");
  });
});
