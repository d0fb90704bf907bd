import { useState } from "react";
import { useSearchParams } from "react-router";
import { PageEditor, type EditorTab } from "~/components/admin/pages/page-editor";
import type { EditorPageData } from "./edit.server";

/** The editor screen of /admin/pages/:id/edit and /admin/blog/:id/edit; `back` is where the arrow leads. */
export function EditScreen({ data, back }: { data: EditorPageData; back?: { to: string; label: string } }) {
  const { page, parents, slugs, pages, suggestions } = data;
  // The builder opens first (?tab=settings: the page settings with the SEO check, e.g. from the
  // dashboard); the tab survives the editor starting afresh on a new version.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(searchParams.get("tab") === "settings" ? "settings" : "build");
  // A new version from the server (after "Neu laden") starts the form afresh.
  return <PageEditor key={`${page.id}:${page.version}`} page={page} parents={parents} slugs={slugs} pages={pages} suggestions={suggestions} tab={tab} onTab={setTab} back={back} />;
}
