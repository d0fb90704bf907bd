import { Eye, Pencil } from "lucide-react";
import { deSite as de } from "~/i18n/site";
import { INLINE_ATTR, INLINE_HINT_ID, type InlineEditorMarker } from "~/inline-edit/markers";

/**
 * The banners of spec §2 for admins: ?preview=true shows the yellow 'Vorschau-Modus' banner,
 * ?edit=true the edit toolbar, an orange banner for an unpublished page (or unpublished changes)
 * and the blue hint. Both show the working copy.
 * A blog post in edit mode sends the admin to the blog editor (the head's refresh does that).
 * Server-rendered only: public pages are not hydrated. In edit mode the page also carries the
 * inline editor's marker (its page id) and mount points; the site runtime then loads the editor
 * (app/inline-edit). Visitors never get edit mode, so their documents have none of it.
 */
export function PageModeBar({
  mode,
  published,
  drafted = false,
  redirectTo,
  pageId,
}: {
  mode: "view" | "preview" | "edit";
  published: boolean;
  /** The working copy shown has changes visitors do not see yet. */
  drafted?: boolean;
  redirectTo: string | null;
  /** Edit mode: the page the inline editor saves into. */
  pageId?: string;
}) {
  if (redirectTo) {
    return (
      <p role="status" className="rounded-lg border border-border bg-muted px-4 py-6 text-center">
        <a href={redirectTo} className="font-medium text-primary-strong underline underline-offset-4">
          {de.site.toBlogEditor}
        </a>
      </p>
    );
  }
  if (mode === "preview") {
    return (
      <div role="status" className="mb-6 flex items-start gap-3 rounded-lg border border-yellow-300 bg-yellow-50 px-4 py-3 text-yellow-900">
        <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong>{de.site.previewMode}:</strong> {!published ? de.site.previewUnpublished : drafted ? de.site.previewDrafted : de.site.previewPublished}
        </p>
      </div>
    );
  }
  if (mode === "edit") {
    return (
      <div className="mb-6 grid gap-2">
        {pageId && (
          <script
            type="application/json"
            {...{ [INLINE_ATTR.marker]: "" }}
            // JSON in a script element: "<" escaped so no text can end the element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify({ pageId } satisfies InlineEditorMarker).replace(/</g, "\\u003c") }}
          />
        )}
        <nav aria-label={de.site.editToolbar} className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-900 px-4 py-2 text-sm text-white">
          <Pencil aria-hidden="true" className="size-4" />
          <span className="font-semibold">{de.site.editMode}</span>
          {/* The inline editor's status and 'Veröffentlichen'; kept as it is when live updates swap the content. */}
          {pageId && <span {...{ [INLINE_ATTR.toolbar]: "", [INLINE_ATTR.keep]: "inline-toolbar" }} className="flex items-center gap-3" />}
          <span className="ml-auto flex gap-4">
            <a href="/admin/pages" className="underline-offset-4 hover:underline">
              {de.site.toPages}
            </a>
            <a href="/admin" className="underline-offset-4 hover:underline">
              {de.site.toAdmin}
            </a>
          </span>
        </nav>
        {pageId && <div {...{ [INLINE_ATTR.banner]: "", [INLINE_ATTR.keep]: "inline-banner" }} className="contents" />}
        {/* Always there in edit mode: the inline editor shows it after a save and hides it after publishing. */}
        <p
          role="status"
          {...{ [INLINE_ATTR.unpublished]: published ? "drafted" : "unpublished" }}
          hidden={published && !drafted}
          className="rounded-lg border border-orange-300 bg-orange-50 px-4 py-3 text-orange-900"
        >
          {published ? de.site.editDrafted : de.site.editUnpublished}
        </p>
        <p id={INLINE_HINT_ID} role="status" className="rounded-lg border border-blue-300 bg-blue-50 px-4 py-3 text-blue-900">
          {de.site.editHint}
        </p>
      </div>
    );
  }
  return null;
}
