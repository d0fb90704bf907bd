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
}

export interface DraftStore {
  read(pageId: string): Promise<Draft | null>;
  write(draft: Draft): Promise<void>;
  clear(pageId: string): Promise<void>;
}

export const DRAFT_DB = "cms-editor";
export const DRAFT_STORE = "drafts";

/** Keeps drafts for this tab only: where IndexedDB is missing (server, old or locked-down browsers). */
export function createMemoryDraftStore(): DraftStore {
  const drafts = new Map<string, Draft>();
  return {
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
 * logged once, so the editor works the same and only a reload loses them.
 */
export function createDraftStore(factory: IDBFactory | undefined = globalThis.indexedDB): DraftStore {
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
    async clear(pageId) {
      if (!(await db())) return memory.clear(pageId);
      await run("readwrite", (store) => store.delete(pageId));
    },
  };
}
