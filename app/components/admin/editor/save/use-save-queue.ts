import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Block } from "~/blocks/types";
import { createSaveQueue, type SaveQueue, type SaveQueueSnapshot, type ServerVersion } from "~/editor/save-queue";

export interface UseSaveQueueOptions {
  version: number;
  content: Block[];
  /** Writes the working copy; the latest function is used, so it may close over fresh state. */
  save: (content: Block[], version: number) => Promise<{ version: number }>;
  onSaved?: (content: Block[], version: number) => void;
}

export interface UseSaveQueue<P extends ServerVersion> {
  queue: SaveQueue<P>;
  snapshot: SaveQueueSnapshot<P>;
  /** A fresh queue on a new server state (after discarding to the published version). */
  reset: (version: number, content: Block[]) => void;
}

/**
 * The save queue of app/editor as React state: one queue per editor, its snapshot through
 * useSyncExternalStore, disposed on unmount (its timer must not save for a screen that is gone).
 */
export function useSaveQueue<P extends ServerVersion>(options: UseSaveQueueOptions): UseSaveQueue<P> {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const make = useCallback(
    (version: number, content: Block[]) =>
      createSaveQueue<P>({
        version,
        content,
        save: (blocks, v) => optionsRef.current.save(blocks, v),
        onSaved: (blocks, v) => optionsRef.current.onSaved?.(blocks, v),
      }),
    [],
  );
  const holder = useRef<{ queue: SaveQueue<P>; disposed: boolean; initial: { version: number; content: Block[] } } | null>(null);
  holder.current ??= { queue: make(options.version, options.content), disposed: false, initial: { version: options.version, content: options.content } };
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const current = holder.current!;
    // StrictMode mounts twice in development: the first cleanup disposed the queue, start a new one.
    if (current.disposed) {
      current.queue = make(current.initial.version, current.initial.content);
      current.disposed = false;
      setGeneration((g) => g + 1);
    }
    return () => {
      current.queue.dispose();
      current.disposed = true;
    };
  }, [make]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation means a new queue to subscribe to
  const subscribe = useCallback((listener: () => void) => holder.current!.queue.subscribe(listener), [generation]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getSnapshot = useCallback(() => holder.current!.queue.getSnapshot(), [generation]);
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  const reset = useCallback(
    (version: number, content: Block[]) => {
      const current = holder.current!;
      current.queue.dispose();
      current.queue = make(version, content);
      current.initial = { version, content };
      current.disposed = false;
      setGeneration((g) => g + 1);
    },
    [make],
  );

  return { queue: holder.current.queue, snapshot, reset };
}
