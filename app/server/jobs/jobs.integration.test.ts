import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { testDbLabel } from "../../../tests/test-db";
import { loader } from "../../routes/api/job";
import { awaitJobs, getJob, JOB_ABANDONED, latestJobs, runningJob, STALE_MS, startJob } from "./jobs.server";

type Args = Parameters<typeof loader>[0];

async function getJobOverHttp(client: HttpClient, id: string): Promise<Response> {
  try {
    return await loader({ request: client.request(`/api/jobs/${id}`), params: { id }, context: {} } as unknown as Args);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe(`background jobs (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let member: HttpClient;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await app.signedUp("chefin@firma.de");
    member = await app.signedUp("praktikant@firma.de");
  });
  afterAll(async () => {
    await awaitJobs();
    await app?.close();
  });

  it("runs in the background: progress while running, the result when done, readable over GET /api/jobs/:id by admins only", async () => {
    const db = app.database.db;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const id = await startJob(db, "import", "u1", async (progress) => {
      progress.set(3, 10, "Seiten anlegen");
      await gate;
      progress.set(10, 10, "Fertig");
      return { pages: 10 };
    });
    await expect.poll(async () => (await getJob(db, id))?.done).toBe(3);
    const running = await getJob(db, id);
    expect(running).toMatchObject({ kind: "import", status: "running", total: 10, message: "Seiten anlegen", result: null, created_by: "u1" });
    expect((await runningJob(db, "import"))?.id).toBe(id);
    expect(await runningJob(db, "backup")).toBeNull();

    release();
    await awaitJobs();
    expect(await getJob(db, id)).toMatchObject({ status: "done", done: 10, total: 10, message: "Fertig", result: { pages: 10 }, error: null });
    expect(await runningJob(db, "import")).toBeNull();

    const res = await getJobOverHttp(admin, id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: "done", result: { pages: 10 } });
    expect((await getJobOverHttp(member, id)).status).toBe(403);
    expect((await getJobOverHttp(app.client(), id)).status).toBe(401);
    const missing = await getJobOverHttp(admin, "gibt-es-nicht");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/gibt es nicht/);
  });

  it("a throw marks the job failed with the error's message and no result", async () => {
    const db = app.database.db;
    const id = await startJob(db, "backup", null, async () => {
      throw new Error("Kein Platz im Sicherungsordner.");
    });
    await awaitJobs();
    expect(await getJob(db, id)).toMatchObject({ status: "failed", error: "Kein Platz im Sicherungsordner.", result: null });
    expect((await latestJobs(db, "backup", 1))[0].id).toBe(id);
  });

  it("a running job nobody touched for longer than STALE_MS (its process died) counts as failed", async () => {
    const db = app.database.db;
    const old = new Date(Date.now() - STALE_MS - 1000).toISOString();
    await db
      .insertInto("background_jobs")
      .values({ id: "verwaist", kind: "import", status: "running", done: 1, total: 5, message: "Medien", result: null, error: null, created_by: null, created_at: old, updated_at: old })
      .execute();
    expect(await getJob(db, "verwaist")).toMatchObject({ status: "failed", error: JOB_ABANDONED });
    expect(await runningJob(db, "import")).toBeNull();
  });
});
