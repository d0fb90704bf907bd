import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAs } from "./content-helpers";
import { gotoReady, launchBrowser, newPage, person, shot, workerApp, type Person, type RunningApp } from "./harness";

/**
 * Issue 30 (2), comparing versions in the browser: a Redakteur changes a word and a spacing value in
 * the builder, opens 'Versionen', compares with the working copy and sees the word marked and the
 * spacing named; two revisions chosen with their checkboxes compare too. Screenshots of both modes
 * with E2E_SHOTS=1 (compare-*.png).
 */
describe("comparing versions", () => {
  let app: RunningApp;
  let browser: Browser;
  let chefin: Person;
  let editor: Person;
  let pageId = "";
  const errors: string[] = [];

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    [chefin, editor] = await Promise.all([
      person(app, { role: "admin", name: "Chefin" }),
      person(app, { role: "editor", name: "Rolf Redakteur" }),
    ]);
    pageId = (
      await newPage(chefin.api, {
        title: "Unternehmen im Vergleich",
        // Published on the worker's server: kept out of the site's main menu, which other files read.
        show_in_menu: false,
        content: [
          { id: "h", type: "heading", content: { text: "Willkommen bei Muster", level: 1 } },
          { id: "p", type: "paragraph", content: { text: "<p>Wir liefern Teile seit 1950.</p>" } },
        ],
        publish: true,
      })
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("a Redakteur changes a word and a spacing value, compares in 'Versionen' and sees both", async () => {
    const page = await openAs(browser, app, editor, `/admin/pages/${pageId}/edit`, { errors });
    await page.getByTestId("page-builder").waitFor();
    await page.getByTestId("canvas").getByRole("heading", { name: "Willkommen bei Muster" }).click();
    const panel = page.getByTestId("properties");
    await panel.getByRole("textbox", { name: "Text", exact: true }).fill("Willkommen bei Beispiel");
    await panel.getByRole("tab", { name: "Abstände" }).click();
    const top = panel.getByRole("group", { name: "Innenabstand" }).getByRole("spinbutton", { name: "Oben" });
    await top.fill("32");
    await top.blur();
    await page.keyboard.press("Control+s");
    await expect
      .poll(async () => JSON.stringify((await chefin.api("GET", `/api/pages/${pageId}`)).body.content))
      .toMatch(/Willkommen bei Beispiel.*"top":32|"top":32.*Willkommen bei Beispiel/);

    await gotoReady(page, `${app.url}/admin/pages/${pageId}/revisions`);
    const rows = page.getByTestId("revision-list").getByRole("listitem");
    // Newest first: the Redakteur's save, the publish, the page created.
    expect(await rows.count()).toBe(3);
    await rows.nth(1).getByRole("link", { name: "Mit Arbeitsstand vergleichen" }).click();
    await page.waitForURL(/\/compare\?from=.+&to=draft/);
    await page.getByTestId("comparison").waitFor();

    const heading = page.locator('[data-testid="compare-block"][data-block-id="h"]');
    expect(await heading.getAttribute("data-kind")).toBe("changed");
    expect(await heading.getByTestId("compare-badge").first().textContent()).toBe("Geändert");
    expect(await heading.locator("del").allTextContents()).toEqual(["Muster"]);
    expect(await heading.locator("ins").allTextContents()).toEqual(["Beispiel"]);
    expect(await heading.getByTestId("compare-style").allTextContents()).toEqual(["Innenabstand oben Standard → 32"]);
    // The paragraph did not change: folded away.
    expect(await page.getByTestId("compare-unchanged").getByRole("button").textContent()).toContain("1 unveränderter Block");
    expect(await page.getByTestId("comparison-summary").textContent()).toBe("Blöcke: 1 geändert.");
    await shot(page, "compare-side-by-side", { fullPage: true });

    await page.getByRole("button", { name: "Im Text" }).click();
    expect(await page.getByTestId("comparison").getAttribute("data-mode")).toBe("inline");
    expect(await heading.locator("del").allTextContents()).toEqual(["Muster"]);
    expect(await heading.locator("ins").allTextContents()).toEqual(["Beispiel"]);
    await page.getByTestId("compare-unchanged").getByRole("button").click();
    expect(await page.locator('[data-testid="compare-block"][data-block-id="p"]').getAttribute("data-kind")).toBe("unchanged");
    await shot(page, "compare-inline", { fullPage: true });

    // Two revisions chosen with their checkboxes: the older one is `from`.
    await page.getByRole("link", { name: "Versionen" }).click();
    await page.getByTestId("revision-list").waitFor();
    const boxes = page.getByTestId("revision-choose");
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await page.getByRole("button", { name: "Ausgewählte vergleichen" }).click();
    await page.waitForURL(/\/compare\?from=[0-9a-f-]{36}&to=[0-9a-f-]{36}/);
    await page.getByTestId("comparison").waitFor();
    expect(await page.locator("#compare-from option:checked").textContent()).toMatch(/^Version vom .* · Chefin$/);
    expect(await page.locator("#compare-to option:checked").textContent()).toMatch(/^Version vom .* · Rolf Redakteur$/);
    expect(await page.locator('[data-testid="compare-block"][data-block-id="h"]').getAttribute("data-kind")).toBe("changed");

    // The selects choose other states: published against the working copy.
    await page.locator("#compare-from").selectOption("published");
    await page.waitForURL(/from=published/);
    expect(await page.locator('[data-testid="compare-block"][data-block-id="h"] ins').allTextContents()).toEqual(["Beispiel"]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("marks added, removed, moved and nested blocks, readable at 375 px", async () => {
    const p = (id: string, text: string) => ({ id, type: "paragraph", content: { text: `<p>${text}</p>` } });
    const row = (left: object[], right: object[]) => ({ id: "row", type: "flexible-row", content: { columns: 2 }, slots: { "columns[0]": left, "columns[1]": right } });
    const published = await newPage(chefin.api, {
      title: "Viele Änderungen",
      show_in_menu: false,
      content: [p("a", "Erster Absatz"), p("b", "Zweiter Absatz"), p("c", "Dritter Absatz"), row([p("l", "Links")], [p("r", "Rechts")]), p("gone", "Fällt weg")],
      publish: true,
    });
    const saved = await chefin.api("PATCH", `/api/pages/${published.id}`, {
      version: published.version,
      content: [p("new", "Ganz neu"), p("a", "Erster Absatz"), p("c", "Dritter Absatz"), p("b", "Zweiter Absatz"), row([p("l", "Links geändert")], [p("r", "Rechts")])],
    });
    expect(saved.status).toBe(200);
    const page = await openAs(browser, app, editor, `/admin/pages/${published.id}/compare?from=published&to=draft`, {
      errors,
      viewport: { width: 375, height: 800 },
    });
    const kinds = await page.getByTestId("compare-block").evaluateAll((els) => els.map((el) => `${el.getAttribute("data-block-id")}:${el.getAttribute("data-kind")}`));
    expect(kinds).toEqual(["new:added", "b:moved", "l:changed", "gone:removed"]);
    expect(await page.getByTestId("comparison-summary").textContent()).toBe("Blöcke: 1 hinzugefügt, 1 entfernt, 1 verschoben, 1 geändert.");
    expect(await page.locator('[data-block-id="new"] [data-testid="compare-badge"]').textContent()).toBe("Hinzugefügt");
    expect(await page.locator('[data-block-id="gone"] [data-testid="compare-badge"]').textContent()).toBe("Entfernt");
    expect(await page.locator('[data-block-id="b"] [data-testid="compare-badge"]').textContent()).toBe("Verschoben");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "compare-mobile", { fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
