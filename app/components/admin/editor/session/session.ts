import { readBlocks } from "~/blocks/content";
import type { Block } from "~/blocks/types";
import { apiRequest, describeFailure, type ApiResult } from "~/components/admin/pages/api-client";
import type { Draft, DraftStore } from "~/editor/draft-store";
import { browserDraftStore, createDraftKeeper } from "./draft-keeper";
import type { MergeChoices } from "~/editor/merge";
import { ConflictError, createSaveQueue, type Rebase, type SaveQueue, type SaveQueueSnapshot, type ServerVersion, type Timers } from "~/editor/save-queue";

/**
 * One editing session of a page, shared by the builder, the presentation editor and the inline
 * editor on the live page (issue 27, item 4): the version both writers advance, the save queue
 * (autosave, one request at a time, the newest content wins), 409 → conflict for the dialog, the
 * browser draft (IndexedDB plus the synchronous last-moment copy), the flush when the browser is
 * back online, and the leave guard. Framework-free, so it is tested without a browser; the React
 * side is use-editing-session.ts.
 */

/** What the session reads of GET/PATCH/POST /api/pages/{id}. */
export interface SessionPage {
  version: number;
  is_published: boolean;
  has_unpublished_changes: boolean;
  updated_at?: string;
  content: unknown;
}

/** The server's page in the conflict dialog. */
export type ServerPage = ServerVersion & { updated_at: string };

/** What the server said last: saved changes visitors do not see yet, and whether the page is online. */
export interface LiveState {
  unpublished: boolean;
  online: boolean;
}

export type Request = <T>(method: string, url: string, body?: unknown) => Promise<ApiResult<T>>;

export type StatusTone = "error" | "pending" | "neutral";

export interface SessionState {
  save: SaveQueueSnapshot<ServerPage>;
  live: LiveState;
  /** A settings save, publish or discard met a newer version (409): the page must be reloaded. */
  outdated: boolean;
  /** A draft from an earlier visit that differs from the loaded page, until the user chooses. */
  draft: Draft | null;
  /** The offered draft was made on another version than the one loaded. */
  draftStale: boolean;
}

export interface EditingSessionOptions {
  pageId: string;
  version: number;
  /** The blocks the editor opened with. */
  content: Block[];
  live: LiveState;
  /** Autosave delay (1000 ms in the admin, 1500 ms inline). */
  delayMs?: number;
  /** Content autosave leaves alone (default: the queue's placeholder check). */
  isSkippable?: (blocks: Block[]) => boolean;
  /** Unsaved work outside the blocks (the settings form): counts for the leave guard. */
  extraDirty?: () => boolean;
  /** Text for the browser's leave dialog (most browsers show their own). */
  leaveMessage?: string;
  request?: Request;
  /** Null: no browser draft (the server side, tests of the queue alone). */
  draftStore?: DraftStore | null;
  /**
   * Someone else saved meanwhile and the local edits were merged onto it (automatically, or after
   * the conflict dialog): the editor shows mergeBlocks(rebase.base, its blocks, rebase.theirs, rebase.choices).
   */
  onRebase?: (rebase: Rebase) => void;
  timers?: Timers;
}

export interface EditingSession {
  readonly pageUrl: string;
  /** The version the next write sends. */
  version(): number;
  /** The editor's newest blocks: to the save queue and the browser draft. */
  change(blocks: Block[]): void;
  /** Save now; true once the server has everything. */
  flush(): Promise<boolean>;
  /** A write beside the queue (settings, publish, discard): the queue waits, the version is sent and advanced. */
  send<T extends SessionPage>(method: string, path: string, body?: Record<string, unknown>): Promise<ApiResult<T>>;
  /** The server's page after such a write: its version and live state. */
  adopt(page: SessionPage): void;
  /** The conflict dialog's answer, per conflicting block 'ours' or 'theirs': the merge is saved (onRebase tells the editor). */
  resolveConflict(choices: MergeChoices): Promise<void>;
  /** The offered draft's blocks for the editor (its version becomes the one sent, so an older one meets the conflict dialog). */
  restoreDraft(): Block[] | null;
  dismissDraft(options: { clear: boolean }): void;
  /** A fresh queue on a new server state (after discarding to the published version). */
  reset(version: number, blocks: Block[]): void;
  /** Local work the server does not have (the queue's or extraDirty's). */
  dirty(): boolean;
  readonly queue: SaveQueue<ServerPage>;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Listeners on the window: online → flush, pagehide/hidden → draft now, beforeunload → ask. Returns the detach. */
  attach(win: Window, doc: Document): () => void;
  /** The pending draft write now (the page goes); then the queue stops. */
  dispose(): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

/** The toolbar's colour for the save status. */
export function statusTone(snapshot: SaveQueueSnapshot<ServerPage>, extraDirty = false): StatusTone {
  if (snapshot.status === "error" || snapshot.status === "failed-repeatedly" || snapshot.status === "conflict") return "error";
  return snapshot.dirty || extraDirty ? "pending" : "neutral";
}

export function createEditingSession(options: EditingSessionOptions): EditingSession {
  const request = options.request ?? apiRequest;
  // Every editor edits blocks, presentations included (slide blocks, decision 016): saved as they are.
  const serverBlocks = (content: unknown) => (Array.isArray(content) ? (content as Block[]) : null);
  const timers = options.timers ?? realTimers;
  const store = options.draftStore === undefined ? browserDraftStore() : options.draftStore;
  const pageUrl = `/api/pages/${encodeURIComponent(options.pageId)}`;
  const { pageId } = options;

  /** One version for every writer: the content autosave and the settings/publish writes PATCH the same page. */
  let version = options.version;
  let live = options.live;
  let outdated = false;
  let local = options.content;
  const listeners = new Set<() => void>();

  async function save(content: Block[]): Promise<{ version: number }> {
    const result = await request<SessionPage>("PATCH", pageUrl, { content, version });
    if (result.ok) {
      version = result.data.version;
      live = liveOf(result.data);
      return { version };
    }
    if (result.status === 409 && result.code === "version") {
      const server = await request<SessionPage>("GET", pageUrl);
      const blocks = server.ok ? serverBlocks(server.data.content) : null;
      if (server.ok && blocks) throw new ConflictError<ServerPage>({ version: server.data.version, content: blocks, updated_at: server.data.updated_at ?? "" });
    }
    throw new Error(describeFailure(result));
  }

  function rebased(rebase: Rebase) {
    // The merged content is saved on the server's version: every later write sends it too.
    version = rebase.version;
    options.onRebase?.(rebase);
  }

  const makeQueue = (v: number, content: Block[]) =>
    createSaveQueue<ServerPage>({ version: v, content, save, delayMs: options.delayMs, isSkippable: options.isSkippable, timers: options.timers, onRebase: rebased });
  let queue = makeQueue(version, local);
  let unsubscribeQueue = queue.subscribe(onQueue);
  let lastServerContent = queue.getSnapshot().serverContent;

  // The browser draft: offered on opening, then written after each change, cleared once the server has it.
  const draft = createDraftKeeper({
    pageId,
    store,
    timers,
    loaded: options.content,
    snapshot: () => ({ blocks: local, serverContent: queue.getSnapshot().serverContent, version }),
    onFound: () => emit(),
  });

  // ---- state for React
  let state = build();
  function build(): SessionState {
    return { save: queue.getSnapshot(), live, outdated, draft: draft.found(), draftStale: draft.found() !== null && draft.found()!.version !== version };
  }
  function emit() {
    state = build();
    for (const listener of [...listeners]) listener();
  }
  function onQueue() {
    const server = queue.getSnapshot().serverContent;
    // The server has new content: the draft follows (cleared when it equals the local blocks).
    if (server !== lastServerContent) {
      lastServerContent = server;
      draft.schedule();
    }
    emit();
  }

  const liveOf = (page: SessionPage): LiveState => ({ unpublished: page.has_unpublished_changes, online: page.is_published });
  const isDirty = () => queue.getSnapshot().dirty || (options.extraDirty?.() ?? false);

  function replaceQueue(v: number, content: Block[]) {
    unsubscribeQueue();
    queue.dispose();
    queue = makeQueue(v, content);
    unsubscribeQueue = queue.subscribe(onQueue);
    lastServerContent = queue.getSnapshot().serverContent;
  }

  function change(blocks: Block[]) {
    if (!Array.isArray(blocks)) return;
    if (blocks !== local) {
      local = blocks;
      draft.schedule();
    }
    queue.change(blocks);
  }

  function adopt(page: SessionPage) {
    version = page.version;
    live = liveOf(page);
    outdated = false;
    emit();
  }

  function dismissDraft({ clear }: { clear: boolean }) {
    if (draft.dismiss(clear)) emit();
  }

  return {
    pageUrl,
    version: () => version,
    get queue() {
      return queue;
    },

    change,

    async flush() {
      await queue.flush();
      return !queue.getSnapshot().dirty;
    },

    async send<T extends SessionPage>(method: string, path: string, body: Record<string, unknown> = {}) {
      queue.hold();
      try {
        const result = await request<T>(method, `${pageUrl}${path}`, { ...body, version });
        if (result.ok) adopt(result.data);
        else if (result.status === 409 && result.code === "version") {
          outdated = true;
          emit();
        }
        return result;
      } finally {
        queue.release();
      }
    },

    adopt,

    async resolveConflict(choices) {
      await queue.resolveConflict(choices);
    },

    restoreDraft() {
      const found = draft.found();
      if (!found) return null;
      // Made on an older version: its save meets the newer one and merges against what the draft
      // was made on (kept with it), so the newer work of others is kept, not overwritten. A draft
      // of an older release has no base: every block both sides hold differently then asks.
      if (found.version !== version) replaceQueue(found.version, Array.isArray(found.base) ? readBlocks(found.base) : []);
      version = found.version;
      dismissDraft({ clear: false });
      // Read like any outside content: a draft kept by an older release has nested blocks in `children`.
      const blocks = readBlocks(found.blocks);
      change(blocks);
      return blocks;
    },

    dismissDraft,

    reset(v, blocks) {
      version = v;
      local = blocks;
      replaceQueue(v, blocks);
      draft.schedule();
      emit();
    },

    dirty: isDirty,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    attach(win, doc) {
      const onOnline = () => {
        // Back online: what failed meanwhile goes out now.
        if (queue.getSnapshot().dirty) void queue.flush();
      };
      const onPageHide = () => draft.writeNow();
      const onVisibility = () => doc.visibilityState === "hidden" && onPageHide();
      const onBeforeUnload = (event: BeforeUnloadEvent) => {
        if (!isDirty()) return;
        event.preventDefault();
        if (options.leaveMessage) event.returnValue = options.leaveMessage;
      };
      win.addEventListener("online", onOnline);
      win.addEventListener("pagehide", onPageHide);
      win.addEventListener("beforeunload", onBeforeUnload);
      doc.addEventListener("visibilitychange", onVisibility);
      return () => {
        onPageHide();
        win.removeEventListener("online", onOnline);
        win.removeEventListener("pagehide", onPageHide);
        win.removeEventListener("beforeunload", onBeforeUnload);
        doc.removeEventListener("visibilitychange", onVisibility);
      };
    },

    dispose() {
      draft.dispose();
      unsubscribeQueue();
      queue.dispose();
      listeners.clear();
    },
  };
}
