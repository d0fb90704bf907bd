import type { Block } from "~/blocks/types";
import { createDraftStore, type Draft, type DraftStore } from "~/editor/draft-store";
import { deepEqual } from "~/editor/equal";
import type { Timers } from "~/editor/save-queue";

/** A 500-block tree costs ~2 ms to clone per write, too much per keystroke: written after this pause, or at once when the page goes. */
export const DRAFT_WRITE_DELAY_MS = 300;

let sharedStore: DraftStore | null = null;
/** One store per tab (IndexedDB, or memory where it is missing); created in the browser only. */
export function browserDraftStore(): DraftStore {
  return (sharedStore ??= createDraftStore());
}

interface Options {
  pageId: string;
  /** Null: no browser draft. */
  store: DraftStore | null;
  timers: Timers;
  /** The blocks the editor opened with: a stored draft equal to them is not offered. */
  loaded: Block[];
  /** The editor's blocks, what the server has and the version the edits are made on, now. */
  snapshot: () => { blocks: Block[]; serverContent: Block[]; version: number };
  /** The check on opening is through (a draft may be offered now). */
  onFound: () => void;
}

export interface DraftKeeper {
  /** A draft from an earlier visit that differs from the loaded page, until the user chooses. */
  found(): Draft | null;
  /** The blocks or the server's content changed: written after the pause. */
  schedule(): void;
  /** The pending write at once, synchronously (pagehide, hidden tab). */
  writeNow(): void;
  /** Forget the offered draft (restored into the editor, or discarded with clear); false when none was offered. */
  dismiss(clear: boolean): boolean;
  dispose(): void;
}

/**
 * Keeps the unsaved blocks in the browser (issue 14: a reload, a crash or going offline loses
 * nothing): written after each change, cleared once the server has that content, a draft found
 * on opening offered back (and nothing written over it until the user chose). Writes are
 * serialised and only the newest waiting one runs, so a slow IndexedDB never writes an older tree
 * over a newer one; at the last moment the store's synchronous copy is used.
 */
export function createDraftKeeper({ pageId, store, timers, loaded, snapshot, onFound }: Options): DraftKeeper {
  let phase: "checking" | "offered" | "tracking" = store ? "checking" : "tracking";
  let found: Draft | null = null;
  let timer: unknown = null;
  let pending = false;
  let writing = false;
  let nextWrite: (() => Promise<void>) | null = null;

  function enqueue(op: () => Promise<void>) {
    nextWrite = op;
    if (writing) return;
    writing = true;
    void (async () => {
      while (nextWrite) {
        const current = nextWrite;
        nextWrite = null;
        try {
          await current();
        } catch (error) {
          console.error("Entwurf im Browser konnte nicht geschrieben werden", error);
        }
      }
      writing = false;
    })();
  }

  function cancelTimer() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }

  function write(now: boolean) {
    if (!store || phase !== "tracking") return;
    pending = false;
    cancelTimer();
    const { blocks, serverContent, version } = snapshot();
    if (deepEqual(blocks, serverContent)) {
      // At the last moment a queued clear may never run (an IndexedDB write still busy): remember it at once.
      if (now) store.clearNow(pageId);
      else enqueue(() => store.clear(pageId));
    } else {
      // The base goes with it: a draft restored after others saved merges against it (decision 025).
      const draft: Draft = { pageId, blocks, version, savedAt: timers.now(), base: serverContent };
      if (now) store.writeNow(draft);
      else enqueue(() => store.write(draft));
    }
  }

  function schedule() {
    if (!store || phase !== "tracking") return;
    pending = true;
    cancelTimer();
    timer = timers.setTimeout(() => {
      timer = null;
      write(false);
    }, DRAFT_WRITE_DELAY_MS);
  }

  if (store) {
    store
      .read(pageId)
      .then((draft) => {
        if (draft && !deepEqual(draft.blocks, loaded)) {
          found = draft;
          phase = "offered";
        } else {
          if (draft) void store.clear(pageId);
          phase = "tracking";
          schedule();
        }
      })
      .catch((error: unknown) => {
        console.error("Entwurf im Browser konnte nicht gelesen werden", error);
        phase = "tracking";
        schedule();
      })
      .finally(onFound);
  }

  return {
    found: () => found,
    schedule,
    writeNow: () => pending && write(true),
    dismiss(clear) {
      if (!found) return false;
      found = null;
      phase = "tracking";
      if (clear && store) enqueue(() => store.clear(pageId));
      schedule();
      return true;
    },
    dispose() {
      if (pending) write(true);
      cancelTimer();
    },
  };
}
