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
    const body: SiteSettings = { ...defaultSettings(), site_name: "Muster GmbH", footer: { ...defaultSettings().footer, layout: "three-column" } };
    const res = await put(admin, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ site_name: "Muster GmbH", footer: { layout: "three-column" } });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect((await getSettings(app.database.db)).settings).toMatchObject({ site_name: "Muster GmbH", footer: { layout: "three-column" } });
  });

  it("updates the existing row on the next PUT", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), site_name: "Alt" });
    const res = await put(admin, { ...defaultSettings(), site_name: "Neu", default_contact_email: "info@example.org" });
    expect(res.status).toBe(200);
    expect(await stored()).toHaveLength(1);
    expect((await getSettings(app.database.db)).settings).toMatchObject({ site_name: "Neu", default_contact_email: "info@example.org" });
  });

  it("refuses anonymous writes with 401 and non-admins with 403, changing nothing", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), site_name: "Bleibt" });
    const before = await stored();
    const body = { ...defaultSettings(), site_name: "Gehackt" };
    expect((await put(anonymous, body)).status).toBe(401);
    expect((await put(user, body)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("answers invalid settings with 400 naming each bad field in German, writing nothing", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), site_name: "Bleibt" });
    const before = await stored();
    const res = await put(admin, {
      ...defaultSettings(),
      site_name: "Nicht gespeichert",
      footer: { ...defaultSettings().footer, background_color: "dunkel", layout: "ten-column" },
      default_contact_email: "keine-adresse",
      blog: { ...defaultSettings().blog, categories: ["Technik", "technik ", " "] },
      social_links: { ...defaultSettings().social_links, linkedin: "linkedin" },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("Ungültige Eingaben");
    expect(body.fields).toEqual({
      "footer.background_color": "Farbe als #rrggbb angeben",
      "footer.layout": "Ungültige Auswahl.",
      default_contact_email: "Ungültige E-Mail-Adresse",
      "blog.categories.1": "Die Kategorie „technik“ gibt es bereits.",
      "blog.categories.2": "Der Kategoriename darf nicht leer sein.",
    });
    expect(await stored()).toEqual(before);

    const social = await put(admin, { ...defaultSettings(), social_links: { ...defaultSettings().social_links, linkedin: "linkedin" } });
    expect(social.status).toBe(400);
    expect((await social.json()).fields).toEqual({ "social_links.linkedin": "Bitte eine vollständige Adresse mit http:// oder https:// angeben." });

    const wrongType = await put(admin, { ...defaultSettings(), features: { analytics: "ja", comments: false } });
    expect((await wrongType.json()).fields).toEqual({ "features.analytics": "Ungültiger Wert." });
    expect((await put(admin, "{kein json")).status).toBe(400);
    expect((await put(admin, [1, 2])).status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("stores a legal page enabled without a page as disabled (spec §4)", async () => {
    const impressum = await createPage(app.database.db, { slug: "impressum", title: "Impressum", is_legal: true });
    const body = defaultSettings();
    body.legal_pages.agb = { enabled: true, page_id: null };
    body.legal_pages.impressum = { enabled: true, page_id: impressum.id };
    const res = await put(admin, body);
    expect(res.status).toBe(200);
    expect((await res.json()).legal_pages).toEqual({
      agb: { enabled: false, page_id: null },
      datenschutz: { enabled: false, page_id: null },
      impressum: { enabled: true, page_id: impressum.id },
    });
    expect((await getSettings(app.database.db)).settings.legal_pages.agb).toEqual({ enabled: false, page_id: null });
  });

  it("takes only pictures of the media library as logos", async () => {
    const picture = await createAsset(app.database.db, { name: "logo.png", file_path: "images/logo-test.png", mime_type: "image/png", file_size: 10 });
    const sheet = await createAsset(app.database.db, { name: "blatt.pdf", file_path: "documents/blatt-test.pdf", mime_type: "application/pdf", file_size: 10 });
    const before = await stored();
    const body = defaultSettings();
    body.header.logo_asset_id = "gibt-es-nicht";
    body.footer.logo_asset_id = sheet.id;
    const refused = await put(admin, body);
    expect(refused.status).toBe(400);
    const { fields } = await refused.json();
    expect(fields["header.logo_asset_id"]).toContain("Mediathek");
    expect(fields["footer.logo_asset_id"]).toContain("nur Bilder");
    expect(await stored()).toEqual(before);
    body.header.logo_asset_id = picture.id;
    body.footer.logo_asset_id = null;
    const ok = await put(admin, body);
    expect(ok.status).toBe(200);
    expect((await ok.json()).header.logo_asset_id).toBe(picture.id);
  });

  it("reads the migrated settings; the contact address only for admins", async () => {
    await app.database.db
      .insertInto("site_settings")
      .values({ id: "site", settings: toDbJson({ siteName: "Alt", defaultContactEmail: "info@example.org", blog: { maxItems: 3 } }), updated_at: new Date().toISOString() })
      .execute();
    const asAnonymous = await get(anonymous);
    expect(asAnonymous.status).toBe(200);
    const publicBody = await asAnonymous.json();
    expect(publicBody).toMatchObject({ site_name: "Alt", footer: { layout: "four-column" } });
    expect(publicBody).not.toHaveProperty("default_contact_email");
    expect(publicBody).not.toHaveProperty("siteName");
    expect(publicBody.blog).not.toHaveProperty("maxItems");
    expect(await get(user).then((r) => r.json())).not.toHaveProperty("default_contact_email");
    expect(await get(admin).then((r) => r.json())).toMatchObject({ site_name: "Alt", default_contact_email: "info@example.org" });
    // The load stored the migrated form: in the new names, without the removed key.
    const raw = (await getSettings(app.database.db)).raw;
    expect(raw).not.toHaveProperty("blog.maxItems");
    expect(raw).toMatchObject({ site_name: "Alt", default_contact_email: "info@example.org" });
    expect(raw).not.toHaveProperty("siteName");
  });

  it("reads the defaults when no row exists, without writing one", async () => {
    const res = await get(anonymous);
    expect(await res.json()).toMatchObject({ primary_color: "#3B82F6", footer: { background_color: "#111827" } });
    expect(await stored()).toEqual([]);
  });

  it("answers in snake_case only, at every depth (decision 032)", async () => {
    const body = defaultSettings();
    body.menu_links = [{ id: "shop", label: "Shop", url: "https://shop.example.org", parent_id: null, sort_order: 5 }];
    expect((await put(admin, body)).status).toBe(200);
    const names: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}.${i}`));
      else if (value && typeof value === "object") {
        for (const [key, child] of Object.entries(value)) {
          names.push(`${where}.${key}`);
          walk(child, `${where}.${key}`);
        }
      }
    };
    walk(await (await get(admin)).json(), "GET");
    walk(await (await put(admin, body)).json(), "PUT");
    expect(names).toContain("GET.menu_links.0.sort_order");
    expect(names).toContain("PUT.footer.navigation.show_blog_link");
    expect(names.filter((path) => !/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/.test(path.split(".").at(-1)!))).toEqual([]);
  });

  it("refuses a body in the names before decision 032 with 400 naming each old name and its new one, writing nothing", async () => {
    await saveSettings(app.database.db, { ...defaultSettings(), site_name: "Bleibt", team: { ...defaultSettings().team, log_retention_days: 30 } });
    const before = await stored();
    // A whole-object PUT in the old names would otherwise reset every value to its default.
    const res = await put(admin, {
      siteName: "Neu",
      footer: { backgroundColor: "#000000", layout: "two-column" },
      legalPages: { agb: { enabled: false, pageId: null } },
      team: { logRetentionDays: 365 },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("Ungültige Eingaben");
    expect(body.fields).toEqual({
      siteName: "Dieses Feld heißt jetzt „site_name“.",
      legalPages: "Dieses Feld heißt jetzt „legal_pages“.",
      "footer.backgroundColor": "Dieses Feld heißt jetzt „footer.background_color“.",
      "legalPages.agb.pageId": "Dieses Feld heißt jetzt „legal_pages.agb.page_id“.",
      "team.logRetentionDays": "Dieses Feld heißt jetzt „team.log_retention_days“.",
    });
    expect(await stored()).toEqual(before);
    // One old name among new ones is refused as well.
    const mixed = await put(admin, { ...defaultSettings(), menu_links: [{ id: "s", label: "Shop", url: "https://shop.example.org", parent_id: null, sortOrder: 5 }] });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).fields).toEqual({ "menu_links.0.sortOrder": "Dieses Feld heißt jetzt „menu_links.0.sort_order“." });
    expect(await stored()).toEqual(before);
  });

  it("drops a property the settings never had, as before (only the old names are refused)", async () => {
    const res = await put(admin, { ...defaultSettings(), site_name: "Mit Extra", irgendwas: 1, footer: { ...defaultSettings().footer, fooBar: true } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ site_name: "Mit Extra" });
    expect(body).not.toHaveProperty("irgendwas");
    expect(body.footer).not.toHaveProperty("fooBar");
    expect((await getSettings(app.database.db)).raw).not.toHaveProperty("irgendwas");
  });
});
