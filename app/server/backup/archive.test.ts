import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { BACKUP_NAME_PATTERN, BackupArchiveError, backupFileName, germanIsoTime, hashStream, parseManifest, readArchive, readManifest, TarWriter } from "./archive.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-archive-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function write(name: string, entries: [string, Buffer][]): Promise<{ file: string; hashes: string[] }> {
  const file = path.join(dir, name);
  const tar = new TarWriter(fs.createWriteStream(file));
  const hashes: string[] = [];
  for (const [entry, data] of entries) hashes.push(await tar.addStream(entry, data.length, Readable.from([data.subarray(0, 1000), data.subarray(1000)])));
  await tar.finish();
  return { file, hashes };
}

describe("backup archive", () => {
  it("names archives by the moment in German time (winter and summer), as the list shows it", () => {
    expect(backupFileName(new Date("2025-03-01T03:04:05Z"))).toBe("cms-backup-2025-03-01-040405.tar.gz");
    expect(backupFileName(new Date("2025-07-01T22:30:00Z"))).toBe("cms-backup-2025-07-02-003000.tar.gz");
    expect(germanIsoTime(new Date("2025-03-01T03:04:05.678Z"))).toBe("2025-03-01T04:04:05.678+01:00");
    expect(germanIsoTime(new Date("2025-07-01T22:30:00Z"))).toBe("2025-07-02T00:30:00.000+02:00");
    expect(Date.parse(germanIsoTime(new Date("2025-10-26T00:59:59Z")))).toBe(Date.parse("2025-10-26T00:59:59Z"));
    expect(backupFileName()).toMatch(BACKUP_NAME_PATTERN);
    expect("../cms-backup-2025-03-01-030405.tar.gz").not.toMatch(BACKUP_NAME_PATTERN);
  });

  it("writes a gzipped tar others can read, and reads it back entry by entry with checksums", async () => {
    const big = crypto.randomBytes(1_500_000);
    const longName = `media/images/${"verzeichnis/".repeat(12)}bild-mit-langem-namen-äöü.jpg`;
    const { file, hashes } = await write("roundtrip.tar.gz", [
      ["tables/a.jsonl", Buffer.from('{"id":1}\n')],
      [longName, big],
      ["leer.txt", Buffer.alloc(0)],
    ]);
    expect(hashes[1]).toBe(crypto.createHash("sha256").update(big).digest("hex"));
    // GNU tar (another implementation) lists the same entries, the long name included.
    const listed = execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual(["tables/a.jsonl", longName, "leer.txt"]);
    const seen: Record<string, string> = {};
    await readArchive(file, async (entry) => {
      seen[entry.path] = (await hashStream(entry.body)).sha256;
    });
    expect(seen).toEqual({ "tables/a.jsonl": hashes[0], [longName]: hashes[1], "leer.txt": hashes[2] });
  });

  it("compresses tables, stores compressed media as they are", async () => {
    const picture = crypto.randomBytes(1_000_000);
    const rows = Buffer.from('{"id":"abc","title":"Eine Seite"}\n'.repeat(30_000));
    const { file } = await write("levels.tar.gz", [["tables/pages.jsonl", rows], ["media/images/foto.jpg", picture], ["tables/more.jsonl", rows]]);
    const size = fs.statSync(file).size;
    // The picture (incompressible) plus little: both tables shrank to a fraction of their 1 MB.
    expect(size).toBeLessThan(picture.length + 100_000);
    expect(size).toBeGreaterThan(picture.length);
    expect(execFileSync("tar", ["-tzf", file], { encoding: "utf8" }).trim().split("\n")).toHaveLength(3);
    const seen: string[] = [];
    await readArchive(file, async (entry) => {
      const { bytes } = await hashStream(entry.body);
      seen.push(`${entry.path}:${bytes}`);
    });
    expect(seen).toEqual([`tables/pages.jsonl:${rows.length}`, `media/images/foto.jpg:${picture.length}`, `tables/more.jsonl:${rows.length}`]);
  });

  it("skips what a consumer leaves unread, and stops at a consumer's error", async () => {
    const { file } = await write("skip.tar.gz", [["a", crypto.randomBytes(200_000)], ["b", Buffer.from("b")], ["c", Buffer.from("c")]]);
    const paths: string[] = [];
    await readArchive(file, async (entry) => {
      paths.push(entry.path);
    });
    expect(paths).toEqual(["a", "b", "c"]);
    const reached: string[] = [];
    await expect(
      readArchive(file, async (entry) => {
        reached.push(entry.path);
        if (entry.path === "b") throw new Error("halt");
      }),
    ).rejects.toThrow("halt");
    expect(reached).toEqual(["a", "b"]);
  });

  it("refuses what is not a complete archive of ours", async () => {
    const junk = path.join(dir, "junk.tar.gz");
    fs.writeFileSync(junk, crypto.randomBytes(2000));
    await expect(readArchive(junk, async () => undefined)).rejects.toThrow(BackupArchiveError);
    const { file } = await write("cut.tar.gz", [["a", crypto.randomBytes(300_000)]]);
    const cut = path.join(dir, "cut-short.tar.gz");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 100_000));
    await expect(readArchive(cut, async () => undefined)).rejects.toThrow(BackupArchiveError);
    await expect(readManifest(file)).rejects.toThrow(/fehlt manifest\.json/);
    await expect(readArchive(path.join(dir, "fehlt.tar.gz"), async () => undefined)).rejects.toThrow(/gibt es nicht/);
  });

  it("checks the manifest's format and version", () => {
    const ok = { format: "cms-backup", formatVersion: 1, schemaVersion: "0016-import-and-jobs", createdAt: "", dialect: "sqlite", appVersion: "0.1.0", tables: [], media: [], warnings: [] };
    expect(parseManifest(JSON.stringify(ok)).schemaVersion).toBe("0016-import-and-jobs");
    expect(() => parseManifest("{")).toThrow(/kein gültiges JSON/);
    expect(() => parseManifest(JSON.stringify({ ...ok, format: "anderes" }))).toThrow(/keine Sicherung dieses CMS/);
    expect(() => parseManifest(JSON.stringify({ ...ok, formatVersion: 2 }))).toThrow(/Format 2.*aktualisieren/);
    expect(() => parseManifest(JSON.stringify({ ...ok, tables: undefined }))).toThrow(/unvollständig/);
  });
});
