import { data, redirect } from "react-router";
import { readBlocks } from "~/blocks/content";
import { getBlockModule } from "~/blocks/registry";
import { walkBlocks } from "~/blocks/tree";
import { de } from "~/i18n/de";
import { reviewPath } from "~/lib/admin-paths";
import { publicPagePath } from "~/lib/pages";
import type { PageComparison } from "~/lib/compare/types";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { logger } from "~/server/logger.server";
import { comparePage } from "~/server/pages/compare.server";
import { getPageById } from "~/server/pages/pages.server";
import { assertMayOpenPage } from "~/server/pages/author-rules.server";
import { listReviewSteps, loadReviewContext } from "~/server/pages/review.server";
import { db } from "~/server/runtime.server";

/** A block of the working copy for the note form when the comparison is not available: its label and a short excerpt. */
export interface ReviewBlock {
  id: string;
  label: string;
  depth: number;
}

function excerpt(content: unknown): string {
  if (!content || typeof content !== "object") return "";
  for (const value of Object.values(content as Record<string, unknown>)) {
    if (typeof value !== "string") continue;
    const text = value.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
    if (text && !/^(https?:|\/|#)/.test(text)) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  }
  return "";
}

/**
 * The reviewer's screen (/admin/pages/:id/review, for blog posts /admin/blog/:id/review): the
 * page, its review (submission, status, notes), the comparison of the published state with the
 * working copy, and the blocks of the working copy. A comparison that fails (the comparison
 * module's error) leaves the screen usable: the reviewer sees a message instead and pins notes
 * through the block list. A page asked for under the other area's address is sent to its own
 * (older mails link every review under /admin/pages).
 */
export async function loadReviewScreen(request: Request, id: string, route: "/admin/pages/:id/review" | "/admin/blog/:id/review") {
  const access = await requireAdminRoute(request, route);
  const { user, role } = access;
  const page = await getPageById(db(), id, "working");
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const own = reviewPath(page);
  if (own !== new URL(request.url).pathname) throw redirect(own);
  // Issue 38: an Autor opens only items that are online or their own.
  await assertMayOpenPage(db(), access, id, { api: false });
  const [review, steps] = await Promise.all([loadReviewContext(db(), id, { role, userId: user.id }).then((r) => r!), listReviewSteps(db(), id)]);
  let comparison: PageComparison | null = null;
  try {
    comparison = await comparePage(db(), id, "published", "draft");
  } catch (error) {
    logger().warn({ err: error, pageId: id }, "Vergleich für die Freigabe nicht verfügbar");
  }
  const blocks: ReviewBlock[] = [];
  walkBlocks(readBlocks(page.content), (block, position) => {
    const module = getBlockModule(block.type);
    const text = excerpt(block.content);
    blocks.push({ id: block.id, label: `${module?.label ?? block.type}${text ? `: ${text}` : ""}`, depth: position.depth });
  });
  return {
    page: { id: page.id, title: page.title, version: page.version, content_type: page.content_type, is_published: page.is_published, slug: page.slug },
    review,
    comparison,
    blocks,
    userId: user.id,
    isAdmin: role === "admin",
    // After 'Freigeben und veröffentlichen': where visitors now find it.
    liveHref: review.status === null && page.is_published && steps[0]?.action === "approve" ? publicPagePath(page) : null,
  };
}

export type ReviewScreenData = Awaited<ReturnType<typeof loadReviewScreen>>;
