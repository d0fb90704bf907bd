import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  launchBrowser,
  signInAsAdmin,
  signUpInBrowser,
  startApp,
  type RunningApp,
  gotoReady,
} from "./harness";

/**
 * The last spec gaps (issue 31) in Chromium against the built app: column width presets and the
 * dragged divider of a flexible row, text size and font of selected words, and where a new
 * account's confirmation link lands.
 */
describe("spec gaps: column widths, text size and font, sign-up landing", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let pageId = "";
  const errors: string[] = [];
  fs.mkdirSync("/tmp/shots", { recursive: true });

  const api = <T = unknown>(method: string, url: string, body?: unknown) =>
    page.evaluate(
      async ({ method, url, body }) => {
        const res = await fetch(url, {
          method,
          headers:
            body === undefined ? {} : { "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: await res.json().catch(() => null) };
      },
      { method, url, body },
    ) as Promise<{ status: number; json: T }>;
  const stored = async () =>
    (
      await api<{
        content: { id: string; content: Record<string, unknown> }[];
        version: number;
      }>("GET", `/api/pages/${pageId}`)
    ).json;
  const frame = (id: string) => page.locator(`[data-editor-block="${id}"]`);
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
            await api<{
              is_published: boolean;
              has_unpublished_changes: boolean;
            }>("GET", `/api/pages/${pageId}`)
          ).json,
        { timeout: 15_000 },
      )
      .toMatchObject({ is_published: true, has_unpublished_changes: false });
  };

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await browser.newContext({
      viewport: { width: 1600, height: 1000 },
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await signInAsAdmin(page, app, "luecken@example.org");
    const created = await api<{ id: string; version: number }>(
      "POST",
      "/api/pages",
      { title: "Lücken", slug: "luecken" },
    );
    pageId = created.json.id;
    const content = [
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
    ];
    expect(
      (
        await api("PATCH", `/api/pages/${pageId}`, {
          content,
          version: created.json.version,
        })
      ).status,
    ).toBe(200);
    await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);
    await page.getByTestId("page-builder").waitFor();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

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
    await frame("r1").screenshot({ path: "/tmp/shots/row-widths.png" });
    await panel().screenshot({ path: "/tmp/shots/row-widths-panel.png" });

    await save();
    await expect
      .poll(
        async () =>
          (((await stored()).content.find((b) => b.id === "r1")!.content
            .columnWidths as number[]) ?? [])[0],
        { timeout: 15_000 },
      )
      .toBeGreaterThan(40);
    const saved = (await stored()).content.find((b) => b.id === "r1")!.content
      .columnWidths as number[];
    expect(saved.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
    expect(saved[0]).toBeLessThan(46);

    await publish();
    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 900 },
    });
    await gotoReady(visitor, `${app.url}/luecken`);
    const shown = await visitor
      .locator("[data-row-columns] > div")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(shown[0] / (shown[0] + shown[1])).toBeCloseTo(saved[0] / 100, 1);
    await visitor.screenshot({ path: "/tmp/shots/row-widths-public.png" });
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
          const { state } = (el as unknown as { editor: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number): string } } } }).editor;
          return state.doc.textBetween(state.selection.from, state.selection.to);
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
    await panel().screenshot({ path: "/tmp/shots/richtext-size-font.png" });
    await save();
    await expect
      .poll(
        async () =>
          (await stored()).content.find((b) => b.id === "p1")!.content.text,
        { timeout: 15_000 },
      )
      .toBe(
        '<p>Ein <span style="font-size:24px;font-family:Georgia">wichtiges</span> Wort hier</p>',
      );

    await publish();
    const visitor = await browser.newPage();
    await gotoReady(visitor, `${app.url}/luecken`);
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
    const context = await browser.newContext();
    const newcomer = await context.newPage();
    await signUpInBrowser(
      newcomer,
      app.url,
      "neu@example.org",
      "geheim123",
      "Nina Neu",
    );
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
      .poll(() => confirmationLink(app.dataDir, "neu@example.org"), {
        timeout: 15_000,
      })
      .not.toBeNull()
      .then(() => confirmationLink(app.dataDir, "neu@example.org"));
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
    await newcomer.screenshot({ path: "/tmp/shots/sign-up-landing.png" });
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
