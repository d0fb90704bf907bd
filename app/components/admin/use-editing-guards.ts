import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * What every admin form with unsaved work needs: Ctrl+S (⌘S) saves, closing or reloading the tab
 * warns while there are unsaved changes, and in-app navigation to another page is blocked so the
 * form can ask first (returns the blocker for that dialog). The editors' editing session keeps its
 * own leave guard (app/components/admin/editor/session), so they pass `unload: false`.
 */
export function useEditingGuards(save: () => unknown, dirty: boolean, { unload = true }: { unload?: boolean } = {}) {
  // Ctrl+S calls the latest save without re-binding the listener on every keystroke.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void saveRef.current();
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!dirty || !unload) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, unload]);

  return useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
}
