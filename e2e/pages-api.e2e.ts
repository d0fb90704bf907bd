import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, startApp, type RunningApp } from "./harness";

/**
 * The pages API on the built app: an admin signs up (the first account is admin), creates a page
 * from a template, publishes it, renames it, and a visitor's old link still arrives (301).
 */
describe("pages API on the built app", () => {
  let app: RunningApp;
  let browser: Browser;
  let cookie = "";

  async function api(method: string, path: string, body?: unknown) {
    const res = await fetch(app.url + path, {
      method,
      redirect: "manual",
      headers: {
        origin: app.url,
        cookie,
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  }

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const res = await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url },
      body: JSON.stringify({
        email: "admin@example.de",
        password: "geheim123",
        name: "Admin",
      }),
    });
    expect(res.status).toBe(200);
    cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("offers the three German starter templates", async () => {
    const { status, body } = await api("GET", "/api/templates");
    expect(status).toBe(200);
    expect(body.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(["Landingpage", "Leistungsseite", "Kontaktseite"]),
    );
  });

  it("creates a page from a template, publishes it, and keeps the old URL working after a rename", async () => {
    const template = await api("POST", "/api/templates", {
      name: "E2E-Vorlage",
      content: [
        {
          id: "hero",
          type: "hero",
          content: {
            title: "Sondermaschinen nach Maß",
            subtitle: "Aus einer Hand",
          },
        },
        {
          id: "text",
          type: "paragraph",
          content: { text: "<p>Planung, Bau und Service.</p>" },
        },
      ],
    });
    expect(template.status).toBe(201);

    const created = await api("POST", "/api/pages", {
      title: "Sondermaschinen",
      slug: "sondermaschinen",
      template_id: template.body.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.is_published).toBe(false);
    expect((await fetch(`${app.url}/sondermaschinen`)).status).toBe(404);

    const published = await api("PATCH", `/api/pages/${created.body.id}`, {
      is_published: true,
      version: created.body.version,
    });
    expect(published.status).toBe(200);

    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await page.goto(`${app.url}/sondermaschinen`);
    expect(first?.status()).toBe(200);
    await expect
      .poll(() => page.locator("h1").first().textContent())
      .toBe("Sondermaschinen nach Maß");

    const renamed = await api("PATCH", `/api/pages/${created.body.id}`, {
      slug: "maschinenbau",
      version: published.body.version,
    });
    expect(renamed.status).toBe(200);
    const old = await fetch(`${app.url}/sondermaschinen`, {
      redirect: "manual",
    });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/maschinenbau");

    const followed = await page.goto(`${app.url}/sondermaschinen`);
    expect(followed?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/maschinenbau");
    await expect
      .poll(() => page.locator("h1").first().textContent())
      .toBe("Sondermaschinen nach Maß");
    await context.close();

    const revisions = await api(
      "GET",
      `/api/pages/${created.body.id}/revisions`,
    );
    expect(revisions.body.map((r: { summary: string }) => r.summary)).toEqual([
      "Slug: sondermaschinen → maschinenbau",
      "Veröffentlicht",
      "Seite erstellt",
    ]);
  });

  it("refuses to delete the legal page 'impressum' and keeps it", async () => {
    const list = await api("GET", "/api/pages");
    const impressum = list.body.find(
      (p: { slug: string }) => p.slug === "impressum",
    );
    expect(impressum?.is_legal).toBe(true);
    const res = await api("DELETE", `/api/pages/${impressum.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "Rechtliche Seiten können nicht gelöscht werden",
    );
    expect((await api("GET", `/api/pages/${impressum.id}`)).status).toBe(200);
    expect((await fetch(`${app.url}/impressum`)).status).toBe(200);
  });

  it("answers writes without a session with 401 and serves the API description", async () => {
    const res = await fetch(`${app.url}/api/pages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "X" }),
    });
    expect(res.status).toBe(401);
    const docs = await fetch(`${app.url}/api/docs`).then((r) => r.json());
    expect(docs.paths).toHaveProperty(["/api/pages/{id}"]);
    const unknown = await fetch(`${app.url}/api/gibt-es-nicht`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toContain("application/json");
  });
});
