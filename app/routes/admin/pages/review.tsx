import { de } from "~/i18n/de";
import { deReview } from "~/i18n/review";
import { ReviewScreen } from "~/components/admin/review/review-screen";
import { loadReviewScreen } from "./review.server";
import type { Route } from "./+types/review";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadReviewScreen(request, params.id, "/admin/pages/:id/review");
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded ? deReview.screenTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` }];

export default function Review({ loaderData }: Route.ComponentProps) {
  return <ReviewScreen data={loaderData} />;
}
