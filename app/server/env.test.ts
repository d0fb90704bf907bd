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
});
