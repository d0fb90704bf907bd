import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../../tests/s3";
import { storageSetupsOfRun, type TestStorageKind } from "../../../tests/test-db";
import { ValidationError } from "../api/validation.server";
import { createStorage } from "../storage/index.server";
import { backupName, createBackupStore, sweepBackupPartials, type BackupStore } from "./store.server";

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Subject {
  store: BackupStore;
  dataDir: string;
  /** Every stored object or file of the store (backups and anything else in its place). */
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

const setups: Record<TestStorageKind, () => Promise<Subject>> = {
  local: async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backups-"));
    const storage = createStorage({ DATA_DIR: dataDir, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    return {
      store: createBackupStore({ dataDir, storage }),
      dataDir,
      stored: async () => (fs.existsSync(path.join(dataDir, "backups")) ? fs.readdirSync(path.join(dataDir, "backups")).filter((name) => !name.startsWith(".")).sort() : []),
      close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startS3();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-backups-"));
    const storage = createStorage({ DATA_DIR: dataDir, ...s3.env });
    const client = new S3Client({ endpoint: s3.env.S3_ENDPOINT, region: s3.env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY } });
    return {
      store: createBackupStore({ dataDir, storage }),
      dataDir,
      stored: async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }))).Contents ?? []).map((item) => item.Key!).sort(),
      close: async () => {
        client.destroy();
        await s3.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

describe.each(storageSetupsOfRun(setups))("backup store: %s", (kind) => {
  let subject: Subject;
  let store: BackupStore;
  const key = (name: string) => (kind === "s3" ? `backups/${name}` : name);

  beforeAll(async () => {
    subject = await setups[kind]();
    store = subject.store;
  });
  afterAll(async () => subject?.close());

  /** A finished "archive" of `bytes` random bytes in a temp file of the store. */
  async function archive(name: string, bytes: number): Promise<{ temp: string; data: Buffer }> {
    const temp = await store.tempFile(name);
    const data = crypto.randomBytes(bytes);
    fs.writeFileSync(temp, data);
    return { temp, data };
  }

  it("names archives by their German time and accepts only such names", async () => {
    expect(backupName(new Date("2026-11-26T02:03:04.567Z"))).toBe("cms-backup-2026-11-26-030304.tar.gz");
    expect(store.location).toBe(kind);
    for (const bad of ["../cms.db", "cms-backup-2026-11-26-020304.tar.gz/../../x", "..%2Fcms.db", "auth-secret", "cms-backup-2026-11-26-020304.tar", ".partial", "cms-backup-2026-11-26-020304.tar.gz\u0000", ""]) {
      await expect(store.openBackup(bad), bad).rejects.toBeInstanceOf(ValidationError);
      await expect(store.tempFile(bad), bad).rejects.toBeInstanceOf(ValidationError);
    }
    expect(await store.listBackups()).toEqual([]);
  });

  it("moves a finished archive in (streamed into the bucket), lists it and serves its bytes; the temp file goes", async () => {
    const name = "cms-backup-2026-11-20-020000.tar.gz";
    const { temp, data } = await archive(name, 9 * 1024 * 1024 + 123); // more than one multipart part
    const before = Date.now() - 60_000;
    const entry = await store.save(temp, name);
    expect(entry).toMatchObject({ name, bytes: data.length });
    expect(Date.parse(entry.createdAt)).toBeGreaterThan(before);
    expect(fs.existsSync(temp)).toBe(false);
    expect(await subject.stored()).toEqual([key(name)]);

    expect(await store.listBackups()).toEqual([entry]);
    const opened = await store.openBackup(name);
    expect(opened!.entry).toMatchObject({ name, bytes: data.length });
    expect((await readAll(opened!.body)).equals(data)).toBe(true);
    expect(await store.openBackup("cms-backup-2026-11-19-020000.tar.gz")).toBeNull();
  });

  it("never replaces a stored archive and never lists other files", async () => {
    const name = "cms-backup-2026-11-20-020000.tar.gz";
    const { temp } = await archive(name, 100);
    await expect(store.save(temp, name)).rejects.toThrow();
    expect(fs.existsSync(temp)).toBe(false);
    expect((await store.listBackups()).map((e) => e.bytes)).toEqual([9 * 1024 * 1024 + 123]);
    if (kind === "local") fs.writeFileSync(path.join(subject.dataDir, "backups", "notiz.txt"), "keine Sicherung");
    expect((await store.listBackups()).map((e) => e.name)).toEqual([name]);
  });

  it("lists newest first and removes only those older than the given days", async () => {
    const second = "cms-backup-2026-11-21-020000.tar.gz";
    const { temp } = await archive(second, 10);
    await store.save(temp, second);
    const names = (await store.listBackups()).map((e) => e.name);
    expect(names).toHaveLength(2);
    expect(names[0]).toBe(second);

    const now = Date.now();
    expect(await store.removeOlderThan(14, new Date(now + 13 * 86_400_000))).toEqual([]);
    expect(await store.listBackups()).toHaveLength(2);
    const removed = await store.removeOlderThan(14, new Date(now + 15 * 86_400_000));
    expect(removed.sort()).toEqual(["cms-backup-2026-11-20-020000.tar.gz", second]);
    expect(await store.listBackups()).toEqual([]);
    expect(await subject.stored()).toEqual(kind === "local" ? ["notiz.txt"] : []);
  });

  it("sweeps temp files a killed backup left behind, not fresh ones", async () => {
    const name = "cms-backup-2026-11-22-020000.tar.gz";
    const { temp: old } = await archive(name, 10);
    const { temp: fresh } = await archive(name, 10);
    const hourAgo = new Date(Date.now() - 3_600_000);
    fs.utimesSync(old, hourAgo, hourAgo);
    // The work folder of a run that died.
    const work = path.join(path.dirname(old), ".cms-backup-abc");
    fs.mkdirSync(work);
    fs.writeFileSync(path.join(work, "pages.jsonl"), "{}");
    fs.utimesSync(work, hourAgo, hourAgo);
    expect(await sweepBackupPartials(subject.dataDir, 30 * 60_000)).toBe(2);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(work)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    fs.rmSync(fresh);
  });
});
