import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "~/lib/settings";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../../tests/test-db";
import { awaitJobs, startJob } from "../../jobs/jobs.server";
import { getPageBySlug } from "../../pages/pages.server";
import { lastImportKeptHosts } from "../../settings/legacy-image-hosts.server";
import { getSettings, saveSettings } from "../../settings/settings.server";
import { createLocalStorage } from "../../storage/local.server";
import { importWordPress } from "./import.server";
import { buildExport, type ExportItem } from "./test-export";

/**
 * Images an import leaves at the old address (issue 39, Deliver 7): the report names their hosts and
 * the setting 'Bilder der alten Website anzeigen' that lets them show, and never turns it on itself.
 * The old host is a name that never resolves (.invalid, RFC 2606): its files stay 'nicht erreichbar'.
 */
describe(`WordPress import: images kept at the old host (${testDbLabel})`, () => {
  let db: TestDatabase;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-kept-"));
  const storage = createLocalStorage(path.join(dir, "media"));
  const host = "bilder.alte-website.invalid";
  const up = (name: string) => `https://${host}/wp-content/uploads/2024/03/${name}`;
  const file = path.join(dir, "alt.xml");

  beforeAll(async () => {
    db = await createTestDatabase();
    const items: ExportItem[] = [
      { id: 10, type: "attachment", title: "Team", attachmentUrl: up("team.jpg") },
      { id: 11, type: "attachment", title: "Halle", attachmentUrl: up("halle.jpg") },
      { id: 20, type: "post", title: "Unser Team", slug: "unser-team", content: `<p>Wir.</p><p><img src="${up("team.jpg")}" alt="Team" /></p>` },
    ];
    fs.writeFileSync(file, buildExport({ items }, { site: { title: "Alt", link: "https://www.alte-website.invalid" } }));
  });
  afterAll(async () => {
    await db?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("names the host and the setting in the report, records the host, and leaves the setting off", async () => {
    const jobId = await startJob(db.db, "import", null, () => importWordPress({ db: db.db, storage }, file, { allowedHosts: [], fetchTimeoutMs: 2000 }));
    await awaitJobs();
    const job = await db.db.selectFrom("background_jobs").select(["status", "result"]).where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(job.status).toBe("done");
    const report = JSON.parse(String(job.result));
    expect(report.media.failed).toBe(2);
    expect(report.kept_hosts).toEqual([host]);
    const notes = (report.notes as { message: string }[]).filter((n) => n.message.includes("Bilder der alten Website anzeigen"));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain(`2 Dateien blieben auf der alten Website (${host})`);
    expect(notes[0]!.message).toContain("Einstellungen › Allgemein › Umzug von der alten Website „Bilder der alten Website anzeigen“ einschalten");
    // The image keeps its old address, and nothing allows it: the import never turns the setting on.
    expect(JSON.stringify((await getPageBySlug(db.db, "unser-team", { includeUnpublished: true }))!.content)).toContain(up("team.jpg"));
    expect((await getSettings(db.db)).settings.legacy_image_hosts).toEqual([]);
    // The settings screen offers the host.
    expect(await lastImportKeptHosts(db.db)).toEqual([host]);
  });

  it("says the images show while the setting names the host", async () => {
    await saveSettings(db.db, { ...(await getSettings(db.db)).settings, legacy_image_hosts: [host] });
    const report = await importWordPress({ db: db.db, storage }, file, { allowedHosts: [], fetchTimeoutMs: 2000 });
    const note = report.notes.find((n) => n.message.includes("Bilder der alten Website anzeigen"))!;
    expect(note.message).toContain("angezeigt, solange");
    expect(note.message).not.toContain("einschalten");
    expect((await getSettings(db.db)).settings.legacy_image_hosts).toEqual([host]);
    await saveSettings(db.db, defaultSettings());
  });
});
