/**
 * The visitor's script on every public page (docs/decisions/004). Pages are complete server HTML;
 * this adds the header menus, live updates and the islands of interactive blocks. It imports no
 * React itself: React and an island's code load only on pages that have islands.
 */
import { hasAdminHint } from "~/lib/admin-hint";
import { LIVE_REGIONS, SITE_ATTR } from "./contract";
import { watchFeaturedImages } from "./featured-image";
import { setupMenus, watchLogos } from "./header";
import { mountIslands } from "./islands";
import { watchMenuFit } from "./menu-fit";
import { startLiveUpdates } from "./live-updates";

// The CSS's no-js fallbacks (menus opening on keyboard focus) give way to the script's behaviour.
document.documentElement.setAttribute("data-js", "");
setupMenus(document);
// The desktop menu on one line, the rest under 'Mehr' (issue 38).
watchMenuFit(document);
watchLogos(document);
watchFeaturedImages(document);
// Remembers the server's HTML before islands change anything.
const live = startLiveUpdates(document);
for (const name of LIVE_REGIONS) {
  const region = document.querySelector(`[${SITE_ATTR.region}="${name}"]`);
  if (region) void mountIslands(region);
}
// Presentation viewers and handouts: their small module (app/site-runtime/presentation.ts), on those pages only.
// The selector is spelled out (PRES_ATTR root and print): importing the contract would cost every page a chunk.
const wakePresentations = (root: ParentNode) => {
  if (!root.querySelector("[data-presentation], [data-pres-print]")) return;
  import("./presentation").then(
    (viewer) => viewer.startPresentations(root),
    (error: unknown) => console.error("Präsentation konnte nicht geladen werden", error),
  );
};
wakePresentations(document);
live.onSwap((region) => wakePresentations(region));
live.onSwap((region, name) => name === "header" && watchMenuFit(region));
// The blog overview's search as you type: a small chunk of its own, loaded only where the overview is.
if (document.querySelector("[data-blog-overview]")) {
  import("./blog-search").then(
    (search) => search.setupBlogSearch(document),
    (error: unknown) => console.error("Blog-Suche konnte nicht geladen werden", error),
  );
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
// A signed-in admin's bar (links to the editor): its chunk and its one request only where the hint
// cookie says a session exists; visitors have no such cookie. Not in edit mode: the edit bar is there.
// Nor on a shared preview (/vorschau/…): it is the view of someone without an account.
if (hasAdminHint(document.cookie) && !document.querySelector(`script[${SITE_ATTR.inlineEditor}], [${SITE_ATTR.sharedPreview}]`)) {
  import("./admin-bar")
    .then((bar) => bar.showAdminBar(document))
    .catch((error: unknown) => console.error("Admin-Leiste konnte nicht geladen werden", error));
}
