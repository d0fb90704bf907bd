import { redirect } from "react-router";
import { EditScreen } from "~/routes/admin/pages/edit-screen";
import { loadEditorPage } from "~/routes/admin/pages/edit.server";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import type { Route } from "./+types/edit";

const BACK = { to: "/admin/blog", label: deEditor.blogEditor.back };

/** A blog post is a page of content type blog, edited in the same page editor; other pages go to theirs. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const loaded = await loadEditorPage(request, params.id, "/admin/blog/:id/edit");
  if (loaded.page.content_type !== "blog") throw redirect(`/admin/pages/${encodeURIComponent(params.id)}/edit`);
  return loaded;
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded ? deEditor.blogEditor.editTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` },
];

export default function EditBlogPost({ loaderData }: Route.ComponentProps) {
  return <EditScreen data={loaderData} back={BACK} />;
}
