import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { deepEqual } from "./equal";
import { mergeBlocks, type MergeChoices, type MergeConflict } from "./merge";

/** Spec §9: autosave 1000 ms after the last change in the builder (1500 ms inline on the public page). */
export const AUTOSAVE_DELAY_MS = 1000;
export const INLINE_AUTOSAVE_DELAY_MS = 1500;
/** Spec §9: 'Gespeichert {time}' shows for 2 s. */
export const SAVED_LABEL_MS = 2000;
/** After this many failed saves in a row autosave stops and asks for a manual save (spec §8). */
export const MAX_FAILURES = 3;

export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "error" | "conflict" | "failed-repeatedly";

/** What the server has after someone else saved: its version and content (plus anything the UI wants to show). */
export interface ServerVersion {
  version: number;
  content: Block[];
}

/**
 * After someone else saved: the local edits now stand on the server's content. The editor shows
 * mergeBlocks(base, its blocks, theirs, choices).blocks (its history rebases the same way), the
 * queue saves that on `version`.
 */
export interface Rebase {
  /** What the local edits were made on (the content last saved or loaded). */
  base: Block[];
  /** The server's content now. */
  theirs: Block[];
  /** The conflict dialog's answers (empty when nothing conflicted). */
  choices: MergeChoices;
  /** The server's version the merged content is saved on. */
  version: number;
}

/** Thrown by `save` on 409: the working copy moved on. Carries the server's page for the merge (and the dialog). */
export class ConflictError<P extends ServerVersion = ServerVersion> extends Error {
  constructor(
    readonly server: P,
    message = deEditor.state.conflict,
  ) {
    super(message);
    this.name = "ConflictError";
  }
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  now: () => Date.now(),
};

export interface SaveQueueOptions {
  /** Writes the working copy; resolves with the new version, throws ConflictError on 409, anything else on failure. */
  save: (content: Block[], version: number) => Promise<{ version: number }>;
  /** The version the editor loaded. */
  version: number;
  /** The content the editor loaded: the same content again is not saved. */
  content?: Block[];
  delayMs?: number;
  timers?: Timers;
  /** 'Gespeichert {time}': the time of day, German by default. */
  formatTime?: (epochMs: number) => string;
  /** Content autosave leaves alone (default: empty or placeholder-only); a manual save sends it anyway. */
  isSkippable?: (content: Block[]) => boolean;
  onSaved?: (content: Block[], version: number) => void;
  /** The local edits were merged onto someone else's save: the editor shows the merged blocks (see Rebase). */
  onRebase?: (rebase: Rebase) => void;
}

export interface SaveQueueSnapshot<P extends ServerVersion = ServerVersion> {
  status: SaveStatus;
  /** Short German status for the toolbar; empty before anything was saved. */
  label: string;
  /** Longer German explanation for error, failed-repeatedly and conflict; otherwise null. */
  message: string | null;
  /** Local content the server does not have yet (ask before leaving; keep the browser draft). */
  dirty: boolean;
  version: number;
  /** Time of the last successful save. */
  savedAt: number | null;
  /** Failed saves in a row. */
  failures: number;
  /** The server's page while status is conflict. */
  conflict: P | null;
  /** While status is conflict: the blocks both changed (or one deleted and the other changed), for the dialog. */
  conflicts: MergeConflict[];
  /** The content last saved (or loaded): what a rollback at the user's request goes back to. */
  serverContent: Block[];
}

export interface SaveQueue<P extends ServerVersion = ServerVersion> {
  /** The editor's newest content; saved `delayMs` after the last call. */
  change(content: Block[]): void;
  /** Save now (Speichern button, Ctrl+S), also content autosave skips; resolves once no save is running. */
  flush(): Promise<void>;
  /** A text field's debounce is pending: no save until the matching release(). Nested holds count. */
  hold(): void;
  release(): void;
  /** The conflict dialog's answer, per conflicting block whose version wins: the merge is saved on the server's version. */
  resolveConflict(choices: MergeChoices): Promise<void>;
  getSnapshot(): SaveQueueSnapshot<P>;
  /** For useSyncExternalStore: called after every snapshot change. */
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

const timeFormat = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit" });

const defaultsByType = new Map<string, unknown>();

/** A block as inserted from the library, never touched: content equal to its schema's defaults and no style. */
function isPlaceholderBlock(block: Block): boolean {
  const module = getBlockModule(block.type);
  if (!module) return false;
  if (block.style && Object.values(block.style).some((v) => v !== undefined)) return false;
  if (!defaultsByType.has(block.type)) defaultsByType.set(block.type, module.schema.parse({}));
  const parsed = module.schema.safeParse(block.content ?? {});
  return parsed.success && deepEqual(parsed.data, defaultsByType.get(block.type));
}

/**
 * Spec §4: autosave skips "empty or placeholder-only content" — no blocks, or only blocks (nested ones
 * included) whose content is their type's defaults. Such a tree is what an editor that failed to load
 * or was just opened holds, and saving it would wipe the working copy.
 */
export function isPlaceholderOnly(blocks: Block[]): boolean {
  return flattenBlocks(blocks).every(isPlaceholderBlock);
}

/**
 * The autosave queue of spec §4 'Editor save', with the "never loses an edit": one request at
 * a time, only the newest content is sent, a change during a save goes out after it returns, a failed
 * or conflicting save keeps the local content (nothing is rolled back unless the user asks). A 409
 * (someone else saved) merges here, in the client (decision 025): the base is the content this queue
 * last saved or loaded, ours the local content, theirs the server's. Changes to different blocks are
 * merged and saved at once; only blocks both changed stop the queue until the dialog's answer.
 */
export function createSaveQueue<P extends ServerVersion = ServerVersion>(options: SaveQueueOptions): SaveQueue<P> {
  const timers = options.timers ?? realTimers;
  const delay = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const formatTime = options.formatTime ?? ((ms: number) => timeFormat.format(ms));
  const isSkippable = options.isSkippable ?? isPlaceholderOnly;

  let version = options.version;
  let serverContent: Block[] = options.content ?? [];
  /** Newest local content not yet handed to `save`; null: nothing new. */
  let latest: Block[] | null = null;
  /** The content of the running save. */
  let inFlight: Block[] | null = null;
  let inFlightManual = false;
  let status: SaveStatus = "idle";
  let failures = 0;
  let conflict: P | null = null;
  let conflicts: MergeConflict[] = [];
  let savedAt: number | null = null;
  let lastSaveAuto = false;
  let holds = 0;
  /** A save came due while one ran or while held; true also records that it was a manual one. */
  let due: { manual: boolean } | null = null;
  let timer: unknown = null;
  let savedTimer: unknown = null;
  let disposed = false;
  let waiters: Array<() => void> = [];
  const listeners = new Set<() => void>();
  let snapshot = build();

  function label(): string {
    const s = deEditor.state;
    switch (status) {
      case "idle":
        return savedAt === null ? "" : lastSaveAuto ? s.autoSaved : s.saved;
      case "pending":
      case "conflict":
        return s.unsaved;
      case "saving":
        return s.saving;
      case "saved":
        return s.savedAt.replace("{time}", formatTime(savedAt ?? timers.now()));
      case "error":
      case "failed-repeatedly":
        return s.saveError;
    }
  }

  function message(): string | null {
    if (status === "error") return deEditor.state.saveErrorDescription;
    if (status === "failed-repeatedly") return deEditor.state.autoSaveFailed;
    if (status === "conflict") return deEditor.state.conflict;
    return null;
  }

  function build(): SaveQueueSnapshot<P> {
    return {
      status,
      label: label(),
      message: message(),
      dirty: latest !== null || inFlight !== null || conflict !== null,
      version,
      savedAt,
      failures,
      conflict,
      conflicts,
      serverContent,
    };
  }

  function notify() {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  }

  function settle() {
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  function clear(handle: unknown) {
    if (handle !== null) timers.clearTimeout(handle);
  }

  function setStatus(next: SaveStatus) {
    if (next !== "saved") {
      clear(savedTimer);
      savedTimer = null;
    }
    status = next;
  }

  function schedule(ms: number) {
    clear(timer);
    timer = disposed ? null : timers.setTimeout(() => {
      timer = null;
      attempt(false);
    }, ms);
  }

  /** What the server will have once the running save is through: new content is compared with it. */
  const base = () => inFlight ?? serverContent;

  function attempt(manual: boolean) {
    if (disposed || conflict) return settle();
    if (latest === null) {
      if (inFlight === null) settle();
      return;
    }
    if (holds > 0 || inFlight !== null) {
      due = { manual: manual || (due?.manual ?? false) };
      return;
    }
    if (!manual && (status === "failed-repeatedly" || isSkippable(latest))) return settle();
    clear(timer);
    timer = null;
    due = null;
    const content = latest;
    latest = null;
    inFlight = content;
    inFlightManual = manual;
    setStatus("saving");
    notify();
    let request: Promise<{ version: number }>;
    try {
      request = options.save(content, version);
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(succeeded, failed);
  }

  function succeeded(result: { version: number }) {
    const content = inFlight!;
    inFlight = null;
    version = result.version;
    serverContent = content;
    failures = 0;
    savedAt = timers.now();
    lastSaveAuto = !inFlightManual;
    if (latest !== null && deepEqual(latest, serverContent)) latest = null;
    try {
      options.onSaved?.(content, version);
    } catch (error) {
      console.error("onSaved nach dem Speichern fehlgeschlagen", error);
    }
    if (latest !== null) {
      const next = due;
      due = null;
      setStatus("pending");
      // A change arrived during the save: its timer still runs, or it came due meanwhile and goes now.
      if (next) attempt(next.manual);
      else notify();
      return;
    }
    due = null;
    setStatus("saved");
    if (!disposed) {
      savedTimer = timers.setTimeout(() => {
        savedTimer = null;
        if (status === "saved") {
          status = "idle";
          notify();
        }
      }, SAVED_LABEL_MS);
    }
    notify();
    settle();
  }

  function failed(error: unknown) {
    // The failed content stays the newest unsaved content unless the user typed on meanwhile.
    latest = latest ?? inFlight;
    inFlight = null;
    due = null;
    const server = error instanceof ConflictError ? (error.server as P) : null;
    // The same version back would merge and conflict for ever: that is a failure, not someone's save.
    if (server && server.version !== version) {
      clear(timer);
      timer = null;
      const merged = mergeBlocks(serverContent, latest!, server.content);
      if (merged.conflicts.length === 0) {
        console.info(`Gespeichert wurde inzwischen Version ${server.version}: Änderungen zusammengeführt`);
        adopt(server, {});
        return;
      }
      conflict = server;
      conflicts = merged.conflicts;
      setStatus("conflict");
      console.warn(`Speicherkonflikt: Server hat Version ${server.version}, gesendet wurde Version ${version}; ${conflicts.length} Element(e) von beiden geändert`);
    } else {
      failures += 1;
      console.error(`Speichern fehlgeschlagen (${failures}. Versuch in Folge)`, error);
      setStatus(failures >= MAX_FAILURES ? "failed-repeatedly" : "error");
    }
    notify();
    settle();
  }

  /** The local content merged onto the server's save (with the dialog's choices), handed to the editor and saved. */
  function adopt(server: P, choices: MergeChoices) {
    const base = serverContent;
    conflict = null;
    conflicts = [];
    version = server.version;
    serverContent = server.content;
    const merged = latest === null ? server.content : mergeBlocks(base, latest, server.content, choices).blocks;
    latest = deepEqual(merged, server.content) ? null : merged;
    try {
      options.onRebase?.({ base, theirs: server.content, choices, version });
    } catch (error) {
      console.error("Zusammengeführte Blöcke konnten nicht übernommen werden", error);
    }
    if (latest === null) {
      setStatus("idle");
      notify();
      settle();
      return;
    }
    setStatus("pending");
    attempt(true);
  }

  return {
    change(content) {
      if (disposed || !Array.isArray(content)) return;
      if (deepEqual(content, latest ?? base())) return; // redundant update (spec §4)
      if (deepEqual(content, base())) {
        // Back to what the server has (e.g. undo): nothing to send.
        latest = null;
        clear(timer);
        timer = null;
        due = null;
        if (status === "pending") setStatus("idle");
        notify();
        return;
      }
      latest = content;
      if (conflict || status === "failed-repeatedly") return notify();
      if (status !== "saving") setStatus("pending");
      schedule(delay);
      notify();
    },

    flush() {
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      clear(timer);
      timer = null;
      attempt(true);
      return done;
    },

    hold() {
      holds += 1;
    },

    release() {
      if (holds === 0) return;
      holds -= 1;
      if (holds > 0 || !due) return;
      const wasManual = due.manual;
      due = null;
      // Through the timer, so a change() in the same tick (the field's final value) is what goes out.
      if (wasManual) {
        clear(timer);
        timer = disposed ? null : timers.setTimeout(() => {
          timer = null;
          attempt(true);
        }, 0);
      } else schedule(0);
    },

    resolveConflict(choices) {
      if (!conflict) return Promise.resolve();
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      adopt(conflict, choices);
      return done;
    },

    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    dispose() {
      disposed = true;
      clear(timer);
      clear(savedTimer);
      timer = savedTimer = null;
      listeners.clear();
      settle();
    },
  };
}
