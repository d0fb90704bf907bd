import { data } from "react-router";
import { useState } from "react";
import { PageEditor, type EditorTab } from "~/components/admin/pages/page-editor";
import { descendantIds, flattenTree } from "~/components/admin/pages/tree";
import { de } from "~/i18n/de";
import { requireAdmin } from "~/server/auth/guard.server";
import { listPages } from "~/server/pages/pages.server";
import { getPageWithBlocks } from "~/server/pages/service.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/edit";

/** Saving goes through PATCH /api/pages/:id with the version read here (409 when someone else saved). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [page, pages] = await Promise.all([getPageWithBlocks(db(), params.id, { includeUnpublished: true }), listPages(db())]);
  if (!page) throw data({ message: de.pages.notFound }, { status: 404 });
  const tree = flattenTree(pages);
  // A page can't move below itself or below one of its own children.
  const excluded = descendantIds(tree, page.id).add(page.id);
  return {
    page,
    parents: tree.filter((p) => !excluded.has(p.id)).map((p) => ({ id: p.id, title: p.title, depth: p.depth })),
    slugs: pages.map((p) => p.slug),
    // Internal links in the builder's properties panel point at pages by id.
    pages: pages.map((p) => ({ id: p.id, title: p.title, slug: p.slug })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? de.pagesAdmin.form.editTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` },
];

export default function EditPage({ loaderData }: Route.ComponentProps) {
  const { page, parents, slugs, pages } = loaderData;
  // The builder opens first; the tab survives the editor starting afresh on a new version.
  const [tab, setTab] = useState<EditorTab>("build");
  // A new version from the server (after "Neu laden") starts the form afresh.
  return <PageEditor key={`${page.id}:${page.version}`} page={page} parents={parents} slugs={slugs} pages={pages} tab={tab} onTab={setTab} />;
}
