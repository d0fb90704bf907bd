import { describe, expect, it } from "vitest";
import { settingsSchema } from "~/lib/settings";
import { createTestDatabase, testDbLabel } from "../../../../tests/test-db";
import { getSettings } from "../../settings/settings.server";
import { fromDbJson, toDbJson } from "../dialect.server";
import { migrateToLatest, migrateUpTo } from "../migrate.server";

/** Every setting an installation stored before decision 032, in the spec's camelCase names. */
const before = {
  siteName: "Muster GmbH",
  siteDescription: "Maschinenbau aus Franken",
  metaTitle: "Muster GmbH – Maschinenbau",
  metaDescription: "Sondermaschinen seit 1962",
  primaryColor: "#112233",
  accentColor: "#445566",
  socialLinks: { facebook: "", twitter: "", instagram: "", linkedin: "https://www.linkedin.com/company/muster" },
  features: { analytics: true, comments: false },
  defaultContactEmail: "info@muster.example",
  header: { showLogo: false, logoAssetId: null, logoSize: "large" },
  footer: {
    backgroundColor: "#000000",
    textColor: "#EEEEEE",
    showLogo: true,
    logoAssetId: null,
    logoSize: "small",
    copyrightText: "© Muster GmbH",
    tagline: "Wir bauen das",
    layout: "two-column",
    navigation: { enabled: true, showBlogLink: false, showDownloadsLink: true },
  },
  blog: { enabled: true, overviewPageId: null, categories: ["Technik", "Messen"] },
  downloads: { enabled: false, overviewPageId: null },
  inbox: { retentionMonths: 6 },
  analytics: { retentionMonths: 18 },
  legalPages: { agb: { enabled: false, pageId: null }, datenschutz: { enabled: false, pageId: "p-datenschutz" }, impressum: { enabled: true, pageId: "p-impressum" } },
  team: { allowSignUp: false, requireTwoFactorForAdmins: true, logRetentionDays: 90 },
  menuLinks: [{ id: "shop", label: "Shop", url: "https://shop.muster.example", parentId: null, sortOrder: 5 }],
};

/** The same settings in the names of decision 032, written out (not derived) so the test can fail. */
const after = {
  site_name: "Muster GmbH",
  site_description: "Maschinenbau aus Franken",
  meta_title: "Muster GmbH – Maschinenbau",
  meta_description: "Sondermaschinen seit 1962",
  primary_color: "#112233",
  accent_color: "#445566",
  social_links: { facebook: "", twitter: "", instagram: "", linkedin: "https://www.linkedin.com/company/muster" },
  features: { analytics: true, comments: false },
  default_contact_email: "info@muster.example",
  header: { show_logo: false, logo_asset_id: null, logo_size: "large" },
  footer: {
    background_color: "#000000",
    text_color: "#EEEEEE",
    show_logo: true,
    logo_asset_id: null,
    logo_size: "small",
    copyright_text: "© Muster GmbH",
    tagline: "Wir bauen das",
    layout: "two-column",
    navigation: { enabled: true, show_blog_link: false, show_downloads_link: true },
  },
  blog: { enabled: true, overview_page_id: null, categories: ["Technik", "Messen"] },
  downloads: { enabled: false, overview_page_id: null },
  inbox: { retention_months: 6 },
  analytics: { retention_months: 18 },
  legal_pages: { agb: { enabled: false, page_id: null }, datenschutz: { enabled: false, page_id: "p-datenschutz" }, impressum: { enabled: true, page_id: "p-impressum" } },
  team: { allow_sign_up: false, require_two_factor_for_admins: true, log_retention_days: 90 },
  menu_links: [{ id: "shop", label: "Shop", url: "https://shop.muster.example", parent_id: null, sort_order: 5 }],
};

describe(`migration 0020: the stored settings in snake_case (${testDbLabel})`, () => {
  it("renames every name of an installation's stored settings, keeps every value, and back on down", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0019-import-report-names");
      await t.db.insertInto("site_settings").values({ id: "site", settings: toDbJson(before), updated_at: "2026-01-01T00:00:00.000Z" }).execute();
      const stored = async () => fromDbJson((await t.db.selectFrom("site_settings").select("settings").executeTakeFirstOrThrow()).settings);

      await migrateToLatest(t.db);
      expect(await stored()).toEqual(after);
      // The stored row is the schema's own shape: parsing it changes nothing but adding the
      // settings that came after this migration, at their defaults.
      const laterDefaults = { legacy_image_hosts: [] };
      expect(settingsSchema.parse(after)).toEqual({ ...after, ...laterDefaults });
      expect((await getSettings(t.db)).settings).toEqual({ ...after, ...laterDefaults });

      await migrateUpTo(t.db, "0019-import-report-names");
      expect(await stored()).toEqual(before);
    } finally {
      await t.cleanup();
    }
  });

  it("leaves the old app's legacy keys for the settings migration on load, and a row already in the new names alone", async () => {
    const t = await createTestDatabase({ migrate: false });
    try {
      await migrateUpTo(t.db, "0019-import-report-names");
      const legacy = { siteName: "Alt", footer: { showInFooter: false, navigation: { showBlogLink: true } }, blog: { showInFooter: true, maxItems: 3 } };
      await t.db.insertInto("site_settings").values({ id: "site", settings: toDbJson(legacy), updated_at: "2026-01-01T00:00:00.000Z" }).execute();
      await migrateToLatest(t.db);
      const row = await t.db.selectFrom("site_settings").select(["settings", "updated_at"]).executeTakeFirstOrThrow();
      expect(fromDbJson(row.settings)).toEqual({ site_name: "Alt", footer: { showInFooter: false, navigation: { show_blog_link: true } }, blog: { showInFooter: true, maxItems: 3 } });

      // Already new (written by this code): the migration does not touch the row.
      await migrateUpTo(t.db, "0019-import-report-names");
      await t.db.updateTable("site_settings").set({ settings: toDbJson(after), updated_at: "2026-02-02T00:00:00.000Z" }).execute();
      const untouched = await t.db.selectFrom("site_settings").select(["settings", "updated_at"]).executeTakeFirstOrThrow();
      await migrateToLatest(t.db);
      expect(await t.db.selectFrom("site_settings").select(["settings", "updated_at"]).executeTakeFirstOrThrow()).toEqual(untouched);
    } finally {
      await t.cleanup();
    }
  });
});
