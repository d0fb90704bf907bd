import { Link } from "react-router";
import { BackupStatus } from "~/components/admin/dashboard/backup-status";
import { DashboardCard } from "~/components/admin/dashboard/dashboard-card";
import { EnquiriesCard, RevisionsCard, ScheduledCard, SeoCard, UnpublishedCard } from "~/components/admin/dashboard/list-cards";
import { VisitorsCard } from "~/components/admin/dashboard/visitors-card";
import { ReviewsCard } from "~/components/admin/dashboard/reviews-card";
import { de } from "~/i18n/de";
import { deDashboard } from "~/i18n/dashboard";
import { can } from "~/lib/access";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { lastBackupRun } from "~/server/backup/run.server";
import { loadDashboard } from "~/server/dashboard/dashboard.server";
import { listReviewQueue } from "~/server/pages/review.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  const { user, role } = await requireAdminRoute(request, "/admin");
  const now = Date.now();
  const reviewer = can(role, "pages.review");
  const [dashboard, backup, reviews] = await Promise.all([
    loadDashboard(db(), { now }),
    can(role, "backups.run") ? lastBackupRun(db()) : null,
    // Issue 30, 'Freigaben': reviewers see what waits; an Autor their own pending and returned posts.
    listReviewQueue(db(), { reviewer, userId: user.id }),
  ]);
  // Only the cards the role may use, and only their data goes to the browser.
  const show = { visitors: can(role, "analytics.read"), enquiries: can(role, "inbox.read"), backups: can(role, "backups.run") };
  // `now` goes along so "vor 5 Minuten" reads the same on the server and in the browser.
  return {
    name: user.name || user.email,
    twoFactor: user.twoFactorEnabled,
    now,
    show,
    ...dashboard,
    visitors: show.visitors ? dashboard.visitors : null,
    enquiries: show.enquiries ? dashboard.enquiries : null,
    backup,
    reviews: { reviewer, items: reviews },
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.admin.nav.dashboard} – ${de.admin.title}` }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { now } = loaderData;
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-semibold tracking-tight">{de.admin.welcome(loaderData.name)}</h1>
      <p className="mt-1 text-muted-foreground">{deDashboard.intro}</p>
      {loaderData.show.backups ? <BackupStatus last={loaderData.backup} /> : null}
      {/* Three columns on wide screens: the figures and the inbox first, the account last. */}
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {loaderData.reviews.reviewer || loaderData.reviews.items.length > 0 ? <ReviewsCard items={loaderData.reviews.items} reviewer={loaderData.reviews.reviewer} now={now} /> : null}
        {loaderData.show.visitors ? <VisitorsCard visitors={loaderData.visitors} /> : null}
        {loaderData.show.enquiries && loaderData.enquiries ? <EnquiriesCard data={loaderData.enquiries} className="xl:col-span-2" /> : null}
        <UnpublishedCard data={loaderData.unpublished} now={now} />
        <ScheduledCard data={loaderData.scheduled} now={now} />
        <SeoCard data={loaderData.seo} />
        <RevisionsCard data={loaderData.revisions} now={now} className="xl:col-span-2" />
        <DashboardCard id="account" title={de.admin.nav.account} to="/admin/konto" description={loaderData.twoFactor ? de.admin.twoFactorOn : de.admin.twoFactorOff}>
          <Link to="/admin/konto" className="text-sm text-primary-strong underline-offset-4 hover:underline">
            {de.admin.manageAccount}
          </Link>
        </DashboardCard>
      </div>
    </div>
  );
}
