import fs from "node:fs";
import nodePath from "node:path";
import type { Browser, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPages } from "~/server/seed/demo-content";
import { launchBrowser, shot, workerApp, type RunningApp } from "./harness";

const profile = demoPages.find((p) => p.content_type === "presentation")!;
const slides = profile.slides!;
const path = `/presentations/${profile.slug}`;

/**
 * The demo presentation in Chromium: keys, #n, fullscreen, print view (issue 16). Only read, so
 * on the worker's server; its axe check at 1280 and 375 px is the a11y suite's.
 */
describe("presentation viewer in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(
    address: string,
    viewport = { width: 1280, height: 800 },
    viewer = true,
  ): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on(
      "console",
      (m: ConsoleMessage) =>
        void (m.type() === "error" && errors.push(m.text())),
    );
    page.on("pageerror", (e) => errors.push(e.message));
    const response = await page.goto(app.url + address);
    expect(response?.status()).toBe(200);
    // The viewer's module has taken over.
    if (viewer)
      await page.locator("[data-presentation][data-pres-ready]").waitFor();
    return { page, errors };
  }

  const visibleTitle = (page: Page) =>
    page.locator("[data-pres-slide]:visible h2").textContent();
  const counter = (page: Page) =>
    page.locator("[data-pres-counter]").textContent();

  it("'Über uns' links to it; one slide at a time; arrows, space, Home and End page through; the address keeps the slide", async () => {
    const { page, errors } = await open("/ueber-uns", undefined, false);
    await page.locator(`a[href="${path}"]`).click();
    await page.waitForURL(app.url + path);
    await page.locator("[data-presentation][data-pres-ready]").waitFor();
    expect(await page.title()).toBe(profile.meta_title);
    expect(await page.locator("[data-pres-slide]").count()).toBe(slides.length);
    expect(await page.locator("[data-pres-slide]:visible").count()).toBe(1);
    expect(await visibleTitle(page)).toBe(slides[0].title);
    expect(await counter(page)).toBe(`Folie 1 von ${slides.length}`);
    await shot(page, "presentation-viewer");

    await page.keyboard.press("ArrowRight");
    expect(await visibleTitle(page)).toBe(slides[1].title);
    expect(new URL(page.url()).hash).toBe("#2");
    await page.keyboard.press(" ");
    expect(await visibleTitle(page)).toBe(slides[2].title);
    await page.keyboard.press("ArrowLeft");
    expect(await visibleTitle(page)).toBe(slides[1].title);
    await page.keyboard.press("End");
    expect(await visibleTitle(page)).toBe(slides.at(-1)!.title);
    expect(await counter(page)).toBe(
      `Folie ${slides.length} von ${slides.length}`,
    );
    expect(await page.locator("[data-pres-next]").isDisabled()).toBe(true);
    await page.keyboard.press("ArrowRight");
    expect(await visibleTitle(page)).toBe(slides.at(-1)!.title);
    await page.keyboard.press("Home");
    expect(await visibleTitle(page)).toBe(slides[0].title);
    expect(new URL(page.url()).hash).toBe("");

    await page.getByRole("button", { name: "Nächste Folie" }).click();
    expect(await visibleTitle(page)).toBe(slides[1].title);
    await page.getByRole("button", { name: "Vorherige Folie" }).click();
    expect(await visibleTitle(page)).toBe(slides[0].title);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a #n link opens at slide n; autoplay starts and Escape stops it", async () => {
    const { page } = await open(`${path}#3`);
    expect(await visibleTitle(page)).toBe(slides[2].title);
    expect(await counter(page)).toBe(`Folie 3 von ${slides.length}`);
    const play = page.locator("[data-pres-play]");
    await play.click();
    expect(await play.getAttribute("aria-pressed")).toBe("true");
    expect(await play.getAttribute("aria-label")).toBe("Wiedergabe anhalten");
    await page.locator("body").press("Escape");
    expect(await play.getAttribute("aria-pressed")).toBe("false");
    await page.context().close();
  });

  it("fullscreen: the button puts the viewer in fullscreen and takes it out again", async () => {
    const { page } = await open(path);
    const full = page.locator("[data-pres-fullscreen]");
    await full.click();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.fullscreenElement?.hasAttribute("data-presentation") ??
            false,
        ),
      )
      .toBe(true);
    await expect.poll(() => full.getAttribute("aria-pressed")).toBe("true");
    // Keys still page while in fullscreen.
    await page.keyboard.press("ArrowRight");
    expect(await visibleTitle(page)).toBe(slides[1].title);
    await shot(page, "presentation-fullscreen");
    await full.click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement === null))
      .toBe(true);
    await expect.poll(() => full.getAttribute("aria-pressed")).toBe("false");
    await page.context().close();
  });

  it("print: the viewer and the handout (?druck=1) list every slide, one per page, with company name and page numbers", async () => {
    const { page } = await open(path);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("[data-pres-slide]:visible").count()).toBe(
      slides.length,
    );
    expect(await page.locator("header:visible").count()).toBe(0);
    expect(
      await page
        .locator("[data-pres-slide]")
        .first()
        .evaluate((el) => getComputedStyle(el).breakAfter),
    ).toBe("page");
    await page.context().close();

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
    });
    const handout = await context.newPage();
    await handout.goto(`${app.url}${path}?druck=1`);
    await handout.emulateMedia({ media: "print" });
    const pages = handout.locator(".pres-handout-page");
    expect(await pages.count()).toBe(slides.length);
    for (const [i, slide] of slides.entries()) {
      const sheet = pages.nth(i);
      expect(await sheet.locator("h2").textContent()).toBe(slide.title);
      expect(await sheet.textContent()).toContain(
        "Brenner Industrietechnik GmbH",
      );
      expect(await sheet.textContent()).toContain(
        `Seite ${i + 1} von ${slides.length}`,
      );
      // The picture is there and loaded (eagerly, so the print has it).
      expect(
        await sheet
          .locator("img")
          .evaluate(
            (img: HTMLImageElement) => img.complete && img.naturalWidth > 0,
          ),
      ).toBe(true);
    }
    await shot(handout, "presentation-handout-print", { fullPage: true });
    const pdf = await handout.pdf({
      preferCSSPageSize: true,
      printBackground: true,
    });
    // Beside the screenshots (shot made the folder), for a person to look at.
    if (process.env.E2E_SHOTS === "1") fs.writeFileSync(nodePath.resolve(import.meta.dirname, "..", ".tmp", "shots", "presentation-handout.pdf"), pdf);
    // One sheet per slide: the PDF's page count.
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length).toBe(
      slides.length,
    );
    await context.close();
  });
});
