import fs from "node:fs";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  settled,
  signInAsAdmin,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

interface StoredBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
}

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
  const errors: string[] = [];

  async function shoot(name: string) {
    fs.mkdirSync("/tmp/shots", { recursive: true });
    await settled(page);
    await page.screenshot({ path: `/tmp/shots/editor-preview-${name}.png` });
  }

  const tool = (name: string) =>
    page
      .getByRole("toolbar", { name: "Werkzeugleiste des Editors" })
      .getByRole("button", { name, exact: true });
  const canvas = () => page.getByTestId("canvas");
  const stored = async (id: string): Promise<StoredBlock[]> =>
    (
      await page.evaluate(
        (pid) => fetch(`/api/pages/${pid}`).then((r) => r.json()),
        id,
      )
    ).content;

  /** A page created through the API like the admin screens do, with the given blocks. */
  function createPage(
    fields: Record<string, unknown>,
    content: unknown[],
  ): Promise<string> {
    return page.evaluate(
      async ([f, c]) => {
        const json = { "content-type": "application/json" };
        const created = await fetch("/api/pages", {
          method: "POST",
          headers: json,
          body: JSON.stringify(f),
        }).then((r) => r.json());
        const res = await fetch(`/api/pages/${created.id}`, {
          method: "PATCH",
          headers: json,
          body: JSON.stringify({ content: c, version: created.version }),
        });
        if (!res.ok) throw new Error(`PATCH ${res.status}`);
        return created.id as string;
      },
      [fields, content] as const,
    );
  }

  /** The preview frame's document, once the blocks are in it. */
  async function deviceFrame(title: string): Promise<Frame> {
    const iframe = page.locator(`iframe[title="${title}"]`);
    await iframe.waitFor();
    const frame = (await (await iframe.elementHandle())!.contentFrame())!;
    await frame.getByText("Rechte Spalte").waitFor();
    return frame;
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    // Leaving the editor right after an edit asks first (beforeunload): the tests mean to leave.
    page.on("dialog", (d) => void d.accept());
    await signInAsAdmin(page, app, "vorschau@example.org");
    pageId = await createPage({ title: "Vorschau", slug: "geraetevorschau" }, [
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
    ]);
    blogId = await createPage(
      { title: "Erster Artikel", slug: "erster-artikel", content_type: "blog" },
      [
        {
          id: "b1",
          type: "paragraph",
          content: { text: "<p>Ein Blog-Absatz.</p>" },
        },
      ],
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("'Vorschau' on 'Mobil' renders the blocks in a 375 px frame where the two columns stack", async () => {
    await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);
    await page.getByTestId("page-builder").waitFor();
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
    await block.getByRole("button", { name: "Downloads auswählen" }).click();
    const configure = block.getByRole("button", {
      name: "Downloads konfigurieren",
    });
    await expect.poll(() => configure.isVisible()).toBe(true);
    await shoot("downloads-selected");
    await configure.click();
    const dialog = page.getByRole("dialog", { name: "Downloads einrichten" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("tab").allTextContents()).toEqual([
      "Inhalt",
      "Ordner",
      "Darstellung",
    ]);
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
    expect(await page.title()).toContain("Erster Artikel");
    await shoot("blog-editor");

    // A page that is not a blog post goes to its own editor.
    await gotoReady(page, `${app.url}/admin/blog/${pageId}/edit`);
    expect(page.url()).toBe(`${app.url}/admin/pages/${pageId}/edit`);
    await page.getByTestId("page-builder").waitFor();
    // The blog list (e2e/admin-blog.e2e.ts) lists the post.
    await gotoReady(page, `${app.url}/admin/blog`);
    expect(await page.getByTestId("blog-title").allTextContents()).toContain(
      "Erster Artikel",
    );
    expect(errors).toEqual([]);
  });
});
