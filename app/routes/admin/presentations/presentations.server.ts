import { data } from "react-router";
import { readBlocks } from "~/blocks/content";
import { shownSlides, type ShownSlide } from "~/blocks/slide/shown";
import { type PageSummary, pageRowBase } from "~/lib/pages";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { de } from "~/i18n/de";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { pageWindow, readPageParam } from "~/lib/list-paging";
import { listPages, listPagesWithContentByIds } from "~/server/pages/pages.server";
import { getPageWithBlocks } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";

export type PresentationRow = Omit<PageSummary, "publish_at"> & { slideCount: number; firstSlide: Pick<ShownSlide, "title" | "imageUrl"> | null };

/**
 * Presentations are pages of content type 'presentation'; the list shows their working copies,
 * last changed first, one page of ADMIN_PAGE_SIZE (issue 38): only the contents shown are read.
 */
export async function loadPresentations(request: Request): Promise<{ rows: PresentationRow[]; page: number; pageCount: number }> {
  await requireAdminRoute(request, "/admin/presentations");
  const all = (await listPages(db()))
    .filter((page) => page.content_type === "presentation")
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.id.localeCompare(b.id));
  const window = pageWindow(all.length, readPageParam(new URL(request.url).searchParams));
  const shown = await listPagesWithContentByIds(
    db(),
    all.slice(window.offset, window.offset + window.pageSize).map((page) => page.id),
    "working",
  );
  const rows = shown.map(({ content, ...page }) => {
    const slides = shownSlides(readBlocks(content));
    return { ...page, slideCount: slides.length, firstSlide: slides[0] ? { title: slides[0].title, imageUrl: slides[0].imageUrl } : null };
  });
  return { rows, page: window.page, pageCount: window.pageCount };
}

/** The slide editor's page: its working copy, its content (slide blocks) read into the one stored shape. */
export async function loadPresentation(request: Request, id: string) {
  await requireAdminRoute(request, "/admin/presentations/:id/edit");
  const page = await getPageWithBlocks(db(), id, { includeUnpublished: true });
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  if (page.content_type !== "presentation") throw data({ message: dePresentationsAdmin.notPresentation }, { status: 404 });
  return {
    page: {
      ...pageRowBase(page),
      updated_at: page.updated_at,
    },
    blocks: page.content,
  };
}

export type PresentationEditorData = Awaited<ReturnType<typeof loadPresentation>>;
