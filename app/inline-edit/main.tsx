import { createRoot } from "react-dom/client";
import type { LiveUpdates } from "~/site-runtime/live-updates";
import { InlineEditor, type LiveBridge } from "./inline-editor";
import { INLINE_ATTR, type InlineEditorMarker } from "./markers";

/**
 * Inline editing on `/{slug}?edit=true` (issue 14 item 8), loaded by the site runtime only when an
 * admin's edit mode put its marker on the page. One React root in the edit toolbar holds the
 * status, 'Veröffentlichen', toasts and dialogs; the field editors open in place through portals.
 */
export function startInlineEditing(doc: Document, live: LiveUpdates): void {
  const marker = doc.querySelector(`script[${INLINE_ATTR.marker}]`);
  const mount = doc.querySelector(`[${INLINE_ATTR.toolbar}]`);
  let pageId: string | null = null;
  try {
    pageId = (JSON.parse(marker?.textContent ?? "null") as InlineEditorMarker | null)?.pageId ?? null;
  } catch (error) {
    console.error("Markierung der Inline-Bearbeitung unlesbar", error);
  }
  if (!pageId || !mount) return;
  // Live updates ask the editor before replacing the content, and tell it when they did.
  const bridge: LiveBridge = { busy: () => false, swapped: () => {} };
  live.holdContent(() => bridge.busy());
  live.onSwap((region) => bridge.swapped(region));
  createRoot(mount).render(<InlineEditor pageId={pageId} doc={doc} bridge={bridge} />);
}
