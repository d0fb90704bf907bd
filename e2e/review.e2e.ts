import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAs } from "./content-helpers";
import { launchBrowser, person, reloadReady, shot, unique, workerApp, type Person, type RunningApp } from "./harness";

/**
 * Issue 30 (1), review before publishing in the browser: an Autor submits a post with a note; a
 * Redakteur finds it under 'Freigaben' on the dashboard, opens the review screen, pins an
 * 'Anmerkung' on a block and gives it back with a comment; the Autor sees the comment and the
 * marker in the builder, fixes the text, resolves the note and submits again; the Redakteur
 * approves and the post is live. Screenshots with E2E_SHOTS=1 (review-*.png).
 */
describe("review before publishing", () => {
  let app: RunningApp;
  let browser: Browser;
  let authorPerson: Person;
  let editorPerson: Person;
  const errors: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    [authorPerson, editorPerson] = await Promise.all([
      person(app, { role: "author", name: "Anna Autorin" }),
      person(app, { role: "editor", name: "Rolf Redakteur" }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("goes from the author's submission through a return with a note to the approval, and the post is live", async () => {
    // The author's post (written over the API: the builder's typing has its own tests).
    const title = `Unser Sommerfest ${unique("fest")}`;
    const created = await authorPerson.api<{ id: string; slug: string }>("POST", "/api/pages", {
      title,
      content_type: "blog",
      content: [
        { id: "einleitung", type: "paragraph", content: { text: "<p>Wir feiern mit Tippfeler im Garten.</p>" } },
        { id: "schluss", type: "paragraph", content: { text: "<p>Alle sind eingeladen.</p>" } },
      ],
    });
    expect(created.status).toBe(201);
    const { id, slug } = created.body;

    // 1. The author submits with a note.
    const author = await openAs(browser, app, authorPerson, `/admin/blog/${id}/edit`, { errors });
    expect(await author.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    await author.getByTestId("review-submit").click();
    await author.getByLabel("Notiz").fill("Bitte vor Freitag prüfen.");
    await author.getByRole("button", { name: "Einreichen" }).click();
    await expect.poll(() => author.getByTestId("review-status").textContent()).toBe("Freigabe ausstehend");
    expect(await author.getByTestId("review-submit").count()).toBe(0);

    // 2. The editor finds it under 'Freigaben' and opens the review screen.
    const editor = await openAs(browser, app, editorPerson, "/admin", { errors });
    const card = editor.getByTestId("dashboard-reviews");
    await expect.poll(() => card.textContent()).toContain(title);
    expect(await card.textContent()).toContain("Anna Autorin");
    await shot(editor, "review-dashboard", { fullPage: true });
    await card.getByRole("link", { name: new RegExp(title) }).click();
    // A post's review lives in the blog's area (issue 38).
    await editor.waitForURL(`${app.url}/admin/blog/${id}/review`);
    await editor.getByTestId("review-screen").waitFor();
    expect(await editor.getByTestId("review-note").textContent()).toBe("Bitte vor Freitag prüfen.");
    expect(await editor.getByTestId("review-submitted-by").textContent()).toContain("Anna Autorin");

    // 3. An 'Anmerkung' on the first block, then 'Zurückgeben' with a comment.
    await editor.locator('[data-testid="annotation-add"][data-block-id="einleitung"]').click();
    await editor.getByLabel("Text der Anmerkung").fill("Tippfehler: „Tippfeler“");
    await editor.getByRole("button", { name: "Anmerkung speichern" }).click();
    await expect.poll(() => editor.getByTestId("annotation-row").count()).toBe(1);
    await shot(editor, "review-screen", { fullPage: true });
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
    await shot(author, "review-builder-marker");

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
    expect(JSON.stringify((await authorPerson.api("GET", `/api/pages/${id}`)).body.content)).toContain("Wir feiern mit Musik im Garten.");

    // 6. The editor approves; the post is live with the fixed text.
    await reloadReady(editor);
    expect(await editor.getByTestId("review-note").textContent()).toBe("Korrigiert.");
    await editor.getByTestId("review-approve").click();
    await expect.poll(() => editor.getByTestId("review-status").count()).toBe(0);
    // The screen now leads to the live post (issue 38).
    expect(await editor.getByTestId("review-live-link").getAttribute("href")).toBe(`/blog/${slug}`);
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
