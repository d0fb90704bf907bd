import { ListPager } from "~/components/admin/forms/list-pager";
import { PresentationList } from "~/components/admin/presentations/presentation-list";
import { de } from "~/i18n/de";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { loadPresentations } from "./presentations.server";
import type { Route } from "./+types/index";

/** Writes go through the pages API (/api/pages…): a presentation is a page of content type 'presentation'. */
export async function loader({ request }: Route.LoaderArgs) {
  const { rows, page, pageCount } = await loadPresentations(request);
  return { presentations: rows, page, pageCount };
}

export const meta: Route.MetaFunction = () => [{ title: `${dePresentationsAdmin.title} – ${de.admin.title}` }];

export default function PresentationsIndex({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PresentationList presentations={loaderData.presentations} />
      <div className="mx-auto mt-4 w-full max-w-6xl">
        <ListPager page={loaderData.page} pageCount={loaderData.pageCount} />
      </div>
    </>
  );
}
