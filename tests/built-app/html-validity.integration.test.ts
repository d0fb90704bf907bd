import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../built-app";

const run = promisify(execFile);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

/** Every demo page, as visitors get it, through the W3C Nu HTML Checker (vnu-jar, Java). */
describe("valid HTML (W3C Nu HTML Checker)", () => {
  let app: RunningApp;
  let dir: string;
  beforeAll(async () => {
    app = await startApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-vnu-"));
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("finds no error on any page of the sitemap, the 404 screen or the sign-in screen", async () => {
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(20);
    expect(paths).toContain("/bausteine");
    const files: string[] = [];
    for (const [i, p] of [...paths, "/gibt-es-nicht", "/auth"].entries()) {
      const file = path.join(dir, `${String(i).padStart(2, "0")}${p.replace(/[^\w-]+/g, "_") || "_home"}.html`);
      fs.writeFileSync(file, await (await fetch(app.url + p)).text());
      files.push(file);
    }
    const { stdout, stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], { maxBuffer: 16 * 1024 * 1024 });
    const messages = (JSON.parse(stderr || stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages.filter((m) => m.type === "error").map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ""}`.trim());
    expect(errors).toEqual([]);
  });
});
