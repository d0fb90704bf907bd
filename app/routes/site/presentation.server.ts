import { data } from "react-router";
import { readBlocks } from "~/blocks/content";
import { withoutPrivateFields } from "~/blocks/private-fields.server";
import { sanitizeBlocks } from "~/blocks/sanitize.server";
import { createElement } from "react";
import { BlockList } from "~/blocks/render";
import { shownSlides } from "~/blocks/slide/shown";
import { renderStaticHtml } from "~/blocks/static-render.server";
import type { HandoutSlide } from "~/components/site/presentation/handout";
import { presentationHref } from "~/components/site/presentation/paths";
import { untilChange } from "~/server/cache/memo.server";
import { isGone } from "~/server/pages/gone.server";
import { getPageBySlug } from "~/server/pages/pages.server";
import { db } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import { loadPublicPage, pageAccess } from "~/server/site/public-site.server";

export interface Handout {
  siteName: string;
  slides: HandoutSlide[];
}

/**
 * /presentations/{slug}: a published page of content type presentation (admins with ?preview=true
 * see the working copy of any), rendered by the content renderer (the viewer); ?druck=1 adds the
 * handout's slides. The inline editor has nothing to edit on slides: ?edit=true is a preview here.
 */
export async function loadPresentation(request: Request, slug: string) {
  const { mode, draftsOf } = await pageAccess(request);
  const includeUnpublished = mode !== "view";
  const page = await loadPublicPage(slug, { includeUnpublished, draftsOf });
  if (page?.content_type !== "presentation") {
    if (await isGone(db(), presentationHref(slug)))
      throw data({ slug }, { status: 410 });
    throw data({ slug }, { status: 404 });
  }
  let handout: Handout | null = null;
  if (new URL(request.url).searchParams.get("druck") === "1") {
    const [stored, { settings }] = await Promise.all([
      getPageBySlug(db(), slug, { includeUnpublished }),
      untilChange("settings", () => loadSettings(db())),
    ]);
    handout = {
      siteName: settings.site_name,
      slides: shownSlides(withoutPrivateFields(sanitizeBlocks(readBlocks(stored?.content)))).map(({ blocks, ...slide }) => ({
        ...slide,
        html: blocks.length > 0 ? renderStaticHtml(createElement(BlockList, { blocks })).html : "",
      })),
    };
  }
  return {
    page: { ...page, canonicalPath: presentationHref(page.slug) },
    mode: mode === "edit" ? ("preview" as const) : mode,
    handout,
  };
}
