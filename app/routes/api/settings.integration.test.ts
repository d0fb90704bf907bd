import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultSettings, type SiteSettings } from "~/lib/settings";
import { toDbJson } from "~/server/db/dialect.server";
import { createAsset } from "~/server/media/assets.server";
import { createPage } from "~/server/pages/pages.server";
import { getSettings, saveSettings } from "~/server/settings/settings.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { action, loader } from "./settings";

type Args = Parameters<typeof loader>[0];

async function respond(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

function get(client: HttpClient) {
  return respond(() => loader({ request: client.request("/api/settings"), params: {}, context: {} } as unknown as Args));
}

function put(client: HttpClient, body: unknown) {
  const request = client.request("/api/settings", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return respond(() => action({ request, params: {}, context: {} } as unknown as Args));
}

describe(`GET and PUT /api/settings (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let user: HttpClient;
  let anonymous: HttpClient;
  const stored = async () => (await app.database.db.selectFrom("site_settings").selectAll().execute()).map((r) => ({ ...r }));

  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@example.org");
    user = await app.signedUp("gast@example.org");
    anonymous = app.client();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await app.database.db.deleteFrom("site_settings").execute();
  });

  it("inserts the row when none exists and answers 200 with the saved settings", async () => {
    expect(await stored()).toEqual([]);
    const body: SiteSettings = { ...defaultSettings(), siteName: "Muster GmbH", footer: { ...defaultSettings().footer, layout: "three-column" } };
    const res = await put(admin, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ siteName: "Muster GmbH", footer: { layout: "three-column" } });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect((await getSettings(app.database.db)).settings).toMatchObject({ siteName: "Muster GmbH", footer: { layout: "three-column" } });
  });

  it("updates the existing row on the next PUT", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), siteName: "Alt" });
    const res = await put(admin, { ...defaultSettings(), siteName: "Neu", defaultContactEmail: "info@example.org" });
    expect(res.status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await getSettings(app.database.db)).settings).toMatchObject({ siteName: "Neu", defaultContactEmail: "info@example.org" });
  });

  it("refuses anonymous writes with 401 and non-admins with 403, changing nothing", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), siteName: "Bleibt" });
    const before = await stored();
    const body = { ...defaultSettings(), siteName: "Gehackt" };
    expect((await put(anonymous, body)).status).toBe(401);
    expect((await put(user, body)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("answers invalid settings with 400 naming each bad field in German, writing nothing", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), siteName: "Bleibt" });
    const before = await stored();
    const res = await put(admin, {
      ...defaultSettings(),
      siteName: "Nicht gespeichert",
      footer: { ...defaultSettings().footer, backgroundColor: "dunkel", layout: "ten-column" },
      defaultContactEmail: "keine-adresse",
      blog: { ...defaultSettings().blog, categories: ["Technik", "technik ", " "] },
      socialLinks: { ...defaultSettings().socialLinks, linkedin: "linkedin" },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("Ungültige Eingaben");
    expect(body.fields).toEqual({
      "footer.backgroundColor": "Farbe als #rrggbb angeben",
      "footer.layout": "Ungültige Auswahl.",
      defaultContactEmail: "Ungültige E-Mail-Adresse",
      "blog.categories.1": "Die Kategorie „technik“ gibt es bereits.",
      "blog.categories.2": "Der Kategoriename darf nicht leer sein.",
    });
    expect(await stored()).toEqual(before);

    const social = await put(admin, { ...defaultSettings(), socialLinks: { ...defaultSettings().socialLinks, linkedin: "linkedin" } });
    expect(social.status).toBe(400);
    expect((await social.json()).fields).toEqual({ "socialLinks.linkedin": "Bitte eine vollständige Adresse mit http:// oder https:// angeben." });

    const wrongType = await put(admin, { ...defaultSettings(), features: { analytics: "ja", comments: false } });
    expect((await wrongType.json()).fields).toEqual({ "features.analytics": "Ungültiger Wert." });
    expect((await put(admin, "{kein json")).status).toBe(400);
    expect((await put(admin, [1, 2])).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("stores a legal page enabled without a page as disabled (spec §4)", async () => {
    const impressum = await createPage(app.database.db, { slug: "impressum", title: "Impressum", is_legal: true });
    const body = defaultSettings();
    body.legalPages.agb = { enabled: true, pageId: null };
    body.legalPages.impressum = { enabled: true, pageId: impressum.id };
    const res = await put(admin, body);
    expect(res.status).toBe(200);
    expect((await res.json()).legalPages).toEqual({
      agb: { enabled: false, pageId: null },
      datenschutz: { enabled: false, pageId: null },
      impressum: { enabled: true, pageId: impressum.id },
    });
    expect((await getSettings(app.database.db)).settings.legalPages.agb).toEqual({ enabled: false, pageId: null });
  });

  it("takes only pictures of the media library as logos", async () => {
    const picture = await createAsset(app.database.db, { name: "logo.png", file_path: "images/logo-test.png", mime_type: "image/png", file_size: 10 });
    const sheet = await createAsset(app.database.db, { name: "blatt.pdf", file_path: "documents/blatt-test.pdf", mime_type: "application/pdf", file_size: 10 });
    const before = await stored();
    const body = defaultSettings();
    body.header.logoAssetId = "gibt-es-nicht";
    body.footer.logoAssetId = sheet.id;
    const refused = await put(admin, body);
    expect(refused.status).toBe(400);
    const { fields } = await refused.json();
    expect(fields["header.logoAssetId"]).toContain("Mediathek");
    expect(fields["footer.logoAssetId"]).toContain("nur Bilder");
    expect(await stored()).toEqual(before);
    body.header.logoAssetId = picture.id;
    body.footer.logoAssetId = null;
    const ok = await put(admin, body);
    expect(ok.status).toBe(200);
    expect((await ok.json()).header.logoAssetId).toBe(picture.id);
  });

  it("reads the migrated settings; the contact address only for admins", async () => {
    await app.database.db
      .insertInto("site_settings")
      .values({ id: "site", settings: toDbJson({ siteName: "Alt", defaultContactEmail: "info@example.org", blog: { maxItems: 3 } }), updated_at: new Date().toISOString() })
      .execute();
    const asAnonymous = await get(anonymous);
    expect(asAnonymous.status).toBe(200);
    const publicBody = await asAnonymous.json();
    expect(publicBody).toMatchObject({ siteName: "Alt", footer: { layout: "four-column" } });
    expect(publicBody).not.toHaveProperty("defaultContactEmail");
    expect(publicBody.blog).not.toHaveProperty("maxItems");
    expect(await get(user).then((r) => r.json())).not.toHaveProperty("defaultContactEmail");
    expect(await get(admin).then((r) => r.json())).toMatchObject({ siteName: "Alt", defaultContactEmail: "info@example.org" });
    expect((await getSettings(app.database.db)).raw).not.toHaveProperty("blog.maxItems");
  });

  it("reads the defaults when no row exists, without writing one", async () => {
    const res = await get(anonymous);
    expect(await res.json()).toMatchObject({ primaryColor: "#3B82F6", footer: { backgroundColor: "#111827" } });
    expect(await stored()).toEqual([]);
  });
});
