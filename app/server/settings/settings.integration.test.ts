import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "~/lib/settings";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { toDbJson } from "../db/dialect.server";
import { getSettings, saveSettings } from "./settings.server";

describe(`settings query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("returns the spec's defaults when no row exists", async () => {
    const stored = await getSettings(t.db);
    expect(stored.id).toBeNull();
    expect(stored.settings).toEqual(defaultSettings());
    expect(stored.settings.primary_color).toBe("#3B82F6");
    expect(stored.settings.accent_color).toBe("#10B981");
    expect(stored.settings.footer).toMatchObject({ background_color: "#111827", text_color: "#FFFFFF", copyright_text: "Alle Rechte vorbehalten", layout: "four-column" });
    expect(stored.settings.header.logo_size).toBe("medium");
  });

  it("inserts the row when none exists, then updates the same row", async () => {
    await saveSettings(t.db, { ...defaultSettings(), site_name: "Erste" });
    await saveSettings(t.db, { ...defaultSettings(), site_name: "Zweite" });
    const rows = await t.db.selectFrom("site_settings").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect((await getSettings(t.db)).settings.site_name).toBe("Zweite");
  });

  it("refuses invalid settings and keeps the stored ones", async () => {
    await expect(saveSettings(t.db, { ...defaultSettings(), primary_color: "blau" })).rejects.toThrow();
    expect((await getSettings(t.db)).settings.site_name).toBe("Zweite");
  });

  it("reads a stored row with a bad field by falling back for that field only", async () => {
    await t.db
      .updateTable("site_settings")
      .set({ settings: toDbJson({ site_name: "Alt", primary_color: 42, allowedContentTypes: ["x"] }) })
      .execute();
    const stored = await getSettings(t.db);
    expect(stored.settings.site_name).toBe("Alt");
    expect(stored.settings.primary_color).toBe("#3B82F6");
    expect(stored.raw).toMatchObject({ allowedContentTypes: ["x"] });
  });

  it("reads a row still in the names before decision 032 with its values, not the defaults (decision 032)", async () => {
    const old = {
      siteName: "Alt GmbH",
      footer: { backgroundColor: "#000000", navigation: { showBlogLink: false } },
      legalPages: { impressum: { enabled: true, pageId: "p-impressum" } },
      team: { allowSignUp: false, requireTwoFactorForAdmins: true, logRetentionDays: 30 },
      menuLinks: [{ id: "shop", label: "Shop", url: "https://shop.example.org", parentId: null, sortOrder: 7 }],
    };
    await t.db.updateTable("site_settings").set({ settings: toDbJson(old) }).execute();
    const stored = await getSettings(t.db);
    expect(stored.raw).toEqual(old);
    expect(stored.settings).toMatchObject({
      site_name: "Alt GmbH",
      footer: { background_color: "#000000", navigation: { show_blog_link: false } },
      legal_pages: { impressum: { enabled: true, page_id: "p-impressum" } },
      team: { allow_sign_up: false, require_two_factor_for_admins: true, log_retention_days: 30 },
      menu_links: [{ id: "shop", label: "Shop", url: "https://shop.example.org", parent_id: null, sort_order: 7 }],
    });
  });
});
