import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { defaultSettings } from "~/lib/settings";
import { createAsset } from "~/server/media/assets.server";
import { createFolder } from "~/server/media/folders.server";
import { createPage } from "~/server/pages/pages.server";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import { routeBuild } from "../../../tests/route-build";
import * as assetRoute from "./asset";
import * as folderRoute from "./folder";
import * as foldersRoute from "./folders";
import * as pageRoute from "./page";
import * as pagesRoute from "./pages";
import * as redirectsRoute from "./redirects";
import * as settingsRoute from "./settings";
import * as templatesRoute from "./templates";

/**
 * Issue 26 item 6 over real HTTP: a text with a NUL (and the other refused characters) is
 * answered 400 naming the field in German by every API that takes text, and nothing changes.
 */

const build = routeBuild({
  "api/settings": settingsRoute,
  "api/pages": pagesRoute,
  "api/pages/:id": pageRoute,
  "api/redirects": redirectsRoute,
  "api/templates": templatesRoute,
  "api/assets/:id": assetRoute,
  "api/folders": foldersRoute,
  "api/folders/:id": folderRoute,
});

const BAD = "Ctl \u0000 NUL";

describe(`clean input in every API (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  const db = () => app.database.db;

  useTestApp({ build }, ["chefin@example.de"], (a, chefin) => {
    app = a;
    admin = chefin;
  });

  /** Every row a refused write could have touched. */
  async function snapshot(): Promise<string> {
    const tables = ["content_pages", "page_revisions", "page_templates", "redirects", "site_settings", "content_folders", "content_assets"] as const;
    const rows = await Promise.all(tables.map((t) => db().selectFrom(t).selectAll().execute()));
    return JSON.stringify(rows);
  }

  async function refused(method: string, path: string, body: unknown, field: string, label: RegExp) {
    const res = await admin.send(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(400);
    expect(Object.keys(res.body.fields), `${method} ${path}`).toContain(field);
    expect(res.body.fields[field]).toMatch(label);
    expect(res.body.fields[field]).toMatch(/unzulässige Zeichen/);
  }

  it("refuses a NUL in a title, folder name, settings text, asset text and redirect, changing nothing", async () => {
    const page = await createPage(db(), { title: "Über uns", slug: "ueber-uns", content: [] });
    const folder = await createFolder(db(), { name: "Bilder" });
    const asset = await createAsset(db(), { name: "halle.png", file_path: "images/halle-test.png", mime_type: "image/png", file_size: 10 });
    const before = await snapshot();

    await refused("POST", "/api/pages", { title: BAD }, "title", /^Titel:/);
    await refused("PATCH", `/api/pages/${page.id}`, { title: BAD, version: page.version }, "title", /^Titel:/);
    await refused("PATCH", `/api/pages/${page.id}`, { meta_description: "Zeile\n\uFFFE", version: page.version }, "meta_description", /^Meta-Beschreibung:/);
    await refused("PATCH", `/api/pages/${page.id}`, { menu_title: "Menü\nzwei Zeilen", version: page.version }, "menu_title", /^Menütitel:/);
    await refused("POST", "/api/folders", { name: BAD }, "name", /^Name:/);
    await refused("PATCH", `/api/folders/${folder.id}`, { name: "halb \uD83D" }, "name", /^Name:/);
    await refused("PUT", "/api/settings", { ...defaultSettings(), site_name: BAD }, "site_name", /„site_name“/);
    await refused("PUT", "/api/settings", { ...defaultSettings(), footer: { ...defaultSettings().footer, copyright_text: "\u001b[31m" } }, "footer.copyright_text", /„footer\.copyright_text“/);
    await refused("PATCH", `/api/assets/${asset.id}`, { alt_text: BAD }, "alt_text", /^Alternativtext:/);
    await refused("PATCH", `/api/assets/${asset.id}`, { name: BAD }, "name", /^Name:/);
    await refused("POST", "/api/redirects", { from_path: "/alt\u0000", to_path: "/neu" }, "from_path", /^Alte Adresse:/);
    await refused("POST", "/api/templates", { name: BAD, content: [] }, "name", /^Name:/);

    // The texts beside an upload follow the same rules as a later PATCH of the asset.
    const form = new FormData();
    form.append("alt_text", BAD);
    form.append("file", new Blob([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3B82F6" } }).png().toBuffer())], { type: "image/png" }), "bild.png");
    const upload = await fetch(`${app.url}/api/assets`, { method: "POST", body: form, headers: { origin: app.url, cookie: admin.cookieHeader() } });
    expect(upload.status).toBe(400);
    expect((await upload.json()).fields.alt_text).toMatch(/^Alternativtext: enthält unzulässige Zeichen/);

    // Texts inside blocks, at any depth: named by block and field.
    const nested = [{ id: "s", type: "section", content: {}, children: [{ id: "p1", type: "paragraph", content: { text: `<p>${BAD}</p>` } }] }];
    const res = await admin.send("PATCH", `/api/pages/${page.id}`, { content: nested, version: page.version });
    expect(res.status).toBe(400);
    expect(res.body.fields.content).toMatch(/^Block "p1", Feld "content\.text": enthält unzulässige Zeichen/);

    expect(await snapshot()).toBe(before);
  });

  it("still accepts German text with umlauts, line breaks where allowed, and emoji", async () => {
    const created = await admin.send("POST", "/api/pages", {
      title: "Größe & Maße 💚",
      meta_description: "Zeile eins\nZeile zwei – „Qualität“",
      content: [{ id: "p", type: "paragraph", content: { text: "<p>Grüße aus Köln 👩‍🔧</p>" } }],
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe("Größe & Maße 💚");
    const folder = await admin.send("POST", "/api/folders", { name: "Prüfberichte 2026" });
    expect(folder.status).toBe(201);
  });
});
