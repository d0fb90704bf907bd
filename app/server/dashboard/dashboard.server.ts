import { sql } from "kysely";
import { adminEditPath, revisionsPath } from "~/lib/admin-paths";
import { addDays, dayOf, trendPercent, type Counts, type DayCounts } from "~/lib/analytics";
import type { SubmissionSummary } from "~/lib/inbox";
import type { SeoIssueCode, SeoSeverity } from "~/blocks/seo";
import { dailyTotals, sumDays } from "../analytics/report.server";
import { countUnread, newestUnread } from "../contact/inbox.server";
import type { Db } from "../db/client.server";
import { fromDbTimestamp } from "../db/dialect.server";
import { checkPagesSeo } from "../pages/seo-check.server";
import { authorsOf } from "../pages/service.server";
import { getSettings } from "../settings/settings.server";

/**
 * Everything /admin shows, read in parallel with one query per card and nothing cached: the
 * figures must be right the moment an editor looks (pages, schedules and enquiries change under
 * other editors' hands). Budget: 300 ms for a site with 100,000 views a month and ~100 pages
 * (dashboard.integration.test.ts measures it).
 */

/** Rows per list card; the card says how many there are in all. */
export const DASHBOARD_LIST_LIMIT = 5;
const TREND_DAYS = 7;

export interface DashboardVisitors {
  /** The last 7 days, today included, oldest first. */
  days: DayCounts[];
  totals: Counts;
  previous: Counts;
  /** Percent against the 7 days before; null when those had nothing. */
  trend: { visitors: number | null; views: number | null };
}

export interface DashboardPage {
  id: string;
  title: string;
  contentType: string;
  editPath: string;
}

export interface DashboardList<T> {
  items: T[];
  total: number;
}

export interface SeoProblemPage extends DashboardPage {
  score: number;
  errors: number;
  issues: { code: SeoIssueCode; severity: SeoSeverity; message: string }[];
}

export interface DashboardRevision {
  id: string;
  pageId: string;
  pageTitle: string;
  /** The revision's own summary ("Veröffentlicht", "Inhalt geändert", …). */
  summary: string;
  kind: string;
  author: string | null;
  /** ISO time of the revision's last save. */
  at: string;
  revisionsPath: string;
}

export interface DashboardData {
  /** Null while the statistics are switched off in the settings. */
  visitors: DashboardVisitors | null;
  unpublished: DashboardList<DashboardPage & { updatedAt: string }>;
  scheduled: DashboardList<DashboardPage & { publishAt: string }>;
  /** The newest unread enquiries; total: all unread. */
  enquiries: DashboardList<SubmissionSummary>;
  seo: DashboardList<SeoProblemPage> & { checked: number };
  revisions: DashboardRevision[];
}

function toPage(row: { id: string; title: string; content_type: string }): DashboardPage {
  return { id: row.id, title: row.title, contentType: row.content_type, editPath: adminEditPath(row) };
}

async function loadVisitors(db: Db, now: number): Promise<DashboardVisitors | null> {
  const { settings } = await getSettings(db);
  if (!settings.features.analytics) return null;
  const today = dayOf(now);
  const all = await dailyTotals(db, addDays(today, -(2 * TREND_DAYS - 1)), today);
  const days = all.slice(TREND_DAYS);
  const totals = sumDays(days);
  const previous = sumDays(all.slice(0, TREND_DAYS));
  return { days, totals, previous, trend: { visitors: trendPercent(totals.visitors, previous.visitors), views: trendPercent(totals.views, previous.views) } };
}

async function count(query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Published pages whose working copy differs from what visitors see (draft_* set), newest first. */
async function loadUnpublished(db: Db): Promise<DashboardData["unpublished"]> {
  const base = db.selectFrom("content_pages").where("draft_title", "is not", null);
  const [rows, total] = await Promise.all([
    base.select(["id", "draft_title", "content_type", "updated_at"]).orderBy("updated_at", "desc").orderBy("id").limit(DASHBOARD_LIST_LIMIT).execute(),
    count(base.select((eb) => eb.fn.countAll<number>().as("n"))),
  ]);
  return {
    items: rows.map((row) => ({ ...toPage({ ...row, title: row.draft_title ?? "" }), updatedAt: fromDbTimestamp(row.updated_at) })),
    total,
  };
}

/** Pages with a publish time, soonest first (an overdue one first of all: the scheduler is at it). */
async function loadScheduled(db: Db): Promise<DashboardData["scheduled"]> {
  const base = db.selectFrom("content_pages").where("publish_at", "is not", null);
  const [rows, total] = await Promise.all([
    base
      .select(["id", "title", "draft_title", "content_type", "publish_at"])
      .orderBy("publish_at", "asc")
      .orderBy("id")
      .limit(DASHBOARD_LIST_LIMIT)
      .execute(),
    count(base.select((eb) => eb.fn.countAll<number>().as("n"))),
  ]);
  return {
    items: rows.map((row) => ({ ...toPage({ ...row, title: row.draft_title ?? row.title }), publishAt: fromDbTimestamp(row.publish_at) })),
    total,
  };
}

/**
 * Published pages with SEO problems, worst first. The same check on the same state as the page
 * list's score (the working copy, against every page's path), so both screens agree, and the
 * editor a row links to shows the same issues.
 */
async function loadSeo(db: Db): Promise<DashboardData["seo"]> {
  const published = (await checkPagesSeo(db)).filter(({ page }) => page.is_published);
  const problems: SeoProblemPage[] = published
    .filter(({ seo }) => seo.issues.length > 0)
    .map(({ page, seo }) => ({
      ...toPage(page),
      score: seo.score,
      errors: seo.issues.filter((issue) => issue.severity === "error").length,
      issues: seo.issues.map(({ code, severity, message }) => ({ code, severity, message })),
    }));
  problems.sort((a, b) => a.score - b.score || b.errors - a.errors || b.issues.length - a.issues.length || a.title.localeCompare(b.title, "de"));
  return { items: problems.slice(0, DASHBOARD_LIST_LIMIT), total: problems.length, checked: published.length };
}

/** The newest revisions of all pages; a run of saves counts by its last save. */
async function loadRevisions(db: Db): Promise<DashboardRevision[]> {
  const lastSave = sql<string | Date>`coalesce(page_revisions.updated_at, page_revisions.created_at)`;
  const rows = await db
    .selectFrom("page_revisions")
    .innerJoin("content_pages", "content_pages.id", "page_revisions.page_id")
    .select([
      "page_revisions.id",
      "page_revisions.page_id",
      "page_revisions.summary",
      "page_revisions.kind",
      "page_revisions.author_id",
      lastSave.as("at"),
      sql<string>`coalesce(content_pages.draft_title, content_pages.title)`.as("page_title"),
    ])
    .orderBy(lastSave, "desc")
    .orderBy("page_revisions.id")
    .limit(DASHBOARD_LIST_LIMIT)
    .execute();
  const authors = await authorsOf(db, rows.map((row) => row.author_id));
  return rows.map((row) => {
    const author = row.author_id ? authors.get(row.author_id) : undefined;
    return {
      id: row.id,
      pageId: row.page_id,
      pageTitle: row.page_title,
      summary: row.summary ?? "",
      kind: row.kind,
      author: author ? author.name || author.email : null,
      at: fromDbTimestamp(row.at),
      revisionsPath: revisionsPath(row.page_id),
    };
  });
}

export async function loadDashboard(db: Db, options: { now?: number } = {}): Promise<DashboardData> {
  const now = options.now ?? Date.now();
  const [visitors, unpublished, scheduled, unread, unreadTotal, seo, revisions] = await Promise.all([
    loadVisitors(db, now),
    loadUnpublished(db),
    loadScheduled(db),
    newestUnread(db, DASHBOARD_LIST_LIMIT),
    countUnread(db),
    loadSeo(db),
    loadRevisions(db),
  ]);
  return { visitors, unpublished, scheduled, enquiries: { items: unread, total: unreadTotal }, seo, revisions };
}
