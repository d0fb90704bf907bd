import type { Block } from "~/blocks/types";

/**
 * Unsaved editor content kept in the browser, per page, so a reload, a crash or going offline
 * loses nothing: the builder writes the newest content on every change, clears it once the server
 * has it, and offers a draft it finds on opening the page back to the user.
 */
export interface Draft {
  pageId: string;
  blocks: Block[];
  /** The server version the local edits were made on (a newer server version means a conflict). */
  version: number;
  /** When the draft was written (epoch ms). */
  savedAt: number;
  /** The server's content the edits were made on (the merge's base); absent in drafts of older releases. */
  base?: Block[];
}

export interface DraftStore {
  /** The newest draft of the page, wherever it was kept. */
  read(pageId: string): Promise<Draft | null>;
  write(draft: Draft): Promise<void>;
  /**
   * The last moment before the page goes (pagehide): a synchronous copy, because an IndexedDB
   * write started then does not outlive the page (a reload right after typing lost it).
   * The next read finds it; the next durable write or clear removes it.
   */
  writeNow(draft: Draft): void;
  clear(pageId: string): Promise<void>;
  /**
   * The last moment's clear (the server has the content): remembered synchronously, so a durable
   * draft whose deletion does not finish before the page goes is not offered again.
   */
  clearNow(pageId: string): void;
}

/** Where writeNow keeps its copy: Web Storage, synchronous and kept over a reload. */
export type SyncStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const SYNC_PREFIX = "cms-editor-draft:";

function syncStorage(): SyncStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (a sandboxed frame, a locked-down browser): access itself throws.
    return null;
  }
}

export const DRAFT_DB = "cms-editor";
export const DRAFT_STORE = "drafts";

/** Keeps drafts for this tab only: where IndexedDB is missing (server, old or locked-down browsers). */
export function createMemoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
    writeNow: (draft) => void drafts.set(draft.pageId, structuredClone(draft)),
    clearNow: (pageId) => void drafts.delete(pageId),
    read: async (pageId) => {
      const draft = drafts.get(pageId);
      return draft ? structuredClone(draft) : null;
    },
    write: async (draft) => {
      // A copy, as IndexedDB stores one: later edits of the tree must not change the stored draft.
      drafts.set(draft.pageId, structuredClone(draft));
    },
    clear: async (pageId) => {
      drafts.delete(pageId);
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = factory.open(DRAFT_DB, 1);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(DRAFT_STORE)) open.result.createObjectStore(DRAFT_STORE, { keyPath: "pageId" });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
    open.onblocked = () => reject(new Error("IndexedDB blockiert"));
  });
}

function isDraft(value: unknown): value is Draft {
  const d = value as Draft | null;
  return !!d && typeof d.pageId === "string" && Array.isArray(d.blocks) && typeof d.version === "number" && typeof d.savedAt === "number";
}

/**
 * Drafts in IndexedDB (database "cms-editor", store "drafts", keyed by pageId). When IndexedDB is
 * missing or can't be opened (private modes, storage disabled) the drafts live in memory instead,
 * logged once, so the editor works the same and only a reload loses them. What is written at the
 * last moment (writeNow) is also copied to localStorage at once.
 */
export function createDraftStore(factory: IDBFactory | undefined = globalThis.indexedDB, sync: SyncStorage | null = syncStorage()): DraftStore {
  return withLastMomentCopy(createAsyncDraftStore(factory), sync);
}

/**
 * Adds writeNow's synchronous copy (Web Storage) to a store: read returns the newer of the two,
 * a durable write of the same or a newer state removes the copy, clear removes both.
 */
export function withLastMomentCopy(store: DraftStore, sync: SyncStorage | null): DraftStore {
  if (!sync) return store;
  const key = (pageId: string) => SYNC_PREFIX + pageId;
  /** A draft, or a tombstone ({ pageId, savedAt, cleared: true }): the drafts up to then are gone. */
  type Entry = Draft | { pageId: string; savedAt: number; cleared: true };
  const readSync = (pageId: string): Entry | null => {
    try {
      const value = JSON.parse(sync.getItem(key(pageId)) ?? "null") as Partial<Entry> | null;
      if (value && value.pageId === pageId && "cleared" in value && value.cleared === true && typeof value.savedAt === "number") return value as Entry;
      return isDraft(value) && value.pageId === pageId ? value : null;
    } catch (error) {
      console.error("Entwurf im Browser unlesbar", error);
      return null;
    }
  };
  const setSync = (entry: Entry) => {
    try {
      sync.setItem(key(entry.pageId), JSON.stringify(entry));
    } catch (error) {
      // Full (a huge page) or disabled: the durable write or clear started at the same time is what is left.
      console.error("Entwurf konnte nicht sofort gesichert werden", error);
    }
  };
  const dropSync = (pageId: string, upTo = Infinity) => {
    const copy = readSync(pageId);
    if (copy && copy.savedAt <= upTo) sync.removeItem(key(pageId));
  };
  return {
    async read(pageId) {
      const [durable, copy] = [await store.read(pageId), readSync(pageId)];
      if (!copy) return durable;
      if (durable && durable.savedAt > copy.savedAt) return durable;
      if ("cleared" in copy) {
        // The deletion the tombstone stands for, finished now.
        if (durable) await store.clear(pageId);
        sync.removeItem(key(pageId));
        return null;
      }
      return copy;
    },
    async write(draft) {
      await store.write(draft);
      dropSync(draft.pageId, draft.savedAt);
    },
    writeNow(draft) {
      setSync(draft);
      void store.write(draft).catch((error: unknown) => console.error("Entwurf im Browser konnte nicht geschrieben werden", error));
    },
    async clear(pageId) {
      sync.removeItem(key(pageId));
      await store.clear(pageId);
    },
    clearNow(pageId) {
      setSync({ pageId, savedAt: Date.now(), cleared: true });
      void store.clear(pageId).catch((error: unknown) => console.error("Entwurf im Browser konnte nicht gelöscht werden", error));
    },
  };
}

function createAsyncDraftStore(factory: IDBFactory | undefined): DraftStore {
  const memory = createMemoryDraftStore();
  if (!factory) return memory;
  let database: Promise<IDBDatabase | null> | null = null;
  const db = () =>
    (database ??= openDatabase(factory).catch((error: unknown) => {
      console.warn("IndexedDB nicht verfügbar, Entwürfe werden nur im Speicher gehalten", error);
      return null;
    }));

  async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const handle = (await db())!;
    const transaction = handle.transaction(DRAFT_STORE, mode);
    // Resolves once the transaction completed: a write is durable then, not just accepted.
    const committed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
    const [result] = await Promise.all([request(fn(transaction.objectStore(DRAFT_STORE))), committed]);
    return result;
  }

  return {
    async read(pageId) {
      if (!(await db())) return memory.read(pageId);
      const value = await run("readonly", (store) => store.get(pageId));
      return isDraft(value) ? value : null;
    },
    async write(draft) {
      if (!(await db())) return memory.write(draft);
      await run("readwrite", (store) => store.put(draft));
    },
    writeNow(draft) {
      void this.write(draft).catch((error: unknown) => console.error("Entwurf im Browser konnte nicht geschrieben werden", error));
    },
    clearNow(pageId) {
      void this.clear(pageId).catch((error: unknown) => console.error("Entwurf im Browser konnte nicht gelöscht werden", error));
    },
    async clear(pageId) {
      if (!(await db())) return memory.clear(pageId);
      await run("readwrite", (store) => store.delete(pageId));
    },
  };
}
