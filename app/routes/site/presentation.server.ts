import { data } from "react-router";
import { readSlides, type Slide } from "~/blocks/content";
import { presentationHref } from "~/components/site/presentation/paths";
import { sanitizeSlides } from "~/components/site/presentation/slides.server";
import { untilChange } from "~/server/cache/memo.server";
import { isGone } from "~/server/pages/gone.server";
import { getPageBySlug } from "~/server/pages/pages.server";
import { db } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import { loadPublicPage, pageMode } from "~/server/site/public-site.server";

export interface Handout {
  siteName: string;
  slides: Slide[];
}

/**
 * /presentations/{slug}: a published page of content type presentation (admins with ?preview=true
 * see the working copy of any), rendered by the content renderer (the viewer); ?druck=1 adds the
 * handout's slides. The inline editor has nothing to edit on slides: ?edit=true is a preview here.
 */
export async function loadPresentation(request: Request, slug: string) {
  const mode = await pageMode(request);
  const includeUnpublished = mode !== "view";
  const page = await loadPublicPage(slug, { includeUnpublished });
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
      siteName: settings.siteName,
      slides: sanitizeSlides(readSlides(stored?.content) ?? []),
    };
  }
  return {
    page: { ...page, canonicalPath: presentationHref(page.slug) },
    mode: mode === "edit" ? ("preview" as const) : mode,
    handout,
  };
}
