import type { RenderedHtml } from "~/blocks/island";
import { NO_BODY, useDocumentParts } from "./document-parts";
import { PageModeBar } from "./page-mode-bar";
import { StaticHtml } from "./static-html";

/**
 * A public page or post: the admin banners of its mode, then its content (unless redirecting): the
 * body its loader handed over (document-parts), or `answered`, the body of a form post's answer.
 */
export function PageScreen({
  page,
  mode,
  redirectTo,
  answered,
}: {
  page: { id: string; is_published: boolean; has_unpublished_changes?: boolean };
  mode: "view" | "preview" | "edit";
  redirectTo: string | null;
  answered?: RenderedHtml;
}) {
  const parts = useDocumentParts();
  const body = answered ?? parts.body ?? NO_BODY;
  return (
    <>
      <PageModeBar mode={mode} published={page.is_published} drafted={!!page.has_unpublished_changes} redirectTo={redirectTo} pageId={page.id} />
      {!redirectTo && <StaticHtml html={body.html} islands={body.islands} />}
    </>
  );
}
