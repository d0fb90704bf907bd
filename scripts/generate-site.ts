/**
 * Adds a large generated site (2,000 posts, 200 pages, 4,000 redirects, 60 media folders, 300
 * files, 120 people, 60 invitations; app/server/seed/generated-site.server.ts) to the SQLite
 * database of a data directory, for npm run bench:admin.
 * Usage: tsx scripts/generate-site.ts <DATA_DIR> [posts pages redirects [folders assets people invitations]]
 */
import path from "node:path";
import { openDatabase } from "../app/server/db/client.server";
import { generateSite, LARGE_SITE } from "../app/server/seed/generated-site.server";

const [dataDir, ...numbers] = process.argv.slice(2);
if (!dataDir) {
  console.error("Aufruf: tsx scripts/generate-site.ts <DATA_DIR> [Beiträge Seiten Weiterleitungen [Ordner Dateien Personen Einladungen]]");
  process.exit(2);
}
const keys = ["posts", "pages", "redirects", "folders", "assets", "people", "invitations"] as const;
const counts = { ...LARGE_SITE };
keys.forEach((key, i) => {
  if (numbers[i]) counts[key] = Number(numbers[i]);
});
const handle = openDatabase({ sqliteFile: path.join(dataDir, "cms.db") });
try {
  await generateSite(handle.db, counts);
} finally {
  await handle.close();
}
