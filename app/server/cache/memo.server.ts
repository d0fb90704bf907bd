import type { ChangeFeed } from "../events/changes.server";

/**
 * Values computed once per change, not per request (navigation, settings for the site chrome):
 * kept until the next public change event clears them, of either scope: memos are cheap to
 * recompute and keyed freely, so they are not narrowed (the page cache is, and it answers most
 * requests before a memo is asked). Without a running feed (tests, scripts) nothing is kept, so a
 * value is never staler than the database.
 */
const values = new Map<string, Promise<unknown>>();
let generation = 0;
let attached: (() => void) | null = null;

export function clearMemos(): void {
  generation++;
  values.clear();
}

/** Clears the memos on every public change event of `feed` (null detaches). */
export function memoizeUntilChange(feed: ChangeFeed | null): void {
  attached?.();
  attached = null;
  clearMemos();
  if (feed) {
    attached = feed.subscribe((event) => {
      if (event.public) clearMemos();
    });
  }
}

export function untilChange<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!attached) return load();
  const hit = values.get(key);
  if (hit) return hit as Promise<T>;
  const started = generation;
  const promise = load();
  values.set(key, promise);
  // A failed load is not kept; a load that raced a change is dropped after it settles.
  promise.then(
    () => {
      if (started !== generation && values.get(key) === promise) values.delete(key);
    },
    () => {
      if (values.get(key) === promise) values.delete(key);
    },
  );
  return promise;
}
