import axe from "axe-core";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { adminApi, type AdminApi, type RunningApp } from "../tests/built-app";
import { addSessionCookies, person, type Role } from "./fixtures";

export {
  addSessionCookies,
  apiAs,
  confirmEmail,
  newPage,
  person,
  session,
  signedInPage,
  unique,
  workerApp,
  type CreatedPage,
  type Person,
  type Role,
  type SignedInPage,
} from "./fixtures";
export {
  adminApi,
  makeTemplateDataDir,
  startApp,
  type AdminApi,
  type RunningApp,
} from "../tests/built-app";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Less CPU for the same pages (measured on the a11y suite: 153 → 135 core-seconds): the GPU
  // thread in the browser process instead of a process of its own, no process per site (every
  // page is 127.0.0.1), at most two renderer processes for all contexts.
  "--in-process-gpu",
  "--disable-site-isolation-trials",
  "--renderer-process-limit=2",
  ...(process.env.E2E_CHROMIUM_EXTRA ? process.env.E2E_CHROMIUM_EXTRA.split(" ") : []),
];

let shared: Promise<Browser> | null = null;

/**
 * Contexts ask for reduced motion unless a test says otherwise: the app then changes states at
 * once (app/app.css), so an axe check or a screenshot never meets a colour or opacity half-way
 * through a transition (a save button fading back from 'disabled' once failed color-contrast).
 */
function calm(options?: BrowserContextOptions): BrowserContextOptions {
  return { reducedMotion: "reduce", ...options };
}

/**
 * Chromium for one test file. A worker runs its e2e files one after another in one module graph
 * (isolate: false in vitest.config.ts), so they share one Chromium process instead of launching
 * one per file. Each file works in browser contexts of its own (no cookie, storage or cache passes
 * to the next file); close() on the returned browser closes those contexts, not Chromium, which
 * Playwright ends with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await (shared ??= chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  }));
  if (!browser.isConnected())
    browser = await (shared = chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    }));
  const own = new Set<BrowserContext>();
  const track = <T extends BrowserContext>(context: T) => (
    own.add(context),
    context.once("close", () => own.delete(context)),
    context
  );
  return new Proxy(browser, {
    get(target, key) {
      switch (key) {
        case "newContext":
          return async (options?: BrowserContextOptions) =>
            track(await target.newContext(calm(options)));
        case "newPage":
          return async (options?: BrowserContextOptions) => {
            const page = await target.newPage(calm(options));
            track(page.context());
            return page;
          };
        case "contexts":
          return () => target.contexts().filter((c) => own.has(c));
        case "close":
          return async () =>
            void (await Promise.all([...own].map((c) => c.close())));
        default: {
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
    },
  });
}

/** Signs up through the /auth screen, as a person would (the first account becomes admin). */
export async function signUpInBrowser(
  page: Page,
  baseUrl: string,
  email: string,
  password = "geheim123",
  name = "Erika Muster",
): Promise<void> {
  await gotoReady(page, baseUrl + "/auth");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Name").fill(name);
  await panel.getByLabel("E-Mail").fill(email);
  await panel.getByLabel("Passwort").fill(password);
  await panel.getByRole("button", { name: "Registrieren" }).click();
}

/**
 * The admin, signed in without the sign-up screen: the first account is made over the API (on a
 * copy of the template it becomes admin), its session cookie goes into the page's browser context
 * and the page opens /admin. Only the auth tests go through the /auth screen (signUpInBrowser).
 */
export async function signInAsAdmin(
  page: Page,
  app: RunningApp,
  email: string,
  name = "Erika Muster",
): Promise<{ api: AdminApi; cookie: string }> {
  const admin = await adminApi(app, email, name);
  await addSessionCookies(page.context(), app, admin.cookie);
  await page.goto(app.url + "/admin");
  await page.waitForURL(app.url + "/admin");
  return admin;
}

/**
 * Until React has hydrated an app page (app/root.tsx marks <html data-hydrated>); a public page, a
 * plain document without React Router, at once. A click before hydration does nothing, and under
 * load "networkidle" can come before the admin bundle has run.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      document.documentElement.dataset.hydrated !== undefined,
  );
}

/**
 * Opens a URL and waits for the ready marker: the document loaded and, on an app page, React
 * hydrated it. No "networkidle": it waits at least 0.5 s after the last request on every
 * navigation, and under load it can come before the admin bundle ran. What a screen fetches
 * after hydration a test waits for by its own sign (a row, a heading, a toast).
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Reloads the page and waits for the ready marker (see gotoReady). */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await hydrated(page);
}

/**
 * A screenshot for a person to look at, only when asked (E2E_SHOTS=1): written to
 * .tmp/shots/<name>.png after the page settled. Nothing compares them, so an ordinary run skips
 * the cost.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SHOTS !== "1") return;
  await settled(page);
  const dir = path.resolve(import.meta.dirname, "..", ".tmp", "shots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * Opens the page builder of a page and waits until its canvas is there and hydrated: the one way
 * every builder test starts.
 */
export async function openBuilder(page: Page, app: RunningApp, pageId: string): Promise<void> {
  await gotoReady(page, `${app.url}/admin/pages/${pageId}/edit`);
  await page.getByTestId("page-builder").waitFor();
}

/**
 * Until the page's finite CSS animations and transitions have ended and two frames were drawn:
 * before a screenshot, instead of a fixed pause. (Endless ones, like a spinner, are not waited for.)
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(resolve)),
    );
  });
}

/**
 * Until every timer the page set before this call with a delay of at most `ms` has fired (timers
 * fire in order of their due time, set earlier first): to show that something timed, like an
 * autosave, did not happen, with the app's own delay instead of a pause picked by the test. A
 * request such a timer sent reaches a page.route handler before any request sent after this.
 */
export function pageTimersDue(page: Page, ms: number): Promise<void> {
  return page.evaluate(
    (delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)),
    ms,
  );
}

/**
 * One key of a keyboard drag (dnd-kit: Space picks up, arrows move, Space drops), then waits until
 * the drag's live region announced its effect, instead of a fixed pause between the keys.
 */
export async function dragKey(page: Page, key: string): Promise<void> {
  const region = page.locator("[id^='DndLiveRegion']");
  const before = (await region.allTextContents()).join("|");
  await page.keyboard.press(key);
  await expect
    .poll(async () => (await region.allTextContents()).join("|"))
    .not.toBe(before);
  // dnd-kit's keyboard sensor listens for the next keys only from a timer it sets when the drag
  // starts, while React shows the announcement at once: a key pressed before that timer fired is
  // lost (seen in CI under load). The page's timers run in order, so this waits for it.
  await pageTimersDue(page, 0);
}

/**
 * The editor's browser draft of a page as JSON (IndexedDB `cms-editor`/`drafts`, app/editor/
 * draft-store.ts), or null: to wait for the draft being written or cleared instead of pausing.
 */
export function storedDraft(
  page: Page,
  pageId: string,
): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open("cms-editor", 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore("drafts", { keyPath: "pageId" });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result
            .transaction("drafts")
            .objectStore("drafts")
            .get(id);
          read.onsuccess = () => (
            open.result.close(),
            resolve(read.result ? JSON.stringify(read.result) : null)
          );
          read.onerror = () => (open.result.close(), reject(read.error));
        };
      }),
    pageId,
  );
}

/**
 * A person with a role and a session (made in the database, e2e/fixtures.ts person): the session
 * cookies as one Cookie header.
 */
export async function personWithRole(app: RunningApp, email: string, name: string, role: string): Promise<string> {
  return (await person(app, { email, name, role: role as Role })).cookie;
}

/**
 * Left out of the axe checks: toasts. One still fading in or out (after a save or publish) is half
 * transparent, and axe would judge that frame's contrast by chance of timing.
 */
export const TOASTS = "[data-sonner-toaster]";

/**
 * The axe-core findings (WCAG 2.0/2.1 A and AA) on the page as it is, toasts left out; each as
 * 'rule: up to three targets'. `impact: "serious"` (the default) keeps serious and critical ones,
 * `"all"` every finding (for screens held to the stricter bar).
 */
export async function axeViolations(page: Page, options: { impact?: "serious" | "all"; exclude?: string[] } = {}): Promise<string[]> {
  // axe-core itself, not @axe-core/playwright: its builder opens a second page for every check to
  // gather the results (0.6–1 s each); here the source goes into the page's frames once per
  // document and axe runs where the page is. Frames first, so axe can ask them for their part.
  // A frame that never loads (an address this machine cannot reach) gets no script and 2 s at
  // most; axe then reports it as not checked instead of waiting for it.
  const within = <T,>(work: Promise<T>) => Promise.race([work, new Promise<undefined>((resolve) => setTimeout(resolve, 2_000))]).catch(() => undefined);
  for (const frame of page.frames()) {
    if ((await within(frame.evaluate(() => "axe" in window))) !== false) continue;
    await within(frame.evaluate(axe.source)); // a string: outside the page's CSP, as DevTools runs it
  }
  const violations = await page.evaluate(
    async ({ exclude }) => {
      const found = await (window as unknown as { axe: typeof axe }).axe.run(
        { exclude: exclude.map((selector) => [selector]) } as never,
        // resultTypes: axe builds a unique selector for every node of every result type it
        // reports; asking for violations only spares it those of thousands of passing nodes.
        { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] },
      );
      return found.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")) }));
    },
    { exclude: [TOASTS, ...(options.exclude ?? [])] },
  );
  return violations
    .filter((v) => options.impact === "all" || v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.targets.slice(0, 3).join(", ")}`);
}

/** The serious and critical axe-core findings on the page as it is (see axeViolations). */
export function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeViolations(page);
}
