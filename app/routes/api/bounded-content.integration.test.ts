import { describe, expect, it } from "vitest";
import { MAX_CONTENT_CHARS, MAX_CONTENT_ELEMENTS, MAX_HTML_DEPTH, MAX_TEXT_CHARS, scanHtml } from "~/lib/content-limits";
import type { HttpClient, TestApp } from "../../../tests/test-app";
import { useTestApp } from "../../../tests/page-app";
import { testDbLabel } from "../../../tests/test-db";
import { routeBuild } from "../../../tests/route-build";
import * as sitePage from "../site/page";
import * as pagePublishRoute from "./page-publish";
import * as pageRoute from "./page";
import * as pagesRoute from "./pages";

/**
 * Issue 26 item 8 over real HTTP: a hostile paragraph (150,000 nested <b>, about 1 MB) is refused
 * at once, and a page at every limit saves and renders while /healthz keeps answering.
 */

const build = routeBuild({ "api/pages": pagesRoute, "api/pages/:id": pageRoute, "api/pages/:id/publish": pagePublishRoute });

const PARAGRAPHS = 5;

/** A paragraph at the limits: nested MAX_HTML_DEPTH deep, its share of the page's elements, just under MAX_TEXT_CHARS. */
function paragraphAtLimit(index: number): { id: string; type: string; content: { text: string } } {
  // <p> and 31 elements inside it: MAX_HTML_DEPTH (32) deep.
  const units = Math.floor(MAX_CONTENT_ELEMENTS / PARAGRAPHS / MAX_HTML_DEPTH);
  const length = Math.floor((MAX_CONTENT_CHARS - 200) / PARAGRAPHS);
  const open = "<strong><em>".repeat((MAX_HTML_DEPTH - 2) / 2) + "<span>";
  const close = "</span>" + "</em></strong>".repeat((MAX_HTML_DEPTH - 2) / 2);
  const bare = `<p>${open}Präzision ${close}</p>`.length;
  const words = "Fräsen und Drehen in Losgröße 500, geprüft und dokumentiert. ".repeat(40).slice(0, Math.floor(length / units) - bare);
  const text = `<p>${open}Präzision ${close}${words}</p>`.repeat(units);
  return { id: `p${index}`, type: "paragraph", content: { text } };
}

describe(`bounded work per request (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  const db = () => app.database.db;

  useTestApp({ build }, ["chefin@example.de"], (a, chefin) => {
    app = a;
    admin = chefin;
  });

  /**
   * Asks /healthz on a fixed schedule (every 50 ms) until stopped. An answer's latency counts from
   * its scheduled time, so a blocked event loop (which also delays this client, in the same
   * process) shows as the wait a request sent at that moment would have had. The slowest in ms.
   */
  function watchHealth(): { stop: () => Promise<{ slowest: number; count: number }> } {
    let running = true;
    let slowest = 0;
    let count = 0;
    const start = performance.now();
    const loop = (async () => {
      while (running) {
        const scheduled = start + count * 50;
        const wait = scheduled - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const res = await fetch(`${app.url}/healthz`);
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        slowest = Math.max(slowest, performance.now() - scheduled);
        count++;
      }
    })();
    return {
      stop: async () => {
        running = false;
        await loop;
        return { slowest, count };
      },
    };
  }

  it("refuses a paragraph of 150,000 nested <b> at once, naming the block and field, and stores nothing", async () => {
    const created = await admin.send("POST", "/api/pages", { title: "Verschachtelt", content: [] });
    expect(created.status).toBe(201);
    const before = JSON.stringify(await db().selectFrom("content_pages").selectAll().execute());
    const hostile = `<p>${"<b>".repeat(150_000)}x${"</b>".repeat(150_000)}</p>`;
    expect(hostile.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const res = await admin.send("PATCH", `/api/pages/${created.body.id}`, { content: [{ id: "tief", type: "paragraph", content: { text: hostile } }], version: created.body.version });
    const took = performance.now() - started;
    console.log(`[item 8] nested paragraph refused in ${took.toFixed(0)} ms`);
    expect(res.status).toBe(400);
    expect(res.body.fields.content).toBe(`Block "tief", Feld "content.text": Die Formatierung ist zu tief verschachtelt (höchstens ${MAX_HTML_DEPTH} Ebenen).`);
    // No ceiling on the time (decision 024: timings are benchmarks); the depth check refuses
    // before any sanitising, which the logged figure shows.
    const overlong = await admin.send("POST", "/api/pages", { title: "Zu lang", content: [{ id: "lang", type: "paragraph", content: { text: `<p>${"x".repeat(MAX_TEXT_CHARS)}</p>` } }] });
    expect(overlong.status).toBe(400);
    expect(overlong.body.fields.content).toMatch(/^Block "lang", Feld "content\.text": Der Text ist zu lang/);
    expect(JSON.stringify(await db().selectFrom("content_pages").selectAll().execute())).toBe(before);
  });

  it("saves and renders a page at every limit while /healthz keeps answering", async () => {
    const content = Array.from({ length: PARAGRAPHS }, (_, i) => paragraphAtLimit(i + 1));
    const shapes = content.map((b) => scanHtml(b.content.text));
    expect(Math.max(...shapes.map((s) => s.depth))).toBe(MAX_HTML_DEPTH);
    const elements = shapes.reduce((sum, s) => sum + s.elements, 0);
    const chars = content.reduce((sum, b) => sum + b.content.text.length, 0);
    expect(elements).toBeGreaterThan(MAX_CONTENT_ELEMENTS * 0.98);
    expect(elements).toBeLessThanOrEqual(MAX_CONTENT_ELEMENTS);
    expect(chars).toBeGreaterThan(MAX_CONTENT_CHARS * 0.99);
    expect(Math.max(...content.map((b) => b.content.text.length))).toBeLessThanOrEqual(MAX_TEXT_CHARS);

    const created = await admin.send("POST", "/api/pages", { title: "Am Limit", slug: "am-limit", content: [] });
    expect(created.status).toBe(201);
    const health = watchHealth();
    await new Promise((r) => setTimeout(r, 120));

    let started = performance.now();
    const first = await admin.send("PATCH", `/api/pages/${created.body.id}`, { content, version: created.body.version });
    const firstSaveMs = performance.now() - started;
    expect(first.status).toBe(200);
    // The admin's next save of the same page (the editor saves as one types).
    content[0].content.text = content[0].content.text.replace("Präzision", "Genauigkeit");
    started = performance.now();
    const saved = await admin.send("PATCH", `/api/pages/${created.body.id}`, { content, version: first.body.version });
    const saveMs = performance.now() - started;
    expect(saved.status).toBe(200);
    const published = await admin.send("POST", `/api/pages/${created.body.id}/publish`, { version: saved.body.version });
    expect(published.status).toBe(200);

    started = performance.now();
    const documentParts: { body?: { html: string } } = {};
    const rendered = (await sitePage.loader({ request: new Request(`${app.url}/am-limit`), params: { slug: "am-limit" }, context: { documentParts } } as never)) as { page: unknown };
    const renderMs = performance.now() - started;
    expect(rendered.page).toBeTruthy();
    expect(documentParts.body!.html.length).toBeGreaterThan(MAX_CONTENT_CHARS * 0.9);
    expect(documentParts.body!.html).toContain("Fräsen und Drehen in Losgröße 500");

    await new Promise((r) => setTimeout(r, 120));
    const { slowest, count } = await health.stop();
    console.log(
      `[item 8] page at the limit (${chars} chars, ${elements} elements, depth ${MAX_HTML_DEPTH}): first save ${firstSaveMs.toFixed(0)} ms, next save ${saveMs.toFixed(0)} ms, first render ${renderMs.toFixed(0)} ms; /healthz slowest ${slowest.toFixed(0)} ms of ${count}`,
    );
    // Figures on a quiet 2-core machine: a save about 260–450 ms, the render 100–150 ms, /healthz
    // at most 400 ms (before the bounds: 15 s, 17 s and 16 s). No ceilings here (they failed under
    // npm test's load, a save took 3.0 s): timings are benchmarks (decision 024); the bounds
    // themselves are asserted above (size, elements, depth) and /healthz answered throughout.
    expect(count).toBeGreaterThan(0);
  });
});
