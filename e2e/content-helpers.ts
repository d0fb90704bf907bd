import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { gotoReady, shot, signedInPage, type Person, type RunningApp } from "./harness";

/**
 * What the content group's e2e files (pages, blog, presentations, media, downloads, compare,
 * review, presence, admin layout) share: toasts, screenshots at several widths, a page opened by
 * a person.
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

/** An element's text as seen: without the screen-reader-only words (e.g. those naming marked word runs). */
export function shownText(part: Locator): Promise<string> {
  return part.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(".sr-only").forEach((n) => n.remove());
    return copy.textContent ?? "";
  });
}
