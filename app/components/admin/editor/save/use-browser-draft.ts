import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Block } from "~/blocks/types";
import { deepEqual } from "~/editor/equal";
import { createDraftStore, type Draft, type DraftStore } from "~/editor/draft-store";

const DRAFT_WRITE_DELAY_MS = 300;

let sharedStore: DraftStore | null = null;
/** One store per tab (IndexedDB, or memory where it is missing); created in the browser only. */
function draftStore(): DraftStore {
  return (sharedStore ??= createDraftStore());
}

interface Options {
  pageId: string;
  /** The editor's blocks now. */
  blocks: Block[];
  /** What the server has (the queue's serverContent): equal blocks need no draft. */
  serverContent: Block[];
  /** The server version the edits are made on. */
  version: () => number;
  /** The blocks the editor opened with: a stored draft equal to them is not offered. */
  initial: Block[];
}

export interface BrowserDraft {
  /** A draft from an earlier visit that differs from the loaded page, until the user chooses. */
  found: Draft | null;
  /** Forget the offered draft (after restoring it into the editor, or to discard it). */
  dismiss: (options: { clear: boolean }) => void;
}

/**
 * Keeps unsaved editor content in the browser (issue 14: a reload, a crash or going offline loses
 * nothing): every change is written, the draft is cleared once the server has that content, and a
 * draft found on opening is offered back. Writes are serialised and only the newest waiting one
 * runs, so a slow IndexedDB never writes an older tree over a newer one.
 */
export function useBrowserDraft({ pageId, blocks, serverContent, version, initial }: Options): BrowserDraft {
  const [checked, setChecked] = useState(false);
  const [found, setFound] = useState<Draft | null>(null);
  const running = useRef(false);
  const next = useRef<(() => Promise<void>) | null>(null);
  const initialRef = useRef(initial);

  const enqueue = useCallback((op: () => Promise<void>) => {
    next.current = op;
    if (running.current) return;
    running.current = true;
    void (async () => {
      while (next.current) {
        const current = next.current;
        next.current = null;
        try {
          await current();
        } catch (error) {
          console.error("Entwurf im Browser konnte nicht geschrieben werden", error);
        }
      }
      running.current = false;
    })();
  }, []);

  useEffect(() => {
    let cancelled = false;
    draftStore()
      .read(pageId)
      .then((draft) => {
        if (cancelled) return;
        if (draft && !deepEqual(draft.blocks, initialRef.current)) setFound(draft);
        else if (draft) void draftStore().clear(pageId);
      })
      .catch((error: unknown) => console.error("Entwurf im Browser konnte nicht gelesen werden", error))
      .finally(() => !cancelled && setChecked(true));
    return () => {
      cancelled = true;
    };
  }, [pageId]);

  const versionRef = useRef(version);
  versionRef.current = version;
  // Written 300 ms after the last change (a 500-block tree costs ~2 ms to clone per write, too much
  // per keystroke), and at once when the tab is hidden or closed. A layout effect, so the pending
  // write holds the newest blocks before the browser can run anything else (a reload right after a
  // keystroke); at the last moment it is written synchronously (writeNow), as IndexedDB writes
  // started then do not outlive the page.
  const pendingWrite = useRef<((now: boolean) => void) | null>(null);
  useLayoutEffect(() => {
    // Until the user chose, the found draft stays as it is (new edits still autosave to the server).
    if (!checked || found) return;
    const write = (now: boolean) => {
      pendingWrite.current = null;
      if (deepEqual(blocks, serverContent)) {
        // At the last moment a queued clear may never run (an IndexedDB write still busy): remember it at once.
        if (now) draftStore().clearNow(pageId);
        else enqueue(() => draftStore().clear(pageId));
      } else {
        const draft = { pageId, blocks, version: versionRef.current(), savedAt: Date.now() };
        if (now) draftStore().writeNow(draft);
        else enqueue(() => draftStore().write(draft));
      }
    };
    pendingWrite.current = write;
    const timer = setTimeout(() => write(false), DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [checked, found, blocks, serverContent, pageId, enqueue]);
  useEffect(() => {
    const flush = () => pendingWrite.current?.(true);
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      flush();
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  const dismiss = useCallback(
    ({ clear }: { clear: boolean }) => {
      setFound(null);
      if (clear) enqueue(() => draftStore().clear(pageId));
    },
    [enqueue, pageId],
  );

  return { found, dismiss };
}
