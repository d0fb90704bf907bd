import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toBerlinInput } from "~/lib/publish-at";
import {
  launchBrowser,
  signInAsAdmin,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

/**
 * Scheduled publishing through the page settings: 'Veröffentlichen am' is saved with the page, a
 * past time goes live at once by the server's scheduler (no request for it), 'Zeitplan entfernen'
 * clears it.
 */
describe("scheduled publishing in the page settings", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  const api = (path: string, init: RequestInit = {}) =>
    page.evaluate(
      ([p, i]) =>
        fetch(p, {
          ...i,
          headers: { "content-type": "application/json" },
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      [path, init] as const,
    );

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    page = await (await browser.newContext()).newPage();
    await signInAsAdmin(page, app, "planung@example.org");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("saves a schedule, removes it, and a due one goes live by itself", async () => {
    const created = await api("/api/pages", {
      method: "POST",
      body: JSON.stringify({
        title: "Geplante Aktion",
        slug: "geplante-aktion",
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await gotoReady(page, `${app.url}/admin/pages/${id}/edit`);
    await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
    const field = page.getByLabel("Veröffentlichen am");

    // A time next year, in German time.
    const later = new Date(Date.now() + 365 * 86_400_000);
    later.setUTCSeconds(0, 0);
    await field.fill(toBerlinInput(later.toISOString()));
    await expect
      .poll(() => page.getByText(/^Geplant: /).isVisible())
      .toBe(true);
    await page.screenshot({
      path: "/tmp/shots/schedule-settings.png",
      fullPage: true,
    });
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await api(`/api/pages/${id}`)).body.publish_at)
      .toBe(later.toISOString());

    await page.getByRole("button", { name: "Zeitplan entfernen" }).click();
    expect(await field.inputValue()).toBe("");
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await api(`/api/pages/${id}`)).body.publish_at)
      .toBeNull();

    // A time that has passed: the scheduler publishes at its next look, which the save triggers.
    const visitor = await browser.newPage();
    expect((await visitor.goto(`${app.url}/geplante-aktion`))?.status()).toBe(
      404,
    );
    await field.fill(
      toBerlinInput(new Date(Date.now() - 120_000).toISOString()),
    );
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => (await api(`/api/pages/${id}`)).body.is_published, {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await api(`/api/pages/${id}`)).body.publish_at).toBeNull();
    expect((await visitor.goto(`${app.url}/geplante-aktion`))?.status()).toBe(
      200,
    );
    const revisions = (await api(`/api/pages/${id}/revisions`)).body as {
      summary: string;
    }[];
    expect(
      revisions.filter((r) => r.summary === "Veröffentlicht"),
    ).toHaveLength(1);
    await visitor.close();
  });
});
