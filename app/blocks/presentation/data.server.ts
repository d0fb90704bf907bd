import { readBlocks } from "~/blocks/content";
import { presentationSlugOf } from "~/components/site/presentation/paths";
import { sanitizeBlocks } from "../sanitize.server";
import { withoutPrivateFields } from "../private-fields.server";
import { shownSlides } from "../slide/shown";
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
        slides: shownSlides(withoutPrivateFields(sanitizeBlocks(readBlocks(page.content)))),
      };
    }),
  );
  return found;
};
