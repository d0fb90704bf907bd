import type { IslandInstance } from "~/blocks/island";
import { PageModeBar } from "./page-mode-bar";
import { StaticHtml } from "./static-html";

/** A public page or post: the admin banners of its mode, then its content (unless redirecting). */
export function PageScreen({
  page,
  mode,
  redirectTo,
}: {
  page: { id: string; is_published: boolean; has_unpublished_changes?: boolean; body: { html: string; islands: IslandInstance[] } };
  mode: "view" | "preview" | "edit";
  redirectTo: string | null;
}) {
  return (
    <>
      <PageModeBar mode={mode} published={page.is_published} drafted={!!page.has_unpublished_changes} redirectTo={redirectTo} pageId={page.id} />
      {!redirectTo && <StaticHtml html={page.body.html} islands={page.body.islands} />}
    </>
  );
}
