import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { addDays, dayOf } from "~/lib/analytics";
import { defaultSettings } from "~/lib/settings";
import { analyticsReport } from "../analytics/report.server";
import { generateSampleAnalytics } from "../analytics/sample-data.server";
import { insertSubmission } from "../contact/inbox.server";
import type { Db } from "../db/client.server";
import { toDbJson } from "../db/dialect.server";
import { configureLogger } from "../logger.server";
import { createPage, updatePage } from "../pages/pages.server";
import { demoPages } from "../seed/demo-content";
import { saveSettings } from "../settings/settings.server";
import { loadDashboard } from "./dashboard.server";

/**
 * The dashboard and the statistics reports at scale: ~100 pages, 20 revisions each, 200 enquiries
 * and a year of 100,000 views a month (1.2 million views). A stress test (project `stress`, once
 * per npm test on SQLite: generating the sample is most of its 12 s); the same queries on small
 * data run on both databases in dashboard.integration.test.ts. For PostgreSQL at this size:
 * `TEST_DB=postgres npx vitest run --project stress app/server/dashboard`.
 */

async function statistics(db: Db, on: boolean) {
  const settings = defaultSettings();
  settings.features.analytics = on;
  await saveSettings(db, settings);
}

/** Median of `runs` timed calls after one warm-up, in milliseconds. */
async function median(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

describe(`dashboard and reports over a year of 100,000 views a month (${testDbLabel})`, () => {
  let t: TestDatabase;
  const now = Date.now();
  const today = dayOf(now);

  beforeAll(async () => {
    configureLogger("silent");
    t = await createTestDatabase();
    await statistics(t.db, true);
    // ~100 pages with real content (the demo site's pages over and over), a few drafts and
    // schedules, 20 revisions each, 200 enquiries.
    const pageIds: string[] = [];
    for (let i = 0; i < 100; i++) {
      const demo = demoPages[i % demoPages.length]!;
      const page = await createPage(t.db, {
        slug: `${demo.slug}-${i}`,
        title: `${demo.title} ${i}`,
        content_type: demo.content_type === "presentation" ? "basis" : demo.content_type,
        is_published: i % 10 !== 9,
        meta_title: demo.meta_title ?? null,
        meta_description: demo.meta_description ?? null,
        content: demo.content,
        publish_at: i % 25 === 9 ? new Date(now + i * 3_600_000).toISOString() : null,
      });
      pageIds.push(page.id);
      if (i % 7 === 0) await updatePage(t.db, page.id, { title: `${demo.title} ${i} (überarbeitet)` });
    }
    const revisions = pageIds.flatMap((pageId, p) =>
      Array.from({ length: 20 }, (_, r) => ({
        id: `${pageId}-r${r}`,
        page_id: pageId,
        title: `Stand ${r}`,
        slug: `seite-${p}`,
        content: toDbJson(demoPages[p % demoPages.length]!.content),
        meta_title: null,
        meta_description: null,
        summary: "Inhalt geändert",
        author_id: null,
        kind: "save",
        updated_at: null,
        created_at: new Date(now - (p * 20 + r) * 600_000).toISOString(),
      })),
    );
    for (let i = 0; i < revisions.length; i += 100) await t.db.insertInto("page_revisions").values(revisions.slice(i, i + 100)).execute();
    for (let i = 0; i < 200; i++) {
      await insertSubmission(t.db, {
        pageId: pageIds[0]!,
        pageTitle: "Kontakt",
        pagePath: "/kontakt",
        blockId: "form",
        formTitle: "Anfrage",
        values: [{ name: "nachricht", label: "Nachricht", type: "textarea", value: `Bitte um Angebot Nr. ${i}` }],
        subject: `Anfrage ${i}`,
        senderEmail: `kunde${i}@example.org`,
        senderName: `Kunde ${i}`,
        recipient: "info@example.org",
        ipHash: "x",
        createdAt: new Date(now - i * 3_600_000),
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.cleanup();
  });

  it("computes the dashboard and every report over the whole sample (medians of 5 printed)", async () => {
    const started = performance.now();
    const sample = await generateSampleAnalytics(t.db, { viewsPerMonth: 100_000, now });
    const generatedMs = performance.now() - started;
    expect(sample.views).toBeGreaterThan(1_100_000);
    expect(sample.views).toBeLessThan(1_300_000);
    expect(sample.events).toBeGreaterThan(80_000);

    const dashboard = await loadDashboard(t.db, { now });
    expect(dashboard.visitors!.totals.views).toBeGreaterThan(15_000);
    // Every 7th page was changed after going online; page 49 never went online (a draft, not a change).
    expect(dashboard.unpublished.total).toBe(14);
    expect(dashboard.seo.checked).toBe(90);
    expect(dashboard.enquiries.items).toHaveLength(5);
    expect(dashboard.enquiries.total).toBe(200);

    const figures: Record<string, number> = { dashboard: await median(() => loadDashboard(t.db, { now })) };
    for (const days of [7, 30, 90, 365]) {
      figures[`report ${days} Tage`] = await median(() => analyticsReport(t.db, addDays(today, -(days - 1)), today));
    }
    const report = await analyticsReport(t.db, addDays(today, -364), today);
    expect(report.totals.views).toBe(sample.views);
    expect(report.pages.length).toBe(100);

    console.log(
      `[dashboard-bench ${testDbLabel}] sample: ${sample.events} raw events, ${sample.dailyRows} daily rows, ${sample.views} views in ${Math.round(generatedMs)} ms; ` +
        Object.entries(figures)
          .map(([name, ms]) => `${name}: ${ms.toFixed(1)} ms`)
          .join(", "),
    );
    // The figures are for the note and `npm run bench` lore, not a ceiling: a busy machine is no
    // failure of the queries (the 300 ms budget was measured on an idle one).

    // For the note, not held to the budget: housekeeping has not run for the whole raw month, so
    // every report counts the raw events of those days itself (a state the daily job prevents).
    await t.db.deleteFrom("analytics_daily").where("day", ">=", addDays(today, -29)).execute();
    const worst: Record<string, number> = { dashboard: await median(() => loadDashboard(t.db, { now })) };
    for (const days of [30, 365]) worst[`report ${days} Tage`] = await median(() => analyticsReport(t.db, addDays(today, -(days - 1)), today));
    expect((await analyticsReport(t.db, addDays(today, -364), today)).totals.views).toBe(sample.views);
    console.log(
      `[dashboard-bench ${testDbLabel}] without aggregates for the last 30 days: ` +
        Object.entries(worst)
          .map(([name, ms]) => `${name}: ${ms.toFixed(1)} ms`)
          .join(", "),
    );
  }, 120_000);
});
