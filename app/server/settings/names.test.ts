import { describe, expect, it } from "vitest";
import { defaultSettings, settingsSchema } from "~/lib/settings";
import { oldSettingsNames, renameSettingsToCamelCase, renameSettingsToSnakeCase } from "./names.server";

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;
/** Settings added after decision 032: born in snake_case, they never had an old name. */
const NEW_SINCE_032 = ["legacy_image_hosts"];

/** Every property name of a value, with its path (list entries included). */
function names(value: unknown, where = "", found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item, i) => names(item, `${where}.${i}`, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      found.push(where ? `${where}.${key}` : key);
      names(child, where ? `${where}.${key}` : key, found);
    }
  }
  return found;
}

/** A full settings document with a menu link, so that every name of the schema occurs. */
function fullSettings() {
  const settings = defaultSettings();
  settings.menu_links = [{ id: "shop", label: "Shop", url: "https://shop.example.org", parent_id: null, sort_order: 1 }];
  return settings;
}

describe("the settings' names before and after decision 032", () => {
  it("the schema names every property in snake_case", () => {
    expect(names(fullSettings()).filter((path) => !SNAKE_CASE.test(path.split(".").at(-1)!))).toEqual([]);
  });

  it("round-trips every name of the schema: new → old → new, and the old names are the spec's camelCase", () => {
    const settings = fullSettings();
    const old = renameSettingsToCamelCase(settings);
    expect(old).toMatchObject({
      siteName: "Meine Website",
      footer: { backgroundColor: "#111827", navigation: { showBlogLink: true } },
      legalPages: { agb: { enabled: false, pageId: null } },
      team: { requireTwoFactorForAdmins: false },
      menuLinks: [{ parentId: null, sortOrder: 1 }],
    });
    // Every name the table knows changed: nothing of the new names is left in the old document.
    expect(names(old).filter((path) => path.split(".").at(-1)!.includes("_") && !NEW_SINCE_032.includes(path))).toEqual([]);
    const back = renameSettingsToSnakeCase(old);
    expect(back.value).toEqual(settings);
    expect(settingsSchema.parse(back.value)).toEqual(settings);
    expect(back.notes).toContain("renamed legalPages to legal_pages");
    expect(back.notes).toContain("renamed legal_pages.impressum.pageId to legal_pages.impressum.page_id");
    expect(back.notes).toContain("renamed menu_links.0.sortOrder to menu_links.0.sort_order");
  });

  it("keeps the new name where both are set, leaves other keys and non-objects alone and does not change its input", () => {
    const input = { siteName: "Alt", site_name: "Neu", footer: { showInFooter: false, navigation: true }, content: { fooBar: 1 } };
    const copy = structuredClone(input);
    const { value, notes } = renameSettingsToSnakeCase(input);
    expect(value).toEqual({ site_name: "Neu", footer: { showInFooter: false, navigation: true }, content: { fooBar: 1 } });
    expect(notes).toEqual(["dropped siteName (site_name is set)"]);
    expect(input).toEqual(copy);
    expect(renameSettingsToSnakeCase(null).value).toBeNull();
    expect(renameSettingsToSnakeCase([1]).value).toEqual([1]);
  });

  it("finds the old names in a body as sent, with the new path", () => {
    expect(
      oldSettingsNames({
        siteName: "X",
        site_description: "schon neu",
        footer: { backgroundColor: "#000000", navigation: { showBlogLink: false } },
        legalPages: { agb: { pageId: null } },
        legal_pages: { impressum: { pageId: "p1" } },
        menuLinks: [{ sortOrder: 1 }],
      }),
    ).toEqual(
      expect.arrayContaining([
        { path: "siteName", now: "site_name" },
        { path: "legalPages", now: "legal_pages" },
        { path: "menuLinks", now: "menu_links" },
        { path: "footer.backgroundColor", now: "footer.background_color" },
        { path: "footer.navigation.showBlogLink", now: "footer.navigation.show_blog_link" },
        { path: "legalPages.agb.pageId", now: "legal_pages.agb.page_id" },
        { path: "legal_pages.impressum.pageId", now: "legal_pages.impressum.page_id" },
        { path: "menuLinks.0.sortOrder", now: "menu_links.0.sort_order" },
      ]),
    );
    expect(oldSettingsNames(fullSettings())).toEqual([]);
    expect(oldSettingsNames("siteName")).toEqual([]);
  });
});
