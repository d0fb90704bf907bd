import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { launchBrowser, newPage, person, unique, workerApp, type AdminApi, type CreatedPage, type Person, type RunningApp } from "./harness";

/**
 * What the public-site group's e2e files (site, site-fixes, site-menu, public-site, blog overview
 * and post, contact, spec-gaps, corrections) share: their start (server, Chromium, an admin), blog
 * posts of a test's own, the demo menu's 'Leistungen' dropdown, and the signs that a public page's
 * late scripts (islands, the blog search) are ready.
 */

/** What a file of this group starts with: the worker's server, the worker's Chromium and an administrator of its own. */
export async function siteFixtures(): Promise<{
  app: RunningApp;
  browser: Browser;
  admin: Person;
}> {
  const app = await workerApp();
  const browser = await launchBrowser();
  return { app, browser, admin: await person(app, { role: "admin" }) };
}

/**
 * A blog post of the test's own (a unique slug unless given), a blog-meta block with `meta` and one
 * paragraph, published unless `publish: false`.
 */
export function newPost(
  api: AdminApi,
  fields: {
    title: string;
    slug?: string;
    meta?: Record<string, unknown>;
    text?: string;
    publish?: boolean;
  },
): Promise<CreatedPage> {
  return newPage(api, {
    title: fields.title,
    slug: fields.slug ?? unique("beitrag"),
    content_type: "blog",
    content: [
      {
        id: "meta",
        type: "blog-meta",
        content: {
          author: "Jonas Weber",
          publishDate: "2024-06-01",
          category: "Technologie",
          ...fields.meta,
        },
      },
      {
        id: "text",
        type: "paragraph",
        content: { text: fields.text ?? "<p>Ein kurzer Text.</p>" },
      },
    ],
    publish: fields.publish ?? true,
  });
}

/** The demo header's 'Leistungen' entry at desktop width: its submenu toggle and the submenu it controls. */
export async function leistungenDropdown(
  page: Page,
): Promise<{ toggle: Locator; submenu: Locator }> {
  const toggle = page.getByRole("button", { name: "Untermenü Leistungen" });
  const submenu = page.locator(
    "#" + (await toggle.getAttribute("aria-controls")),
  );
  return { toggle, submenu };
}

/**
 * Until React has hydrated the island around this element (React keeps its props on the element):
 * islands load after the page's load event (app/site-runtime/islands.ts), and a click before would
 * do what the plain HTML does.
 */
export async function islandHydrated(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate((el) =>
        Object.keys(el).some((key) => key.startsWith("__reactProps")),
      ),
    )
    .toBe(true);
}

/**
 * Until the blog overview's search as you type listens: its chunk loads after the page's load
 * event (app/site-runtime/main.ts), and a search typed before would not be heard. Its sign is the
 * one 'change' listener on the document (app/site-runtime/blog-search.ts), read over the DevTools
 * protocol.
 */
export async function blogSearchReady(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await expect
      .poll(async () => {
        const { result } = await cdp.send("Runtime.evaluate", {
          expression: "document",
        });
        const { listeners } = await cdp.send("DOMDebugger.getEventListeners", {
          objectId: result.objectId!,
        });
        return listeners.some((listener) => listener.type === "change");
      })
      .toBe(true);
  } finally {
    await cdp.detach();
  }
}
