import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.server";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-env-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("loadEnv", () => {
  it("applies the defaults", () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://127.0.0.1:3000");
    expect(env.DATA_DIR).toBe(path.resolve(dir));
  });

  it("names the variable of a bad value", () => {
    const dir = tempDir();
    expect(() => loadEnv({ DATA_DIR: dir, PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATA_DIR: dir, PORT: "70000" })).toThrow(/PORT: muss zwischen 0 und 65535 liegen/);
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR: dir, PUBLIC_URL: "kein-url" })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ DATA_DIR: dir, AUTH_SECRET: "kurz" })).toThrow(/AUTH_SECRET/);
    try {
      loadEnv({ DATA_DIR: dir, PORT: "x", SMTP_URL: "http://x" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).issues.map((i) => i.variable).sort()).toEqual(["PORT", "SMTP_URL"]);
    }
  });

  it("reads IMPORT_ALLOWED_HOSTS (host[:port], comma-separated; none by default) and names a bad entry", () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir }).IMPORT_ALLOWED_HOSTS).toEqual([]);
    expect(loadEnv({ DATA_DIR: dir, IMPORT_ALLOWED_HOSTS: "alt.firma.local, 10.0.0.5:8080" }).IMPORT_ALLOWED_HOSTS).toEqual([
      { host: "alt.firma.local", port: null },
      { host: "10.0.0.5", port: 8080 },
    ]);
    expect(() => loadEnv({ DATA_DIR: dir, IMPORT_ALLOWED_HOSTS: "https://alt.firma.local/" })).toThrow(/IMPORT_ALLOWED_HOSTS: „https:\/\/alt.firma.local\/“ ist kein Host/);
  });

  it("reads the backup schedule (BACKUP_HOUR 0–23 or off, BACKUP_KEEP days) with the defaults 3 and 14", () => {
    const dir = tempDir();
    expect(loadEnv({ DATA_DIR: dir })).toMatchObject({ BACKUP_HOUR: 3, BACKUP_KEEP: 14 });
    expect(loadEnv({ DATA_DIR: dir, BACKUP_HOUR: "0", BACKUP_KEEP: "30" })).toMatchObject({ BACKUP_HOUR: 0, BACKUP_KEEP: 30 });
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_HOUR: "24" })).toThrow(/BACKUP_HOUR: muss zwischen 0 und 23 liegen/);
    expect(loadEnv({ DATA_DIR: dir, BACKUP_HOUR: "off" }).BACKUP_HOUR).toBeNull();
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_HOUR: "drei" })).toThrow(/BACKUP_HOUR: muss eine Zahl von 0 bis 23 oder "off" sein/);
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_HOUR: "2.5" })).toThrow(/BACKUP_HOUR/);
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP: muss mindestens 1 sein/);
    expect(() => loadEnv({ DATA_DIR: dir, BACKUP_KEEP: "1.5" })).toThrow(/BACKUP_KEEP: muss eine ganze Zahl sein/);
  });

  it("generates AUTH_SECRET once into DATA_DIR and reuses it", () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    const stat = fs.statSync(path.join(dir, "auth-secret"));
    expect(stat.mode & 0o077).toBe(0);
    expect(loadEnv({ DATA_DIR: dir, AUTH_SECRET: "x".repeat(40) }).AUTH_SECRET).toBe("x".repeat(40));
  });

  it("treats empty strings as unset and strips a trailing slash from PUBLIC_URL", () => {
    const dir = tempDir();
    const env = loadEnv({ DATA_DIR: dir, DATABASE_URL: "", PUBLIC_URL: "https://www.example.de/" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("https://www.example.de");
  });

  it("reads the storage and upload settings", () => {
    const dir = tempDir();
    const defaults = loadEnv({ DATA_DIR: dir });
    expect(defaults.S3_BUCKET).toBeUndefined();
    expect(defaults.S3_REGION).toBe("us-east-1");
    expect(defaults.S3_FORCE_PATH_STYLE).toBe(false);
    expect(defaults.S3_PUBLIC_URL).toBeUndefined();
    expect(defaults.UPLOAD_MAX_MB).toBe(100);
    const s3 = loadEnv({
      DATA_DIR: dir,
      S3_BUCKET: "medien",
      S3_ENDPOINT: "https://s3.example.de",
      S3_REGION: "eu-central-1",
      S3_ACCESS_KEY_ID: "AKID",
      S3_SECRET_ACCESS_KEY: "geheim",
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "https://medien.example.de/cms/",
      UPLOAD_MAX_MB: "250",
    });
    expect(s3).toMatchObject({
      S3_BUCKET: "medien",
      S3_ENDPOINT: "https://s3.example.de",
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: true,
      S3_PUBLIC_URL: "https://medien.example.de/cms",
      UPLOAD_MAX_MB: 250,
    });
  });

  it("names bad storage and upload settings", () => {
    const dir = tempDir();
    expect(() => loadEnv({ DATA_DIR: dir, S3_ENDPOINT: "s3.example.de" })).toThrow(/S3_ENDPOINT: muss eine vollständige URL sein/);
    expect(() => loadEnv({ DATA_DIR: dir, S3_PUBLIC_URL: "medien" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadEnv({ DATA_DIR: dir, S3_FORCE_PATH_STYLE: "ja" })).toThrow(/S3_FORCE_PATH_STYLE: muss "true" oder "false" sein/);
    expect(() => loadEnv({ DATA_DIR: dir, UPLOAD_MAX_MB: "0" })).toThrow(/UPLOAD_MAX_MB: muss mindestens 1 sein/);
    expect(() => loadEnv({ DATA_DIR: dir, UPLOAD_MAX_MB: "1.5" })).toThrow(/UPLOAD_MAX_MB: muss eine ganze Zahl sein/);
    expect(() => loadEnv({ DATA_DIR: dir, S3_BUCKET: "b", S3_ACCESS_KEY_ID: "AKID" })).toThrow(/S3_SECRET_ACCESS_KEY: muss zusammen/);
  });
});
