/**
 * The visitor's script on every public page (docs/decisions/004). Pages are complete server HTML;
 * this adds the header menus, live updates and the islands of interactive blocks. It imports no
 * React itself: React and an island's code load only on pages that have islands.
 */
import { LIVE_REGIONS, SITE_ATTR } from "./contract";
import { setupMenus, watchLogos } from "./header";
import { mountIslands } from "./islands";
import { startLiveUpdates } from "./live-updates";

// The CSS's no-js fallbacks (menus opening on keyboard focus) give way to the script's behaviour.
document.documentElement.setAttribute("data-js", "");
setupMenus(document);
watchLogos(document);
// Remembers the server's HTML before islands change anything.
const live = startLiveUpdates(document);
for (const name of LIVE_REGIONS) {
  const region = document.querySelector(`[${SITE_ATTR.region}="${name}"]`);
  if (region) void mountIslands(region);
}
// An admin's edit mode (?edit=true): the inline editor, a chunk of its own that visitors never load.
if (document.querySelector(`script[${SITE_ATTR.inlineEditor}]`)) {
  import("~/inline-edit/load")
    .then((loader) => loader.loadInlineEditor())
    .then(
      (editor) => editor.startInlineEditing(document, live),
      (error: unknown) => console.error("Inline-Bearbeitung konnte nicht geladen werden", error),
    );
}
