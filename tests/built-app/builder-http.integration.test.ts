import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../built-app";

/**
 * What the built server answers for the seeded 'Bausteine' page (every block type) and its embed
 * frames, over plain HTTP: moved here from e2e/blocks.e2e.ts, which keeps what needs a browser.
 */
describe("public blocks over HTTP on the built app", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("public documents carry no hydration data: the page's HTML once, no inline script, no router", async () => {
    const html = await (await fetch(`${app.url}/bausteine`)).text();
    expect(html.split("Alle Bausteine auf einen Blick").length - 1).toBe(1);
    expect(html).not.toContain("__reactRouterContext");
    // Every script is a file of ours or data (JSON-LD, the island list): nothing inline runs.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.filter((attrs) => !/type="(module|application\/ld\+json|application\/json)"/.test(attrs))).toEqual([]);
    expect(scripts.filter((attrs) => /type="module"/.test(attrs)).every((attrs) => /src="\/assets\//.test(attrs))).toBe(true);
    expect(html).not.toContain("nonce=");
  });

  it("an embed block's frame document has its own CSP (scripts, sandboxed, no same origin); an unknown block is 404", async () => {
    const html = await (await fetch(`${app.url}/bausteine`)).text();
    const src = html.match(/<iframe\b[^>]*\bsrc="(\/embed\/bausteine\/[^"]+)"/)?.[1];
    expect(src).toBeTruthy();
    const response = await fetch(app.url + src);
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("sandbox allow-scripts");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("allow-same-origin");
    expect((await fetch(`${app.url}/embed/bausteine/gibt-es-nicht`)).status).toBe(404);
  });
});
