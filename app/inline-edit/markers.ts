import { SITE_ATTR } from "~/site-runtime/contract";

/**
 * The markup of the inline editing on `/{slug}?edit=true`, shared by the server-rendered edit
 * toolbar (app/components/site/page-mode-bar.tsx) and the editor. The site runtime loads the editor
 * only when the marker (in its own contract) is on the page.
 */
export const INLINE_ATTR = {
  /** `<script type="application/json">` with `{ pageId }`: only an admin's edit mode has it. */
  marker: SITE_ATTR.inlineEditor,
  /** The mount point of the editor's React root in the edit toolbar. */
  toolbar: "data-inline-toolbar",
  /** Where a browser draft is offered back (below the toolbar). */
  banner: "data-inline-banner",
  /** The orange 'unpublished' banner; the editor hides it once the page is published. */
  unpublished: "data-inline-unpublished",
  /** Kept as they are when live updates replace the content. */
  keep: SITE_ATTR.keep,
} as const;

/** The blue hint's id: marked fields name it as their description. */
export const INLINE_HINT_ID = "inline-edit-hinweis";

export interface InlineEditorMarker {
  pageId: string;
}
