import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { Folder } from "~/lib/assets";
import type { Db } from "../db/client.server";
import { containsInsensitive, fromDbBool, fromDbTimestamp, inTransaction, nowIso, toDbBool } from "../db/dialect.server";
import type { ContentFoldersTable } from "../db/schema.server";

/** The only code that reads and writes content_folders. */

export class FolderError extends Error {
  constructor(
    readonly code: "name" | "parent" | "cycle",
    message: string,
  ) {
    super(message);
    this.name = "FolderError";
  }
}

function toFolder(row: Selectable<ContentFoldersTable>): Folder {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parent_id ?? null,
    path: row.path,
    is_download_folder: fromDbBool(row.is_download_folder),
    sort_order: Number(row.sort_order ?? 0),
    created_at: fromDbTimestamp(row.created_at),
  };
}

function requireName(name: string): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) throw new FolderError("name", "Bitte geben Sie einen Namen für den Ordner ein.");
  return trimmed;
}

function childPath(parentPath: string | null, name: string): string {
  return `${parentPath ?? ""}/${name}`;
}

/** All folders ordered by path, so a parent always comes before its children. */
export async function listFolders(db: Db): Promise<Folder[]> {
  const rows = await db.selectFrom("content_folders").selectAll().orderBy("path", "asc").execute();
  return rows.map(toFolder);
}

/**
 * One page of the folders by path (issue 38, item 18: /admin/downloads), `q` searching name and
 * path (case and umlauts folded); ties broken by id, so pages never overlap.
 */
export async function listFoldersPage(db: Db, query: { q?: string; limit: number; offset: number }): Promise<{ items: Folder[]; total: number }> {
  let base = db.selectFrom("content_folders");
  const term = query.q?.trim();
  if (term) base = base.where((eb) => eb.or([containsInsensitive(db, eb.ref("name"), term), containsInsensitive(db, eb.ref("path"), term)]));
  const count = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy("path", "asc").orderBy("id", "asc").limit(query.limit).offset(query.offset).execute();
  return { items: rows.map(toFolder), total: Number(count.n) };
}

/** The folders flagged for the downloads page. */
export async function listDownloadFolders(db: Db): Promise<Folder[]> {
  const rows = await db.selectFrom("content_folders").selectAll().where("is_download_folder", "=", toDbBool(true)).orderBy("path", "asc").execute();
  return rows.map(toFolder);
}

/** Every folder's parent (id → parent id): two short columns, for the depth of the folders shown. */
export async function folderParents(db: Db): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom("content_folders").select(["id", "parent_id"]).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id ?? null]));
}

export async function getFolder(db: Db, id: string): Promise<Folder | null> {
  const row = await db.selectFrom("content_folders").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toFolder(row) : null;
}

async function requireParent(db: Db, parentId: string): Promise<Folder> {
  const parent = await getFolder(db, parentId);
  if (!parent) throw new FolderError("parent", "Der übergeordnete Ordner existiert nicht.");
  return parent;
}

export interface NewFolder {
  name: string;
  parent_id?: string | null;
  is_download_folder?: boolean;
}

export async function createFolder(db: Db, input: NewFolder): Promise<Folder> {
  const name = requireName(input.name);
  return inTransaction(db, async (trx) => {
    const parentId = input.parent_id || null;
    const parent = parentId ? await requireParent(trx, parentId) : null;
    const id = crypto.randomUUID();
    await trx
      .insertInto("content_folders")
      .values({
        id,
        name,
        parent_id: parentId,
        path: childPath(parent?.path ?? null, name),
        is_download_folder: toDbBool(input.is_download_folder ?? false),
        created_at: nowIso(),
      })
      .execute();
    return (await getFolder(trx, id))!;
  });
}

/**
 * Recomputes the path of `id` from its parent and name, then of every descendant. Walks parent_id
 * rather than matching path prefixes, so names that contain "/" cannot confuse it.
 */
async function rewritePaths(db: Db, id: string): Promise<void> {
  const rows = await db.selectFrom("content_folders").select(["id", "name", "parent_id", "path"]).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.parent_id) continue;
    childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  }
  const self = byId.get(id)!;
  const queue: Array<{ row: (typeof rows)[number]; path: string }> = [
    { row: self, path: childPath(self.parent_id ? byId.get(self.parent_id)!.path : null, self.name) },
  ];
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (next.row.path !== next.path) {
      await db.updateTable("content_folders").set({ path: next.path }).where("id", "=", next.row.id).execute();
    }
    for (const child of childrenOf.get(next.row.id) ?? []) {
      queue.push({ row: child, path: childPath(next.path, child.name) });
    }
  }
}

/** Renames a folder and rewrites its and its descendants' paths. Null when it does not exist. */
export async function renameFolder(db: Db, id: string, name: string): Promise<Folder | null> {
  const trimmed = requireName(name);
  return inTransaction(db, async (trx) => {
    if (!(await getFolder(trx, id))) return null;
    await trx.updateTable("content_folders").set({ name: trimmed }).where("id", "=", id).execute();
    await rewritePaths(trx, id);
    return getFolder(trx, id);
  });
}

async function assertNotIntoOwnSubtree(db: Db, id: string, newParentId: string): Promise<void> {
  const rows = await db.selectFrom("content_folders").select(["id", "parent_id"]).execute();
  const parentOf = new Map(rows.map((r) => [r.id, r.parent_id]));
  const seen = new Set<string>();
  for (let cursor: string | null | undefined = newParentId; cursor && !seen.has(cursor); cursor = parentOf.get(cursor)) {
    // Spec wording, kept verbatim (the UI shows it as is).
    if (cursor === id) throw new FolderError("cycle", "Cannot move folder into its own subfolder");
    seen.add(cursor);
  }
}

/**
 * Moves a folder under a new parent (null = root) and rewrites the paths below it. Moving into
 * itself or one of its subfolders is refused. Null when the folder does not exist.
 */
export async function moveFolder(db: Db, id: string, newParentId: string | null): Promise<Folder | null> {
  return inTransaction(db, async (trx) => {
    if (!(await getFolder(trx, id))) return null;
    const parentId = newParentId || null;
    if (parentId) {
      await assertNotIntoOwnSubtree(trx, id, parentId);
      await requireParent(trx, parentId);
    }
    await trx.updateTable("content_folders").set({ parent_id: parentId }).where("id", "=", id).execute();
    await rewritePaths(trx, id);
    return getFolder(trx, id);
  });
}

export async function setDownloadFolder(db: Db, id: string, flag: boolean): Promise<Folder | null> {
  await db.updateTable("content_folders").set({ is_download_folder: toDbBool(flag) }).where("id", "=", id).execute();
  return getFolder(db, id);
}

/**
 * Deletes a folder. Its files and its subfolders move up to its parent (the root for a top-level
 * folder) with their paths recomputed; no file is ever deleted with a folder. False when it did
 * not exist.
 */
export async function deleteFolder(db: Db, id: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const folder = await getFolder(trx, id);
    if (!folder) return false;
    await trx.updateTable("content_assets").set({ folder_id: folder.parent_id }).where("folder_id", "=", id).execute();
    const children = await trx.selectFrom("content_folders").select("id").where("parent_id", "=", id).execute();
    await trx.updateTable("content_folders").set({ parent_id: folder.parent_id }).where("parent_id", "=", id).execute();
    await trx.deleteFrom("content_folders").where("id", "=", id).execute();
    for (const child of children) await rewritePaths(trx, child.id);
    return true;
  });
}

/** Sets the order of the given folders (index × 10); other folders keep theirs. */
export async function setFolderOrder(db: Db, ids: string[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [index, id] of ids.entries()) {
      await trx.updateTable("content_folders").set({ sort_order: index * 10 }).where("id", "=", id).execute();
    }
  });
}

export async function setFolderSortOrder(db: Db, id: string, sortOrder: number): Promise<void> {
  await db.updateTable("content_folders").set({ sort_order: sortOrder }).where("id", "=", id).execute();
}

/** Key of the files outside any folder in countAssetsByFolder. */
export const ROOT = "";

/** Number of files directly in each folder (folders without files are absent), ROOT for the rest. */
export async function countAssetsByFolder(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("content_assets")
    .select(["folder_id", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("folder_id")
    .execute();
  return new Map(rows.map((r) => [r.folder_id ?? ROOT, Number(r.n)]));
}
