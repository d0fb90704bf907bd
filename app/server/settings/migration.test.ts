import { describe, expect, it } from "vitest";
import type { PageSummary } from "~/lib/pages";
import { defaultSettings } from "~/lib/settings";
import { migrateSettings, parseSettingsLeniently } from "./migration.server";
import { pageSummary } from "~/lib/pages.fixture";

function page(id: string, slug: string): PageSummary {
  return pageSummary({ id, slug });
}

const pages = [page("p-blog", "blog"), page("p-agb", "agb"), page("p-impressum", "impressum")];

describe("settings migration (spec §4)", () => {
  it("leaves missing settings alone: defaults, nothing to save", () => {
    expect(migrateSettings(null, pages)).toEqual({ settings: defaultSettings(), changed: false, notes: [] });
  });

  it("leaves current settings unchanged", () => {
    const current = { ...defaultSettings(), blog: { ...defaultSettings().blog, overview_page_id: "p-blog" } };
    const result = migrateSettings(current, pages);
    expect(result.changed).toBe(false);
    expect(result.settings).toEqual(current);
  });

  it("moves footer.showInFooter into footer.navigation.enabled", () => {
    const result = migrateSettings({ footer: { showInFooter: false, copyrightText: "© Firma" } }, []);
    expect(result.changed).toBe(true);
    expect(result.settings.footer.navigation.enabled).toBe(false);
    expect(result.settings.footer.copyright_text).toBe("© Firma");
    expect(result.settings.footer).not.toHaveProperty("showInFooter");
  });

  it("moves a top-level navigation.showInFooter into footer.navigation.enabled", () => {
    const result = migrateSettings({ navigation: { showInFooter: false } }, []);
    expect(result.changed).toBe(true);
    expect(result.settings.footer.navigation).toEqual({ enabled: false, show_blog_link: true, show_downloads_link: true });
    expect(result.settings).not.toHaveProperty("navigation");
  });

  it("moves blog.showInFooter and downloads.showInFooter into the footer link flags", () => {
    const result = migrateSettings({ blog: { enabled: false, showInFooter: false }, downloads: { showInFooter: false } }, []);
    expect(result.changed).toBe(true);
    expect(result.settings.footer.navigation).toEqual({ enabled: true, show_blog_link: false, show_downloads_link: false });
    expect(result.settings.blog).not.toHaveProperty("showInFooter");
  });

  it("moves per-link showInFooter flags from a link list and a link map", () => {
    const list = migrateSettings(
      { footer: { links: [{ slug: "/blog", showInFooter: false }, { id: "downloads", showInFooter: true }, { slug: "kontakt", showInFooter: false }] } },
      [],
    );
    expect(list.settings.footer.navigation).toEqual({ enabled: true, show_blog_link: false, show_downloads_link: true });
    expect(list.settings.footer).not.toHaveProperty("links");
    const map = migrateSettings({ footer: { navigation: { links: { downloads: { showInFooter: false }, blog: false } } } }, []);
    expect(map.changed).toBe(true);
    expect(map.settings.footer.navigation).toEqual({ enabled: true, show_blog_link: false, show_downloads_link: false });
  });

  it("accepts footer.navigation as an old boolean", () => {
    const result = migrateSettings({ footer: { navigation: false } }, []);
    expect(result.changed).toBe(true);
    expect(result.settings.footer.navigation.enabled).toBe(false);
  });

  it("keeps an explicit footer.navigation value over a legacy flag", () => {
    const result = migrateSettings({ footer: { showInFooter: false, navigation: { enabled: true } } }, []);
    expect(result.changed).toBe(true);
    expect(result.settings.footer.navigation.enabled).toBe(true);
  });

  it("drops allowedContentTypes and maxItems wherever they appear", () => {
    const result = migrateSettings(
      { allowedContentTypes: ["basis"], blog: { allowedContentTypes: ["blog"], maxItems: 9, enabled: false }, downloads: { maxItems: 3 }, footer: { maxItems: 5 } },
      [],
    );
    expect(result.changed).toBe(true);
    expect(result.notes).toEqual(expect.arrayContaining(["removed allowedContentTypes", "removed blog.allowedContentTypes", "removed blog.maxItems", "removed downloads.maxItems", "removed footer.maxItems"]));
    expect(JSON.stringify(result.settings)).not.toMatch(/allowedContentTypes|maxItems/);
    expect(result.settings.blog.enabled).toBe(false);
  });

  it("resets legalPages in the old boolean form to disabled", () => {
    const result = migrateSettings({ legalPages: { agb: true, impressum: false, datenschutz: { enabled: true, pageId: "p-impressum" } } }, pages);
    expect(result.changed).toBe(true);
    expect(result.settings.legal_pages).toEqual({
      agb: { enabled: false, page_id: null },
      impressum: { enabled: false, page_id: null },
      datenschutz: { enabled: true, page_id: "p-impressum" },
    });
  });

  it("resets legalPages that are not an object", () => {
    for (const legalPages of [true, "agb", ["agb"], null]) {
      const result = migrateSettings({ legalPages }, pages);
      expect(result.changed).toBe(true);
      expect(result.settings.legal_pages).toEqual(defaultSettings().legal_pages);
    }
  });

  it("resets a legal page whose pageId names no page, or that has the wrong types", () => {
    const result = migrateSettings(
      { legalPages: { agb: { enabled: true, pageId: "geloescht" }, impressum: { enabled: "ja", pageId: "p-impressum" }, datenschutz: { enabled: false, pageId: 7 } } },
      pages,
    );
    expect(result.changed).toBe(true);
    expect(result.settings.legal_pages).toEqual(defaultSettings().legal_pages);
  });

  it("disables a legal page enabled without a pageId", () => {
    const result = migrateSettings({ legalPages: { impressum: { enabled: true, pageId: null }, agb: { enabled: true } } }, pages);
    expect(result.changed).toBe(true);
    expect(result.settings.legal_pages.impressum).toEqual({ enabled: false, page_id: null });
    expect(result.settings.legal_pages.agb).toEqual({ enabled: false, page_id: null });
    expect(result.notes).toContain("legal_pages.impressum enabled without page_id: disabled");
  });

  it("gives an enabled blog without overview page the page with slug blog", () => {
    const result = migrateSettings({ blog: { enabled: true } }, pages);
    expect(result.changed).toBe(true);
    expect(result.settings.blog.overview_page_id).toBe("p-blog");
  });

  it("leaves the blog without overview page when there is no page with slug blog, or when the blog is off", () => {
    const noPage = migrateSettings({ blog: { enabled: true } }, [page("p-agb", "agb")]);
    expect(noPage).toMatchObject({ changed: false, settings: { blog: { overview_page_id: null } } });
    const off = migrateSettings({ blog: { enabled: false } }, pages);
    expect(off).toMatchObject({ changed: false, settings: { blog: { overview_page_id: null } } });
  });

  it("treats an overview page id naming no page as missing", () => {
    const result = migrateSettings({ blog: { enabled: true, overviewPageId: "weg" }, downloads: { overviewPageId: "weg" } }, pages);
    expect(result.changed).toBe(true);
    expect(result.settings.blog.overview_page_id).toBe("p-blog");
    expect(result.settings.downloads.overview_page_id).toBeNull();
  });

  it("renames the spec's camelCase names (decision 032), nested ones included, and saves the renamed form", () => {
    const result = migrateSettings(
      { siteName: "Alt", footer: { copyrightText: "© Alt", navigation: { showDownloadsLink: false } }, legalPages: { agb: { enabled: true, pageId: "p-agb" } }, team: { requireTwoFactorForAdmins: true } },
      pages,
    );
    expect(result.changed).toBe(true);
    expect(result.settings).toMatchObject({
      site_name: "Alt",
      footer: { copyright_text: "© Alt", navigation: { show_downloads_link: false } },
      legal_pages: { agb: { enabled: true, page_id: "p-agb" } },
      team: { require_two_factor_for_admins: true },
    });
    expect(result.notes).toEqual(expect.arrayContaining(["renamed siteName to site_name", "renamed legal_pages.agb.pageId to legal_pages.agb.page_id"]));
    expect(migrateSettings(result.settings, pages)).toEqual({ settings: result.settings, changed: false, notes: [] });
  });

  it("replaces stored settings that are not an object with the defaults", () => {
    expect(migrateSettings("kaputt", pages)).toMatchObject({ changed: true, settings: defaultSettings() });
  });

  it("does not change its input", () => {
    const raw = { footer: { showInFooter: false }, blog: { maxItems: 3 } };
    const copy = structuredClone(raw);
    migrateSettings(raw, pages);
    expect(raw).toEqual(copy);
  });

  it("is idempotent: migrating the migrated output changes nothing", () => {
    const legacy = {
      siteName: "Alt GmbH",
      allowedContentTypes: ["basis"],
      navigation: { showInFooter: true, links: [{ slug: "blog", showInFooter: false }] },
      footer: { showInFooter: true, layout: "three-column" },
      blog: { enabled: true, maxItems: 9, showInFooter: false },
      downloads: { showInFooter: false, maxItems: 3 },
      legalPages: { agb: true, impressum: { enabled: true, pageId: "p-impressum" }, datenschutz: { enabled: true } },
    };
    const first = migrateSettings(legacy, pages);
    expect(first.changed).toBe(true);
    const second = migrateSettings(first.settings, pages);
    expect(second).toEqual({ settings: first.settings, changed: false, notes: [] });
    // Survives a JSON round trip (the database stores JSON) unchanged too.
    expect(migrateSettings(JSON.parse(JSON.stringify(first.settings)), pages).changed).toBe(false);
    expect(first.settings).toMatchObject({
      site_name: "Alt GmbH",
      footer: { layout: "three-column", navigation: { enabled: true, show_blog_link: false, show_downloads_link: false } },
      blog: { enabled: true, overview_page_id: "p-blog" },
      legal_pages: { agb: { enabled: false, page_id: null }, impressum: { enabled: true, page_id: "p-impressum" }, datenschutz: { enabled: false, page_id: null } },
    });
  });
});

describe("lenient settings parse", () => {
  it("replaces an invalid field by its default and keeps the rest", () => {
    const settings = parseSettingsLeniently({ site_name: "Firma", primary_color: 42, footer: { layout: "zehn", text_color: "#000000" } });
    expect(settings.site_name).toBe("Firma");
    expect(settings.primary_color).toBe("#3B82F6");
    expect(settings.footer.layout).toBe("four-column");
    expect(settings.footer.text_color).toBe("#000000");
  });

  it("leaves invalid entries out of a list", () => {
    expect(parseSettingsLeniently({ blog: { categories: ["A", "", "B", 3] } }).blog.categories).toEqual(["A", "B"]);
  });
});
