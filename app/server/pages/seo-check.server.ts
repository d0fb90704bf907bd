import { readBlocks } from "~/blocks/content";
import type { Page } from "~/lib/pages";
import { checkSeo, pagePaths, type SeoResult } from "~/blocks/seo";
import type { Db } from "../db/client.server";
import { listPagesWithContent, listPagesWithContentByIds } from "./pages.server";

/**
 * Every page in its working copy with the SEO check of that copy, against every page's address:
 * one query, and the one check the page list and the dashboard both show (so they agree with each
 * other and with the editor a row links to).
 */
export async function checkPagesSeo(db: Db): Promise<{ page: Page; seo: SeoResult }[]> {
  const pages = await listPagesWithContent(db, "working");
  return checkEach(pages, pagePaths(pages));
}

/**
 * The same check for the pages with these ids only (a page of the admin's page list), against the
 * addresses of `everyPage` (summaries, no content): the list reads the contents it shows.
 */
export async function checkPagesSeoByIds(db: Db, ids: readonly string[], everyPage: { slug: string; content_type?: string | null }[]): Promise<{ page: Page; seo: SeoResult }[]> {
  return checkEach(await listPagesWithContentByIds(db, ids, "working"), pagePaths(everyPage));
}

function checkEach(pages: Page[], existingPaths: Set<string>): { page: Page; seo: SeoResult }[] {
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
