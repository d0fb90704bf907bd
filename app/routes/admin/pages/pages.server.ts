import { readBlocks } from "~/blocks/content";
import { checkSeo, pagePaths } from "~/lib/seo";
import type { PageSummary } from "~/lib/pages";
import { listPagesWithContent } from "~/server/pages/pages.server";
import type { Db } from "~/server/db/client.server";

export type TreePageRow = PageSummary & { seo: { score: number; issues: string[] } };

/** Every page (without its content) with the SEO score of its working copy, from one query. */
export async function loadPageTree(db: Db): Promise<TreePageRow[]> {
  const pages = await listPagesWithContent(db, "working");
  const existingPaths = pagePaths(pages);
  return pages.map(({ content, ...page }) => {
    const result = checkSeo({
      title: page.title,
      content_type: page.content_type,
      meta_title: page.meta_title,
      meta_description: page.meta_description,
      blocks: readBlocks(content),
      existingPaths,
    });
    return { ...page, seo: { score: result.score, issues: result.issues.map((issue) => issue.message) } };
  });
}
