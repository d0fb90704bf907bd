import { useSyncExternalStore } from "react";
import type { DropIndicator, DropPosition } from "./drop-model";

/**
 * Where the drop indicator is while dragging. Kept outside React state so a pointer move
 * re-renders only the two frames whose indicator changed, not the whole canvas (large pages stay
 * smooth while dragging).
 */
export interface IndicatorStore {
  get(): DropIndicator | null;
  set(next: DropIndicator | null): void;
  subscribe(listener: () => void): () => void;
}

export function createIndicatorStore(): IndicatorStore {
  let current: DropIndicator | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next?.overId === current?.overId && next?.position === current?.position) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The indicator's position at the block or zone `id`, or null when it is elsewhere. */
export function useIndicatorAt(store: IndicatorStore, id: string): DropPosition | null {
  return useSyncExternalStore(
    store.subscribe,
    () => {
      const current = store.get();
      return current?.overId === id ? current.position : null;
    },
    () => null,
  );
}
