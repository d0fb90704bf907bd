import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function whose identity never changes and that calls the `fn` of the latest render. For event
 * handlers handed to memoised children: a new closure on every render would re-render them all
 * (every keystroke in the page builder re-renders its parent). Not for calling during render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
