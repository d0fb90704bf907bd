import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminApi, startApp, type AdminApi, type RunningApp } from "../built-app";
import { tinyWxr } from "../wxr";

/**
 * The WordPress import's worker thread in the built server (decision 031): its chunk in
 * build/server is started by the bundled import, reads and converts there; a deeply nested export
 * is refused in German while the server keeps answering /healthz.
 */
describe("WordPress import in the built server", () => {
  let app: RunningApp;
  let api: AdminApi;
  let cookie = "";

  beforeAll(async () => {
    app = await startApp();
    ({ api, cookie } = await adminApi(app));
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  async function upload(xml: string): Promise<string> {
    const form = new FormData();
    form.append("file", new Blob([xml], { type: "text/xml" }), "export.xml");
    const response = await fetch(`${app.url}/api/import`, { method: "POST", headers: { origin: app.url, cookie }, body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { upload: string }).upload;
  }

  type Job = { status: string; error: string | null; result: { pages: { created: number }; posts: { created: number } } | null };
  async function finished(jobId: string): Promise<Job> {
    let job: Job | null = null;
    await expect
      .poll(
        async () => {
          job = (await api<Job>("GET", `/api/jobs/${jobId}`)).body;
          return job.status;
        },
        { timeout: 50_000, interval: 100 },
      )
      .not.toBe("running");
    return job!;
  }

  it("converts in the worker: a dry run reports the export's page and post", { timeout: 90_000 }, async () => {
    const id = await upload(tinyWxr());
    const started = await api<{ job: string }>("POST", `/api/import/${id}/run`, { dry_run: true });
    expect(started.status).toBe(202);
    const job = await finished(started.body.job);
    expect(job.error).toBeNull();
    expect(job.result).toMatchObject({ dry_run: true, pages: { created: 1 }, posts: { created: 1 } });
  });

  it("refuses an export nested 20,000 deep in German while /healthz keeps answering", { timeout: 90_000 }, async () => {
    const deep = tinyWxr().replace("</channel>", `<item>${"<x>".repeat(20_000)}${"</x>".repeat(20_000)}</item></channel>`);
    const id = await upload(deep);
    const started = await api<{ job: string }>("POST", `/api/import/${id}/run`, { dry_run: true });
    expect(started.status).toBe(202);
    let healthy = 0;
    let running = true;
    const poll = (async () => {
      while (running) {
        const response = await fetch(`${app.url}/healthz`);
        await response.arrayBuffer();
        if (response.ok) healthy++;
      }
    })();
    const job = await finished(started.body.job).finally(() => (running = false));
    await poll;
    expect(job.status).toBe("failed");
    expect(job.error).toBe("Die Exportdatei ist zu tief verschachtelt (mehr als 100 Ebenen; ein WordPress-Export hat höchstens sechs). Sie wurde nicht importiert.");
    expect(healthy).toBeGreaterThan(0);
  });
});
