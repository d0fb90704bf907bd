/**
 * The markup the site runtime (main.ts) works on, shared with the server components that write it
 * (app/components/site/*), so the two cannot drift apart. Nothing here may import React: this file
 * is part of the visitor's entry script.
 */
export const SITE_ATTR = {
  /** The layout's root element; its style carries the theme colours. */
  root: "data-site-root",
  /** header | content | footer: parts that live updates replace when the server's copy changed. */
  region: "data-live-region",
  /** A dropdown toggle button (aria-controls names its submenu). */
  submenuToggle: "data-submenu-toggle",
  /** The phone menu (<details>). */
  mobileMenu: "data-mobile-menu",
  /** The desktop menu's list; its entries carry `menuEntry` (their index), the 'Mehr' item `menuMore`. */
  menuBar: "data-menu-bar",
  menuEntry: "data-menu-entry",
  /** The 'Mehr' item (issue 38): its list repeats every entry with `menuMoreEntry`; the runtime shows those that do not fit. */
  menuMore: "data-menu-more",
  menuMoreEntry: "data-menu-more-entry",
  /** A box around a logo image; set to "failed" when the image does not load. */
  logo: "data-logo",
  /** JSON list of the islands in the preceding static HTML. */
  islands: "data-islands",
  /** An island's element (its id in the islands list). */
  islandId: "data-island-id",
  /**
   * An element a live update carries over as it is (matched by this attribute's value in the new
   * HTML): the admin's inline editing toolbar is a React root that must outlive a refresh.
   */
  keep: "data-live-keep",
  /** JSON `{ pageId }` of an admin's edit mode: the runtime then loads the inline editor (app/inline-edit). */
  inlineEditor: "data-inline-editor",
  /**
   * The banner of a shared preview (/vorschau/:token, issue 30): the page shows a working copy to
   * someone without an account, so no live updates (they would follow public changes) and no admin bar.
   */
  sharedPreview: "data-shared-preview",
} as const;

export type LiveRegion = "header" | "content" | "footer";
export const LIVE_REGIONS: readonly LiveRegion[] = ["header", "content", "footer"];

/** The Server-Sent Events stream of public changes (app/server/events/sse.server.ts). */
export const EVENTS_URL = "/api/events";
