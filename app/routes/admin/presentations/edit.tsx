import { PresenceStack } from "~/components/admin/presence/presence-stack";
import { usePresence } from "~/components/admin/presence/use-presence";
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
  // Issue 30: who else has it open (above the keyed editor, so a new version keeps the tab's presence).
  // The presentation editor has no read-only mode: it shows the others and edits; the conflict dialog guards.
  const { people } = usePresence(loaderData.page.id, { mode: "edit", surface: "slides" });
  // A new version from the server starts the editor afresh.
  return (
    <SlideEditor
      key={`${loaderData.page.id}:${loaderData.page.version}`}
      page={loaderData.page}
      initialBlocks={loaderData.blocks}
      presence={<PresenceStack people={people} />}
    />
  );
}
