import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gotoReady, newPage, settled, shot, type Person, type RunningApp } from "./harness";
import { islandHydrated, leistungenDropdown, siteFixtures } from "./site-helpers";

/**
 * Public-site fixes of issue 15 item 6: Escape closes a dropdown the pointer rests on (WCAG
 * 1.4.13), the gallery lightbox covers the sticky header, hero titles break between words.
 */

/** The lines a text element is laid out in, as the browser broke them. */
function renderedLines(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const lines: { top: number; text: string }[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          if (!rect) continue;
          const line = lines.find(
            (l) => Math.abs(l.top - rect.top) < rect.height / 2,
          );
          if (line) line.text += text[i];
          else lines.push({ top: rect.top, text: text[i] });
        }
      }
      return lines.sort((a, b) => a.top - b.top).map((l) => l.text.trim());
    });
}

/** The first gallery block anywhere in a block tree. */
function findGallery(blocks: unknown): Record<string, unknown> | null {
  if (Array.isArray(blocks)) {
    for (const b of blocks) {
      const found = findGallery(b);
      if (found) return found;
    }
    return null;
  }
  if (!blocks || typeof blocks !== "object") return null;
  const block = blocks as Record<string, unknown>;
  if (block.type === "gallery") return block;
  return findGallery(
    block.slots && typeof block.slots === "object"
      ? Object.values(block.slots)
      : null,
  );
}

describe("public site fixes in Chromium", () => {
  let app: RunningApp, browser: Browser, admin: Person;
  beforeAll(async () => ({ app, browser, admin } = await siteFixtures()));
  afterAll(() => browser?.close());

  it("Escape closes a dropdown while the pointer rests on it; hover opens it again after leaving", async () => {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    const { toggle, submenu } = await leistungenDropdown(page);
    const parentLink = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Leistungen", exact: true });

    // Opened by hover alone.
    await parentLink.hover();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => submenu.isVisible()).toBe(false);
    // The pointer moves inside the item: still dismissed.
    await toggle.hover();
    expect(await submenu.isVisible()).toBe(false);
    await shot(page, "dropdown-escape-hovered");
    // Leaving and coming back opens it by hover again.
    await page.mouse.move(20, 600);
    await expect.poll(() => submenu.isVisible()).toBe(false);
    await parentLink.hover();
    await expect.poll(() => submenu.isVisible()).toBe(true);

    // Opened by its toggle, the pointer still on the toggle.
    await page.mouse.move(20, 600);
    await toggle.click();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => submenu.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    // The toggle opens it again at once, pointer or not.
    await toggle.click();
    await expect.poll(() => submenu.isVisible()).toBe(true);
    await page.close();
  });

  it("the gallery lightbox covers the sticky header, also from inside a section (its own stacking context)", async () => {
    // The demo's gallery, once more inside a section with a background: the section isolates its
    // content, which capped the dialog's z-index below the header's.
    const { api } = admin;
    const pages = (
      await api<{ id: string; slug: string }[]>("GET", "/api/pages")
    ).body;
    const bausteine = (
      await api(
        "GET",
        `/api/pages/${pages.find((p) => p.slug === "bausteine")!.id}`,
      )
    ).body;
    const gallery = findGallery(bausteine.content);
    expect(gallery).not.toBeNull();
    const created = await newPage(api, {
      title: "Galerie im Abschnitt",
      show_in_menu: false,
      publish: true,
      content: [
        {
          id: "s1",
          type: "section",
          content: { backgroundType: "color", backgroundColor: "#f1f5f9" },
          children: [{ ...gallery, id: "g1" }],
        },
      ],
    });
    for (const path of ["/bausteine", `/${created.slug}`])
      await lightboxCoversHeader(path);
  });

  async function lightboxCoversHeader(path: string) {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
    });
    await gotoReady(page, app.url + path);
    const opener = page
      .locator('[data-block="gallery"] a[aria-haspopup="dialog"]')
      .first();
    await islandHydrated(opener);
    await opener.scrollIntoViewIfNeeded();
    const header = page.locator("header").first();
    const box = (await header.boundingBox())!;
    expect(box.y).toBeLessThanOrEqual(0.5); // sticky: still at the top after scrolling
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.count()).toBe(1);
    await settled(page);
    await shot(page, `lightbox-over-header${path.replace(/\//g, "-")}`);
    // Every point of the header's band belongs to the dialog now.
    for (const x of [10, 200, 640, 1000, 1270]) {
      const onTop = await page.evaluate(
        ([px, py]) =>
          !!document.elementFromPoint(px, py)?.closest('[role="dialog"]'),
        [x, box.y + box.height / 2],
      );
      expect(onTop, `Punkt ${x}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page.close();
  }

  it("hero titles break between words at 375 px: no 'C-' alone, nothing cut off or split without a hyphen", async () => {
    const page = await browser.newPage({
      viewport: { width: 375, height: 800 },
    });
    await gotoReady(page, app.url + "/");
    const title = page.locator('[data-block="hero"] h1');
    await shot(page, "hero-375");
    const style = await title.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        hyphens: s.hyphens,
        wrap: s.textWrap || s.getPropertyValue("text-wrap-style"),
        overflowWrap: s.overflowWrap,
        wordBreak: s.wordBreak,
        lang: el.closest("[lang]")?.getAttribute("lang"),
      };
    });
    expect(style).toMatchObject({
      hyphens: "auto",
      overflowWrap: "normal",
      wordBreak: "normal",
      lang: "de",
    });
    expect(style.wrap).toContain("balance");
    const lines = await renderedLines(page, '[data-block="hero"] h1');
    const text = (await title.textContent())!;
    expect(lines.join(" ").replace(/- /g, "-")).toBe(text);
    for (const [i, line] of lines.entries()) {
      // No line ends in a lone prefix such as "C-".
      expect(line, lines.join(" | ")).not.toMatch(/(^|\s)\p{L}-$/u);
      // This Chromium has no hyphenation dictionary: a break is a space or after a hyphen.
      if (i < lines.length - 1)
        expect(text).toContain(
          line.endsWith("-") ? line + lines[i + 1].split(" ")[0] : `${line} `,
        );
    }
    // Nothing wider than the title's box (the hero clips what overflows).
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(
      true,
    );
    await page.close();
  });
});
