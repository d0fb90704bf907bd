import { EditingElsewhereDialog, ViewingBanner } from "~/components/admin/presence/presence-dialogs";
import { PresenceStack } from "~/components/admin/presence/presence-stack";
import { usePagePresence } from "~/components/admin/presence/use-page-presence";
import { SlideEditor } from "~/components/admin/presentations/slide-editor";
import { de } from "~/i18n/de";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { loadPresentation } from "./presentations.server";
import type { Route } from "./+types/edit";

/** Saving goes through PATCH /api/pages/:id ({content: slide blocks, version}); 409 when someone else saved. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadPresentation(request, params.id);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded ? dePresentationsAdmin.editTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` }];

export default function EditPresentation({ loaderData }: Route.ComponentProps) {
  // Issue 30: who else has it open, and (someone else edits) 'Ansehen' or 'Trotzdem bearbeiten'.
  // Above the keyed editor, so a new version (someone else's save while watching) keeps the choice.
  const presence = usePagePresence(loaderData.page.id, { mayEdit: true, surface: "slides" });
  // A new version from the server starts the editor afresh.
  return (
    <>
      <EditingElsewhereDialog person={presence.asking} onView={presence.view} onEdit={presence.edit} />
      <SlideEditor
        key={`${loaderData.page.id}:${loaderData.page.version}`}
        page={loaderData.page}
        initialBlocks={loaderData.blocks}
        presence={<PresenceStack people={presence.people} />}
        viewOnly={presence.viewing ? <ViewingBanner editor={presence.editor} onEdit={presence.edit} /> : undefined}
      />
    </>
  );
}
