import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/test-app";
import { testDbLabel } from "../../../../tests/test-db";
import { acceptanceTable, measureImport, type AcceptanceResult } from "./acceptance.server";
import { acceptanceExports } from "./fixtures/acceptance-exports";
import { parseAllowedHosts } from "./safe-fetch.server";
import { buildExport } from "./test-export";

/**
 * The share of items of each test export that needs no hand-fixing (issue 39), each export
 * imported into a database of its own, its old host a local server that answers every upload
 * with a picture. Hard requirements are asserted (no shortcode text, no &amp;amp;, no lost
 * picture or list item on any page); the share itself is printed by
 * `node scripts/import-acceptance.mjs`, which also sets IMPORT_ACCEPTANCE_EXTRA to WXR files of
 * other sites (WordPress's theme unit test data) to measure them the same way.
 */

const PRINT = process.env.IMPORT_ACCEPTANCE_PRINT === "1";
const EXTRA = (process.env.IMPORT_ACCEPTANCE_EXTRA ?? "").split(path.delimiter).filter((f) => f !== "" && fs.existsSync(f));

describe(`WordPress import: items that need no hand-fixing (${testDbLabel})`, () => {
  let uploads: http.Server;
  let origin = "";
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-wp-acceptance-"));
  const results: AcceptanceResult[] = [];

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#58a" } }).jpeg().toBuffer();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#a85" } }).png().toBuffer();
    uploads = http.createServer((req, res) => {
      const file = (req.url ?? "").split("?")[0]!;
      if (/\/wp-content\/uploads\/.+\.(jpe?g|gif)$/i.test(file)) res.writeHead(200, { "content-type": "image/jpeg" }).end(jpeg);
      else if (/\/wp-content\/uploads\/.+\.png$/i.test(file)) res.writeHead(200, { "content-type": "image/png" }).end(png);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => uploads.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(uploads.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => uploads?.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
    if (PRINT && results.length > 0) {
      console.log(`\n${acceptanceTable(results)}\n`);
      for (const r of results) for (const f of r.failing) console.log(`${r.name} – ${f.label}: ${f.reasons.join("; ")}`);
    }
  });

  async function measure(name: string, file: string, fetchTimeoutMs = 10_000): Promise<AcceptanceResult> {
    const app = await createTestApp();
    try {
      const result = await measureImport({ db: app.database.db, storage: app.storage }, name, file, { allowedHosts: parseAllowedHosts(new URL(origin).host), fetchTimeoutMs });
      results.push(result);
      return result;
    } finally {
      await app.close();
    }
  }

  it("every test export: no shortcode text, no &amp;amp;, every picture and list item on every page", async () => {
    for (const { name, spec } of acceptanceExports(origin)) {
      const file = path.join(dir, `${results.length}.xml`);
      fs.writeFileSync(file, buildExport(spec, { site: { title: name, link: origin } }));
      const result = await measure(name, file);
      expect(result.items, name).toBe(spec.items.filter((i) => i.type === "page" || i.type === "post").length);
      const hard = result.failing.flatMap((f) => f.reasons.filter((r) => !r.startsWith("Hinweis:")).map((r) => `${f.label}: ${r}`));
      expect(hard, name).toEqual([]);
    }
  }, 120_000);

  it.runIf(EXTRA.length > 0)("exports of other sites (IMPORT_ACCEPTANCE_EXTRA) are measured the same way", async () => {
    for (const file of EXTRA) await measure(path.basename(file), file, 3_000);
    expect(results.length).toBeGreaterThan(0);
  }, 600_000);
});
