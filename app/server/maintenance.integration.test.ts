import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingsSchema } from "~/lib/settings";
import { createTestApp, type TestApp } from "../../tests/test-app";
import { testDbLabel } from "../../tests/test-db";
import { getSubmission, insertSubmission, linkMails, listSubmissions, monthsBefore } from "./contact/inbox.server";
import { saveSettings } from "./settings/settings.server";
import { hitRateLimit } from "./http/rate-limit.server";
import { getMail } from "./mail/outbox.server";
import { runMaintenance } from "./maintenance.server";

describe(`maintenance (${testDbLabel})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function submissionAt(createdAt: Date, subject: string) {
    const { db } = app.database;
    const id = await insertSubmission(db, {
      pageId: "p1",
      pageTitle: "Kontakt",
      pagePath: "/kontakt",
      blockId: "k1",
      formTitle: "Anfrage",
      values: [{ name: "message", label: "Nachricht", type: "textarea", value: `Anfrage ${subject}` }],
      subject,
      senderEmail: "erika@kunde.de",
      senderName: "Erika",
      recipient: "vertrieb@firma.de",
      ipHash: "x",
      createdAt,
    });
    const mailId = await app.mailer.queue({ to: "vertrieb@firma.de", subject, text: `Anfrage ${subject}` });
    await linkMails(db, id, { mailId });
    // Written to DATA_DIR/mail like every mail without SMTP.
    await app.mailer.processDue(new Date(Date.now() + 1000));
    return { id, mailId };
  }

  it("deletes submissions past the retention setting with their mails and .eml files, keeps the rest", async () => {
    const { db } = app.database;
    const now = new Date("2026-11-23T10:00:00Z");
    await saveSettings(db, settingsSchema.parse({ inbox: { retention_months: 3 } }));
    const old = await submissionAt(new Date("2026-08-22T09:00:00Z"), "alt");
    const recent = await submissionAt(new Date("2026-08-24T09:00:00Z"), "neu");
    const oldFile = (await getMail(db, old.mailId))!.eml_path!;
    expect(fs.existsSync(oldFile)).toBe(true);

    expect(await runMaintenance(db, now)).toMatchObject({ expiredSubmissions: 1 });
    expect(await getSubmission(db, old.id)).toBeNull();
    expect(await getMail(db, old.mailId)).toBeNull();
    expect(fs.existsSync(oldFile)).toBe(false);
    expect((await getSubmission(db, recent.id))?.subject).toBe("neu");
    expect((await getMail(db, recent.mailId))?.status).toBe("stored");

    // The default: 12 months.
    await saveSettings(db, settingsSchema.parse({}));
    expect(await runMaintenance(db, new Date("2027-08-23T10:00:00Z"))).toMatchObject({ expiredSubmissions: 0 });
    expect(await runMaintenance(db, new Date("2027-08-25T10:00:00Z"))).toMatchObject({ expiredSubmissions: 1 });
    expect((await listSubmissions(db, {})).total).toBe(0);
  });

  it("prunes ended rate-limit windows", async () => {
    const { db } = app.database;
    await hitRateLimit(db, "test:ende", { limit: 1, windowMs: 1000 }, Date.now() - 5000);
    await hitRateLimit(db, "test:laeuft", { limit: 1, windowMs: 60_000 });
    await runMaintenance(db);
    const keys = (await db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).toContain("test:laeuft");
    expect(keys).not.toContain("test:ende");
  });

  it("counts calendar months", () => {
    expect(monthsBefore(new Date("2026-03-31T12:00:00Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(monthsBefore(new Date("2026-11-23T10:00:00Z"), 12).toISOString()).toBe("2025-11-23T10:00:00.000Z");
  });
});
