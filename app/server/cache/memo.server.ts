import type { ChangeEvent, ChangeFeed } from "../events/changes.server";

/**
 * Values computed once per change, not per request (navigation, settings for the site chrome, a
 * published page and its rendered body). One invalidation rule with the page cache
 * (docs/decisions/013): a public change event of scope `site` (settings, navigation, redirects,
 * media, lists of pages) drops every memo; an event of scope `page` drops only the memos tagged
 * with one of its paths. A memo without paths depends on the site as a whole (navigation,
 * settings, post lists), which a `page` change never touches by definition (pageChange).
 * Without a running feed (tests, scripts) nothing is kept, so a value is never staler than the
 * database.
 */
interface Memo {
  promise: Promise<unknown>;
  /** The public addresses whose own content the value shows. */
  paths: readonly string[];
}

const values = new Map<string, Memo>();
/** Bumped on every public change; what a load that started before a change it is hit by keeps out. */
let generation = 0;
let siteChangedIn = 0;
const pathChangedIn = new Map<string, number>();
let attached: (() => void) | null = null;

export function clearMemos(): void {
  generation++;
  siteChangedIn = generation;
  pathChangedIn.clear();
  values.clear();
}

/** Applies one public change event: its paths' memos (scope `page`) or all of them (scope `site`). */
export function dropMemos(event: Pick<ChangeEvent, "scope" | "paths">): void {
  if (event.scope !== "page") return clearMemos();
  generation++;
  const hit = new Set(event.paths);
  for (const path of hit) pathChangedIn.set(path, generation);
  for (const [key, memo] of values) if (memo.paths.some((path) => hit.has(path))) values.delete(key);
}

/** Applies every public change event of `feed` (null detaches). */
export function memoizeUntilChange(feed: ChangeFeed | null): void {
  attached?.();
  attached = null;
  clearMemos();
  if (feed) {
    attached = feed.subscribe((event) => {
      if (event.public) dropMemos(event);
    });
  }
}

/**
 * The value under `key`, loaded once until a change hits it. `paths`: the public addresses whose
 * own content the value shows (e.g. ["/kontakt"] for that page's body); without them, only a
 * change of the whole site drops it.
 */
export function untilChange<T>(key: string, load: () => Promise<T>, paths: readonly string[] | ((value: T) => readonly string[]) = []): Promise<T> {
  if (!attached) return load();
  const hit = values.get(key);
  if (hit) return hit.promise as Promise<T>;
  const started = generation;
  const promise = load();
  const memo: Memo = { promise, paths: typeof paths === "function" ? [] : paths };
  values.set(key, memo);
  const raced = () => siteChangedIn > started || memo.paths.some((path) => (pathChangedIn.get(path) ?? 0) > started);
  // A failed load is not kept; a load that raced a change that hits it is dropped after it settles.
  promise.then(
    (value) => {
      // Paths known only from the value (a page found by id) are tagged once it is there.
      if (typeof paths === "function") memo.paths = paths(value);
      if (raced() && values.get(key) === memo) values.delete(key);
    },
    () => {
      if (values.get(key) === memo) values.delete(key);
    },
  );
  return promise;
}
