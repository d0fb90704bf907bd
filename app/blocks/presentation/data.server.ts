import { readSlides } from "~/blocks/content";
import { presentationSlugOf } from "~/components/site/presentation/paths";
import { sanitizeSlides } from "~/components/site/presentation/slides.server";
import { getPageBySlug } from "~/server/pages/pages.server";
import type { BlockDataLoader } from "../data-registry.server";
import type { PresentationData } from "./presentation-data";

/** The published presentations the blocks name (drafts never reach a page through a block). */
export const loader: BlockDataLoader<PresentationData> = async ({
  db,
  blocks,
}) => {
  const slugs = [
    ...new Set(
      blocks
        .map((b) => presentationSlugOf(String(b.content.presentation ?? "")))
        .filter(Boolean),
    ),
  ];
  const found: PresentationData = {};
  await Promise.all(
    slugs.map(async (slug) => {
      const page = await getPageBySlug(db, slug);
      if (page?.content_type !== "presentation") return;
      found[slug] = {
        slug: page.slug,
        title: page.title,
        slides: sanitizeSlides(readSlides(page.content) ?? []),
      };
    }),
  );
  return found;
};
