import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetFileUrl } from "~/lib/assets";
import type { Db } from "~/server/db/client.server";
import { listAssets } from "~/server/media/assets.server";
import { createFolder, listFolders } from "~/server/media/folders.server";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import type { Block } from "../types";
import { block, groupDownloads, selectDownloads, type DownloadsContent } from "./block";
import { loader } from "./data.server";
import { MAX_DOWNLOAD_FILES, type DownloadsData } from "./downloads-data";

/**
 * docs/decisions/036: a page's downloads blocks read only the files they can show (their folders,
 * at most MAX_DOWNLOAD_FILES), not the whole media library, and list the same as before.
 */

/** Counts the statements and the rows each returns, by table read. */
function counting(db: Db): { db: Db; rows: Record<string, number>; statements: number } {
  const log = { rows: {} as Record<string, number>, statements: 0 };
  const tables = new WeakMap<object, string>();
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      log.statements += 1;
      const from = (args.node as { from?: { froms?: { table?: { identifier?: { name?: string } } }[] } }).from;
      tables.set(args.queryId, from?.froms?.[0]?.table?.identifier?.name ?? args.node.kind);
      return args.node;
    },
    transformResult: async (args) => {
      const table = tables.get(args.queryId) ?? "?";
      log.rows[table] = (log.rows[table] ?? 0) + args.result.rows.length;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    get rows() {
      return log.rows;
    },
    get statements() {
      return log.statements;
    },
  };
}

/** The loader before docs/decisions/036: every file and folder of the library. */
async function everything(db: Db): Promise<DownloadsData> {
  const [assets, folders] = await Promise.all([listAssets(db), listFolders(db)]);
  return {
    files: assets.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description ?? "",
      url: assetFileUrl(a.file_path),
      mimeType: a.mime_type,
      fileSize: a.file_size,
      assetType: a.asset_type,
      folderId: a.folder_id,
      createdAt: a.created_at,
    })),
    folders: folders.map((f) => ({ id: f.id, name: f.name, parentId: f.parent_id, isDownloadFolder: f.is_download_folder, sortOrder: f.sort_order ?? 0 })),
  };
}

const downloads = (id: string, content: Record<string, unknown>): Block => ({ id, type: "downloads", content });

/** What each block lists, as the page shows it. */
function shown(data: DownloadsData, blocks: Block[]) {
  return blocks.map((b) => {
    const content: DownloadsContent = block.schema.parse(b.content);
    return groupDownloads(selectDownloads(data.files, data.folders, content), data.folders, content);
  });
}

let seq = 0;
async function addAssets(db: Db, folderId: string | null, count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    seq += 1;
    return {
      id: crypto.randomUUID(),
      name: `${prefix} ${String(count - i).padStart(4, "0")}.pdf`,
      description: i % 3 === 0 ? `Beschreibung ${i}` : null,
      alt_text: null,
      file_path: `/uploads/${prefix.toLowerCase()}-${seq}.pdf`,
      asset_type: "document",
      mime_type: "application/pdf",
      file_size: 1000 + i,
      folder_id: folderId,
      width: null,
      height: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, seq % 50)).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 50) await db.insertInto("content_assets").values(rows.slice(i, i + 50)).execute();
}

describe(`the downloads block reads only what it shows (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("lists the same as reading the whole library, for a small library", async () => {
    const root = () => [downloads("alle", {}), downloads("gruppiert", { groupByFolder: true })];
    await addAssets(t.db, null, 4, "Lose");
    // No download folder yet: the files outside any folder (spec §9).
    expect(shown(await loader({ db: t.db, blocks: root() }), root())).toEqual(shown(await everything(t.db), root()));

    const a = await createFolder(t.db, { name: "Formulare", is_download_folder: true });
    const b = await createFolder(t.db, { name: "Intern" });
    const c = await createFolder(t.db, { name: "Unterordner", parent_id: a.id, is_download_folder: true });
    await addAssets(t.db, a.id, 5, "Formular");
    await addAssets(t.db, b.id, 3, "Intern");
    await addAssets(t.db, c.id, 2, "Unter");
    const blocks = [
      ...root(),
      downloads("gewaehlt", { showAllAssets: false, selectedFolders: [b.id, c.id], groupByFolder: true }),
      downloads("leer", { showAllAssets: false, selectedFolders: [] }),
      downloads("unbekannt", { showAllAssets: false, selectedFolders: ["gibt-es-nicht"] }),
    ];
    const before = shown(await everything(t.db), blocks);
    expect(before[0].flatMap((g) => g.items)).toHaveLength(7);
    expect(shown(await loader({ db: t.db, blocks }), blocks)).toEqual(before);
    expect(await loader({ db: t.db, blocks: [downloads("leer", { showAllAssets: false })] })).toEqual({ files: [], folders: [] });
  });

  it("reads only the rows of its folders from a library of 3,000 files, at most MAX_DOWNLOAD_FILES", async () => {
    const shared = await createFolder(t.db, { name: "Presse", is_download_folder: true });
    const big = await createFolder(t.db, { name: "Archiv" });
    const others = await Promise.all(["Bilder", "Rechnungen", "Verträge"].map((name) => createFolder(t.db, { name })));
    await addAssets(t.db, shared.id, 120, "Presse");
    await addAssets(t.db, big.id, 900, "Archiv");
    for (const f of others) await addAssets(t.db, f.id, 600, f.name);
    await addAssets(t.db, null, 166, "Lose");
    const total = Number((await t.db.selectFrom("content_assets").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(total).toBeGreaterThanOrEqual(3000);

    // One folder chosen: its rows only (ids, then the rows of those ids), one folder row.
    const chosen = [downloads("presse", { showAllAssets: false, selectedFolders: [shared.id] })];
    const one = counting(t.db);
    let started = performance.now();
    const data = await loader({ db: one.db, blocks: chosen });
    const ms = performance.now() - started;
    started = performance.now();
    const all = await everything(t.db);
    const msAll = performance.now() - started;
    console.info(
      `downloads block, one folder of 120 in ${total} files (${testDbLabel}): ${one.statements} statements, rows ${JSON.stringify(one.rows)}, ${ms.toFixed(1)} ms; whole library: ${all.files.length + all.folders.length} rows, ${msAll.toFixed(1)} ms`,
    );
    expect(one.statements).toBe(3);
    expect(one.rows).toEqual({ content_folders: 1, content_assets: 240 });
    expect(shown(data, chosen)).toEqual(shown(all, chosen));

    // "Alle Download-Dateien": the flagged folders (Formulare, Unterordner, Presse) only.
    const showAll = [downloads("alle", { groupByFolder: true })];
    const flagged = counting(t.db);
    expect(shown(await loader({ db: flagged.db, blocks: showAll }), showAll)).toEqual(shown(all, showAll));
    expect(flagged.rows).toEqual({ content_folders: 3, content_assets: 2 * (120 + 5 + 2) });

    // A folder of 900: the first MAX_DOWNLOAD_FILES by name, no more rows read.
    const archive = [downloads("archiv", { showAllAssets: false, selectedFolders: [big.id] })];
    const capped = counting(t.db);
    const items = shown(await loader({ db: capped.db, blocks: archive }), archive)[0].flatMap((g) => g.items);
    expect(capped.rows.content_assets).toBe(2 * MAX_DOWNLOAD_FILES);
    expect(items).toHaveLength(MAX_DOWNLOAD_FILES);
    expect(items.map((i) => i.name)).toEqual(
      shown(all, archive)[0]
        .flatMap((g) => g.items)
        .slice(0, MAX_DOWNLOAD_FILES)
        .map((i) => i.name),
    );
  });
});
