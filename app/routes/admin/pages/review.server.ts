import { data } from "react-router";
import { readBlocks } from "~/blocks/content";
import { getBlockModule } from "~/blocks/registry";
import { walkBlocks } from "~/blocks/tree";
import { de } from "~/i18n/de";
import type { PageComparison } from "~/lib/compare/types";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { logger } from "~/server/logger.server";
import { comparePage } from "~/server/pages/compare.server";
import { getPageById } from "~/server/pages/pages.server";
import { loadReviewContext } from "~/server/pages/review.server";
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
 * The reviewer's screen (/admin/pages/:id/review): the page, its review (submission, status,
 * notes), the comparison of the published state with the working copy, and the blocks of the
 * working copy. A comparison that fails (the comparison module's error) leaves the screen usable:
 * the reviewer sees a message instead and pins notes through the block list.
 */
export async function loadReviewScreen(request: Request, id: string) {
  const { user, role } = await requireAdminRoute(request, "/admin/pages/:id/review");
  const page = await getPageById(db(), id, "working");
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const review = (await loadReviewContext(db(), id, { role, userId: user.id }))!;
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
  };
}

export type ReviewScreenData = Awaited<ReturnType<typeof loadReviewScreen>>;
