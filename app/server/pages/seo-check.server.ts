import { readBlocks } from "~/blocks/content";
import type { Page } from "~/lib/pages";
import { checkSeo, pagePaths, type SeoResult } from "~/blocks/seo";
import type { Db } from "../db/client.server";
import { listPagesWithContent } from "./pages.server";

/**
 * Every page in its working copy with the SEO check of that copy, against every page's address:
 * one query, and the one check the page list and the dashboard both show (so they agree with each
 * other and with the editor a row links to).
 */
export async function checkPagesSeo(db: Db): Promise<{ page: Page; seo: SeoResult }[]> {
  const pages = await listPagesWithContent(db, "working");
  const existingPaths = pagePaths(pages);
  return pages.map((page) => ({
    page,
    seo: checkSeo({
      title: page.title,
      content_type: page.content_type,
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      blocks: readBlocks(page.content),
      existingPaths,
    }),
  }));
}
