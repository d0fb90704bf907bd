import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { toDbJson } from "../db/dialect.server";
import { createPage } from "../pages/pages.server";
import { getSettings } from "./settings.server";
import { configureLogger } from "../logger.server";
import { loadSettings, migrateSettings } from "./migration.server";

describe(`settings migration on load (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    configureLogger("silent");
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("saves the migrated form once, and later loads leave the row alone", async () => {
    const blog = await createPage(t.db, { slug: "blog", title: "Blog", content_type: "blog" });
    const agb = await createPage(t.db, { slug: "agb", title: "AGB", is_legal: true });
    const legacy = {
      siteName: "Alt GmbH",
      footer: { showInFooter: false, layout: "two-column" },
      blog: { enabled: true, maxItems: 9, allowedContentTypes: ["blog"] },
      legalPages: { agb: { enabled: true, pageId: agb.id }, impressum: true, datenschutz: { enabled: true, pageId: null } },
    };
    const oldStamp = "2020-01-01T00:00:00.000Z";
    await t.db.insertInto("site_settings").values({ id: "site", settings: toDbJson(legacy), updated_at: oldStamp }).execute();

    const first = await loadSettings(t.db);
    expect(first.migrated.length).toBeGreaterThan(0);
    expect(first.settings).toMatchObject({
      site_name: "Alt GmbH",
      footer: { layout: "two-column", navigation: { enabled: false } },
      blog: { enabled: true, overview_page_id: blog.id },
      legal_pages: { agb: { enabled: true, page_id: agb.id }, impressum: { enabled: false, page_id: null }, datenschutz: { enabled: false, page_id: null } },
    });
    expect(first.migrated).toEqual(expect.arrayContaining(["renamed siteName to site_name", "renamed legal_pages.agb.pageId to legal_pages.agb.page_id"]));

    const afterFirst = await getSettings(t.db);
    expect(afterFirst.raw).toEqual(first.settings);
    expect(afterFirst.updated_at).not.toBe(new Date(oldStamp).toISOString());
    expect(migrateSettings(afterFirst.raw, []).notes).not.toContainEqual(expect.stringMatching(/removed|moved|renamed/));

    const second = await loadSettings(t.db);
    expect(second.migrated).toEqual([]);
    expect(second.settings).toEqual(first.settings);
    const afterSecond = await getSettings(t.db);
    expect(afterSecond.updated_at).toBe(afterFirst.updated_at);
    expect(await t.db.selectFrom("site_settings").selectAll().execute()).toHaveLength(1);
  });

  it("does not write a row when none exists", async () => {
    await t.db.deleteFrom("site_settings").execute();
    const loaded = await loadSettings(t.db);
    expect(loaded.migrated).toEqual([]);
    expect(await t.db.selectFrom("site_settings").selectAll().execute()).toEqual([]);
  });
});
