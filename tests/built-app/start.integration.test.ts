import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { countPages, createPage } from "~/server/pages/pages.server";
import { demoPages } from "~/server/seed/demo-content";
import { startApp, type RunningApp } from "../built-app";

/** The page's text: the hero keeps words like "C-Teile" together in a span of their own. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, "");
const heroTitle = String(demoPages.find((p) => p.slug === "home")!.content.find((b) => b.type === "hero")!.content.title);

describe("starting the built app", () => {
  const running: RunningApp[] = [];
  afterAll(async () => {
    await Promise.all(running.map((a) => a.stop()));
  });

  it("keeps all data across a restart and does not seed again", async () => {
    const first = await startApp({ empty: true });
    running.push(first);
    expect(textOf(await fetch(first.url + "/").then((r) => r.text()))).toContain(heroTitle);
    await first.stop();

    // Change the data while the server is down: the next start must serve it and not reseed.
    const handle = openDatabase({ sqliteFile: path.join(first.dataDir, "cms.db") });
    await createPage(handle.db, { slug: "nach-neustart", title: "Nach dem Neustart", is_published: true, content: [] });
    const before = await countPages(handle.db);
    await handle.close();

    // How fast the restart serves is a benchmark (npm run bench: against loading the bundle alone).
    const second = await startApp({ dataDir: first.dataDir });
    running.push(second);
    const res = await fetch(second.url + "/nach-neustart");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Diese Seite hat noch keinen Inhalt.");
    await second.stop();
    const again = openDatabase({ sqliteFile: path.join(first.dataDir, "cms.db") });
    expect(await countPages(again.db)).toBe(before);
    await again.close();
  });

  it("stops with a message naming the variable when the configuration is bad", async () => {
    await expect(startApp({ env: { PORT: "kein-port" } })).rejects.toThrow(/Umgebungsvariable PORT/);
  });

  it("serves the same seeded site from PostgreSQL with DATABASE_URL", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const name = `cms_e2e_${crypto.randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const app = await startApp({ env: { DATABASE_URL: url.toString() } });
      running.push(app);
      const html = await fetch(app.url + "/").then((r) => r.text());
      expect(textOf(html)).toContain(heroTitle);
      expect((await fetch(app.url + "/kontakt")).status).toBe(200);
      expect(await fetch(app.url + "/healthz").then((r) => r.json())).toMatchObject({ database: { dialect: "postgres" } });
      await app.stop();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
