import type { Browser, Page, Request as PlaywrightRequest } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAs } from "./content-helpers";
import { launchBrowser, newPage, person, shot, workerApp, type Person, type RunningApp } from "./harness";

/**
 * Issue 30 (3), presence in the browser: two people (two browser contexts) on one page see each
 * other's initials; the second is told the first edits and chooses 'Ansehen'; the first changes
 * and saves, the second's read-only canvas shows it without a reload; the first closes the tab
 * and disappears from the second's editor (DELETE on pagehide). The presentation editor asks and
 * watches the same way. Screenshots with E2E_SHOTS=1 (presence-*.png).
 */
describe("presence in the page and presentation editors", () => {
  let app: RunningApp;
  let browser: Browser;
  let annaPerson: Person;
  let berndPerson: Person;
  let pageId = "";
  const errors: string[] = [];
  const viewport = { width: 1400, height: 900 };
  const open = (who: Person, url: string) => openAs(browser, app, who, url, { errors, viewport });

  beforeAll(async () => {
    [app, browser] = await Promise.all([workerApp(), launchBrowser()]);
    [annaPerson, berndPerson] = await Promise.all([
      person(app, { role: "admin", name: "Anna Berger" }),
      person(app, { role: "editor", name: "Bernd Becker" }),
    ]);
    pageId = (
      await newPage(annaPerson.api, {
        title: "Gemeinsame Seite",
        content: [{ id: "h1", type: "heading", content: { text: "Erste Fassung", level: 2 }, style: {}, children: [] }],
      })
    ).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows two people to each other; 'Ansehen' follows the other's saves; a closed tab disappears", async () => {
    const anna = await open(annaPerson, `/admin/pages/${pageId}/edit`);
    await anna.getByTestId("page-builder").waitFor();
    // Anna is alone: no dialog, no one in the stack.
    expect(await anna.getByTestId("presence-dialog").count()).toBe(0);

    const bernd = await open(berndPerson, `/admin/pages/${pageId}/edit`);
    const dialog = bernd.getByTestId("presence-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Anna Berger bearbeitet diese Seite seit \d\d:\d\d\./);
    expect(await bernd.getByTestId("presence").getByLabel(/^Anna Berger bearbeitet diese Seite seit/).getAttribute("title")).toMatch(/^Anna Berger bearbeitet/);
    expect((await bernd.getByTestId("presence").textContent())?.includes("AB")).toBe(true);
    await shot(bernd, "presence-dialog");

    await dialog.getByRole("button", { name: "Ansehen" }).click();
    await bernd.getByTestId("presence-viewing").waitFor();
    // Read-only: no save or undo in the builder's toolbar, no properties panel.
    expect(await bernd.getByTestId("builder-toolbar").getByRole("button", { name: "Speichern" }).count()).toBe(0);
    expect(await bernd.getByTestId("properties").count()).toBe(0);

    // Anna sees Bernd (his join reached her over the page's event stream), as watching.
    await expect.poll(() => anna.getByTestId("presence").getByLabel(/^Bernd Becker sieht sich diese Seite an seit/).count(), { timeout: 15_000 }).toBe(1);
    await shot(anna, "presence-two-people");

    // Anna changes the heading and saves; Bernd's canvas follows without a reload.
    const canvas = (page: Page) => page.getByTestId("canvas");
    await canvas(anna).getByRole("heading", { name: "Erste Fassung" }).click();
    await anna.getByTestId("properties").getByRole("textbox", { name: "Text", exact: true }).fill("Zweite Fassung von Anna");
    await anna.getByTestId("builder-toolbar").getByRole("button", { name: "Speichern" }).click();
    await expect.poll(() => canvas(bernd).getByRole("heading", { name: "Zweite Fassung von Anna" }).count(), { timeout: 20_000 }).toBe(1);
    await bernd.getByTestId("presence-viewing").waitFor();
    await shot(bernd, "presence-following");

    // Anna closes her tab: gone from Bernd's editor (DELETE on pagehide; at the latest after 30 s).
    await anna.close({ runBeforeUnload: true });
    await expect.poll(() => bernd.getByTestId("presence").count(), { timeout: 35_000 }).toBe(0);

    // 'Bearbeiten': Bernd edits after all.
    await bernd.getByTestId("presence-viewing").getByRole("button", { name: "Bearbeiten" }).click();
    await bernd.getByTestId("builder-toolbar").getByRole("button", { name: "Speichern" }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it("the question follows the other person: once they left it says so and offers 'Bearbeiten'; a reload is the same tab", async () => {
    // Issue 38, item 2.
    const { id } = await newPage(annaPerson.api, { title: "Verlassene Seite", content: [{ id: "h1", type: "heading", content: { text: "Text", level: 2 } }] });
    const url = `/admin/pages/${id}/edit`;
    const anna = await open(annaPerson, url);
    await anna.getByTestId("page-builder").waitFor();
    const bernd = await open(berndPerson, url);
    const dialog = bernd.getByTestId("presence-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("Diese Seite wird gerade bearbeitet");

    // Anna leaves while Bernd has not chosen yet: the question changes by itself.
    await anna.close({ runBeforeUnload: true });
    await expect.poll(() => dialog.getByRole("heading").textContent(), { timeout: 35_000 }).toBe("Anna Berger hat die Seite verlassen");
    await shot(bernd, "presence-left");
    await dialog.getByRole("button", { name: "Bearbeiten", exact: true }).click();
    await bernd.getByTestId("builder-toolbar").getByRole("button", { name: "Speichern" }).waitFor();
    expect(await bernd.getByTestId("presence-viewing").count()).toBe(0);

    // A reload is the same tab: its row from before the reload never shows as 'Sie (anderer Tab)',
    // even when the goodbye of the old document is lost (the DELETE is dropped here).
    await bernd.route((address) => address.pathname.endsWith("/presence"), (route) => (route.request().method() === "DELETE" ? route.abort() : route.fallback()));
    // The join is the first POST the new document sends: a heartbeat of the old one (in flight at
    // the reload; its body is gone with the old document) must not be taken for it.
    let committed = false;
    const join = new Promise<{ people: { self: boolean }[] }>((resolve) => {
      const onFinished = (request: PlaywrightRequest) => {
        if (!committed || request.method() !== "POST" || !request.url().endsWith(`/api/pages/${id}/presence`)) return;
        void request
          .response()
          .then((response) => response?.json())
          .then((body) => {
            if (!body) return;
            bernd.off("requestfinished", onFinished);
            resolve(body as { people: { self: boolean }[] });
          })
          // The old document's request, whose body went with it: the next one is the join.
          .catch(() => undefined);
      };
      bernd.on("requestfinished", onFinished);
    });
    await bernd.reload({ waitUntil: "commit" });
    committed = true;
    const answer = await join;
    expect(answer.people.filter((p) => p.self)).toEqual([]);
    await bernd.getByTestId("page-builder").waitFor();
    expect(await bernd.getByText("Sie (anderer Tab)").count()).toBe(0);
    await bernd.context().close();
    expect(errors).toEqual([]);
  }, 120_000);

  it("the presentation editor asks too: 'Ansehen' shows the slides read-only and follows the other's saves", async () => {
    const created = await newPage(annaPerson.api, {
      title: "Gemeinsamer Vortrag",
      content_type: "presentation",
      content: [{ id: "s1", type: "slide", content: { title: "Erste Folie", imageUrl: "" }, slots: { children: [] } }],
    });
    const url = `/admin/presentations/${created.id}/edit`;
    const anna = await open(annaPerson, url);
    await anna.getByTestId("slide-form").waitFor();
    expect(await anna.getByTestId("presence-dialog").count()).toBe(0);

    const bernd = await open(berndPerson, url);
    const dialog = bernd.getByTestId("presence-dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/Anna Berger bearbeitet diese Seite seit \d\d:\d\d\./);
    await dialog.getByRole("button", { name: "Ansehen" }).click();
    await bernd.getByTestId("presence-viewing").waitFor();
    // Read-only: no save, publish or new slide; the title cannot be typed into, the text not edited.
    expect(await bernd.getByRole("button", { name: "Speichern" }).count()).toBe(0);
    expect(await bernd.getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
    expect(await bernd.getByRole("button", { name: "Folie hinzufügen" }).count()).toBe(0);
    expect(await bernd.getByLabel("Titel der Folie", { exact: true }).getAttribute("readonly")).not.toBeNull();
    expect(await bernd.getByTestId("slide-form").locator("[contenteditable=true]").count()).toBe(0);
    await shot(bernd, "presence-slides-viewing");

    // Anna renames the slide and saves; Bernd's read-only editor shows it without a reload.
    await anna.getByLabel("Titel der Folie", { exact: true }).fill("Umbenannt von Anna");
    await anna.getByRole("button", { name: "Speichern" }).click();
    await expect.poll(() => bernd.getByLabel("Titel der Folie", { exact: true }).inputValue(), { timeout: 20_000 }).toBe("Umbenannt von Anna");
    await bernd.getByTestId("presence-viewing").waitFor();

    // 'Bearbeiten': Bernd edits after all.
    await bernd.getByTestId("presence-viewing").getByRole("button", { name: "Bearbeiten" }).click();
    await bernd.getByRole("button", { name: "Speichern" }).waitFor();
    expect(await bernd.getByLabel("Titel der Folie", { exact: true }).getAttribute("readonly")).toBeNull();
    await anna.context().close();
    await bernd.context().close();
    expect(errors).toEqual([]);
  }, 120_000);
});
