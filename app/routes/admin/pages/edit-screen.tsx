import { Eye, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { PageEditor, type EditorTab } from "~/components/admin/pages/page-editor";
import { EditingElsewhereDialog, ViewingBanner } from "~/components/admin/presence/presence-dialogs";
import { PresenceStack } from "~/components/admin/presence/presence-stack";
import { usePagePresence } from "~/components/admin/presence/use-page-presence";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import { deRoles } from "~/i18n/roles";
import { publicPagePath } from "~/lib/pages";
import type { EditorPageData } from "./edit.server";

/** The editor screen of /admin/pages/:id/edit and /admin/blog/:id/edit; `back` is where the arrow leads. */
export function EditScreen({ data, back }: { data: EditorPageData; back?: { to: string; label: string } }) {
  const { page, parents, slugs, pages, suggestions, access, review } = data;
  // The builder opens first (?tab=settings: the page settings with the SEO check, e.g. from the
  // dashboard); the tab survives the editor starting afresh on a new version.
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<EditorTab>(searchParams.get("tab") === "settings" ? "settings" : "build");
  // Issue 30: who else has the page open. Above the keyed editor, so a new version (someone
  // else's save while watching) keeps the tab's presence and choice.
  const presence = usePagePresence(page.id, { mayEdit: access.edit, surface: "builder" });
  const stack = <PresenceStack people={presence.people} />;
  // Someone who may read but not change it (an Autor on another's post or a page): a notice and
  // the preview, no editor that would try to save.
  if (!access.edit) return <ReadOnlyNotice title={page.title} previewHref={`${publicPagePath(page)}?preview=true`} back={back} presence={stack} />;
  // A new version from the server (after "Neu laden") starts the form afresh.
  return (
    <>
      <EditingElsewhereDialog person={presence.asking} onView={presence.view} onEdit={presence.edit} />
      <PageEditor
        key={`${page.id}:${page.version}`}
        page={page}
        parents={parents}
        slugs={slugs}
        pages={pages}
        suggestions={suggestions}
        tab={tab}
        onTab={setTab}
        back={back}
        mayPublish={access.publish}
        review={review}
        presence={stack}
        viewOnly={presence.viewing ? <ViewingBanner editor={presence.editor} onEdit={presence.edit} /> : undefined}
      />
    </>
  );
}

function ReadOnlyNotice({ title, previewHref, back, presence }: { title: string; previewHref: string; back?: { to: string; label: string }; presence?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border bg-card p-8 shadow-sm" data-testid="read-only-notice">
      <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="mt-4 text-xl font-semibold">
        {deRoles.readOnlyTitle}: {title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">{deRoles.readOnlyText}</p>
      {presence && <div className="mt-4">{presence}</div>}
      <div className="mt-6 flex flex-wrap gap-2">
        <Button asChild>
          <a href={previewHref} target="_blank" rel="noopener">
            <Eye aria-hidden="true" />
            {de.pagesAdmin.preview}
          </a>
        </Button>
        <Button asChild variant="outline">
          <Link to={back?.to ?? "/admin/pages"}>{back?.label ?? de.pagesAdmin.form.back}</Link>
        </Button>
      </div>
    </div>
  );
}
