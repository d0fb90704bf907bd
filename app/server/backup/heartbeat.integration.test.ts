import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { readHeartbeat, startHeartbeat, writeHeartbeat } from "./heartbeat.server";

describe(`server heartbeat (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i++) {
      const value = await read();
      if (ok(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("Bedingung nicht erreicht");
  }

  it("beats at once and then regularly, and removes its beat when stopped", async () => {
    const beat = startHeartbeat(t.db, 40);
    const first = await waitFor(() => readHeartbeat(t.db), (b) => b !== null);
    expect(first!.pid).toBe(process.pid);
    const later = await waitFor(() => readHeartbeat(t.db), (b) => b !== null && b.at > first!.at);
    expect(Date.parse(later!.at)).toBeGreaterThan(Date.parse(first!.at));
    await beat.stop();
    expect(await readHeartbeat(t.db)).toBeNull();
  });

  it("leaves another process's newer beat in place when it stops", async () => {
    const beat = startHeartbeat(t.db, 60_000);
    await waitFor(() => readHeartbeat(t.db), (b) => b !== null);
    await writeHeartbeat(t.db, { at: new Date().toISOString(), pid: 999_999, host: "anderer-server" });
    await beat.stop();
    expect((await readHeartbeat(t.db))?.host).toBe("anderer-server");
  });
});
