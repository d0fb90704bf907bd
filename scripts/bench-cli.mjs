/**
 * npm run bench:cli: how long `npm run cms` takes to print its help and to run a WordPress import
 * of a tiny export (a dry run on a migrated database: what is left is starting the tool, the
 * import's worker thread and the import itself), against `node -e ""` measured in the same run
 * (decision 031). The first run after a source change also bundles the tool (reported apart).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./bench-lib.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cms-bench-cli-"));
const dataDir = path.join(work, "daten");
const exportFile = path.join(work, "export.xml");
fs.writeFileSync(
  exportFile,
  `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Muster GmbH</title><link>https://alt.example.de</link><wp:wxr_version>1.2</wp:wxr_version>
<item><title>Über uns</title><link>https://alt.example.de/ueber-uns/</link><content:encoded><![CDATA[<!-- wp:paragraph --><p>Wir fertigen Drehteile seit 1982.</p><!-- /wp:paragraph -->]]></content:encoded><wp:post_id>45</wp:post_id><wp:post_name>ueber-uns</wp:post_name><wp:status>publish</wp:status><wp:post_type>page</wp:post_type></item>
<item><title>Neue Fräsmaschine</title><link>https://alt.example.de/2021/05/10/neue-fraesmaschine/</link><content:encoded><![CDATA[<p>Seit Mai fräsen wir fünfachsig.</p>]]></content:encoded><wp:post_id>123</wp:post_id><wp:post_name>neue-fraesmaschine</wp:post_name><wp:status>publish</wp:status><wp:post_type>post</wp:post_type></item>
</channel></rss>
`,
);

function timed(args, env = {}) {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env }, encoding: "utf8" });
  const ms = performance.now() - started;
  return { ms, status: result.status, out: `${result.stdout}${result.stderr}` };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const line = (label, ms, base) => console.log(`${label.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(6)} s   ${(ms / base).toFixed(1).padStart(5)} × node -e ""`);

try {
  // A changed source makes the first command bundle the tool: measured once, apart.
  fs.rmSync(path.join(root, "node_modules/.cache/cms-cli"), { recursive: true, force: true });
  const cold = timed(["scripts/cms.mjs"]);
  const migrate = timed(["scripts/cms.mjs", "import-wordpress", exportFile, "--dry-run"]);
  if (migrate.status !== 0) throw new Error(`Import fehlgeschlagen:\n${migrate.out}`);

  const base = [], help = [], dryRun = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(timed(["-e", ""]).ms);
    help.push(timed(["scripts/cms.mjs"]).ms);
    const run = timed(["scripts/cms.mjs", "import-wordpress", exportFile, "--dry-run"]);
    if (run.status !== 0) throw new Error(`Import fehlgeschlagen:\n${run.out}`);
    dryRun.push(run.ms);
  }
  const baseline = median(base);
  console.log(`npm run cms (${RUNS} Läufe, Median; ${os.cpus().length} Kerne, Last ${os.loadavg()[0].toFixed(1)})`);
  line("node -e \"\" (Grundlinie)", baseline, baseline);
  line("Hilfe, erster Aufruf nach Änderung (bündeln)", cold.ms, baseline);
  line("Hilfe", median(help), baseline);
  line("Import-Probelauf (2 Einträge), bis zum Bericht", median(dryRun), baseline);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
