import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type TestS3 } from "../../../tests/s3";
import { storageSetupsOfRun, type TestStorageKind } from "../../../tests/test-db";
import { createStorage } from "./index.server";
import { StorageExistsError, StorageLimitError, type Storage } from "./storage.server";

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Sends `total` bytes in 64 KiB chunks, optionally failing after `failAfter` bytes. */
function chunked(total: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error("Verbindung abgebrochen"));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const size = Math.min(65536, total - sent);
      sent += size;
      this.push(crypto.randomBytes(size));
    },
  });
}

interface Subject {
  storage: Storage;
  /** Every stored object key (or file below the root), to prove that nothing was left behind. */
  leftovers(): Promise<string[]>;
  publicStorage: Storage | null;
  /** Requests the bucket received (S3 only). */
  requests?: () => string[];
}

const setups: Record<TestStorageKind, () => Promise<{ subject: Subject; close(): Promise<void> }>> = {
  local: async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-storage-"));
    const storage = createStorage({ DATA_DIR: dir, S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    const root = path.join(dir, "media");
    return {
      subject: {
        storage,
        publicStorage: null,
        async leftovers() {
          if (!fs.existsSync(root)) return [];
          return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
        },
      },
      close: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startS3();
    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    return {
      subject: {
        storage: createStorage({ DATA_DIR: "/nicht-benutzt", ...s3.env }),
        publicStorage: createStorage({ DATA_DIR: "/nicht-benutzt", ...s3.env, S3_PUBLIC_URL: "https://media.example.de/bucket" }),
        requests: () => s3.requests,
        async leftovers() {
          const page = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET }));
          // Unfinished multipart uploads are invisible in the listing but keep their parts.
          return [...(page.Contents ?? []).map((item) => item.Key!), ...s3.pendingUploads().map((id) => `multipart:${id}`)];
        },
      },
      close: async () => {
        client.destroy();
        await s3.close();
      },
    };
  },
};

describe.each(storageSetupsOfRun(setups))("storage contract: %s", (name) => {
  let subject: Subject;
  let close: () => Promise<void>;
  let storage: Storage;

  beforeAll(async () => {
    ({ subject, close } = await setups[name]());
    storage = subject.storage;
  });
  afterAll(async () => close?.());

  it("stores a stream, describes it, reads it whole and by range, deletes it", async () => {
    const data = crypto.randomBytes(300_000);
    const key = "videos/0123456789abcdef.mp4";
    expect(await storage.put(key, Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]), { contentType: "video/mp4" })).toEqual({ size: data.length });

    const stat = await storage.stat(key);
    expect(stat).toMatchObject({ size: data.length, contentType: "video/mp4" });
    expect(stat!.etag).toMatch(/^[^"\s]+$/);
    expect(stat!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const whole = await storage.get(key);
    expect(whole!.object).toEqual(stat);
    expect((await readAll(whole!.body)).equals(data)).toBe(true);

    const part = await storage.get(key, { start: 100, end: 199 });
    expect(part!.object.size).toBe(data.length);
    expect(part!.object.etag).toBe(stat!.etag);
    expect((await readAll(part!.body)).equals(data.subarray(100, 200))).toBe(true);

    const tail = await storage.get(key, { start: data.length - 10, end: data.length - 1 });
    expect((await readAll(tail!.body)).equals(data.subarray(-10))).toBe(true);

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // missing is fine
    expect(await subject.leftovers()).toEqual([]);
  });

  it("stores buffers with their content type and gives different content different ETags", async () => {
    await storage.put("images/aaaa.jpg", Buffer.from("erste Datei"), { contentType: "image/jpeg" });
    await storage.put("images/bbbb.jpg", Buffer.from("zweite Datei!"), { contentType: "image/jpeg" });
    const a = await storage.stat("images/aaaa.jpg");
    const b = await storage.stat("images/bbbb.jpg");
    expect(a!.contentType).toBe("image/jpeg");
    expect(a!.etag).not.toBe(b!.etag);
    expect(await storage.stat("images/aaaa.jpg")).toEqual(a);
    await storage.delete("images/aaaa.jpg");
    await storage.delete("images/bbbb.jpg");
  });

  it("never overwrites a stored key", async () => {
    const key = "documents/feedfeedfeedfeed.pdf";
    await storage.put(key, Buffer.from("original"), { contentType: "application/pdf" });
    await expect(storage.put(key, Readable.from([Buffer.from("ersatz")]), { contentType: "application/pdf" })).rejects.toBeInstanceOf(StorageExistsError);
    await expect(storage.put(key, Buffer.from("ersatz"), { contentType: "application/pdf" })).rejects.toBeInstanceOf(StorageExistsError);
    expect((await readAll((await storage.get(key))!.body)).toString()).toBe("original");
    await storage.delete(key);
    expect(await subject.leftovers()).toEqual([]);
  });

  it("stops a write over maxBytes and leaves nothing behind", async () => {
    const key = "videos/toolarge.mp4";
    await expect(storage.put(key, chunked(3_000_000), { contentType: "video/mp4", maxBytes: 1_000_000 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat(key)).toBeNull();
    expect(await subject.leftovers()).toEqual([]);
    // Past the first multipart part (8 MiB) the bucket already holds parts: they must go too.
    await expect(storage.put(key, chunked(20_000_000), { contentType: "video/mp4", maxBytes: 12_000_000 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat(key)).toBeNull();
    expect(await subject.leftovers()).toEqual([]);
    if (subject.requests) expect(subject.requests().some((r) => r.startsWith("DELETE ") && r.includes("uploadId="))).toBe(true);
    // Exactly at the limit is allowed.
    expect(await storage.put(key, chunked(1_000_000), { contentType: "video/mp4", maxBytes: 1_000_000 })).toEqual({ size: 1_000_000 });
    await storage.delete(key);
  });

  it("leaves nothing when the incoming stream fails midway", async () => {
    const key = "videos/aborted.mp4";
    await expect(storage.put(key, chunked(2_000_000, 500_000), { contentType: "video/mp4" })).rejects.toThrow("Verbindung abgebrochen");
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.put(key, chunked(20_000_000, 10_000_000), { contentType: "video/mp4" })).rejects.toThrow("Verbindung abgebrochen");
    expect(await storage.stat(key)).toBeNull();
    expect(await subject.leftovers()).toEqual([]);
  });

  it("refuses keys outside its own namespace", async () => {
    for (const key of ["../etc/passwd", "/etc/passwd", "images/../../x", "images//x.jpg", ".partial/x.part", "images/.hidden", "images\\x.jpg", "images/a\u0000.jpg", ""]) {
      await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow(/Ungültiger Speicherschlüssel/);
      await expect(storage.stat(key), key).rejects.toThrow(/Ungültiger Speicherschlüssel/);
      await expect(storage.get(key), key).rejects.toThrow(/Ungültiger Speicherschlüssel/);
      await expect(storage.delete(key), key).rejects.toThrow(/Ungültiger Speicherschlüssel/);
    }
    expect(await subject.leftovers()).toEqual([]);
  });

  it("deletes everything below a folder prefix and nothing beside it", async () => {
    for (const key of ["variants/images/abc/w640-q85.webp", "variants/images/abc/w800-q85.avif", "variants/images/abcd/w640-q85.webp", "images/abc.jpg"]) {
      await storage.put(key, Buffer.from(key), { contentType: "image/webp" });
    }
    await storage.deletePrefix!("variants/images/abc/");
    expect((await subject.leftovers()).sort()).toEqual(["images/abc.jpg", "variants/images/abcd/w640-q85.webp"]);
    await storage.deletePrefix!("variants/images/nothing/");
    await expect(storage.deletePrefix!("variants/images/abc")).rejects.toThrow();
    await storage.deletePrefix!("variants/images/abcd/");
    await storage.delete("images/abc.jpg");
    expect(await subject.leftovers()).toEqual([]);
  });

  it("lists the objects below a folder prefix with size and time, and nothing beside it", async () => {
    expect(await storage.list!("backups/")).toEqual([]);
    const before = Date.now() - 60_000;
    for (const [key, bytes] of [["backups/cms-backup-b.tar.gz", 20], ["backups/cms-backup-a.tar.gz", 10], ["backups/alt/c.tar.gz", 5], ["backupsx/d.tar.gz", 3], ["images/e.jpg", 4]] as const) {
      await storage.put(key, crypto.randomBytes(bytes), { contentType: "application/gzip" });
    }
    const listed = await storage.list!("backups/");
    expect(listed.map(({ key, size }) => [key, size])).toEqual([
      ["backups/alt/c.tar.gz", 5],
      ["backups/cms-backup-a.tar.gz", 10],
      ["backups/cms-backup-b.tar.gz", 20],
    ]);
    for (const item of listed) expect(item.lastModified.getTime()).toBeGreaterThan(before);
    await expect(storage.list!("backups")).rejects.toThrow();
    await expect(storage.list!("../")).rejects.toThrow(/Ungültiger Speicherschlüssel/);
    for (const key of ["backups/cms-backup-b.tar.gz", "backups/cms-backup-a.tar.gz", "backups/alt/c.tar.gz", "backupsx/d.tar.gz", "images/e.jpg"]) await storage.delete(key);
    expect(await storage.list!("backups/")).toEqual([]);
    expect(await subject.leftovers()).toEqual([]);
  });

  it("gives a public URL only for a public bucket", () => {
    expect(storage.publicUrl("images/abc.jpg")).toBeNull();
    if (subject.publicStorage) expect(subject.publicStorage.publicUrl("images/abc.jpg")).toBe("https://media.example.de/bucket/images/abc.jpg");
  });
});
