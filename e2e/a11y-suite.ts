import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "~/server/contact/form-token.server";
import { launchBrowser, startApp, type RunningApp, gotoReady, seriousAxeViolations } from "./harness";

/**
 * No serious or critical axe-core violations on the screens built so far, at one width: the suite
 * of a11y-desktop.e2e.ts (1280 px) and a11y-phone.e2e.ts (375 px). Two files, so the two e2e
 * workers share its five minutes instead of one worker running them at the end.
 */
export function accessibilitySuite(width: number): void {
describe(`accessibility (axe-core) at ${width} px`, () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: BrowserContext;
  let enquiry: Promise<string>;
  /** A published page with a changed working copy, for the comparison screen (issue 30). */
  let comparedPage = "";
  let reviewPage: Promise<string>;
  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    // The first account becomes admin; its cookie is reused for the admin screens.
    admin = await browser.newContext();
    const res = await admin.request.post(`${app.url}/api/auth/sign-up/email`, {
      data: { email: "a11y@example.org", password: "geheim123", name: "A11y" },
      headers: { origin: app.url },
    });
    expect(res.status()).toBe(200);
    const api = async (method: string, url: string, data: unknown) =>
      (await admin.request.fetch(`${app.url}${url}`, { method, data, headers: { origin: app.url } })).json();
    const paragraph = (text: string, top?: number) => ({ id: "p", type: "paragraph", content: { text }, ...(top ? { style: { padding: { top } } } : {}) });
    const created = await api("POST", "/api/pages", { title: "Vergleich", slug: "a11y-vergleich", content: [paragraph("<p>Alter Text</p>", 16), { id: "h", type: "heading", content: { text: "Bleibt" } }] });
    const published = await api("POST", `/api/pages/${created.id}/publish`, { version: created.version });
    const changed = await api("PATCH", `/api/pages/${created.id}`, { version: published.version, content: [{ id: "n", type: "heading", content: { text: "Neu" } }, paragraph("<p>Neuer Text</p>", 32), { id: "h", type: "heading", content: { text: "Bleibt" } }] });
    expect(changed.version).toBeGreaterThan(published.version);
    comparedPage = created.id;
    // A page waiting for a review, for the reviewer's screen (issue 30).
    reviewPage = (async () => {
      const headers = { origin: app.url };
      const created = await (
        await admin.request.post(`${app.url}/api/pages`, {
          headers,
          data: { title: "Zur Prüfung", content: [{ id: "p1", type: "paragraph", content: { text: "<p>Ein Absatz zur Prüfung.</p>" } }] },
        })
      ).json();
      await admin.request.post(`${app.url}/api/pages/${created.id}/review`, { headers, data: { note: "Bitte prüfen." } });
      await admin.request.post(`${app.url}/api/pages/${created.id}/annotations`, { headers, data: { block_id: "p1", body: "Klingt gut." } });
      return created.id as string;
    })();
    reviewPage.catch(() => undefined); // reported by the test that waits for it
    // One enquiry, so the inbox shows its list and detail (a form sent within 3 s counts as a bot's).
    const html = await (await admin.request.get(`${app.url}/kontakt`)).text();
    const hidden = (name: string) =>
      new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
    // Sent once the token (`<issued ms>.<signature>`) is old enough to be a person's, while the
    // public screens are checked; the admin screens wait for it. (expect.poll is not allowed in a
    // hook: the remaining time is computed from the token.)
    const issued = Number(hidden("cms_token").split(".")[0]);
    enquiry = (async () => {
      const remaining = issued + MIN_FILL_MS + 100 - Date.now();
      if (remaining > 0)
        await new Promise((resolve) => setTimeout(resolve, remaining));
      const sent = await admin.request.post(`${app.url}/api/contact`, {
        headers: { origin: app.url },
        data: {
          page_id: hidden("cms_page"),
          block_id: hidden("cms_block"),
          token: hidden("cms_token"),
          subject: "Sonstiges",
          values: {
            name: "Erika Mustermann",
            email: "erika@kunde.de",
            message: "Barrierefrei?",
          },
        },
      });
      expect(sent.status()).toBe(200);
      return (await (await admin.request.get(`${app.url}/api/inbox`)).json())
        .items[0].id as string;
    })();
    enquiry.catch(() => undefined); // reported by the admin tests that wait for it
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function violations(
    context: BrowserContext,
    path: string,
    width: number,
  ) {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, app.url + path);
    const found = await seriousAxeViolations(page);
    await page.close();
    return found;
  }

  {
    for (const path of ["/", "/kontakt", "/gibt-es-nicht", "/auth", "/auth/einladung/unbekannt", "/vorschau/ungueltig"]) {
      it(`${path} at ${width} px`, async () => {
        const context = await browser.newContext();
        expect(await violations(context, path, width)).toEqual([]);
        await context.close();
      });
    }
    for (const path of [
      "/admin",
      "/admin/settings",
      "/admin/konto",
      "/admin/postausgang",
      "/admin/backups",
      "/optimize-block",
      "/admin/inbox",
      "/admin/inbox?id=",
      "/admin/import",
      "/admin/log",
      "/admin/users",
      "/admin/pages/:compared/compare",
      "/admin/pages/:compared/compare?mode=inline",
      "/admin/pages/:review/review",
    ]) {
      it(`${path} at ${width} px (admin)`, async () => {
        if (path.includes(":review")) return void expect(await violations(admin, path.replace(":review", await reviewPage), width)).toEqual([]);
        const enquiryId = await enquiry;
        expect(
          await violations(
            admin,
            path.endsWith("id=") ? path + enquiryId : path.replace(":compared", comparedPage),
            width,
          ),
        ).toEqual([]);
      });
    }
  }
});
}
