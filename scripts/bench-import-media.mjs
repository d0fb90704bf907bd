/**
 * node scripts/bench-import-media.mjs: a WordPress.com-sized export (about 1.5 MB: 120 posts,
 * 369 attachments) whose old host is gone, imported with `npm run cms -- import-wordpress` from
 * start to report (issue 39, item 12: under 45 s including the CLI start, the report under 100
 * lines). Two kinds of gone: a host that drops every connection, and one that accepts and never
 * answers (each download waits out the 30 s per-file timeout). The host is a local server on
 * 127.0.0.1, allowed through IMPORT_ALLOWED_HOSTS.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { root } from "./bench-lib.mjs";

const ATTACHMENTS = 369;
const POSTS = 200;

function cdata(text) {
  return `<![CDATA[${text}]]>`;
}

function exportXml(origin) {
  const up = (i) => `${origin}/wp-content/uploads/${2015 + (i % 8)}/${String((i % 12) + 1).padStart(2, "0")}/reisebild-${i}.jpg`;
  const items = [];
  for (let i = 0; i < ATTACHMENTS; i++) {
    items.push(`<item><title>Reisebild ${i}</title><link>${origin}/?attachment_id=${1000 + i}</link><guid isPermaLink="false">${up(i)}</guid><wp:post_id>${1000 + i}</wp:post_id><wp:status>inherit</wp:status><wp:post_type>attachment</wp:post_type><wp:attachment_url>${up(i)}</wp:attachment_url></item>`);
  }
  const words = "Wir sind weiter gefahren, durch Täler und über Pässe, und haben an jedem Abend etwas Neues gesehen. ".repeat(30);
  for (let p = 0; p < POSTS; p++) {
    const images = [0, 1, 2].map((k) => (p * 3 + k) % ATTACHMENTS);
    const content = [
      `<p>${words}</p>`,
      ...images.map((i) => `<p><img class="size-medium wp-image-${1000 + i}" src="${up(i)}?w=300" alt="Bild ${i}" /></p>`),
      `<p>${words}</p>`,
    ].join("\n\n");
    items.push(
      `<item><title>${cdata(`Etappe ${p + 1}`)}</title><link>${origin}/${2015 + (p % 8)}/01/01/etappe-${p + 1}/</link><pubDate>Sat, 20 Oct 2018 12:00:00 +0000</pubDate><dc:creator>${cdata("reisende")}</dc:creator><guid isPermaLink="false">${origin}/?p=${p + 1}</guid><content:encoded>${cdata(content)}</content:encoded><excerpt:encoded>${cdata("")}</excerpt:encoded><wp:post_id>${p + 1}</wp:post_id><wp:post_date>${cdata("2018-10-20 14:00:00")}</wp:post_date><wp:post_name>${cdata(`etappe-${p + 1}`)}</wp:post_name><wp:status>${cdata("publish")}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order><wp:post_type>${cdata("post")}</wp:post_type><category domain="category" nicename="reisen">${cdata("Reisen")}</category></item>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Reiseblog</title><link>${origin}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${origin}</wp:base_site_url><wp:base_blog_url>${origin}</wp:base_blog_url>
${items.join("\n")}
</channel></rss>
`;
}

async function run(kind) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-media-"));
  let requests = 0;
  const held = [];
  const server = http.createServer((req, res) => {
    requests++;
    if (kind === "drop") req.socket.destroy();
    else held.push(res);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const host = `127.0.0.1:${server.address().port}`;
  const exportFile = path.join(work, "export.xml");
  fs.writeFileSync(exportFile, exportXml(`http://${host}`));
  const size = fs.statSync(exportFile).size;
  const started = performance.now();
  // The peak memory of the whole import process (issue 39: under 300 MB), where GNU time is there.
  const timed = fs.existsSync("/usr/bin/time");
  const [command, args] = timed ? ["/usr/bin/time", ["-f", "maxrss-kb=%M", process.execPath, "scripts/cms.mjs", "import-wordpress", exportFile]] : [process.execPath, ["scripts/cms.mjs", "import-wordpress", exportFile]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(work, "daten"), LOG_LEVEL: "silent", IMPORT_ALLOWED_HOSTS: host },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise((r) => child.on("close", r));
  const seconds = (performance.now() - started) / 1000;
  for (const res of held) res.socket?.destroy();
  await new Promise((r) => server.close(r));
  fs.rmSync(work, { recursive: true, force: true });
  if (code !== 0) throw new Error(`Import fehlgeschlagen (${code}):\n${out}`);
  const peak = /maxrss-kb=(\d+)/.exec(out);
  const lines = out.replace(/^maxrss-kb=\d+\n?/m, "").trimEnd().split("\n");
  const memory = peak ? `, Speicher höchstens ${Math.round(Number(peak[1]) / 1024)} MB` : "";
  console.log(`${kind === "drop" ? "Host bricht Verbindungen ab" : "Host antwortet nie"}: ${(size / 1024 / 1024).toFixed(2)} MB, ${ATTACHMENTS} Anhänge, ${seconds.toFixed(1)} s bis zum Bericht (mit Start), ${requests} Anfragen, Bericht ${lines.length} Zeilen${memory}`);
  if (process.env.BENCH_SHOW) console.log(out);
}

await run("drop");
await run("silent");
