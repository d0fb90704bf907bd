import crypto from "node:crypto";
import type { Selectable } from "kysely";
import { assetFileUrl, assetTypeFromFile, isAssetType, type Asset, type AssetSort, type AssetType } from "~/lib/assets";
import type { Db } from "../db/client.server";
import { containsInsensitive, fromDbTimestamp, inTransaction, nowIso } from "../db/dialect.server";
import type { ContentAssetsTable } from "../db/schema.server";

/** The only code that reads and writes content_assets. Files on disk are the caller's business. */

export class AssetError extends Error {
  constructor(
    readonly code: "name" | "folder" | "file_path",
    message: string,
  ) {
    super(message);
    this.name = "AssetError";
  }
}

function toAsset(row: Selectable<ContentAssetsTable>): Asset {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    alt_text: row.alt_text ?? null,
    file_path: row.file_path,
    url: assetFileUrl(row.file_path),
    // An unknown stored type (older data) is shown as a plain document rather than failing.
    asset_type: isAssetType(row.asset_type) ? row.asset_type : "document",
    mime_type: row.mime_type,
    file_size: Number(row.file_size),
    width: row.width === null || row.width === undefined ? null : Number(row.width),
    height: row.height === null || row.height === undefined ? null : Number(row.height),
    folder_id: row.folder_id ?? null,
    created_at: fromDbTimestamp(row.created_at),
  };
}

function requireName(name: string): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) throw new AssetError("name", "Bitte geben Sie einen Namen für die Datei ein.");
  return trimmed;
}

/** Checked up front so a missing folder gives our message instead of a dialect-specific FK error. */
async function assertFolderExists(db: Db, folderId: string | null): Promise<void> {
  if (!folderId) return;
  const folder = await db.selectFrom("content_folders").select("id").where("id", "=", folderId).executeTakeFirst();
  if (!folder) throw new AssetError("folder", "Der Ordner existiert nicht.");
}

export interface AssetFilter {
  /** undefined = every folder, null = only assets outside any folder. */
  folderId?: string | null;
  /** Case-insensitive (umlauts folded) on name and description. */
  search?: string;
  /** One type or several (the picker of a field that takes images and videos). */
  type?: AssetType | readonly AssetType[];
}

function filteredAssets(db: Db, filter: AssetFilter) {
  let query = db.selectFrom("content_assets");
  if (filter.folderId === null) query = query.where("folder_id", "is", null);
  else if (filter.folderId !== undefined) query = query.where("folder_id", "=", filter.folderId);
  const types = filter.type === undefined ? [] : typeof filter.type === "string" ? [filter.type] : filter.type;
  if (types.length === 1) query = query.where("asset_type", "=", types[0]!);
  else if (types.length > 1) query = query.where("asset_type", "in", [...types]);
  const term = filter.search?.trim();
  if (term) {
    query = query.where((eb) =>
      eb.or([containsInsensitive(db, eb.ref("name"), term), containsInsensitive(db, eb.ref("description"), term)]),
    );
  }
  return query;
}

/** Every matching asset, newest first (the public downloads and the seeder read whole lists). */
export async function listAssets(db: Db, filter: AssetFilter = {}): Promise<Asset[]> {
  const rows = await filteredAssets(db, filter).selectAll().orderBy("created_at", "desc").orderBy("name", "asc").orderBy("id", "asc").execute();
  return rows.map(toAsset);
}

/**
 * One page of the library: filter, order and window in SQL, with the number of matches. Ties are
 * broken by id, so consecutive pages never overlap or skip a row.
 */
export async function listAssetsPage(
  db: Db,
  query: AssetFilter & { sort?: AssetSort; limit: number; offset: number },
): Promise<{ items: Asset[]; total: number }> {
  const base = filteredAssets(db, query);
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  let rows = base.selectAll();
  const sort = query.sort ?? "neueste";
  if (sort === "aelteste") rows = rows.orderBy("created_at", "asc").orderBy("name", "asc");
  else if (sort === "name") rows = rows.orderBy("name", "asc").orderBy("created_at", "desc");
  else if (sort === "groesse") rows = rows.orderBy("file_size", "desc").orderBy("name", "asc");
  else rows = rows.orderBy("created_at", "desc").orderBy("name", "asc");
  const items = await rows.orderBy("id", "asc").limit(query.limit).offset(query.offset).execute();
  return { items: items.map(toAsset), total: Number(count.n) };
}

/**
 * Id, name and folder of the files in `folderIds` (null: outside any folder): the short columns a
 * caller sorts by name the way visitors see it before reading whole rows of the first few.
 */
export async function listAssetNames(db: Db, folderIds: readonly (string | null)[]): Promise<{ id: string; name: string; folder_id: string | null }[]> {
  const ids = folderIds.filter((id): id is string => id !== null);
  const root = folderIds.includes(null);
  if (ids.length === 0 && !root) return [];
  const rows = await db
    .selectFrom("content_assets")
    .select(["id", "name", "folder_id"])
    .where((eb) => eb.or([...(ids.length > 0 ? [eb("folder_id", "in", ids)] : []), ...(root ? [eb("folder_id", "is", null)] : [])]))
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, folder_id: r.folder_id ?? null }));
}

/** The assets with these ids (in no particular order). */
export async function getAssetsByIds(db: Db, ids: readonly string[]): Promise<Asset[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("content_assets").selectAll().where("id", "in", [...ids]).execute();
  return rows.map(toAsset);
}

export async function getAsset(db: Db, id: string): Promise<Asset | null> {
  const row = await db.selectFrom("content_assets").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toAsset(row) : null;
}

export interface NewAsset {
  name: string;
  description?: string | null;
  alt_text?: string | null;
  file_path: string;
  /** Derived from mime_type and file_path when not given. */
  asset_type?: AssetType;
  mime_type: string;
  file_size: number;
  width?: number | null;
  height?: number | null;
  folder_id?: string | null;
}

export async function createAsset(db: Db, input: NewAsset): Promise<Asset> {
  const name = requireName(input.name);
  return inTransaction(db, async (trx) => {
    const folderId = input.folder_id || null;
    await assertFolderExists(trx, folderId);
    const taken = await trx
      .selectFrom("content_assets")
      .select("id")
      .where("file_path", "=", input.file_path)
      .executeTakeFirst();
    if (taken) throw new AssetError("file_path", "Unter diesem Dateipfad ist bereits eine Datei gespeichert.");
    const id = crypto.randomUUID();
    await trx
      .insertInto("content_assets")
      .values({
        id,
        name,
        description: input.description ?? null,
        alt_text: input.alt_text ?? null,
        file_path: input.file_path,
        asset_type: input.asset_type ?? assetTypeFromFile(input.mime_type, input.file_path),
        mime_type: input.mime_type,
        file_size: input.file_size,
        width: input.width ?? null,
        height: input.height ?? null,
        folder_id: folderId,
        created_at: nowIso(),
      })
      .execute();
    return (await getAsset(trx, id))!;
  });
}

export type AssetPatch = Partial<Pick<Asset, "name" | "description" | "alt_text" | "folder_id">>;

/** Partial update; undefined fields stay, an empty folder_id means the root. Null when missing. */
export async function updateAsset(db: Db, id: string, patch: AssetPatch): Promise<Asset | null> {
  const values: Partial<Pick<Asset, "name" | "description" | "alt_text" | "folder_id">> = {};
  if (patch.name !== undefined) values.name = requireName(patch.name);
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.alt_text !== undefined) values.alt_text = patch.alt_text;
  if (patch.folder_id !== undefined) values.folder_id = patch.folder_id || null;
  return inTransaction(db, async (trx) => {
    if (!(await getAsset(trx, id))) return null;
    if (values.folder_id !== undefined) await assertFolderExists(trx, values.folder_id);
    if (Object.keys(values).length > 0) {
      await trx.updateTable("content_assets").set(values).where("id", "=", id).execute();
    }
    return getAsset(trx, id);
  });
}

/** Deletes the row and returns it, so the caller can remove the file; null when missing. */
export async function deleteAsset(db: Db, id: string): Promise<Asset | null> {
  return inTransaction(db, async (trx) => {
    const asset = await getAsset(trx, id);
    if (!asset) return null;
    await trx.deleteFrom("content_assets").where("id", "=", id).execute();
    return asset;
  });
}

/** Moves assets into a folder (null = root). Returns how many rows were moved. */
export async function moveAssets(db: Db, ids: string[], folderId: string | null): Promise<number> {
  if (ids.length === 0) return 0;
  return inTransaction(db, async (trx) => {
    const target = folderId || null;
    await assertFolderExists(trx, target);
    const result = await trx
      .updateTable("content_assets")
      .set({ folder_id: target })
      .where("id", "in", ids)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}
