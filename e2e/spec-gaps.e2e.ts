import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockFrame, storedBlocks } from "./builder";
import { gotoReady, newPage, openBuilder, shot, signedInPage, signUpInBrowser, unique, type Person, type RunningApp } from "./harness";
import { siteFixtures } from "./site-helpers";

/**
 * The last spec gaps (issue 31) in Chromium against the built app: column width presets and the
 * dragged divider of a flexible row, text size and font of selected words, and where a new
 * account's confirmation link lands.
 */
describe("spec gaps: column widths, text size and font, sign-up landing", () => {
  let app: RunningApp, browser: Browser, admin: Person;
  let page: Page;
  let pageId = "";
  let slug = "";
  let errors: string[] = [];

  const block = async (id: string) =>
    (await storedBlocks(page, pageId)).find((b) => b.id === id)!;
  const frame = (id: string) => blockFrame(page, id);
  const body = (id: string) => frame(id).locator("> [data-block]");
  const panel = () => page.getByTestId("properties");
  const save = async () => {
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.blur(),
    );
    await page.keyboard.press("Control+s");
  };
  /** 'Veröffentlichen' in the builder (it saves what is pending first, and keeps the builder's version current). */
  const publish = async () => {
    await page
      .getByRole("toolbar", { name: "Werkzeugleiste des Editors" })
      .getByRole("button", { name: "Veröffentlichen", exact: true })
      .click();
    await expect
      .poll(
        async () =>
          (
            await admin.api<{
              is_published: boolean;
              has_unpublished_changes: boolean;
            }>("GET", `/api/pages/${pageId}`)
          ).body,
        { timeout: 15_000 },
      )
      .toMatchObject({ is_published: true, has_unpublished_changes: false });
  };

  beforeAll(async () => {
    ({ app, browser, admin } = await siteFixtures());
    ({ page, errors } = await signedInPage(browser, app, admin, {
      viewport: { width: 1600, height: 1000 },
    }));
    page.setDefaultTimeout(10_000);
    const created = await newPage(admin.api, {
      title: "Lücken",
      show_in_menu: false,
      content: [
        {
          id: "r1",
          type: "flexible-row",
          content: { columns: 2 },
          children: [
            [
              {
                id: "a",
                type: "paragraph",
                content: { text: "<p>Linke Spalte</p>" },
              },
            ],
            [
              {
                id: "b",
                type: "paragraph",
                content: { text: "<p>Rechte Spalte</p>" },
              },
            ],
          ],
        },
        {
          id: "p1",
          type: "paragraph",
          content: { text: "<p>Ein wichtiges Wort hier</p>" },
        },
      ],
    });
    ({ id: pageId, slug } = created);
    await openBuilder(page, app, pageId);
  }, 60_000);
  afterAll(() => browser?.close());

  it("flexible row: 33/67 from the panel, then the divider dragged on the canvas; visitors see the widths after publishing", async () => {
    // Select the row by its frame bar's select button, by keyboard (the bar shows while focused).
    await frame("r1")
      .getByRole("button", { name: "Flexible Zeile auswählen" })
      .first()
      .focus();
    await page.keyboard.press("Enter");
    const widths = panel().getByRole("group", { name: "Spaltenbreiten" });
    await expect.poll(() => widths.isVisible()).toBe(true);
    expect(await widths.getByRole("button").allTextContents()).toEqual([
      "Gleich breit",
      "33/67",
      "67/33",
    ]);
    await widths.getByRole("button", { name: "33/67" }).click();
    expect(
      await widths
        .getByRole("button", { name: "33/67" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    const columns = body("r1").locator("[data-row-columns] > div");
    const ratio = async () => {
      const [left, right] = await columns.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().width),
      );
      return left / (left + right);
    };
    await expect.poll(ratio).toBeCloseTo(0.33, 1);

    // Drag the divider to the right by a tenth of the row.
    const [leftBox, rightBox] = await columns.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    const track = leftBox.width + rightBox.width;
    const edgeX = (leftBox.x + leftBox.width + rightBox.x) / 2;
    const y = leftBox.y + leftBox.height / 2;
    await page.mouse.move(edgeX, y);
    await expect
      .poll(() => body("r1").evaluate((el) => getComputedStyle(el).cursor))
      .toBe("col-resize");
    await page.mouse.down();
    await page.mouse.move(edgeX + track * 0.1, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(ratio).toBeCloseTo(0.43, 1);
    // No preset is pressed any more; the panel shows the numbers.
    await expect
      .poll(() => widths.locator('[aria-pressed="true"]').count())
      .toBe(0);
    expect(
      await panel()
        .getByText(/^Jetzt: 4\d(,\d)? % · 5\d(,\d)? %$/)
        .isVisible(),
    ).toBe(true);
    await shot(page, "row-widths");

    await save();
    await expect
      .poll(
        async () =>
          (((await block("r1")).content.columnWidths as number[]) ?? [])[0],
        { timeout: 15_000 },
      )
      .toBeGreaterThan(40);
    const saved = (await block("r1")).content.columnWidths as number[];
    expect(saved.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
    expect(saved[0]).toBeLessThan(46);

    await publish();
    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 900 },
    });
    await gotoReady(visitor, `${app.url}/${slug}`);
    const shown = await visitor
      .locator("[data-row-columns] > div")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(shown[0] / (shown[0] + shown[1])).toBeCloseTo(saved[0] / 100, 1);
    await shot(visitor, "row-widths-public");
    await visitor.close();
  });

  it("rich text: one word at 24 px in Georgia, kept by the server and shown to visitors", async () => {
    await frame("p1").hover({ position: { x: 8, y: 8 } });
    await frame("p1").getByRole("button", { name: "Absatz auswählen" }).click();
    const textbox = panel().getByRole("textbox", { name: "Text", exact: true });
    await expect.poll(() => textbox.isVisible()).toBe(true);
    await textbox
      .getByText("Ein wichtiges Wort hier")
      .dblclick({ position: { x: 40, y: 8 } });
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
      "wichtiges",
    );
    // The editor takes the browser's selection on its 'selectionchange' event, a task later: a
    // person cannot reach the size box before that, Playwright under load can (the size then went
    // to the empty caret, only the font to the word). TipTap keeps itself on its DOM node.
    await expect
      .poll(() =>
        textbox.evaluate((el) => {
          const { state } = (
            el as unknown as {
              editor: {
                state: {
                  selection: { from: number; to: number };
                  doc: { textBetween(from: number, to: number): string };
                };
              };
            }
          ).editor;
          return state.doc.textBetween(
            state.selection.from,
            state.selection.to,
          );
        }),
      )
      .toBe("wichtiges");
    const toolbar = panel().getByRole("toolbar", {
      name: "Textformatierung: Text",
    });
    await toolbar
      .getByRole("combobox", { name: "Schriftgröße" })
      .selectOption("24px");
    await toolbar
      .getByRole("combobox", { name: "Schriftart" })
      .selectOption("Georgia");
    await expect
      .poll(() => textbox.innerHTML())
      .toBe(
        '<p>Ein <span style="font-size: 24px; font-family: Georgia;">wichtiges</span> Wort hier</p>',
      );
    expect(
      await toolbar
        .getByRole("combobox", { name: "Schriftgröße" })
        .inputValue(),
    ).toBe("24px");
    await shot(page, "richtext-size-font");
    await save();
    await expect
      .poll(async () => (await block("p1")).content.text, { timeout: 15_000 })
      .toBe(
        '<p>Ein <span style="font-size:24px;font-family:Georgia">wichtiges</span> Wort hier</p>',
      );

    await publish();
    const visitor = await browser.newPage();
    await gotoReady(visitor, `${app.url}/${slug}`);
    const word = visitor.getByText("wichtiges", { exact: true });
    expect(
      await word.evaluate((el) => [
        getComputedStyle(el).fontSize,
        getComputedStyle(el).fontFamily,
      ]),
    ).toEqual(["24px", "Georgia"]);
    await visitor.close();
  });

  it("a new account confirms by mail and lands on the site root with a German notice", async () => {
    // A sign-up through the screen: the worker's server has its first account (the house admin),
    // so this one is not signed in but asked to confirm its address.
    const email = `${unique("neu")}@example.org`;
    const context = await browser.newContext();
    const newcomer = await context.newPage();
    await signUpInBrowser(newcomer, app.url, email, "geheim123", "Nina Neu");
    await expect
      .poll(() =>
        newcomer
          .getByText("Bitte überprüfen Sie Ihre E-Mail für die Bestätigung")
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The confirmation mail in the outbox (no SMTP in tests): DATA_DIR/mail/*.eml.
    const link = await expect
      .poll(() => confirmationLink(app.dataDir, email), {
        timeout: 15_000,
      })
      .not.toBeNull()
      .then(() => confirmationLink(app.dataDir, email));
    expect(decodeURIComponent(link!)).toContain(
      "callbackURL=/?konto=bestaetigt",
    );
    await gotoReady(newcomer, link!);
    expect(new URL(newcomer.url()).pathname).toBe("/");
    const notice = newcomer.getByRole("status", {
      name: "Hinweis zu Ihrem Konto",
    });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(
      "muss Ihnen noch Zugriff auf den Verwaltungsbereich geben",
    );
    await shot(newcomer, "sign-up-landing");
    await context.close();
    expect(errors).toEqual([]);
  });
});

/** The confirmation address in the newest mail to `to`, or null while there is none. */
function confirmationLink(dataDir: string, to: string): string | null {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return null;
  const mails = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
    .filter((text) =>
      new RegExp(`^To: .*${to.replace(/[.]/g, "\\.")}`, "mi").test(text),
    );
  for (const raw of mails.reverse()) {
    // Quoted-printable: soft line breaks and "=3D".
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const match = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text);
    if (match) return match[0];
  }
  return null;
}
