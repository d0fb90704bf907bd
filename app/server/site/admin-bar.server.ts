import { adminEditPath } from "~/lib/admin-paths";
import { HOME_SLUGS, type Page } from "~/lib/pages";
import type { Db } from "../db/client.server";
import { getPageBySlug } from "../pages/pages.server";

export interface AdminBarInfo {
  /** The page shown at this address, or null (an address that is no page's: 404, the downloads view …). */
  page: { id: string; title: string; edit_path: string; edit_here_path: string } | null;
  admin_path: string;
}

/**
 * What the admin bar offers for a public address: the page's editor (builder, blog or slide
 * editor), the same address in edit mode, and the admin area. Slugs are unique over all content
 * types, so the path names one page; its prefix must fit its type (/blog/… a post). `mayEdit`
 * decides per role whether the page is offered at all.
 */
export async function adminBarInfo(db: Db, rawPath: string, mayEdit: (page: Page) => boolean = () => true): Promise<AdminBarInfo> {
  const path = normalise(rawPath);
  const segments = path.split("/").filter(Boolean).map(safeDecode);
  let page = null;
  if (segments.length === 0) {
    for (const slug of HOME_SLUGS) {
      page = await getPageBySlug(db, slug, { includeUnpublished: true });
      if (page) break;
    }
  } else if (segments.length === 1) {
    page = await getPageBySlug(db, segments[0], { includeUnpublished: true });
    if (page && (page.content_type === "blog" || page.content_type === "presentation")) page = null;
  } else if (segments.length === 2 && (segments[0] === "blog" || segments[0] === "presentations")) {
    page = await getPageBySlug(db, segments[1], { includeUnpublished: true });
    const type = segments[0] === "blog" ? "blog" : "presentation";
    if (page && page.content_type !== type) page = null;
  }
  // Only what the person may edit gets edit links (an Autor: their own drafts).
  if (page && !mayEdit(page)) page = null;
  return {
    page: page ? { id: page.id, title: page.title, edit_path: adminEditPath(page), edit_here_path: `${path}?edit=true` } : null,
    admin_path: "/admin",
  };
}

/** Only a same-site path: no scheme, no host, no query (the bar builds its links from it). */
function normalise(raw: string): string {
  if (!raw.startsWith("/") || raw.startsWith("//")) return "/";
  const path = raw.split(/[?#]/)[0].replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
