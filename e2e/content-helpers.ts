import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { gotoReady, shot, signedInPage, type Person, type RunningApp } from "./harness";

/**
 * What the content group's e2e files (pages, blog, presentations, media, downloads, compare,
 * review, presence, admin layout) share: toasts, screenshots at several widths, a page opened by
 * a person, a second session of the same person.
 */

/** A sonner toast carrying the text. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Types a title into a create form (page, post, presentation) and waits until the slug field
 * followed it (German transliteration) and the slug was checked as free.
 */
export async function typeTitle(
  page: Page,
  title: string,
  slug: string,
  field: Locator = page.getByLabel("Titel", { exact: true }),
): Promise<void> {
  await field.fill(title);
  await expect.poll(() => page.locator("#page-slug").inputValue()).toBe(slug);
  await expect.poll(() => page.getByText("Slug ist verfügbar").isVisible()).toBe(true);
}

/**
 * Screenshots of the screen at each width (only with E2E_SHOTS=1, like shot), from the top (a
 * scrolled page with sticky bars makes full-page shots overlap); the viewport goes back to 1280.
 */
export async function shotWidths(page: Page, name: string, widths: number[] = [1280, 375]): Promise<void> {
  if (process.env.E2E_SHOTS !== "1") return;
  const height = page.viewportSize()?.height ?? 900;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height });
}

/**
 * A person's page at `url` (a browser context with their session), opened and hydrated; its page
 * errors go into `errors`, a dialog (the editor's beforeunload question) is accepted.
 */
export async function openAs(
  browser: Browser,
  app: RunningApp,
  who: Person,
  url: string,
  options: { errors: string[]; viewport?: { width: number; height: number } },
): Promise<Page> {
  const { page } = await signedInPage(browser, app, who, { viewport: options.viewport });
  page.on("pageerror", (e) => options.errors.push(e.message));
  page.on("dialog", (d) => void d.accept());
  await gotoReady(page, app.url + url);
  return page;
}

/**
 * One more signed-in session of a person (the Cookie header), written into the database the way
 * e2e/fixtures.ts person() writes the first one: for a test that ends one session and shows the
 * other still works. (A candidate for fixtures.ts; it does not export its session writer.)
 */
export function anotherSession(app: RunningApp, who: Person): string {
  const token = crypto.randomBytes(24).toString("base64url");
  const now = new Date();
  const db = new SqliteDatabase(path.join(app.dataDir, "cms.db"));
  try {
    db.pragma("busy_timeout = 10000");
    db.prepare(
      'INSERT INTO "session" (id, expiresAt, token, createdAt, updatedAt, ipAddress, userAgent, userId) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      crypto.randomBytes(16).toString("hex"),
      new Date(now.getTime() + 24 * 3600 * 1000).toISOString(),
      token,
      now.toISOString(),
      now.toISOString(),
      "127.0.0.1",
      "e2e",
      who.id,
    );
  } finally {
    db.close();
  }
  const secret = process.env.AUTH_SECRET ?? fs.readFileSync(path.join(app.dataDir, "auth-secret"), "utf8").trim();
  const signature = crypto.createHmac("sha256", secret).update(token).digest("base64");
  return `cms.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
