import { de } from "~/i18n/de";
import { deReview } from "~/i18n/review";
import { ReviewScreen } from "~/components/admin/review/review-screen";
import { loadReviewScreen } from "~/routes/admin/pages/review.server";
import type { Route } from "./+types/review";

/** A blog post's review (issue 38): the same screen as a page's, under the blog's address. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return loadReviewScreen(request, params.id, "/admin/blog/:id/review");
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded ? deReview.screenTitle(loaded.page.title) : de.pages.notFound} – ${de.admin.title}` }];

export default function BlogReview({ loaderData }: Route.ComponentProps) {
  return <ReviewScreen data={loaderData} />;
}
