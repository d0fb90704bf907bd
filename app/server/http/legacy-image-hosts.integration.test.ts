import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as settingsRoute from "~/routes/api/settings";
import { defaultSettings, type SiteSettings } from "~/lib/settings";
import { saveSettingsFromInput } from "~/server/settings/service.server";
import { getSettings } from "~/server/settings/settings.server";
import { routeBuild } from "../../../tests/route-build";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";

/** A public page of the site: HTML, cacheable (the page cache stores its headers with it). */
const page = { loader: () => new Response("<!doctype html><title>Über uns</title><p>Über uns</p>", { headers: { "content-type": "text/html; charset=utf-8" } }) };

function imgSrc(csp: string | null): string[] {
  const found = (csp ?? "").split(";").map((d) => d.trim().split(/\s+/)).find(([name]) => name === "img-src");
  return found ? found.slice(1) : [];
}

/**
 * 'Bilder der alten Website anzeigen' (issue 39, Deliver 7) over real HTTP with the change feed and
 * the page cache on, as in production: PUT /api/settings validates the hosts and is for admins
 * only; the public page's Content-Security-Policy lists them in img-src after the change (also an
 * answer the page cache held from before), on another instance of the same database too, and no
 * longer once the list is empty again.
 */
describe(`legacy image hosts in the Content-Security-Policy (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let editor: HttpClient;
  let author: HttpClient;

  beforeAll(async () => {
    app = await createTestApp({ analytics: {}, build: routeBuild({ "api/settings": settingsRoute, "ueber-uns": page }) });
    admin = await app.signedUp("chefin@example.org");
    editor = await app.signedUp("redaktion@example.org");
    await app.grantRole("redaktion@example.org", "editor");
    author = await app.signedUp("autor@example.org");
    await app.grantRole("autor@example.org", "author");
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async () => (await getSettings(app.database.db)).settings.legacy_image_hosts;
  const put = (client: HttpClient, hosts: unknown) => client.send("PUT", "/api/settings", { ...defaultSettings(), legacy_image_hosts: hosts } satisfies Omit<SiteSettings, "legacy_image_hosts"> & { legacy_image_hosts: unknown });
  /** The public page's img-src once it equals `expected` (the change reaches the policy through the change feed). */
  async function pageImgSrcBecomes(expected: string[], on: TestApp = app): Promise<string[]> {
    let last: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await fetch(`${on.url}/ueber-uns`);
      expect(res.status).toBe(200);
      await res.text();
      last = imgSrc(res.headers.get("content-security-policy"));
      if (JSON.stringify(last) === JSON.stringify(expected)) return last;
      await new Promise((r) => setTimeout(r, 25));
    }
    return last;
  }

  it("refuses anything but exact host names with 400 naming the field, writing nothing", async () => {
    const cases: [unknown, string][] = [
      [["https://alt.example.de"], "legacy_image_hosts.0"],
      [["alt.example.de", "*.example.de"], "legacy_image_hosts.1"],
      [["alt.example.de/wp-content/uploads"], "legacy_image_hosts.0"],
      [["alt.example.de:8080"], "legacy_image_hosts.0"],
      [["alt.example.de; script-src *"], "legacy_image_hosts.0"],
      [["alt.example.de", "ALT.example.de"], "legacy_image_hosts.1"],
      [Array.from({ length: 11 }, (_, i) => `h${i}.example.de`), "legacy_image_hosts"],
      ["alt.example.de", "legacy_image_hosts"],
      [[42], "legacy_image_hosts.0"],
    ];
    for (const [hosts, field] of cases) {
      const res = await put(admin, hosts);
      expect(res.status, JSON.stringify(hosts)).toBe(400);
      expect(Object.keys(res.body.fields), JSON.stringify(hosts)).toEqual([field]);
      expect(res.body.fields[field]).toMatch(/Host/);
    }
    expect(await stored()).toEqual([]);
  });

  it("is for administrators only: an editor, an author or a visitor cannot set it", async () => {
    expect((await put(editor, ["alt.example.de"])).status).toBe(403);
    expect((await put(author, ["alt.example.de"])).status).toBe(403);
    expect((await put(app.client(), ["alt.example.de"])).status).toBe(401);
    expect(await stored()).toEqual([]);
    expect(await pageImgSrcBecomes(["'self'", "data:", "blob:"])).toEqual(["'self'", "data:", "blob:"]);
  });

  it("lists the hosts in the public page's img-src while set, and none once switched off", async () => {
    // The page is in the page cache with the policy before the change.
    expect((await fetch(`${app.url}/ueber-uns`)).headers.get("x-cache")).toBe("HIT");
    const on = await put(admin, [" Alt.Example.de ", "files.wordpress.com"]);
    expect(on.status).toBe(200);
    expect(on.body.legacy_image_hosts).toEqual(["alt.example.de", "files.wordpress.com"]);
    expect(await stored()).toEqual(["alt.example.de", "files.wordpress.com"]);
    expect(await pageImgSrcBecomes(["'self'", "data:", "blob:", "alt.example.de", "files.wordpress.com"])).toEqual(["'self'", "data:", "blob:", "alt.example.de", "files.wordpress.com"]);
    // Only img-src: scripts, frames and media stay our own.
    const csp = (await fetch(`${app.url}/ueber-uns`)).headers.get("content-security-policy") ?? "";
    expect(csp.split(";").filter((d) => d.includes("alt.example.de"))).toHaveLength(1);

    // Another instance on the same database follows through the change feed.
    const second = await createTestApp({ database: app.database, analytics: {}, build: routeBuild({ "ueber-uns": page }) });
    try {
      expect(await pageImgSrcBecomes(["'self'", "data:", "blob:", "alt.example.de", "files.wordpress.com"], second)).toEqual(["'self'", "data:", "blob:", "alt.example.de", "files.wordpress.com"]);
      // Switched off through the settings' write path (the second app took over the routes' runtime).
      expect(await saveSettingsFromInput(app.database.db, { ...(await getSettings(app.database.db)).settings, legacy_image_hosts: [] })).toMatchObject({ ok: true });
      expect(await pageImgSrcBecomes(["'self'", "data:", "blob:"], second)).toEqual(["'self'", "data:", "blob:"]);
    } finally {
      await second.close();
    }

    expect(await stored()).toEqual([]);
    expect(await pageImgSrcBecomes(["'self'", "data:", "blob:"])).toEqual(["'self'", "data:", "blob:"]);
    expect((await fetch(`${app.url}/ueber-uns`)).headers.get("content-security-policy")).not.toContain("example.de");
  });
});
