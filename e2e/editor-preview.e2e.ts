import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gotoReady,
  newPage,
  openBuilder,
  shot,
  unique,
  type Person,
  type RunningApp,
} from "./harness";
import { builderFixtures, downloadsDialog, editorTool, storedBlocks } from "./builder";

/**
 * The builder's device preview (tablet and mobile in a frame of the device's size, so the blocks'
 * responsive classes follow it), the downloads block's configuration on the canvas, and the blog
 * post editor at /admin/blog/:id/edit, in Chromium against the built app.
 */
describe("device preview, downloads on the canvas, blog editor", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pageId = "";
  let blogId = "";
  /** The blog post's title: the blog list shows every file's posts, this one is found by it. */
  const blogTitle = unique("Erster Artikel");
  let errors: string[] = [];

  const shoot = (name: string) => shot(page, `editor-preview-${name}`);
  const tool = (name: string) => editorTool(page, name);
  const canvas = () => page.getByTestId("canvas");
  const stored = (id: string) => storedBlocks(page, id);

  /** The preview frame's document, once the blocks are in it. */
  async function deviceFrame(title: string): Promise<Frame> {
    const iframe = page.locator(`iframe[title="${title}"]`);
    await iframe.waitFor();
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await frame.getByText("Rechte Spalte").waitFor();
    return frame;
  }

  beforeAll(async () => {
    let admin: Person;
    ({ app, browser, admin, page, errors } = await builderFixtures());
    // Leaving the editor right after an edit asks first (beforeunload): the tests mean to leave.
    page.on("dialog", (d) => void d.accept());
    pageId = (
      await newPage(admin.api, {
        title: "Vorschau",
        content: [
          {
            id: "cols",
            type: "two-column",
            content: {},
            children: [
              [
                {
                  id: "left",
                  type: "heading",
                  content: { text: "Linke Spalte", level: 2 },
                },
              ],
              [
                {
                  id: "right",
                  type: "paragraph",
                  content: { text: "<p>Rechte Spalte</p>" },
                },
              ],
            ],
          },
          {
            id: "btn",
            type: "button",
            content: { text: "Anderswo hin", href: "/anderswo" },
          },
          {
            id: "dl",
            type: "downloads",
            content: { title: "Dateien", showFileSize: true },
          },
        ],
      })
    ).id;
    blogId = (
      await newPage(admin.api, {
        title: blogTitle,
        content_type: "blog",
        content: [
          {
            id: "b1",
            type: "paragraph",
            content: { text: "<p>Ein Blog-Absatz.</p>" },
          },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("'Vorschau' on 'Mobil' renders the blocks in a 375 px frame where the two columns stack", async () => {
    await openBuilder(page, app, pageId);
    await tool("Vorschau").click();
    await tool("Mobil (375 × 667)").click();
    const iframe = page.locator('iframe[title="Vorschau Mobil (375 × 667)"]');
    const frame = await deviceFrame("Vorschau Mobil (375 × 667)");
    const box = (await iframe.boundingBox())!;
    expect(box.width).toBe(375);
    expect(box.height).toBe(667);
    // The frame's own viewport is the device's: that is what the blocks' md:/lg: classes read.
    expect(
      await frame.evaluate(() => [
        window.innerWidth,
        document.documentElement.lang,
        document.compatMode,
      ]),
    ).toEqual([375, "de", "CSS1Compat"]);
    const left = (await frame
      .getByRole("heading", { name: "Linke Spalte" })
      .boundingBox())!;
    const right = (await frame.getByText("Rechte Spalte").boundingBox())!;
    expect(right.x).toBe(left.x);
    expect(right.y).toBeGreaterThan(left.y + left.height);
    // The admin's stylesheets reached the frame (Tailwind's grid, the theme's font size).
    expect(
      await frame
        .locator('[data-block="two-column"] > div')
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe("grid");
    await shoot("mobile");

    // A link inside the preview does not navigate, neither the frame nor the admin.
    // The click's default action (following the link) is what would navigate: it is prevented.
    const prevented = frame.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener("click", (e) => resolve(e.defaultPrevented), {
            once: true,
          }),
        ),
    );
    await frame.getByRole("link", { name: "Anderswo hin" }).click();
    expect(await prevented).toBe(true);
    expect(frame.url()).toBe("about:srcdoc");
    expect(page.url()).toBe(`${app.url}/admin/pages/${pageId}/edit`);
  });

  it("'Tablet' makes the frame 768 px wide, where the columns sit side by side; 'Desktop' shows the normal canvas", async () => {
    await tool("Tablet (768 × 1024)").click();
    const iframe = page.locator('iframe[title="Vorschau Tablet (768 × 1024)"]');
    const frame = await deviceFrame("Vorschau Tablet (768 × 1024)");
    const box = (await iframe.boundingBox())!;
    expect([box.width, box.height]).toEqual([768, 1024]);
    expect(await frame.evaluate(() => window.innerWidth)).toBe(768);
    const left = (await frame
      .getByRole("heading", { name: "Linke Spalte" })
      .boundingBox())!;
    const right = (await frame.getByText("Rechte Spalte").boundingBox())!;
    expect(right.x).toBeGreaterThan(left.x + 200);
    expect(Math.abs(right.y - left.y)).toBeLessThan(20);
    await shoot("tablet");

    await tool("Desktop").click();
    expect(await page.locator("iframe[title^='Vorschau']").count()).toBe(0);
    expect(
      await canvas().getByRole("heading", { name: "Linke Spalte" }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole("heading", { name: "Seitenvorschau" }).isVisible(),
    ).toBe(true);
  });

  it("a selected downloads block shows 'Downloads konfigurieren'; the dialog's change lands in the block as one undo step", async () => {
    await tool("Bearbeiten").click();
    const block = page.locator('[data-editor-block="dl"]');
    // The frame bar shows (and takes the click) while its block is under the pointer (issue 38).
    await block.locator("> [data-block]").hover({ position: { x: 8, y: 8 } });
    await block.getByRole("button", { name: "Downloads auswählen" }).click();
    const configure = block.getByRole("button", {
      name: "Downloads konfigurieren",
    });
    await expect.poll(() => configure.isVisible()).toBe(true);
    await shoot("downloads-selected");
    await configure.click();
    const { dialog, tabs } = await downloadsDialog(page);
    expect(tabs).toEqual(["Inhalt", "Ordner", "Darstellung"]);
    // Prefilled with the block's content.
    expect(await dialog.getByLabel("Titel").inputValue()).toBe("Dateien");
    await dialog.getByLabel("Titel").fill("Unterlagen 2025");
    await dialog.getByRole("tab", { name: "Darstellung" }).click();
    const size = dialog.getByRole("switch", { name: "Dateigröße anzeigen" });
    expect(await size.getAttribute("aria-checked")).toBe("true");
    await size.click();
    await shoot("downloads-dialog");
    await dialog.getByRole("button", { name: "Übernehmen" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() =>
        canvas().getByRole("heading", { name: "Unterlagen 2025" }).count(),
      )
      .toBe(1);
    await expect
      .poll(
        async () => (await stored(pageId)).find((b) => b.id === "dl")?.content,
        { timeout: 10_000 },
      )
      .toMatchObject({ title: "Unterlagen 2025", showFileSize: false });

    // Both changes are one step: one 'Rückgängig' takes back the title and the switch together.
    await tool("Rückgängig").click();
    await expect
      .poll(() =>
        canvas().getByRole("heading", { name: "Dateien", exact: true }).count(),
      )
      .toBe(1);
    await expect
      .poll(
        async () => (await stored(pageId)).find((b) => b.id === "dl")?.content,
        { timeout: 10_000 },
      )
      .toMatchObject({ title: "Dateien", showFileSize: true });
    await tool("Wiederholen").click();
    await expect
      .poll(() =>
        canvas().getByRole("heading", { name: "Unterlagen 2025" }).count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });

  it("/admin/blog/{id}/edit opens the builder for a blog post, with the way back to the blog overview", async () => {
    await gotoReady(page, `${app.url}/admin/blog/${blogId}/edit`);
    await page.getByTestId("page-builder").waitFor();
    expect(await canvas().getByText("Ein Blog-Absatz.").isVisible()).toBe(true);
    const back = page.getByRole("link", { name: "Zurück zur Blog-Übersicht" });
    expect(await back.getAttribute("href")).toBe("/admin/blog");
    expect(await page.title()).toContain(blogTitle);
    await shoot("blog-editor");

    // A page that is not a blog post goes to its own editor.
    await gotoReady(page, `${app.url}/admin/blog/${pageId}/edit`);
    expect(page.url()).toBe(`${app.url}/admin/pages/${pageId}/edit`);
    await page.getByTestId("page-builder").waitFor();
    // The blog list (e2e/admin-blog.e2e.ts) lists the post.
    await gotoReady(page, `${app.url}/admin/blog`);
    expect(await page.getByTestId("blog-title").allTextContents()).toContain(
      blogTitle,
    );
    expect(errors).toEqual([]);
  });
});
