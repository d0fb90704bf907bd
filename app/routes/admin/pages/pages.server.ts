import type { PageSummary } from "~/lib/pages";
import { checkPagesSeo } from "~/server/pages/seo-check.server";
import type { Db } from "~/server/db/client.server";

export type TreePageRow = PageSummary & { seo: { score: number; issues: string[] } };

/** Every page (without its content) with the SEO score of its working copy, from one query. */
export async function loadPageTree(db: Db): Promise<TreePageRow[]> {
  return (await checkPagesSeo(db)).map(({ page: { content: _content, ...page }, seo }) => ({
    ...page,
    seo: { score: seo.score, issues: seo.issues.map((issue) => issue.message) },
  }));
}
