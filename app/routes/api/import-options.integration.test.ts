import { describe, expect, it } from "vitest";
import { deImport } from "~/i18n/import";
import { importReportSchema } from "~/lib/import-schema";
import { buildExport } from "~/server/import/wordpress/test-export";
import { getPageById } from "~/server/pages/pages.server";
import { createPageFromInput } from "~/server/pages/service.server";
import { getSettings } from "~/server/settings/settings.server";
import { awaitJobs } from "~/server/jobs/jobs.server";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import * as importPublishRoute from "./import-publish";
import * as importReportCsvRoute from "./import-report-csv";
import * as importRunRoute from "./import-run";
import * as importUploadRoute from "./import-upload";
import * as jobRoute from "./job";

/**
 * The import's options over HTTP (issue 39, item 11): 'Als Entwurf importieren' (as_drafts) and
 * 'Menü: nicht ändern' (menu: "keep"), validated with 400 naming the field; 'Alle importierten
 * Inhalte veröffentlichen' (POST /api/import/jobs/{job}/publish); the report as CSV; 'Verwerfen'.
 */

const build = routeBuild({
  "api/import/jobs/:job/report.csv": importReportCsvRoute,
  "api/import/jobs/:job/publish": importPublishRoute,
  "api/import/:upload/run": importRunRoute,
  "api/import/:upload": importUploadRoute,
  "api/jobs/:id": jobRoute,
});

const menuItem = (id: number, order: number, meta: Record<string, string>) => ({
  id, type: "nav_menu_item", title: meta._menu_item_type === "custom" ? "Shop" : "", menuOrder: order,
  terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }],
  meta: { _menu_item_menu_item_parent: "0", _menu_item_url: "", ...meta },
});

/** Two pages and a post, a scheduled post, and a main menu with both pages and a link to a shop. */
function exportWithMenu(): string {
  return buildExport(
    {
      terms: [{ taxonomy: "nav_menu", slug: "hauptmenue", name: "Hauptmenü" }],
      items: [
        // On an address the import may not fetch (loopback): not taken over, listed in the CSV.
        { id: 100, type: "attachment", title: "weg", attachmentUrl: "http://127.0.0.1:9/wp-content/uploads/2020/01/weg.jpg" },
        { id: 2, type: "page", title: "Leistungen Alt", slug: "leistungen-alt", status: "publish", content: "<p>Drehen, Fräsen.</p>" },
        { id: 3, type: "page", title: "Anfahrt Alt", slug: "anfahrt-alt", status: "publish", content: "<p>Über die A7.</p>" },
        { id: 10, type: "post", title: "Messe Alt", slug: "messe-alt", status: "publish", date: "2020-03-01 10:00:00", content: "<p>Wir waren da.</p>" },
        { id: 11, type: "post", title: "Später Alt", slug: "spaeter-alt", status: "future", date: "2031-01-02 10:00:00", dateGmt: "2031-01-02 09:00:00", content: "<p>Bald; wir sind 100 % sicher.</p>" },
        menuItem(70, 1, { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "2" }),
        menuItem(71, 2, { _menu_item_type: "post_type", _menu_item_object: "page", _menu_item_object_id: "3" }),
        menuItem(72, 3, { _menu_item_type: "custom", _menu_item_object: "custom", _menu_item_object_id: "72", _menu_item_url: "https://shop.example.com/" }),
        menuItem(73, 4, { _menu_item_type: "taxonomy", _menu_item_object: "category", _menu_item_object_id: "1" }),
      ],
    },
    { scheme: "https", site: { title: "Alt GmbH", link: "https://alt.example.de" } },
  );
}

describe(`import options and report (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  const db = () => app.database.db;
  const page = async (slug: string) => {
    const row = await db().selectFrom("content_pages").select("id").where("slug", "=", slug).executeTakeFirst();
    const found = row ? await getPageById(db(), row.id) : null;
    return found && { is_published: found.is_published, show_in_menu: found.show_in_menu, publish_at: found.publish_at ?? null };
  };

  useTestApp({ build }, ["chefin@example.de", "gast@example.de"], (a, chefin, gast) => {
    app = a;
    admin = chefin;
    member = gast;
  }, awaitJobs);

  async function upload(xml: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([xml], { type: "text/xml" }), "alt.xml");
    const res = await fetch(`${app.url}/api/import`, { method: "POST", body: form, headers: { origin: app.url, cookie: admin.cookieHeader() } });
    expect(res.status).toBe(201);
    return ((await res.json()) as { upload: string }).upload;
  }

  async function run(id: string, body: Record<string, unknown>) {
    const started = await admin.post(`/api/import/${id}/run`, body);
    expect(started.status).toBe(202);
    for (;;) {
      const res = await admin.get(`/api/jobs/${started.body.job}`);
      if (res.body.status !== "running") {
        expect(res.body.error).toBeNull();
        return { job: started.body.job as string, report: importReportSchema.parse(res.body.result) };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("refuses bad options with 400 naming the field (German), starting nothing", async () => {
    const id = await upload(exportWithMenu());
    const jobsBefore = (await db().selectFrom("background_jobs").select("id").execute()).length;
    const badDrafts = await admin.post(`/api/import/${id}/run`, { dry_run: true, as_drafts: "ja" });
    expect(badDrafts.status).toBe(400);
    expect(badDrafts.body.fields).toEqual({ as_drafts: deImport.api.asDrafts });
    const badMenu = await admin.post(`/api/import/${id}/run`, { dry_run: true, menu: "replace" });
    expect(badMenu.status).toBe(400);
    expect(badMenu.body.fields).toEqual({ menu: deImport.api.menu });
    expect((await db().selectFrom("background_jobs").select("id").execute()).length).toBe(jobsBefore);
    // 'Verwerfen': the upload goes (204), a second time it is gone (404); only admins.
    expect((await member.send("DELETE", `/api/import/${id}`)).status).toBe(403);
    expect((await admin.send("DELETE", `/api/import/${id}`)).status).toBe(204);
    expect((await admin.send("DELETE", `/api/import/${id}`)).status).toBe(404);
    expect((await admin.post(`/api/import/${id}/run`, { dry_run: true })).status).toBe(404);
  });

  it("as drafts with the menu kept: nothing goes online, the menu settings stay; publishing all puts it online; the CSV has a row per note", async () => {
    // The site's own pages: one in the menu, one not.
    await createPageFromInput(db(), { title: "Startseite Eigen", slug: "startseite-eigen", is_published: true, show_in_menu: true }, { authorId: null });
    await createPageFromInput(db(), { title: "Versteckt Eigen", slug: "versteckt-eigen", is_published: true, show_in_menu: false }, { authorId: null });
    const settingsBefore = (await getSettings(db())).settings;
    const menuPagesBefore = await db().selectFrom("content_pages").select(["id", "show_in_menu", "version"]).orderBy("id").execute();
    const id = await upload(exportWithMenu());

    const dry = await run(id, { dry_run: true, as_drafts: true, menu: "keep" });
    expect(dry.report).toMatchObject({ dry_run: true, as_drafts: true, menu: "keep", menu_entries: 0 });
    expect(dry.report.drafts).toHaveLength(3);

    const { job, report } = await run(id, { dry_run: false, as_drafts: true, menu: "keep" });
    expect(report).toMatchObject({ dry_run: false, as_drafts: true, menu: "keep", menu_entries: 0, pages: { created: 2 }, posts: { created: 2 } });
    expect(report.drafts).toHaveLength(3);
    // The scheduled post arrives without its date, named in the report, and is not published with the rest.
    expect(report.notes).toContainEqual({ item: "Beitrag „Später Alt“", message: "in WordPress geplant für 2031-01-02: als Entwurf ohne Termin übernommen (Option „Als Entwurf importieren“)" });
    for (const slug of ["leistungen-alt", "anfahrt-alt", "messe-alt", "spaeter-alt"]) {
      const row = await page(slug);
      expect(row, slug).toMatchObject({ is_published: false, publish_at: null });
    }
    expect(await page("leistungen-alt")).toMatchObject({ show_in_menu: false });
    expect(await page("anfahrt-alt")).toMatchObject({ show_in_menu: false });
    // The site's menu settings (custom links) and the existing pages' menu flags are untouched.
    expect((await getSettings(db())).settings).toEqual(settingsBefore);
    const existing = await db().selectFrom("content_pages").select(["id", "show_in_menu", "version"]).where("id", "in", menuPagesBefore.map((p) => p.id).concat(["-"])).orderBy("id").execute();
    expect(existing).toEqual(menuPagesBefore);
    expect(menuPagesBefore.length).toBeGreaterThanOrEqual(2);
    expect(report.notes.filter((n) => n.kind === "menu").map((n) => n.message)).toContain("Menü nicht geändert (Option „Menü: nicht ändern“): importierte Seiten stehen nicht im Menü");

    // The CSV: admin only (the role checked on the server), UTF-8 with BOM, semicolons, a header and a row per note.
    expect((await app.client().get(`/api/import/jobs/${job}/report.csv`)).status).toBe(401);
    expect((await member.get(`/api/import/jobs/${job}/report.csv`)).status).toBe(403);
    expect((await admin.get(`/api/import/jobs/not-a-job/report.csv`)).status).toBe(404);
    const csv = await fetch(`${app.url}/api/import/jobs/${job}/report.csv`, { headers: { cookie: admin.cookieHeader() } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="import-bericht-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Bereich;Eintrag;Hinweis");
    expect(report.media_failures).toHaveLength(1);
    expect(lines).toHaveLength(1 + report.notes.length + report.media_failures.length);
    expect(lines).toContain(`Medien;http://127.0.0.1:9/wp-content/uploads/2020/01/weg.jpg;${report.media_failures[0]!.reason}`);
    expect(lines).toContain("Menü;;Menü nicht geändert (Option „Menü: nicht ändern“): importierte Seiten stehen nicht im Menü");

    // 'Alle importierten Inhalte veröffentlichen': admin only, then what was online in WordPress is online here.
    expect((await member.post(`/api/import/jobs/${job}/publish`, {})).status).toBe(403);
    expect((await admin.post(`/api/import/jobs/${dry.job}/publish`, {})).status).toBe(409);
    const published = await admin.post(`/api/import/jobs/${job}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ published: 3, failed: [] });
    for (const slug of ["leistungen-alt", "anfahrt-alt", "messe-alt"]) expect(await page(slug), slug).toMatchObject({ is_published: true });
    expect(await page("spaeter-alt")).toMatchObject({ is_published: false, publish_at: null });
    // A second click has nothing left to do.
    expect((await admin.post(`/api/import/jobs/${job}/publish`, {})).body).toEqual({ published: 0, failed: [] });
    // Still out of the menu and the settings unchanged.
    expect(await page("leistungen-alt")).toMatchObject({ show_in_menu: false });
    expect((await getSettings(db())).settings).toEqual(settingsBefore);
  });

  it("without options the menu is taken over: the custom link lands in the settings and the pages in the menu", async () => {
    const id = await upload(exportWithMenu().replaceAll("-alt", "-neu").replaceAll("alt.example.de", "neu.example.de"));
    const { report } = await run(id, { dry_run: false });
    expect(report).toMatchObject({ as_drafts: false, menu: "import", drafts: [] });
    expect(report.menu_entries).toBeGreaterThan(0);
    expect(await page("leistungen-neu")).toMatchObject({ is_published: true, show_in_menu: true });
    expect((await getSettings(db())).settings.menu_links.map((l) => l.url)).toContain("https://shop.example.com/");
  });
});
