/**
 * Adds a large generated site (2,000 posts, 200 pages, 4,000 redirects; app/server/seed/
 * generated-site.server.ts) to the SQLite database of a data directory, for npm run bench:admin.
 * Usage: tsx scripts/generate-site.ts <DATA_DIR> [posts pages redirects]
 */
import path from "node:path";
import { openDatabase } from "../app/server/db/client.server";
import { generateSite, LARGE_SITE } from "../app/server/seed/generated-site.server";

const [dataDir, posts, pages, redirects] = process.argv.slice(2);
if (!dataDir) {
  console.error("Aufruf: tsx scripts/generate-site.ts <DATA_DIR> [Beiträge Seiten Weiterleitungen]");
  process.exit(2);
}
const handle = openDatabase({ sqliteFile: path.join(dataDir, "cms.db") });
try {
  await generateSite(handle.db, {
    posts: posts ? Number(posts) : LARGE_SITE.posts,
    pages: pages ? Number(pages) : LARGE_SITE.pages,
    redirects: redirects ? Number(redirects) : LARGE_SITE.redirects,
  });
} finally {
  await handle.close();
}
