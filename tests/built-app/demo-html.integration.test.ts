import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../built-app";

/**
 * The public HTML of every demo page, as visitors get it, against the stored copy in
 * tests/built-app/golden/demo-html/ (issue 27: restructuring the content model must not change a
 * published byte unless a decision in docs/decisions/ says so). What differs from run to run is
 * replaced first: the server's origin, build hashes of script and style files, generated ids
 * (numbered in the order they appear), contact-form tokens, the seed's modification times and the
 * current year.
 *
 * A deliberate change: `npx vitest run --project built-app tests/built-app/demo-html.integration.test.ts -u`,
 * then read the diff of tests/built-app/golden/ before committing it, and name the change in a
 * decision.
 */

const EXTRA_PATHS = ["/gibt-es-nicht", "/presentations/unternehmensprofil?druck=1", "/blog/rss.xml", "/blog/atom.xml"];

export function normaliseHtml(html: string, origin: string): string {
  const ids = new Map<string, string>();
  const id = (value: string) => {
    if (!ids.has(value)) ids.set(value, `ID${ids.size}`);
    return ids.get(value)!;
  };
  return (
    html
      .replaceAll(origin, "ORIGIN")
      .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css)/g, "/assets/$1.$2")
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[0-9a-f]{32}\b/g, id)
      // (not \b at the end: a signature may end in "-", after which there is no word boundary)
      .replace(/\b\d{13}\.[\w-]{22}(?![\w-])/g, "TOKEN")
      .replace(/("dateModified":")[^"]+"/g, '$1MODIFIED"')
      .replace(/<(lastBuildDate|updated)>[^<]+<\/\1>/g, "<$1>MODIFIED</$1>")
      .replace(/© 20\d\d/g, "© YEAR")
      // One tag per line, so a change shows as a readable diff.
      .replaceAll("><", ">\n<")
  );
}

describe("public HTML of the demo pages stays as it was", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("every page of the sitemap, the 404 screen, the presentation handout and the feeds", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    for (const path of [...paths, ...EXTRA_PATHS]) {
      const html = await (await fetch(app.url + path)).text();
      const name = path.replace(/[^\w-]+/g, "_").replace(/^_|_$/g, "") || "home";
      await expect.soft(normaliseHtml(html, app.url), path).toMatchFileSnapshot(`./golden/demo-html/${name}.html`);
    }
  });
});
