import type { Page } from "~/lib/pages";
import { clearGone, markGone } from "./gone.server";
import { answersNewAddress, type PageHooks } from "./hooks.server";
import { pageFromRow } from "./pages.server";

/** Where visitors find a page (posts under /blog, presentations under /presentations). */
function publicPathOf(page: Pick<Page, "slug" | "content_type">): string {
  if (page.content_type === "presentation") return `/presentations/${page.slug}`;
  return page.content_type === "blog" ? `/blog/${page.slug}` : `/${page.slug}`;
}

/** 410 Gone: the address of a deleted published page answers it until a page answers it again. */
export const goneHooks: PageHooks = {
  name: "gone paths",
  async afterWrite(args) {
    const page = pageFromRow(args.after, "working");
    if (answersNewAddress(args, page.is_published)) await clearGone(args.trx, publicPathOf(page));
  },
  async afterPublish({ trx, after, live }) {
    if (live) await clearGone(trx, publicPathOf(pageFromRow(after, "working")));
  },
  async afterDelete({ trx, before }) {
    const page = pageFromRow(before, "working");
    if (page.is_published) await markGone(trx, publicPathOf(page));
  },
};
