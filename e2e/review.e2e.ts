import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionCookies, adminApi, gotoReady, launchBrowser, reloadReady, startApp, type RunningApp, personWithRole } from "./harness";

/**
 * Issue 30 (1), review before publishing in the browser: an Autor submits a post with a note; a
 * Redakteur finds it under 'Freigaben' on the dashboard, opens the review screen, pins an
 * 'Anmerkung' on a block and gives it back with a comment; the Autor sees the comment and the
 * marker in the builder, fixes the text, resolves the note and submits again; the Redakteur
 * approves and the post is live. Screenshots: /tmp/e2e-review-*.png.
 */
describe("review before publishing", () => {
  let app: RunningApp;
  let browser: Browser;
  const cookies: Record<string, string> = {};
  const errors: string[] = [];
  const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: path.join("/tmp", `e2e-review-${name}.png`), fullPage });

  const person = (email: string, name: string, role: string) => personWithRole(app, email, name, role);

  /** The JSON API as one of the people (what the test sets up or checks beside the screens). */
  async function api(who: string, method: string, url: string, body?: unknown) {
    const res = await fetch(app.url + url, { method, headers: { cookie: cookies[who], origin: app.url, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  }

  async function open(who: string, url: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await addSessionCookies(context, app, cookies[who]);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, app.url + url);
    return page;
  }

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    await adminApi(app, "chefin@example.de", "Chefin");
    cookies.author = await person("autorin@example.de", "Anna Autorin", "author");
    cookies.editor = await person("redakteur@example.de", "Rolf Redakteur", "editor");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("goes from the author's submission through a return with a note to the approval, and the post is live", async () => {
    // The author's post (written over the API: the builder's typing has its own tests).
    const created = await api("author", "POST", "/api/pages", {
      title: "Unser Sommerfest",
      content_type: "blog",
      content: [
        { id: "einleitung", type: "paragraph", content: { text: "<p>Wir feiern mit Tippfeler im Garten.</p>" } },
        { id: "schluss", type: "paragraph", content: { text: "<p>Alle sind eingeladen.</p>" } },
      ],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const slug = created.body.slug as string;

    // 1. The author submits with a note.
    const author = await open("author", `/admin/blog/${id}/edit`);
    expect(await author.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    await author.getByTestId("review-submit").click();
    await author.getByLabel("Notiz").fill("Bitte vor Freitag prüfen.");
    await author.getByRole("button", { name: "Einreichen" }).click();
    await expect.poll(() => author.getByTestId("review-status").textContent()).toBe("Freigabe ausstehend");
    expect(await author.getByTestId("review-submit").count()).toBe(0);

    // 2. The editor finds it under 'Freigaben' and opens the review screen.
    const editor = await open("editor", "/admin");
    const card = editor.getByTestId("dashboard-reviews");
    await expect.poll(() => card.textContent()).toContain("Unser Sommerfest");
    expect(await card.textContent()).toContain("Anna Autorin");
    await shot(editor, "dashboard");
    await card.getByRole("link", { name: /Unser Sommerfest/ }).click();
    await editor.waitForURL(`${app.url}/admin/pages/${id}/review`);
    await editor.getByTestId("review-screen").waitFor();
    expect(await editor.getByTestId("review-note").textContent()).toBe("Bitte vor Freitag prüfen.");
    expect(await editor.getByTestId("review-submitted-by").textContent()).toContain("Anna Autorin");

    // 3. An 'Anmerkung' on the first block, then 'Zurückgeben' with a comment.
    await editor.locator('[data-testid="annotation-add"][data-block-id="einleitung"]').click();
    await editor.getByLabel("Text der Anmerkung").fill("Tippfehler: „Tippfeler“");
    await editor.getByRole("button", { name: "Anmerkung speichern" }).click();
    await expect.poll(() => editor.getByTestId("annotation-row").count()).toBe(1);
    await shot(editor, "screen");
    await editor.getByTestId("review-return").click();
    await editor.getByLabel("Kommentar").fill("Bitte den Tippfehler in der Einleitung korrigieren.");
    await editor.getByRole("dialog").getByRole("button", { name: "Zurückgeben" }).click();
    await expect.poll(() => editor.getByTestId("review-status").textContent()).toBe("Zurückgegeben");
    expect(await editor.getByTestId("review-approve").count()).toBe(0);

    // 4. The author sees the comment and the marker in the builder.
    await reloadReady(author);
    await expect.poll(() => author.getByTestId("review-returned-banner").textContent()).toContain("Bitte den Tippfehler in der Einleitung korrigieren.");
    expect(await author.getByTestId("review-returned-banner").textContent()).toContain("Rolf Redakteur");
    expect(await author.getByTestId("open-annotations").textContent()).toBe("1 offene Anmerkung");
    const marker = author.locator('[data-testid="annotation-marker"][data-block-id="einleitung"]');
    await marker.waitFor();
    await marker.click();
    const popover = author.getByTestId("annotation-popover");
    await expect.poll(() => popover.textContent()).toContain("Tippfehler: „Tippfeler“");
    await shot(author, "builder-marker", false);

    // 5. The author resolves the note, fixes the typo in the builder and submits at once: the
    //    submission saves what was typed first, so the reviewer sees (and approves) the fix.
    await author.keyboard.press("Escape");
    await author.locator('[data-testid="annotation-marker"][data-block-id="einleitung"]').click();
    await author.getByTestId("annotation-popover").getByRole("button", { name: "Erledigt" }).click();
    await expect.poll(() => author.getByTestId("annotation-marker").count()).toBe(0);
    expect(await author.getByTestId("open-annotations").count()).toBe(0);
    // A click on the paragraph selects it (a second one would edit it in place).
    await author.locator('[data-editor-block="einleitung"] > [data-block]').click({ position: { x: 4, y: 4 } });
    const text = author.getByTestId("properties").getByRole("textbox", { name: "Text", exact: true });
    await expect.poll(() => text.textContent()).toBe("Wir feiern mit Tippfeler im Garten.");
    await text.click();
    await author.keyboard.press("Control+a");
    await author.keyboard.type("Wir feiern mit Musik im Garten.");
    await author.getByTestId("review-submit").click();
    await author.getByLabel("Notiz").fill("Korrigiert.");
    await author.getByRole("button", { name: "Einreichen" }).click();
    await expect.poll(() => author.getByTestId("review-status").textContent()).toBe("Freigabe ausstehend");
    expect(JSON.stringify((await api("author", "GET", `/api/pages/${id}`)).body.content)).toContain("Wir feiern mit Musik im Garten.");

    // 6. The editor approves; the post is live with the fixed text.
    await reloadReady(editor);
    expect(await editor.getByTestId("review-note").textContent()).toBe("Korrigiert.");
    await editor.getByTestId("review-approve").click();
    await expect.poll(() => editor.getByTestId("review-status").count()).toBe(0);
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    const res = await site.goto(`${app.url}/blog/${slug}`);
    expect(res?.status()).toBe(200);
    expect(await site.locator("body").textContent()).toContain("Wir feiern mit Musik im Garten.");
    await visitor.close();
    await author.context().close();
    await editor.context().close();
    expect(errors).toEqual([]);
  });
});
