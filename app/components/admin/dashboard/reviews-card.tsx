import { deReview } from "~/i18n/review";
import { deDashboard } from "~/i18n/dashboard";
import { adminEditPath, reviewPath } from "~/lib/admin-paths";
import { formatDateTime } from "~/lib/format";
import type { ReviewQueueItem } from "~/lib/review-schema";
import { ReviewStatusBadge } from "~/components/admin/review/review-status-badge";
import { DashboardCard, DashboardRow, DashboardRows } from "./dashboard-card";
import { relativeTime } from "./format";

const t = deReview;

/**
 * 'Freigaben' (issue 30): for Redakteure and Administratoren the pages and posts waiting for a
 * review, with who submitted them and when, each linking to the review screen; for an Autor
 * their own pending and returned ones, linking to the editor.
 */
export function ReviewsCard({ items, reviewer, now }: { items: ReviewQueueItem[]; reviewer: boolean; now: number }) {
  const title = reviewer ? t.dashboardTitle : t.dashboardOwnTitle;
  return (
    <DashboardCard id="reviews" title={title} to={reviewer && items[0] ? reviewPath(items[0]) : "/admin/blog"} description={reviewer ? t.dashboardDescription : t.dashboardOwnDescription} count={items.length}>
      <DashboardRows
        items={items}
        label={title}
        empty={t.dashboardEmpty}
        row={(item) => (
          <DashboardRow
            key={item.id}
            to={reviewer ? reviewPath(item) : adminEditPath(item)}
            title={item.title}
            aside={reviewer ? <span>{deDashboard.kinds[item.content_type] ?? item.content_type}</span> : <ReviewStatusBadge status={item.review_status} />}
            meta={
              item.submitted_at ? (
                <time dateTime={item.submitted_at} title={formatDateTime(item.submitted_at)}>
                  {item.submitted_by_name ?? "–"} · {relativeTime(item.submitted_at, now)}
                </time>
              ) : null
            }
          />
        )}
      />
    </DashboardCard>
  );
}
