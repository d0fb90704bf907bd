import type { Browser, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import {
  gotoReady,
  launchBrowser,
  newPage,
  openBuilder,
  person,
  settled,
  signedInPage,
  workerApp,
  type Person,
  type RunningApp,
  type SignedInPage,
} from "./harness";

/**
 * The page builder as a test sees it: the start of a builder test file, the stored blocks, the
 * toolbar, the library, pointer drags, toasts, and the inline editor's edit mode on the live page.
 * One copy for every builder test (e2e/editor*.e2e.ts, canvas-tools, builder-drops-keys,
 * rich-text, inline-edit, typed-words, …).
 */

/**
 * What a builder test file starts with: the worker's server and Chromium, an administrator of its
 * own, and a browser page signed in as them (its context, its collected errors).
 */
export async function builderFixtures(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<{ app: RunningApp; browser: Browser; admin: Person } & SignedInPage> {
  const app = await workerApp();
  const browser = await launchBrowser();
  const admin = await person(app, { role: "admin" });
  return { app, browser, admin, ...(await signedInPage(browser, app, admin, options)) };
}

/** builderFixtures, then a page of the administrator's own (newPage's fields) opened in the builder. */
export async function builderOnNewPage(
  fields: Parameters<typeof newPage>[1],
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Awaited<ReturnType<typeof builderFixtures>> & { pageId: string }> {
  const fixtures = await builderFixtures(options);
  const { id } = await newPage(fixtures.admin.api, fields);
  await openBuilder(fixtures.page, fixtures.app, id);
  return { ...fixtures, pageId: id };
}

/** A block as the API stores it (spec shape; nested lists are named slots). */
export interface StoredBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
  style?: Record<string, unknown>;
  slots?: Record<string, StoredBlock[]>;
}

/** The page's stored working copy, read with the page's own session. */
export async function storedBlocks(page: Page, pageId: string): Promise<StoredBlock[]> {
  const body = await page.evaluate((id) => fetch(`/api/pages/${id}`).then((r) => r.json()), pageId);
  return body.content as StoredBlock[];
}

/** A button of the editor's toolbar ('Speichern', 'Rückgängig', …). */
export function editorTool(page: Page, name: string): Locator {
  return page.getByRole("toolbar", { name: "Werkzeugleiste des Editors" }).getByRole("button", { name, exact: true });
}

/** A block's frame on the canvas. */
export function blockFrame(page: Page, id: string): Locator {
  return page.locator(`[data-editor-block="${id}"]`);
}

/** The types of the canvas's top-level blocks, in order. */
export function canvasRootTypes(page: Page): Promise<(string | null)[]> {
  return page
    .locator('[data-slot-zone="slot::children"] > [data-editor-block] > [data-block]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-block")));
}

/**
 * Opens the element library when it is closed: below 1920 px it is a rail whose flyout closes
 * after every insert (issue 38); on a tablet or phone an overlay opened from the toolbar.
 */
export async function openLibrary(page: Page): Promise<void> {
  const search = page.getByLabel("Elemente suchen");
  if (await search.isVisible()) return;
  const rail = page.getByTestId("library-rail").getByRole("button", { name: "Elemente", exact: true });
  if (await rail.isVisible()) await rail.click();
  else await editorTool(page, "Elemente ein- oder ausblenden").click();
  await search.waitFor();
}

/** A library entry, found through the library's search so it sits at the top (no auto-scroll at the window's edge). */
export async function libraryItem(page: Page, label: string, type: string): Promise<Locator> {
  await openLibrary(page);
  await page.getByLabel("Elemente suchen").fill(label);
  await expect.poll(() => page.locator("[data-library-item]").count()).toBeLessThanOrEqual(2);
  return page.locator(`[data-library-item="${type}"]`);
}

/**
 * A pointer drag the way a person does it: press, travel in small steps past dnd-kit's activation
 * distance, wait until the builder drew what the last move changed (drop target, indicator), release.
 * `where: "bottom"` drops near the target's lower edge (after it instead of into it).
 */
export async function pointerDrag(page: Page, from: Locator, to: Locator, where: "center" | "bottom" = "center"): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: where === "center" ? b.y + b.height / 2 : b.y + b.height - 12 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 8, start.y + 8, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await settled(page);
  await page.mouse.move(end.x, end.y + 1, { steps: 2 });
  await page.mouse.up();
}

/** A key pressed with nothing focused (a shortcut of the builder, not of the field being typed in). */
export async function pressShortcut(page: Page, key: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

/** The toasts (sonner) that carry a text. */
export function toast(page: Page, text: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/**
 * Opens a public page in inline edit mode (`?edit=true`) and waits until the editor has loaded and
 * marked the block's field (focusable): before that a click opens nothing.
 */
export async function openEditMode(page: Page, url: string, blockId: string): Promise<void> {
  await gotoReady(page, `${url}?edit=true`);
  await expect.poll(() => page.locator(`[data-edit-block="${blockId}"] [data-edit-field="text"]`).getAttribute("tabindex")).toBe("0");
}

/** The downloads block's configuration dialog ('Downloads einrichten') once it is open, and its tabs' names. */
export async function downloadsDialog(page: Page): Promise<{ dialog: Locator; tabs: string[] }> {
  const dialog = page.getByRole("dialog", { name: "Downloads einrichten" });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return { dialog, tabs: await dialog.getByRole("tab").allTextContents() };
}
