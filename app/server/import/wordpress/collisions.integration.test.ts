import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { deImport } from "~/i18n/import";
import { importReportSchema, type ImportReportView } from "~/lib/import-schema";
import { awaitJobs } from "~/server/jobs/jobs.server";
import { createTestApp, type HttpClient, type TestApp } from "../../../../tests/test-app";
import { routeBuild } from "../../../../tests/route-build";
import { testDbLabel } from "../../../../tests/test-db";
import * as importRunRoute from "../../../routes/api/import-run";
import * as jobRoute from "../../../routes/api/job";
import type { Db } from "../../db/client.server";
import { listAssets } from "../../media/assets.server";
import { getPageBySlug, listPages } from "../../pages/pages.server";
import { listRevisions } from "../../pages/revisions.server";
import { createPageFromInput, getRevisionForPage, restoreRevision, updatePageWithRevision } from "../../pages/service.server";
import { DEMO_RECORD_KEY } from "../../seed/demo-record.server";
import { seedDemoContent } from "../../seed/seed.server";
import { loadHomePage, loadPublicPage } from "../../site/public-site.server";
import { formatImportReport } from "./cli.server";
import { importWordPress } from "./import.server";
import { buildExport } from "./test-export";

/**
 * Issue 39, Deliver 4: on a site with its own content the import asks. Own pages at an imported
 * page's address are listed by the dry run ('Gleiche Adresse'); without the choice they stay and
 * the imported page gets a new address, with it they are replaced and their words stay a version.
 * An installation seeded before the demo record existed is recognised by the seed's fingerprints.
 */

const SITE = "https://www.schreinerei-holz.example";
const EXPORT = buildExport(
  {
    items: [
      { id: 2, type: "page", title: "Willkommen", slug: "willkommen", link: `${SITE}/`, content: "<p>Schreinerei Holz: Möbel nach Maß seit 1990.</p>" },
      { id: 3, type: "page", title: "Impressum", slug: "impressum", link: `${SITE}/impressum/`, content: "<p>Schreinerei Holz GmbH, Lindenweg 3, 34117 Kassel. Inhaber: Jana Holz.</p>" },
      { id: 4, type: "page", title: "Werkstatt", slug: "werkstatt", link: `${SITE}/werkstatt/`, content: "<p>Unsere Werkstatt.</p>" },
      { id: 20, type: "post", title: "Neue Hobelbank", slug: "neue-hobelbank", link: `${SITE}/2020/01/neue-hobelbank/`, content: "<p>Endlich da.</p>" },
    ],
  },
  { site: { title: "Schreinerei Holz", link: SITE } },
);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-collisions-"));
const exportFile = path.join(dir, "export.xml");
fs.writeFileSync(exportFile, EXPORT);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const OWN_IMPRINT = "Meine eigene Firma, Musterweg 1 – bitte nicht verlieren.";
const OWN_HOME = "Unsere eigene Startseite mit eigenen Worten.";
const paragraph = (text: string) => [{ id: "p1", type: "paragraph", content: { text: `<p>${text}</p>` } }];

/** A site of the user's own: a home page, an imprint and a page of their own. */
async function ownSite(db: Db, authorId: string | null = null) {
  await createPageFromInput(db, { title: "Start", slug: "home", content: paragraph(OWN_HOME), content_type: "basis", is_published: true }, { authorId });
  const imprint = await createPageFromInput(db, { title: "Impressum (alt)", slug: "impressum", content: paragraph(OWN_IMPRINT), content_type: "basis", is_published: true, is_legal: true }, { authorId });
  await createPageFromInput(db, { title: "Preise", slug: "preise", content: [], content_type: "basis", is_published: true }, { authorId });
  return imprint;
}

async function slugs(db: Db): Promise<string[]> {
  return (await listPages(db)).map((p) => p.slug).sort();
}

describe(`WordPress import on a site with its own content: same addresses (${testDbLabel})`, () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await awaitJobs();
    await app?.close();
    app = undefined;
  });

  it("API: the dry run lists each own page at an imported address and changes nothing; the run keeps them and imports at a new address", async () => {
    app = await createTestApp({ build: routeBuild({ "api/import/:upload/run": importRunRoute, "api/jobs/:id": jobRoute }) });
    const admin = await app.signedUp("chefin@example.de");
    const db = app.database.db;
    const imprint = await ownSite(db);
    const before = await slugs(db);

    const form = new FormData();
    form.append("file", new Blob([EXPORT], { type: "text/xml" }), "export.xml");
    const stored = (await (await fetch(`${app.url}/api/import`, { method: "POST", body: form, headers: { origin: app.url, cookie: admin.cookieHeader() } })).json()) as { upload: string };
    const run = async (client: HttpClient, body: Record<string, unknown>): Promise<ImportReportView> => {
      const started = await client.post(`/api/import/${stored.upload}/run`, body);
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      for (;;) {
        const res = await client.get(`/api/jobs/${started.body.job}`);
        if (res.body.status !== "running") {
          expect(res.body.status, res.body.error).toBe("done");
          return importReportSchema.parse(res.body.result);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // A bad choice: 400 naming the field, no job.
    const bad = await admin.post(`/api/import/${stored.upload}/run`, { dry_run: true, replace_existing: "ja" });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.replace_existing).toBe(deImport.api.replaceExisting);
    expect(await db.selectFrom("background_jobs").selectAll().execute()).toEqual([]);

    const dry = await run(admin, { dry_run: true });
    expect(dry.collisions).toEqual([
      { address: "/", item: "Seite „Willkommen“", existing_id: (await getPageBySlug(db, "home"))!.id, existing_title: "Start", new_address: "/willkommen", replaced: false },
      { address: "/impressum", item: "Seite „Impressum“", existing_id: imprint.id, existing_title: "Impressum (alt)", new_address: "/impressum-2", replaced: false },
    ]);
    // Its own report group, one line each: the address, the page here, what would happen.
    const group = dry.notes.filter((n) => n.kind === "collisions");
    expect(group).toEqual([
      { item: "Seite „Willkommen“", kind: "collisions", message: deImport.collisions.wouldKeep("/", "Start", "/willkommen") },
      { item: "Seite „Impressum“", kind: "collisions", message: deImport.collisions.wouldKeep("/impressum", "Impressum (alt)", "/impressum-2") },
    ]);
    expect(dry.notes.some((n) => n.message.includes("war vergeben") || n.message.includes("nicht ersetzt"))).toBe(false);
    expect(await slugs(db)).toEqual(before);

    // The same dry run with the other choice says what replacing would do.
    const dryReplace = await run(admin, { dry_run: true, replace_existing: true });
    expect(dryReplace.collisions.map((c) => [c.address, c.replaced])).toEqual([["/", true], ["/impressum", true]]);
    expect(dryReplace.notes.find((n) => n.item === "Seite „Impressum“" && n.kind === "collisions")?.message).toBe(deImport.collisions.wouldReplace("/impressum", "Impressum (alt)"));
    expect((await loadPublicPage("impressum"))?.body.html).toContain(OWN_IMPRINT);

    const done = await run(admin, { dry_run: false });
    expect(done.collisions.map((c) => [c.address, c.new_address, c.replaced])).toEqual([["/", "/willkommen", false], ["/impressum", "/impressum-2", false]]);
    expect(done.notes.find((n) => n.item === "Seite „Impressum“" && n.kind === "collisions")?.message).toBe(deImport.collisions.kept("/impressum", "Impressum (alt)", "/impressum-2"));
    // The user's pages stay as they were; the imported ones are beside them.
    expect((await loadPublicPage("impressum"))?.body.html).toContain(OWN_IMPRINT);
    expect((await loadPublicPage("impressum-2"))?.body.html).toContain("Jana Holz");
    expect((await loadHomePage())?.body.html).toContain(OWN_HOME);
    expect((await loadPublicPage("willkommen"))?.body.html).toContain("Möbel nach Maß");
    expect(await slugs(db)).toEqual(["home", "impressum", "impressum-2", "neue-hobelbank", "preise", "werkstatt", "willkommen"]);
  }, 120_000);

  it("replaces own pages on request (--overwrite): same page, imported words, the old words a version that restores them; the report names each", async () => {
    app = await createTestApp();
    const db = app.database.db;
    await app.signedUp("chefin@example.de");
    const adminId = await app.userId("chefin@example.de");
    const imprint = await ownSite(db, adminId);
    // The admin's last save minutes before the import: an editing run the import's save must not continue.
    const edited = await updatePageWithRevision(db, imprint.id, { content: paragraph(`${OWN_IMPRINT} Stand heute.`) }, { expectedVersion: imprint.version, authorId: adminId });
    expect(edited).not.toBeNull();
    const home = (await getPageBySlug(db, "home"))!;

    const report = await importWordPress({ db, storage: app.storage, authorId: adminId }, exportFile, { overwrite: true });
    expect(report.collisions.map((c) => [c.address, c.existing_title, c.replaced])).toEqual([["/", "Start", true], ["/impressum", "Impressum (alt)", true]]);
    expect(report.notes.filter((n) => n.kind === "collisions").map((n) => n.message)).toEqual([
      deImport.collisions.replaced("/", "Start"),
      deImport.collisions.replaced("/impressum", "Impressum (alt)"),
    ]);
    expect(report.pages).toMatchObject({ created: 1, updated: 2 });
    // The command line prints them before the notes.
    const printed = formatImportReport(report);
    expect(printed).toContain(deImport.collisions.cliTitle(2, false, true));
    expect(printed).toContain(`  /impressum  „Impressum (alt)“ ← Seite „Impressum“: ${deImport.collisions.outcomeReplace}`);

    // The same pages (id, address, legal flag) with the imported words; no '-2' address.
    expect(await slugs(db)).toEqual(["home", "impressum", "neue-hobelbank", "preise", "werkstatt"]);
    const now = (await getPageBySlug(db, "impressum"))!;
    expect(now.id).toBe(imprint.id);
    expect(now.is_legal).toBe(true);
    expect(now.title).toBe("Impressum");
    const page = await loadPublicPage("impressum");
    expect(page?.body.html).toContain("Jana Holz");
    expect(page?.body.html).not.toContain(OWN_IMPRINT);
    expect((await loadHomePage())?.body.html).toContain("Möbel nach Maß");
    expect((await getPageBySlug(db, "home"))!.id).toBe(home.id);

    // The user's words are a version of their own, and restoring it brings them back.
    const revisions = await listRevisions(db, imprint.id);
    const kept = revisions.find((r) => r.summary === deImport.collisions.versionSummary)!;
    expect(kept).toBeDefined();
    const keptFull = (await getRevisionForPage(db, imprint.id, kept.id))!;
    expect(JSON.stringify(keptFull.content)).toContain(`${OWN_IMPRINT} Stand heute.`);
    expect(keptFull.title).toBe("Impressum (alt)");
    const restored = await restoreRevision(db, imprint.id, kept.id, { authorId: adminId });
    expect(JSON.stringify(restored!.content)).toContain(`${OWN_IMPRINT} Stand heute.`);
    const homeKept = (await listRevisions(db, home.id)).find((r) => r.summary === deImport.collisions.versionSummary)!;
    expect(JSON.stringify((await getRevisionForPage(db, home.id, homeKept.id))!.content)).toContain(OWN_HOME);

    // Again with the same file: the replaced pages are this import's now (updated, not met again).
    const again = await importWordPress({ db, storage: app.storage, authorId: adminId }, exportFile, { overwrite: true });
    expect(again.collisions).toEqual([]);
    expect(await slugs(db)).toEqual(["home", "impressum", "neue-hobelbank", "preise", "werkstatt"]);
  }, 120_000);

  it("a site seeded before the demo record existed: its untouched demo is recognised by content and replaced like a new one's", async () => {
    app = await createTestApp();
    const db = app.database.db;
    expect(await seedDemoContent(db, app.storage)).toBeGreaterThan(10);
    await db.deleteFrom("app_meta").where("key", "=", DEMO_RECORD_KEY).execute();
    expect((await listAssets(db)).length).toBeGreaterThan(0);

    const dry = await importWordPress({ db, storage: app.storage }, exportFile, { dryRun: true });
    expect(dry.notes.some((n) => n.message.startsWith("Demo-Inhalte würden entfernt"))).toBe(true);
    expect(dry.collisions).toEqual([]);

    const report = await importWordPress({ db, storage: app.storage }, exportFile, {});
    expect(report.notes.some((n) => n.message.startsWith("Demo-Inhalte entfernt"))).toBe(true);
    expect(report.collisions).toEqual([]);
    expect(await slugs(db)).toEqual(["blog", "home", "impressum", "werkstatt", "neue-hobelbank"].sort());
    expect(await listAssets(db)).toEqual([]);
    expect((await loadPublicPage("impressum"))?.body.html).toContain("Jana Holz");
  }, 120_000);

  it("a site seeded the old way whose demo was edited is the user's own: nothing is removed, the import asks", async () => {
    app = await createTestApp();
    const db = app.database.db;
    expect(await seedDemoContent(db, app.storage)).toBeGreaterThan(10);
    await db.deleteFrom("app_meta").where("key", "=", DEMO_RECORD_KEY).execute();
    const about = (await getPageBySlug(db, "ueber-uns"))!;
    await updatePageWithRevision(db, about.id, { title: "Über uns – Holz" }, { expectedVersion: about.version, authorId: null });
    const before = await slugs(db);
    const assets = (await listAssets(db)).length;

    const dry = await importWordPress({ db, storage: app.storage }, exportFile, { dryRun: true });
    expect(dry.notes.some((n) => n.message.includes("Demo-Inhalte"))).toBe(false);
    // Without --overwrite the command line lists them and says how to replace them.
    expect(formatImportReport(dry)).toContain(`${deImport.collisions.cliTitle(2, true, false)}\n  /  „${(await getPageBySlug(db, "home"))!.title}“ ← Seite „Willkommen“: ${deImport.collisions.outcomeKeep("/willkommen")}`);
    expect(dry.collisions.map((c) => [c.address, c.existing_title, c.new_address])).toEqual([
      ["/", (await getPageBySlug(db, "home"))!.title, "/willkommen"],
      ["/impressum", "Impressum", "/impressum-2"],
    ]);
    const report = await importWordPress({ db, storage: app.storage }, exportFile, {});
    expect(report.notes.some((n) => n.message.includes("Demo-Inhalte"))).toBe(false);
    for (const slug of before) expect(await slugs(db)).toContain(slug);
    expect((await listAssets(db)).length).toBe(assets);
    expect((await loadPublicPage("impressum"))?.body.html).toContain("Brenner");
  }, 120_000);
});
