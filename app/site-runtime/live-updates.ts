import { EVENTS_URL, LIVE_REGIONS, SITE_ATTR, type LiveRegion } from "./contract";
import { openMenus, restoreMenus } from "./header";
import { mountIslands, unmountIslands } from "./islands";

/**
 * Keeps an open public page current (spec §7: the realtime subscription on content_pages). The
 * server announces public changes over Server-Sent Events; the page then fetches its own address
 * again and swaps in the header, content and footer where the server's copy changed, without a
 * reload. EventSource reconnects by itself and sends Last-Event-ID, so changes made while the
 * connection was down arrive too. What a visitor is typing into a form is never thrown away: the
 * content waits until the next change after the form was sent.
 */

const REFRESH_DELAY_MS = 150;

function regionOf(root: ParentNode, name: LiveRegion): Element | null {
  return root.querySelector(`[${SITE_ATTR.region}="${name}"]`);
}

function copyAttributes(from: Element, to: Element): void {
  for (const { name } of [...to.attributes]) if (!from.hasAttribute(name)) to.removeAttribute(name);
  for (const { name, value } of [...from.attributes]) if (to.getAttribute(name) !== value) to.setAttribute(name, value);
}

/** An address as change events name it: decoded, without a trailing slash (as the page cache's addressOf). */
function addressOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Malformed escapes: compare as sent.
  }
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/**
 * Whether a change event (its JSON data) concerns the page at `pathname`: a change of the whole
 * site (scope `site`: navigation, settings, media …) does; a change of one page's own content
 * (scope `page`) only when this page's address is among its paths. Unreadable data counts as a
 * site change.
 */
export function concernsThisPage(data: string, pathname: string): boolean {
  let payload: { scope?: unknown; paths?: unknown };
  try {
    payload = JSON.parse(data) as typeof payload;
  } catch {
    return true;
  }
  if (payload?.scope !== "page" || !Array.isArray(payload.paths)) return true;
  const here = addressOf(pathname);
  return payload.paths.some((path) => path === here);
}

export interface LiveUpdates {
  /** Applies the server's current version of this page now (also used by tests). */
  refresh(): Promise<void>;
  /** While `busy()` is true the content is not replaced (an inline editor open, a save pending). */
  holdContent(busy: () => boolean): void;
  /** Called after a region got the server's new HTML (to mark the new elements again). */
  onSwap(listener: (region: Element, name: LiveRegion) => void): void;
}

export function startLiveUpdates(doc: Document): LiveUpdates {
  // What the server sent, per region, before islands touched the DOM.
  const known = new Map<LiveRegion, string>();
  for (const name of LIVE_REGIONS) {
    const region = regionOf(doc, name);
    if (region) known.set(name, region.innerHTML);
  }

  let typing = false;
  const holds: (() => boolean)[] = [];
  const swapListeners: ((region: Element, name: LiveRegion) => void)[] = [];
  doc.addEventListener("input", (event) => {
    if ((event.target as Element | null)?.closest?.("form")) typing = true;
  });
  doc.addEventListener("submit", () => {
    typing = false;
  });

  async function refresh(): Promise<void> {
    let html: string;
    try {
      const response = await fetch(window.location.href, { headers: { accept: "text/html" } });
      if (!(response.headers.get("content-type") ?? "").includes("text/html")) return;
      html = await response.text();
    } catch (error) {
      console.warn("Aktualisierung der Seite fehlgeschlagen", error);
      return;
    }
    const next = new DOMParser().parseFromString(html, "text/html");
    const root = doc.querySelector(`[${SITE_ATTR.root}]`);
    const nextRoot = next.querySelector(`[${SITE_ATTR.root}]`);
    if (!root || !nextRoot) return;
    // Theme colours live on the root element.
    copyAttributes(nextRoot, root);
    for (const name of LIVE_REGIONS) {
      const region = regionOf(root, name);
      const fresh = regionOf(nextRoot, name);
      if (!region || !fresh) continue;
      copyAttributes(fresh, region);
      const content = fresh.innerHTML;
      if (content === known.get(name)) continue;
      if (name === "content" && (typing || holds.some((busy) => busy()))) continue;
      const menus = name === "header" ? openMenus(region) : null;
      const kept = [...region.querySelectorAll(`[${SITE_ATTR.keep}]`)];
      unmountIslands(region);
      region.innerHTML = content;
      known.set(name, content);
      for (const element of kept) {
        region.querySelector(`[${SITE_ATTR.keep}="${CSS.escape(element.getAttribute(SITE_ATTR.keep) ?? "")}"]`)?.replaceWith(element);
      }
      if (menus) restoreMenus(region, menus);
      void mountIslands(region);
      for (const listener of swapListeners) listener(region, name);
    }
    if (next.title) doc.title = next.title;
  }

  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A shared preview shows a fixed working copy: it listens to no public changes.
  const frozen = doc.querySelector(`[${SITE_ATTR.sharedPreview}]`) !== null;
  const connect = () => {
    if (frozen || source || typeof EventSource === "undefined") return;
    source = new EventSource(EVENTS_URL);
    source.addEventListener("change", (event) => {
      if (!concernsThisPage((event as MessageEvent<string>).data, window.location.pathname)) return;
      // Several changes in a row (a reorder, a save with redirects) cost one refresh.
      clearTimeout(timer);
      timer = setTimeout(() => void refresh(), REFRESH_DELAY_MS);
    });
  };
  // A page in the back/forward cache holds no connection; coming back, it catches up.
  window.addEventListener("pagehide", () => {
    source?.close();
    source = null;
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted || frozen) return;
    connect();
    void refresh();
  });
  connect();
  return {
    refresh,
    holdContent: (busy) => void holds.push(busy),
    onSwap: (listener) => void swapListeners.push(listener),
  };
}
