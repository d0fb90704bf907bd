import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "~/server/contact/form-token.server";
import {
  addSessionCookies,
  axeViolations,
  gotoReady,
  launchBrowser,
  newPage,
  person,
  startApp,
  type AdminApi,
  type RunningApp,
} from "./harness";
import { switchAnalyticsOn, VISITOR } from "./team-helpers";
import { ADMIN_ROUTES, type AdminRoute } from "~/server/auth/operations";

/**
 * Every screen reachable by an address, checked with axe-core once per width: the suite of
 * a11y-desktop.e2e.ts (1280 px) and a11y-phone.e2e.ts (375 px), two files so the two e2e workers
 * share it. Feature tests check only states they reach by interaction (an open dialog, a conflict);
 * a screen as it opens is checked here and nowhere else.
 *
 * Its own server: the screens are shown with site-wide state a shared server must not get from one
 * file (visitor statistics switched on and counted, a backup in the list, an enquiry in the inbox).
 */

interface Screen {
  /** The address; `:page` and friends are filled from the suite's data. */
  path: string;
  /** Signed in as the suite's administrator (default: an anonymous visitor). */
  admin?: boolean;
  /** "all" holds the screen to every axe finding, not only serious and critical ones. */
  impact?: "all" | "serious";
  /** What must be on the screen before it is judged (data a screen fetches after hydration). */
  ready?: (page: Page) => Promise<unknown>;
}

/** The public screens. */
const PUBLIC: Screen[] = [
  { path: "/" },
  { path: "/kontakt" },
  { path: "/gibt-es-nicht" },
  { path: "/blog" },
  { path: "/blog/robotik-zellen-fuer-kleine-losgroessen" },
  { path: "/downloads" },
  // Every block type on one page; judged once its islands (map, gallery, video, …) are awake.
  {
    path: "/bausteine",
    ready: (page) =>
      page.waitForFunction(() =>
        [...document.querySelectorAll("[data-island-id]")].every((el) => Object.keys(el).some((key) => key.startsWith("__reactContainer"))),
      ),
  },
  { path: "/presentations/unternehmensprofil", ready: (page) => page.locator("[data-presentation][data-pres-ready]").waitFor() },
  { path: "/auth" },
  { path: "/auth/einladung/unbekannt" },
  { path: "/vorschau/ungueltig" },
  { path: "/optimize-block", admin: true },
];

/**
 * How an admin route is shown, where it needs more than its address: which page fills `:id`,
 * what to wait for, a stricter bar. Every route of ADMIN_ROUTES is checked; one with `:id` and no
 * entry here fails, so a new screen cannot slip past the suite.
 */
const ADMIN: Partial<Record<AdminRoute, Omit<Screen, "admin" | "path"> & { id?: string; also?: string[] }>> = {
  "/admin/pages": { impact: "all" },
  "/admin/pages/new": { impact: "all" },
  "/admin/pages/:id/edit": { id: "compared", impact: "all", ready: (page) => page.getByTestId("page-builder").waitFor() },
  "/admin/pages/:id/revisions": { id: "compared" },
  "/admin/pages/:id/compare": { id: "compared", also: ["?mode=inline"] },
  "/admin/pages/:id/review": { id: "review" },
  "/admin/templates": { impact: "all" },
  "/admin/redirects": { impact: "all" },
  "/admin/blog": { impact: "all" },
  "/admin/blog/new": { impact: "all" },
  "/admin/blog/:id/edit": { id: "post" },
  "/admin/blog/:id/review": { id: "post" },
  "/admin/presentations": { impact: "all" },
  "/admin/presentations/:id/edit": { id: "presentation", impact: "all" },
  "/admin/analytics": { impact: "all", ready: (page) => page.getByTestId("analytics-chart").locator("canvas").waitFor() },
  "/admin/inbox": { also: ["?id=:enquiry"] },
};

const SCREENS: Screen[] = [
  ...PUBLIC,
  ...Object.keys(ADMIN_ROUTES).flatMap((route) => {
    const how = ADMIN[route as AdminRoute] ?? {};
    const path = how.id ? route.replace(":id", `:${how.id}`) : route;
    return ["", ...(how.also ?? [])].map((suffix) => ({ ...how, path: path + suffix, admin: true }));
  }),
];

export function accessibilitySuite(width: number): void {
  describe(`accessibility (axe-core) at ${width} px`, () => {
    let app: RunningApp;
    let browser: Browser;
    let admin: BrowserContext;
    /** One tab per role for all screens: a new tab is a new renderer process (0.5–1 s each). */
    const tabs: { admin?: Page; visitor?: Page } = {};
    let api: AdminApi;
    /** Filled by the set-up: the ids and names the screens' addresses name. */
    const data: Record<string, Promise<string>> = {};

    beforeAll(async () => {
      [app, browser] = await Promise.all([startApp({ env: { ANALYTICS_FLUSH_MS: "100" } }), launchBrowser()]);
      const chief = await person(app, { role: "admin", name: "A11y" });
      api = chief.api;
      admin = await browser.newContext();
      await addSessionCookies(admin, app, chief.cookie);

      // A published page with a changed working copy, for the comparison screen (issue 30).
      const paragraph = (text: string, top?: number) => ({ id: "p", type: "paragraph", content: { text }, ...(top ? { style: { padding: { top } } } : {}) });
      const compared = await newPage(api, { title: "Vergleich", content: [paragraph("<p>Alter Text</p>", 16), { id: "h", type: "heading", content: { text: "Bleibt" } }], publish: true });
      const changed = await api("PATCH", `/api/pages/${compared.id}`, {
        version: compared.version,
        content: [{ id: "n", type: "heading", content: { text: "Neu" } }, paragraph("<p>Neuer Text</p>", 32), { id: "h", type: "heading", content: { text: "Bleibt" } }],
      });
      expect(changed.status).toBe(200);
      data.compared = Promise.resolve(compared.id);

      // A page waiting for a review, for the reviewer's screen (issue 30).
      const review = await newPage(api, { title: "Zur Prüfung", content: [{ id: "p1", type: "paragraph", content: { text: "<p>Ein Absatz zur Prüfung.</p>" } }] });
      expect((await api("POST", `/api/pages/${review.id}/review`, { note: "Bitte prüfen." })).status).toBe(200);
      expect((await api("POST", `/api/pages/${review.id}/annotations`, { block_id: "p1", body: "Klingt gut." })).status).toBeLessThan(300);
      data.review = Promise.resolve(review.id);

      // A blog post of the suite's own, the demo presentation, a redirect for the list.
      const post = await newPage(api, { title: "Barrierefrei lesen", content_type: "blog", content: [{ id: "m", type: "blog-meta", content: { author: "A11y", category: "Technologie" } }, paragraph("<p>Ein Beitrag.</p>")], publish: true });
      data.post = Promise.resolve(post.id);
      const tree = (await api<{ id: string; slug: string; children?: unknown[] }[]>("GET", "/api/pages")).body;
      const all = (nodes: { id: string; slug: string; children?: unknown[] }[]): { id: string; slug: string }[] =>
        nodes.flatMap((n) => [n, ...all((n.children ?? []) as typeof nodes)]);
      data.presentation = Promise.resolve(all(tree).find((p) => p.slug === "unternehmensprofil")!.id);
      expect((await api("POST", "/api/redirects", { from_path: "/alte-seite", to_path: "/kontakt" })).status).toBeLessThan(300);

      // Visitor statistics on and a few views counted, so the dashboard and the statistics show them.
      await switchAnalyticsOn(api);
      [tabs.admin, tabs.visitor] = await Promise.all([admin.newPage(), browser.newContext().then((visitor) => visitor.newPage())]);
      await Promise.all([tabs.admin.setViewportSize({ width, height: 900 }), tabs.visitor.setViewportSize({ width, height: 900 })]);
      for (const [path, ip] of [["/", "203.0.113.1"], ["/kontakt", "203.0.113.2"], ["/fehlt-hier", "203.0.113.3"]]) {
        const res = await fetch(app.url + path, { headers: { "user-agent": VISITOR.userAgent!, accept: "text/html", "sec-fetch-dest": "document", "x-forwarded-for": ip } });
        await res.arrayBuffer();
      }

      // One backup in the list (a job: waited for before any screen is judged).
      expect((await api("POST", "/api/backups")).status).toBe(202);
      const backups = async () => (await api<{ backups: unknown[]; running: unknown }>("GET", "/api/backups")).body;
      for (let waited = 0; (await backups()).backups.length === 0 && waited < 30_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
      expect((await backups()).backups).toHaveLength(1);

      // One enquiry, so the inbox shows its list and detail (a form sent within 3 s counts as a bot's).
      const html = await (await fetch(`${app.url}/kontakt`)).text();
      const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? "";
      // Sent once the token (`<issued ms>.<signature>`) is old enough to be a person's, while the
      // public screens are checked; the admin screens wait for it. (expect.poll is not allowed in a
      // hook: the remaining time is computed from the token.)
      const issued = Number(hidden("cms_token").split(".")[0]);
      data.enquiry = (async () => {
        const remaining = issued + MIN_FILL_MS + 100 - Date.now();
        if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
        const sent = await fetch(`${app.url}/api/contact`, {
          method: "POST",
          headers: { origin: app.url, "content-type": "application/json" },
          body: JSON.stringify({
            page_id: hidden("cms_page"),
            block_id: hidden("cms_block"),
            token: hidden("cms_token"),
            subject: "Sonstiges",
            values: { name: "Erika Mustermann", email: "erika@kunde.de", message: "Barrierefrei?" },
          }),
        });
        expect(sent.status).toBe(200);
        return (await api<{ items: { id: string }[] }>("GET", "/api/inbox")).body.items[0]!.id;
      })();
      data.enquiry.catch(() => undefined); // reported by the screen that waits for it
    });
    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    async function address(path: string): Promise<string> {
      let filled = path;
      for (const [name, value] of Object.entries(data)) if (filled.includes(`:${name}`)) filled = filled.replace(`:${name}`, await value);
      if (filled.includes(":")) throw new Error(`${path}: keine Daten für den Platzhalter (ADMIN in e2e/a11y-suite.ts)`);
      return filled;
    }

    it(`probe: the check names what it must find at ${width} px`, async () => {
      const page = tabs.visitor!;
      await page.setContent(
        `<!doctype html><html lang="de"><title>Probe</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ddd;background:#fff">Kaum lesbar</p></main></html>`,
      );
      const found = await axeViolations(page, { impact: "all" });
      expect(found.map((v) => v.split(":")[0])).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
    });

    for (const screen of SCREENS) {
      it(`${screen.path} at ${width} px${screen.admin ? " (admin)" : ""}`, async () => {
        const page = (screen.admin ? tabs.admin : tabs.visitor)!;
        await gotoReady(page, app.url + (await address(screen.path)));
        await screen.ready?.(page);
        expect(await axeViolations(page, { impact: screen.impact })).toEqual([]);
      });
    }
  });
}
