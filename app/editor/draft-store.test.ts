import { afterEach, describe, expect, it, vi } from "vitest";
import type { Block } from "~/blocks/types";
import { createDraftStore, createMemoryDraftStore, type Draft, type DraftStore } from "./draft-store";

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
});
