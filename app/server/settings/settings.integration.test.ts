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
    expect(stored.settings.primaryColor).toBe("#3B82F6");
    expect(stored.settings.accentColor).toBe("#10B981");
    expect(stored.settings.footer).toMatchObject({ backgroundColor: "#111827", textColor: "#FFFFFF", copyrightText: "Alle Rechte vorbehalten", layout: "four-column" });
    expect(stored.settings.header.logoSize).toBe("medium");
  });

  it("inserts the row when none exists, then updates the same row", async () => {
    await saveSettings(t.db, { ...defaultSettings(), siteName: "Erste" });
    await saveSettings(t.db, { ...defaultSettings(), siteName: "Zweite" });
    const rows = await t.db.selectFrom("site_settings").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect((await getSettings(t.db)).settings.siteName).toBe("Zweite");
  });

  it("refuses invalid settings and keeps the stored ones", async () => {
    await expect(saveSettings(t.db, { ...defaultSettings(), primaryColor: "blau" })).rejects.toThrow();
    expect((await getSettings(t.db)).settings.siteName).toBe("Zweite");
  });

  it("reads a stored row with a bad field by falling back for that field only", async () => {
    await t.db
      .updateTable("site_settings")
      .set({ settings: toDbJson({ siteName: "Alt", primaryColor: 42, allowedContentTypes: ["x"] }) })
      .execute();
    const stored = await getSettings(t.db);
    expect(stored.settings.siteName).toBe("Alt");
    expect(stored.settings.primaryColor).toBe("#3B82F6");
    expect(stored.raw).toMatchObject({ allowedContentTypes: ["x"] });
  });
});
