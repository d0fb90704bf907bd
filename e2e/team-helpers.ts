import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser, person, signedInPage, startApp, type AdminApi, type Person, type RunningApp } from "./harness";

/**
 * Helpers the team's e2e files share (people, roles, the dashboard and the visitor statistics).
 */

/** Headless Chromium says "HeadlessChrome", which the bot filter drops: a visitor gets a desktop Chrome's. */
export const VISITOR: BrowserContextOptions = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

/** Switches the visitor statistics on in the site settings (a site-wide switch: an own server only). */
export async function switchAnalyticsOn(api: AdminApi): Promise<void> {
  const current = await api<Record<string, unknown> & { features: Record<string, unknown> }>("GET", "/api/settings");
  const saved = await api<{ features: { analytics: boolean } }>("PUT", "/api/settings", {
    ...current.body,
    features: { ...current.body.features, analytics: true },
  });
  expect(saved.status).toBe(200);
  expect(saved.body.features.analytics).toBe(true);
}

/**
 * The admin areas in the shell's navigation, as their labels without a count badge: 'Anfragen'
 * carries the unread enquiries ("Anfragen4, 4 ungelesene Anfragen"), and on the worker's shared
 * server other files send some. No area's name has a digit.
 */
export async function navLabels(page: Page): Promise<string[]> {
  return (await page.locator("aside nav").getByRole("link").allTextContents()).map((t) => t.trim().replace(/\d.*$/, "").trim());
}

export interface OwnServerAdmin {
  app: RunningApp;
  browser: Browser;
  admin: Person;
  /** A page of the admin's browser context, nothing opened yet. */
  page: Page;
  /** The page's uncaught errors and console errors (signedInPage). */
  errors: string[];
}

/**
 * A server of the test file's own (startApp: only for a test of site-wide state, say why where it
 * is called) with an administrator made in the database, and that admin's page in Chromium. The
 * file stops the server in its afterAll.
 */
export async function ownServerAdmin(
  options: { env?: Record<string, string>; viewport?: { width: number; height: number }; admin?: { name?: string; email?: string } } = {},
): Promise<OwnServerAdmin> {
  const [app, browser] = await Promise.all([startApp({ env: options.env }), launchBrowser()]);
  const admin = await person(app, { role: "admin", ...options.admin });
  const { page, errors } = await signedInPage(browser, app, admin, { viewport: options.viewport });
  return { app, browser, admin, page, errors };
}
