// `node scripts/bench-import.mjs [--posts=2000] [--images=500] [--post-kb=3]`: the WordPress import's
// figures (issue 28). Generates an export with that many posts (Gutenberg content, each with a
// featured image and an image in its text, categories and tags) and images served by a local HTTP
// server, imports it into a fresh DATA_DIR (SQLite) and prints the time and the memory the
// import takes. --post-kb makes the posts
// bigger, to show the memory does not grow with the export's size.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split("=")[1]) : fallback;
};
const POSTS = arg("posts", 2000);
const IMAGES = arg("images", 500);
const POST_KB = arg("post-kb", 3);

const work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-import-"));
const dataDir = path.join(work, "data");
fs.mkdirSync(dataDir);

// A few distinct pictures (1200×800 JPEG, ~40 KB), served under IMAGES addresses.
const pictures = await Promise.all(
  ["#c0392b", "#2980b9", "#27ae60", "#8e44ad", "#f39c12"].map((background) =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background }, })
      .composite([{ input: Buffer.from(`<svg width="1200" height="800"><circle cx="600" cy="400" r="300" fill="white" opacity="0.5"/></svg>`) }])
      .jpeg({ quality: 80 })
      .toBuffer(),
  ),
);
let served = 0;
const server = http.createServer((req, res) => {
  const match = /\/wp-content\/uploads\/2023\/(\d{2})\/bild-(\d+)\.jpg$/.exec(req.url ?? "");
  if (!match) return res.writeHead(404).end();
  served++;
  const body = pictures[Number(match[2]) % pictures.length];
  res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const origin = `http://127.0.0.1:${server.address().port}`;

// The export, written piece by piece.
const file = path.join(work, "export.xml");
const out = fs.createWriteStream(file);
const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((r) => out.once("drain", r)));
const cdata = (text) => `<![CDATA[${text}]]>`;
const upload = (n) => `${origin}/wp-content/uploads/2023/${String((n % 12) + 1).padStart(2, "0")}/bild-${n}.jpg`;
await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Benchmark</title><link>${origin}</link><description></description><language>de-DE</language><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>${origin}</wp:base_site_url><wp:base_blog_url>${origin}</wp:base_blog_url>
<wp:author><wp:author_login>${cdata("redaktion")}</wp:author_login><wp:author_display_name>${cdata("Die Redaktion")}</wp:author_display_name></wp:author>
`);
for (let c = 0; c < 8; c++) await write(`<wp:category><wp:category_nicename>${cdata(`kategorie-${c}`)}</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name>${cdata(`Kategorie ${c}`)}</wp:cat_name></wp:category>\n`);
const item = (fields, extra = "") => `<item><title>${cdata(fields.title)}</title><link>${fields.link}</link><dc:creator>${cdata("redaktion")}</dc:creator><guid isPermaLink="false">${origin}/?p=${fields.id}</guid><description></description>
<content:encoded>${cdata(fields.content ?? "")}</content:encoded><excerpt:encoded>${cdata(fields.excerpt ?? "")}</excerpt:encoded>
<wp:post_id>${fields.id}</wp:post_id><wp:post_date>${cdata(fields.date ?? "2023-05-01 10:00:00")}</wp:post_date><wp:post_date_gmt>${cdata(fields.date ?? "2023-05-01 08:00:00")}</wp:post_date_gmt>
<wp:post_name>${cdata(fields.slug ?? "")}</wp:post_name><wp:status>${cdata(fields.status ?? "publish")}</wp:status><wp:post_parent>0</wp:post_parent><wp:menu_order>0</wp:menu_order>
<wp:post_type>${cdata(fields.type)}</wp:post_type><wp:is_sticky>0</wp:is_sticky>${extra}</item>\n`;
for (let n = 0; n < IMAGES; n++) {
  await write(item({ id: 100000 + n, type: "attachment", title: `Bild ${n}`, link: `${origin}/?attachment_id=${100000 + n}`, status: "inherit" }, `<wp:attachment_url>${cdata(upload(n))}</wp:attachment_url><wp:postmeta><wp:meta_key>_wp_attachment_image_alt</wp:meta_key><wp:meta_value>${cdata(`Alternativtext ${n}`)}</wp:meta_value></wp:postmeta>`));
}
const paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ";
const filler = (kb) => {
  const blocks = [];
  for (let size = 0; size < kb * 1024; size += 800) blocks.push(`<!-- wp:paragraph --><p>${paragraph.repeat(5)}</p><!-- /wp:paragraph -->`);
  return blocks.join("\n\n");
};
const body = filler(POST_KB);
for (let n = 0; n < POSTS; n++) {
  const id = 1000 + n;
  const image = n % IMAGES;
  const content = [
    `<!-- wp:heading --><h2 class="wp-block-heading">Abschnitt ${n}</h2><!-- /wp:heading -->`,
    `<!-- wp:image {"id":${100000 + image},"sizeSlug":"large"} --><figure class="wp-block-image size-large"><img src="${upload(image).replace(/\.jpg$/, "-1024x683.jpg")}" alt=""/></figure><!-- /wp:image -->`,
    `<!-- wp:paragraph --><p>Siehe auch <a href="${origin}/2023/05/01/beitrag-${(n + 1) % POSTS}/">den nächsten Beitrag</a>.</p><!-- /wp:paragraph -->`,
    body,
    `<!-- wp:list --><ul><li>Eins</li><li>Zwei</li><li>Drei</li></ul><!-- /wp:list -->`,
  ].join("\n\n");
  const cat = n % 8;
  await write(item(
    { id, type: "post", title: `Beitrag ${n}`, slug: `beitrag-${n}`, link: `${origin}/2023/05/01/beitrag-${n}/`, content, excerpt: `Kurzfassung ${n}` },
    `<category domain="category" nicename="kategorie-${cat}">${cdata(`Kategorie ${cat}`)}</category><category domain="post_tag" nicename="tag-${n % 50}">${cdata(`Tag ${n % 50}`)}</category><wp:postmeta><wp:meta_key>_thumbnail_id</wp:meta_key><wp:meta_value>${100000 + image}</wp:meta_value></wp:postmeta>`,
  ));
}
await write("</channel>\n</rss>\n");
await new Promise((r) => out.end(r));
const exportBytes = fs.statSync(file).size;

// The import in this process, its modules loaded through Vite's SSR loader (the block registry
// needs import.meta.glob); the reading and converting run in its worker thread (decision 031),
// whose memory counts in the process's RSS. Memory is sampled while it runs, against the
// process's size once every module is loaded, so the figure is the import's and not the loader's.
const { createServer } = await import("vite");
const vite = await createServer({
  configFile: false,
  root,
  logLevel: "error",
  appType: "custom",
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const load = (module) => vite.ssrLoadModule(module);
const { importWordPress } = await load("/app/server/import/wordpress/import.server.ts");
const { formatImportReport } = await load("/app/server/import/wordpress/cli.server.ts");
const { openDatabase } = await load("/app/server/db/client.server.ts");
const { migrateToLatest } = await load("/app/server/db/migrate.server.ts");
const { loadEnv } = await load("/app/server/env.server.ts");
const { configureLogger } = await load("/app/server/logger.server.ts");
const { createStorage } = await load("/app/server/storage/index.server.ts");
configureLogger("silent");
const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
const database = openDatabase({ sqliteFile: path.join(dataDir, "cms.db") });
await migrateToLatest(database.db);
global.gc?.();
const heapMb = () => process.memoryUsage().heapUsed / 1024 / 1024;
const heapBefore = heapMb();
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const baseline = rssMb();
let peak = baseline;
let peakHeap = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed / 1024 / 1024);
}, 20);
const steps = new Map();
// [item number, time] of each page/post write: does a write get slower as the site grows?
const writes = [];
let stepStart = performance.now();
let step = "";
const started = performance.now();
// The uploads are served on 127.0.0.1: allowed as IMPORT_ALLOWED_HOSTS would allow an old site on the company network.
const allowedHosts = [{ host: "127.0.0.1", port: null }];
const report = await importWordPress({ db: database.db, storage: createStorage(env) }, file, { allowedHosts }, {
  set(done, _total, message) {
    if (message?.startsWith("Seiten und Beiträge")) writes.push([done, performance.now()]);
    if (message && message !== step) {
      if (step) steps.set(step, (performance.now() - stepStart) / 1000);
      step = message;
      stepStart = performance.now();
    }
  },
});
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// What the import keeps (the report, its maps) once the garbage is gone.
global.gc?.();
const heapAfter = heapMb();
peak = Math.max(peak, rssMb());
// The same export again: everything is found unchanged (no downloads, no writes).
const againStarted = performance.now();
const again = await importWordPress({ db: database.db, storage: createStorage(env) }, file, { allowedHosts });
const againSeconds = (performance.now() - againStarted) / 1000;
server.close();
await database.close();
await vite.close();
console.log(formatImportReport(report));
console.log("");
console.log(`Export: ${(exportBytes / 1024 / 1024).toFixed(1)} MB, ${POSTS} Beiträge, ${IMAGES} Bilder (${served} Downloads)`);
console.log(`Import: ${seconds.toFixed(1)} s (${((seconds * 1000) / POSTS).toFixed(1)} ms je Beitrag einschließlich Bilder)`);
console.log(`Schritte: ${[...steps].map(([name, s]) => `${name.replace(/ …$/, "")} ${s.toFixed(1)} s`).join(", ")}`);
console.log(`Zweiter Import derselben Datei: ${againSeconds.toFixed(1)} s, Beiträge ${again.posts.unchanged} unverändert / ${again.posts.created} neu, Medien ${again.media.unchanged} unverändert, ${again.redirects} Weiterleitungen neu`);
const tenth = Math.max(1, Math.floor(writes.length / 10));
const pace = (from, to) => ((writes[to][1] - writes[from][1]) / (to - from)).toFixed(1);
if (writes.length > 2 * tenth) console.log(`Schreiben je Beitrag: ${pace(0, tenth)} ms im ersten Zehntel, ${pace(writes.length - 1 - tenth, writes.length - 1)} ms im letzten`);
console.log(`Arbeitsspeicher (RSS): ${baseline.toFixed(0)} MB nach dem Laden der Module, Spitze während des Imports ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB); Heap höchstens ${peakHeap.toFixed(0)} MB`);
if (global.gc) console.log(`Heap nach Speicherbereinigung: ${heapBefore.toFixed(0)} MB vorher, ${heapAfter.toFixed(0)} MB nachher (+${(heapAfter - heapBefore).toFixed(1)} MB bleiben)`);
else console.log("(Mit node --expose-gc misst das Skript auch, was nach dem Import im Speicher bleibt.)");
fs.rmSync(work, { recursive: true, force: true });
process.exit(report.posts.created + report.posts.unchanged === POSTS ? 0 : 1);
