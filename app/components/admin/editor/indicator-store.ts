import { useCallback, useSyncExternalStore } from "react";
import type { DropIndicator, DropPosition } from "./drop-model";

/**
 * Canvas state that changes often and concerns one or two frames at a time — where the drop
 * indicator is while dragging, which block is selected — kept outside React state. Each frame
 * subscribes to its own id only, so a pointer move or a click re-renders the frames whose state
 * changed (the old and the new one), not the 500 frames of a long page.
 */
interface KeyedListeners {
  add(id: string, listener: () => void): () => void;
  notify(ids: Iterable<string | null | undefined>): void;
}

function keyedListeners(): KeyedListeners {
  const byId = new Map<string, Set<() => void>>();
  return {
    add(id, listener) {
      let set = byId.get(id);
      if (!set) byId.set(id, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byId.delete(id);
      };
    },
    notify(ids) {
      const seen = new Set<string>();
      for (const id of ids) {
        if (!id || seen.has(id)) continue;
        seen.add(id);
        // A copy: a listener may unsubscribe while we walk the set (a frame unmounting).
        for (const listener of [...(byId.get(id) ?? [])]) listener();
      }
    },
  };
}

export interface IndicatorStore {
  get(): DropIndicator | null;
  set(next: DropIndicator | null): void;
  /** Called when the indicator arrives at or leaves the block or zone `id`. */
  subscribe(id: string, listener: () => void): () => void;
}

export function createIndicatorStore(): IndicatorStore {
  let current: DropIndicator | null = null;
  const listeners = keyedListeners();
  return {
    get: () => current,
    set(next) {
      if (next?.overId === current?.overId && next?.position === current?.position) return;
      const before = current;
      current = next;
      listeners.notify([before?.overId, next?.overId]);
    },
    subscribe: listeners.add,
  };
}

/** The indicator's position at the block or zone `id`, or null when it is elsewhere. */
export function useIndicatorAt(store: IndicatorStore, id: string): DropPosition | null {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => {
      const current = store.get();
      return current?.overId === id ? current.position : null;
    },
    () => null,
  );
}

/** The selected block's id, mirrored from the editor state for the frames (see useIsSelected). */
export interface SelectionStore {
  get(): string | null;
  set(id: string | null): void;
  subscribe(id: string, listener: () => void): () => void;
}

export function createSelectionStore(initial: string | null = null): SelectionStore {
  let current = initial;
  const listeners = keyedListeners();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      const before = current;
      current = next;
      listeners.notify([before, next]);
    },
    subscribe: listeners.add,
  };
}

/** Whether block `id` is the selected one; re-renders only when that answer changes. */
export function useIsSelected(store: SelectionStore, id: string): boolean {
  const subscribe = useCallback((listener: () => void) => store.subscribe(id, listener), [store, id]);
  return useSyncExternalStore(
    subscribe,
    () => store.get() === id,
    () => store.get() === id,
  );
}

/** One value for a few readers that must re-render when it changes (see useStoreValue). */
export interface ValueStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (Object.is(next, current)) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's value; the component re-renders when it is set to another. */
export function useStoreValue<T>(store: ValueStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Runs `fn` at most once per `ms`: the first call at once, later calls within the window once at
 * its end with the newest arguments (spec §9: dragging on large pages updates at most every 8 ms).
 * `flush` runs a pending call now, `cancel` drops it.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  clock: { now: () => number; setTimeout: (cb: () => void, ms: number) => unknown; clearTimeout: (t: unknown) => void } = {
    now: () => performance.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  },
) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: A | null = null;
  let timer: unknown = null;
  const run = (args: A) => {
    last = clock.now();
    pending = null;
    fn(...args);
  };
  const call = (...args: A) => {
    const wait = last + ms - clock.now();
    if (wait <= 0 && timer === null) return run(args);
    pending = args;
    timer ??= clock.setTimeout(() => {
      timer = null;
      if (pending) run(pending);
    }, Math.max(0, wait));
  };
  call.flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (pending) run(pending);
  };
  call.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return call;
}
