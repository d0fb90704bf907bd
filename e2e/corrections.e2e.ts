import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateLong, formatDateTime } from "~/lib/format";
import { toBerlinInput } from "~/lib/publish-at";
import { totp } from "../tests/totp";
import { gotoReady, hydrated, newPage, person, reloadReady, shot, signedInPage, unique, type AdminApi, type Person, type RunningApp } from "./harness";
import { newPost, siteFixtures } from "./site-helpers";

/**
 * Issue 25 items 9–12 (without the header parts) in Chromium against the built app: the SEO check
 * without false alarms, blog editing (author name, canvas header, scheduled date, /blog address),
 * one colour per heading, dead or misleading controls, contact-info links. (Item 13's 404 screen:
 * public-site.e2e.ts.)
 */
describe("corrections of issue 25 (items 9–13)", () => {
  let app: RunningApp, browser: Browser;
  let page: Page;
  let admin: Person;
  const NAME = "Erika Muster";
  /** The local part of the person's address: never shown as an author. */
  const LOCAL = unique("ux").replace("-", "");

  let api: AdminApi;
  const shoot = (name: string, target: Page = page) =>
    shot(target, `corrections-${name}`, { fullPage: true });

  async function pageBySlug(
    slug: string,
  ): Promise<{ id: string; version: number; content_type: string }> {
    const list = (
      await api<
        { id: string; slug: string; version: number; content_type: string }[]
      >("GET", "/api/pages")
    ).body;
    const found = list.find((p) => p.slug === slug);
    if (!found) throw new Error(`Keine Seite ${slug}`);
    return found;
  }

  beforeAll(async () => {
    ({ app, browser } = await siteFixtures());
    // Item 10: the person's name is their author name.
    admin = await person(app, {
      role: "admin",
      name: NAME,
      email: `${LOCAL}@example.org`,
    });
    api = admin.api;
    ({ page } = await signedInPage(browser, app, admin, {
      viewport: { width: 1280, height: 900 },
    }));
  });
  afterAll(() => browser?.close());

  describe("item 9: the SEO check reports only what is there", () => {
    it("Über uns has no false missing-link finding for its presentation link", async () => {
      const ueber = await pageBySlug("ueber-uns");
      await gotoReady(page, `${app.url}/admin/pages/${ueber.id}/edit`);
      await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
      const panel = page
        .getByRole("tabpanel", { name: "Seiteneinstellungen" })
        .getByTestId("seo-panel");
      await expect.poll(() => panel.isVisible()).toBe(true);
      const text = (await panel.textContent()) ?? "";
      expect(text).not.toContain("fehlende Seite");
      // The link the false alarm was about is there, and it works.
      const stored = JSON.stringify(
        (await api("GET", `/api/pages/${ueber.id}`)).body.content,
      );
      expect(stored).toContain("/presentations/unternehmensprofil");
      expect(
        (await fetch(`${app.url}/presentations/unternehmensprofil`)).status,
      ).toBe(200);
      // A link to a page that does not exist is still reported.
      const created = await api("POST", "/api/pages", {
        title: "Linktest",
        slug: unique("linktest"),
        show_in_menu: false,
        content: [
          { id: "h", type: "heading", content: { text: "Linktest", level: 1 } },
          {
            id: "p",
            type: "paragraph",
            content: {
              text: '<p><a href="/gibt-es-nicht">weg</a> <a href="/blog/rss.xml">RSS</a> <a href="/presentations/unternehmensprofil">Profil</a></p>',
            },
          },
        ],
      });
      expect(created.status).toBe(201);
      await gotoReady(
        page,
        `${app.url}/admin/pages/${(created.body as { id: string }).id}/edit`,
      );
      await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
      await expect
        .poll(async () => (await panel.textContent()) ?? "")
        .toContain("Interner Link auf fehlende Seite: /gibt-es-nicht");
      expect((await panel.textContent()) ?? "").not.toMatch(
        /fehlende Seite: \/(blog|presentations)/,
      );
    });

    it("/optimize-block: no H1 error for presentations, each message once, a disabled fix says why", async () => {
      // A page without any heading: its fix can't work, and the row must say so.
      const bare = await api("POST", "/api/pages", {
        title: "Ohne Überschrift",
        slug: unique("ohne-ueberschrift"),
        show_in_menu: false,
        content: [
          { id: "p", type: "paragraph", content: { text: "<p>Nur Text</p>" } },
        ],
      });
      expect(bare.status).toBe(201);
      await gotoReady(page, `${app.url}/optimize-block`);
      await shoot("optimize");
      const rows = page
        .locator("main li")
        .filter({ has: page.locator("p.font-medium") });
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      // No presentation is reported without an H1, and none is listed under a wrong address.
      for (const text of texts.filter((t) => t.includes("/presentations/")))
        expect(text).not.toContain("Keine H1-Überschrift gefunden");
      expect(
        texts.some((t) => /Unternehmensprofil\s*\/unternehmensprofil/.test(t)),
      ).toBe(false);
      // Each finding says its message once.
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        const message =
          (await row
            .locator("p.text-muted-foreground")
            .first()
            .textContent()) ?? "";
        const details = await row.locator("ul li").allTextContents();
        expect(details).not.toContain(message);
      }
      // The heading-less page: its disabled button is described by the visible reason.
      const row = rows
        .filter({ hasText: "Ohne Überschrift" })
        .filter({ hasText: "Keine H1-Überschrift gefunden" });
      expect(await row.count()).toBe(1);
      expect(
        ((await row.textContent()) ?? "").match(
          /Keine H1-Überschrift gefunden/g,
        ),
      ).toHaveLength(1);
      const button = row.getByRole("button", {
        name: "Überschriften korrigieren",
      });
      expect(await button.isDisabled()).toBe(true);
      const describedBy = await button.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      const reason = await page.locator(`[id="${describedBy}"]`).textContent();
      expect(reason).toContain("keine Überschrift, die zur H1 werden kann");
      expect(await page.locator(`[id="${describedBy}"]`).isVisible()).toBe(
        true,
      );
      expect(await button.getAttribute("title")).toBe(reason);
    });
  });

  describe("item 10: blog editing", () => {
    let postId = "";
    const TITLE = "Neue Halle in Betrieb";
    const SLUG = "neue-halle-in-betrieb";
    const EXCERPT = "Seit Montag fertigen wir auf 2.000 Quadratmetern mehr.";

    it("Konto shows the person's name", async () => {
      await gotoReady(page, `${app.url}/admin/konto`);
      expect(await page.getByLabel("Name", { exact: true }).inputValue()).toBe(
        NAME,
      );
    });

    it("a new post's author is the person's name; the canvas shows title and excerpt; settings show /blog/{slug}", async () => {
      await gotoReady(page, `${app.url}/admin/blog/new`);
      await page.getByLabel("Titel", { exact: true }).fill(TITLE);
      await expect
        .poll(() => page.getByLabel("Slug (URL)").inputValue())
        .toBe(SLUG);
      await page.getByRole("button", { name: "Artikel erstellen" }).click();
      await page.waitForURL(/\/admin\/blog\/[^/]+\/edit$/);
      postId = page.url().split("/").at(-2)!;
      const stored = (
        await api<{
          version: number;
          content: {
            id: string;
            type: string;
            content: Record<string, unknown>;
          }[];
        }>("GET", `/api/pages/${postId}`)
      ).body;
      expect(stored.content[0].content.author).toBe(NAME);

      // An excerpt, written into the meta block; the canvas shows it below the title.
      const meta = stored.content[0];
      const patched = await api("PATCH", `/api/pages/${postId}`, {
        version: stored.version,
        content: [
          { ...meta, content: { ...meta.content, excerpt: EXCERPT } },
          ...stored.content.slice(1),
        ],
      });
      expect(patched.status).toBe(200);
      await reloadReady(page);
      const header = page.getByTestId("post-header-preview");
      await expect.poll(() => header.isVisible()).toBe(true);
      expect(
        await header.getByRole("heading", { level: 1 }).textContent(),
      ).toBe(TITLE);
      expect(await header.textContent()).toContain(EXCERPT);
      // Visitors' order: the meta block (author) first, then the title.
      const order = await page
        .locator('[data-block="blog-meta"]')
        .first()
        .evaluate((el) => {
          const author = [...el.querySelectorAll("span")].find(
            (s) => s.textContent === "Erika Muster",
          );
          const h1 = el.querySelector("h1");
          return author && h1
            ? author.compareDocumentPosition(h1) &
                Node.DOCUMENT_POSITION_FOLLOWING
            : 0;
        });
      expect(order).toBeTruthy();
      await shoot("post-canvas");

      await page.getByRole("tab", { name: "Seiteneinstellungen" }).click();
      await expect
        .poll(() => page.getByText(`/blog/${SLUG}`).first().isVisible())
        .toBe(true);
      expect(
        await page.getByText(`Adresse: /${SLUG}`, { exact: true }).count(),
      ).toBe(0);
    });

    it("a scheduled post is dated by its publish time: public post, blog card and admin list", async () => {
      // A time that has passed: the scheduler publishes at once; the date shown is that day, not today.
      const at = new Date(Date.now() - 9 * 86_400_000);
      at.setUTCSeconds(0, 0);
      const field = page.getByLabel("Veröffentlichen am");
      await field.fill(toBerlinInput(at.toISOString()));
      await page.keyboard.press("Control+s");
      await expect
        .poll(
          async () =>
            (await api("GET", `/api/pages/${postId}`)).body.is_published,
          { timeout: 15_000 },
        )
        .toBe(true);
      const day = formatDateLong(toBerlinInput(at.toISOString()).slice(0, 10));
      expect(day).not.toBe(formatDateLong(new Date()));

      const visitor = await browser.newPage();
      await gotoReady(visitor, `${app.url}/blog/${SLUG}`);
      expect(await visitor.locator("main time").first().textContent()).toBe(
        day,
      );
      expect(await visitor.locator("main").textContent()).toContain(NAME);
      expect(await visitor.locator("main").textContent()).not.toMatch(
        new RegExp(LOCAL),
      );
      await shoot("post-public", visitor);
      // Found by its title: the first page of the overview may hold newer posts of other tests.
      await gotoReady(
        visitor,
        `${app.url}/blog?q=${encodeURIComponent(TITLE)}`,
      );
      const card = visitor.locator("li").filter({
        has: visitor.getByRole("link", { name: TITLE, exact: true }),
      });
      expect(await card.locator("time").first().textContent()).toBe(day);
      await visitor.close();

      // A post scheduled ahead: the admin list shows its publish time.
      const later = new Date(Date.now() + 30 * 86_400_000);
      later.setUTCSeconds(0, 0);
      const future = await newPost(api, {
        title: "Vorschau Messe",
        meta: { author: NAME, publishDate: "2020-01-01" },
        publish: false,
      });
      expect(
        (
          await api("PATCH", `/api/pages/${future.id}`, {
            version: future.version,
            publish_at: later.toISOString(),
          })
        ).status,
      ).toBe(200);
      await gotoReady(page, `${app.url}/admin/blog`);
      const row = page
        .getByTestId("blog-row")
        .filter({ hasText: "Vorschau Messe" });
      expect(await row.locator("time").textContent()).toBe(
        formatDateTime(later.toISOString()),
      );
      await shoot("blog-list");
    });
  });

  describe("item 11: one colour per heading", () => {
    it("offers one colour control, reads an older 'Textfarbe' into it, and changing it changes the heading", async () => {
      const created = await api<{ id: string }>("POST", "/api/pages", {
        title: "Farbtest",
        slug: unique("farbtest"),
        show_in_menu: false,
        content: [
          {
            id: "h1",
            type: "heading",
            content: { text: "Farbige Überschrift", level: 1 },
            style: { textColor: "#DC2626" },
          },
        ],
      });
      expect(created.status).toBe(201);
      await gotoReady(page, `${app.url}/admin/pages/${created.body.id}/edit`);
      const heading = page
        .getByTestId("canvas")
        .getByRole("heading", { name: "Farbige Überschrift" });
      await heading.click();
      const panel = page.getByTestId("properties");
      await expect
        .poll(() =>
          panel
            .getByRole("heading", { name: "Eigenschaften: Überschrift" })
            .isVisible(),
        )
        .toBe(true);
      // One colour field in the whole panel, showing the stored colour.
      const colourFields = async () => {
        let n = 0;
        for (const tab of ["Inhalt", "Stil", "Text", "Abstände"]) {
          await panel.getByRole("tab", { name: tab }).click();
          n += await panel
            .getByRole("textbox", { name: /^(Farbe|Textfarbe)$/ })
            .count();
        }
        return n;
      };
      expect(await colourFields()).toBe(1);
      await panel.getByRole("tab", { name: "Inhalt" }).click();
      const colour = panel.getByRole("textbox", { name: "Farbe", exact: true });
      expect(await colour.inputValue()).toBe("#DC2626");
      expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe(
        "rgb(220, 38, 38)",
      );

      await colour.fill("#1D4ED8");
      await colour.blur();
      await expect
        .poll(() => heading.evaluate((el) => getComputedStyle(el).color))
        .toBe("rgb(29, 78, 216)");
      await shoot("heading-colour");
      await page.keyboard.press("Control+s");
      await expect
        .poll(async () =>
          JSON.stringify(
            (await api("GET", `/api/pages/${created.body.id}`)).body.content,
          ),
        )
        .toContain("#1D4ED8");
      const saved = (
        await api<{
          content: {
            content: Record<string, unknown>;
            style?: Record<string, unknown>;
          }[];
        }>("GET", `/api/pages/${created.body.id}`)
      ).body.content[0];
      expect(saved.content.color).toBe("#1D4ED8");
      expect(saved.style?.textColor).toBeUndefined();
    });
  });

  describe("item 12: no dead or misleading controls", () => {
    it("settings: no 'Kommentare' switch; 'Logo anzeigen' without a logo says so", async () => {
      await gotoReady(page, `${app.url}/admin/settings`);
      expect(await page.getByText("Kommentare", { exact: true }).count()).toBe(
        0,
      );
      expect(
        await page.getByRole("switch", { name: "Analytics" }).count(),
      ).toBe(1);
      await page.getByRole("tab", { name: "Footer" }).click();
      const show = page.locator("#settings-footer-showLogo");
      if ((await show.getAttribute("aria-checked")) !== "true")
        await show.click();
      const hint = page.locator("#settings-footer-showLogo-hint");
      await expect
        .poll(() => hint.textContent())
        .toContain("Kein Logo ausgewählt");
      expect(await show.getAttribute("aria-describedby")).toContain(
        "settings-footer-showLogo-hint",
      );
      await shoot("settings-footer");
    });

    it("the 2FA code step clears the earlier wrong-password toast", async () => {
      // A second account with two-factor sign-in, enrolled over the API.
      const signUp = await fetch(`${app.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({
          email: "zwei@example.org",
          password: "geheim123",
          name: "Zweite Person",
        }),
      });
      expect(signUp.status).toBe(200);
      // Only the first account is signed in by its sign-up; this one signs in.
      const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: app.url },
        body: JSON.stringify({
          email: "zwei@example.org",
          password: "geheim123",
        }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const post = (path: string, body: unknown) =>
        fetch(app.url + path, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: app.url,
            cookie,
          },
          body: JSON.stringify(body),
        });
      const enable = await post("/api/auth/two-factor/enable", {
        password: "geheim123",
      });
      expect(enable.status).toBe(200);
      const secret = new URL(
        ((await enable.json()) as { totpURI: string }).totpURI,
      ).searchParams.get("secret")!;
      expect(
        (await post("/api/auth/two-factor/verify-totp", { code: totp(secret) }))
          .status,
      ).toBe(200);

      const fresh = await browser.newContext({
        viewport: { width: 1280, height: 900 },
      });
      const auth = await fresh.newPage();
      await gotoReady(auth, `${app.url}/auth`);
      const panel = auth.getByRole("tabpanel");
      await panel.getByLabel("E-Mail").fill("zwei@example.org");
      await panel.getByLabel("Passwort").fill("falsches-passwort");
      await panel.getByRole("button", { name: "Anmelden" }).click();
      const toasts = auth.locator("[data-sonner-toast]");
      await expect
        .poll(() =>
          toasts.filter({ hasText: "Anmeldung fehlgeschlagen" }).count(),
        )
        .toBe(1);
      await panel.getByLabel("Passwort").fill("geheim123");
      await panel.getByRole("button", { name: "Anmelden" }).click();
      await expect.poll(() => auth.getByLabel("Code").isVisible()).toBe(true);
      await expect
        .poll(() =>
          toasts.filter({ hasText: "Anmeldung fehlgeschlagen" }).count(),
        )
        .toBe(0);
      await shoot("two-factor-step", auth);
      await fresh.close();
    });
  });

  describe("item 13: contact-info", () => {
    it("contact-info renders phone numbers and e-mail addresses as tel:/mailto: links with their icons", async () => {
      const created = await newPage(api, {
        title: "Kontaktdaten",
        show_in_menu: false,
        publish: true,
        content: [
          {
            id: "h",
            type: "heading",
            content: { text: "Kontaktdaten", level: 1 },
          },
          {
            id: "ci",
            type: "contact-info",
            content: {
              title: "So erreichen Sie uns",
              contacts: [
                {
                  icon: "phone",
                  label: "Telefon",
                  value: "+49 (0)561 000000-0",
                },
                {
                  icon: "mail",
                  label: "E-Mail",
                  value: "info@brenner-industrietechnik.example",
                },
                {
                  icon: "map-pin",
                  label: "Post",
                  value:
                    "Postfach 12, 34123 Kassel, post@brenner-industrietechnik.example",
                },
              ],
            },
          },
        ],
      });
      const visitor = await browser.newPage();
      expect((await visitor.goto(`${app.url}/${created.slug}`))?.status()).toBe(
        200,
      );
      await hydrated(visitor);
      const tel = visitor.locator('a[href^="tel:"]');
      expect(await tel.getAttribute("href")).toBe("tel:+495610000000");
      expect(await tel.textContent()).toBe("+49 (0)561 000000-0");
      const mail = visitor.locator(
        'a[href="mailto:info@brenner-industrietechnik.example"]',
      );
      expect(await mail.count()).toBe(1);
      // The rows' icons, and the e-mail link on the address row carries its own.
      const rowIcon = (link: typeof tel) =>
        link.evaluate((a) =>
          Boolean(a.closest("div")?.querySelector("dt svg")),
        );
      expect(await rowIcon(tel)).toBe(true);
      expect(await rowIcon(mail)).toBe(true);
      expect(
        await visitor
          .locator('a[href="mailto:post@brenner-industrietechnik.example"] svg')
          .count(),
      ).toBe(1);
      await shoot("contact-info", visitor);
      await visitor.close();
    });
  });
});
