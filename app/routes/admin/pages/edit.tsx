import { de } from "~/i18n/de";
import { EditScreen } from "./edit-screen";
import { loadEditorPage } from "./edit.server";
import type { Route } from "./+types/edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadEditorPage(request, params.id, "/admin/pages/:id/edit");
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? de.pagesAdmin.form.editTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` },
];

export default function EditPage({ loaderData }: Route.ComponentProps) {
  return <EditScreen data={loaderData} />;
}
