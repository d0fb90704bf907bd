import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { createAsset, getAsset } from "./assets.server";
import {
  createFolder,
  deleteFolder,
  FolderError,
  getFolder,
  listFolders,
  moveFolder,
  renameFolder,
  setDownloadFolder,
} from "./folders.server";

describe(`folders query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedRows = () => t.db.selectFrom("content_folders").selectAll().orderBy("id").execute();
  const pathOf = async (id: string) => (await getFolder(t.db, id))!.path;

  it("creates root and nested folders with computed paths and typed fields", async () => {
    const root = await createFolder(t.db, { name: "  Produkte  " });
    expect(root.name).toBe("Produkte");
    expect(root.path).toBe("/Produkte");
    expect(root.parent_id).toBeNull();
    expect(root.is_download_folder).toBe(false);
    expect(new Date(root.created_at).toISOString()).toBe(root.created_at);

    const child = await createFolder(t.db, { name: "Datenblätter", parent_id: root.id, is_download_folder: true });
    expect(child.path).toBe("/Produkte/Datenblätter");
    expect(child.parent_id).toBe(root.id);
    expect(child.is_download_folder).toBe(true);

    const grandchild = await createFolder(t.db, { name: "2024", parent_id: child.id });
    expect(grandchild.path).toBe("/Produkte/Datenblätter/2024");

    const emptyParent = await createFolder(t.db, { name: "Leer-Eltern", parent_id: "" });
    expect(emptyParent.parent_id).toBeNull();
    expect(emptyParent.path).toBe("/Leer-Eltern");
  });

  it("lists folders ordered by path", async () => {
    await createFolder(t.db, { name: "Archiv" });
    const folders = await listFolders(t.db);
    const paths = folders.map((f) => f.path);
    // Only orderings that hold under any collation (the database's collation decides the rest).
    expect(paths.indexOf("/Archiv")).toBeLessThan(paths.indexOf("/Leer-Eltern"));
    expect(paths.indexOf("/Leer-Eltern")).toBeLessThan(paths.indexOf("/Produkte"));
    expect(paths.indexOf("/Produkte")).toBeLessThan(paths.indexOf("/Produkte/Datenblätter"));
    expect(paths.indexOf("/Produkte/Datenblätter")).toBeLessThan(paths.indexOf("/Produkte/Datenblätter/2024"));
    for (const f of folders) expect(typeof f.is_download_folder).toBe("boolean");
  });

  it("refuses an empty name and stores nothing", async () => {
    const before = await storedRows();
    for (const name of ["", "   "]) {
      await expect(createFolder(t.db, { name })).rejects.toMatchObject({ code: "name" });
    }
    await expect(createFolder(t.db, { name: " " })).rejects.toBeInstanceOf(FolderError);
    expect(await storedRows()).toEqual(before);
  });

  it("refuses a missing parent and stores nothing", async () => {
    const before = await storedRows();
    await expect(createFolder(t.db, { name: "Waise", parent_id: "gibt-es-nicht" })).rejects.toMatchObject({ code: "parent" });
    expect(await storedRows()).toEqual(before);
  });

  it("renames a folder and rewrites its own and all descendants' paths, not a sibling with the same prefix", async () => {
    const a = await createFolder(t.db, { name: "Alpha" });
    const b = await createFolder(t.db, { name: "Beta", parent_id: a.id });
    const c = await createFolder(t.db, { name: "Gamma", parent_id: b.id });
    const lookalike = await createFolder(t.db, { name: "Alpha 2" });
    const lookalikeChild = await createFolder(t.db, { name: "Beta", parent_id: lookalike.id });

    const renamed = (await renameFolder(t.db, a.id, "  Anfang "))!;
    expect(renamed.name).toBe("Anfang");
    expect(renamed.path).toBe("/Anfang");
    expect(await pathOf(b.id)).toBe("/Anfang/Beta");
    expect(await pathOf(c.id)).toBe("/Anfang/Beta/Gamma");
    expect(await pathOf(lookalike.id)).toBe("/Alpha 2");
    expect(await pathOf(lookalikeChild.id)).toBe("/Alpha 2/Beta");

    await renameFolder(t.db, b.id, "Mitte");
    expect(await pathOf(a.id)).toBe("/Anfang");
    expect(await pathOf(b.id)).toBe("/Anfang/Mitte");
    expect(await pathOf(c.id)).toBe("/Anfang/Mitte/Gamma");
  });

  it("refuses an empty new name unchanged and returns null for a missing folder", async () => {
    const f = await createFolder(t.db, { name: "Bleibt" });
    const before = await storedRows();
    await expect(renameFolder(t.db, f.id, "  ")).rejects.toMatchObject({ code: "name" });
    expect(await storedRows()).toEqual(before);
    expect(await renameFolder(t.db, "gibt-es-nicht", "Neu")).toBeNull();
    expect(await storedRows()).toEqual(before);
  });

  it("refuses a move into itself or any subfolder with the spec message and changes nothing", async () => {
    const top = await createFolder(t.db, { name: "Oben" });
    const mid = await createFolder(t.db, { name: "Mitte", parent_id: top.id });
    const low = await createFolder(t.db, { name: "Unten", parent_id: mid.id });
    const before = await storedRows();
    for (const target of [top.id, mid.id, low.id]) {
      await expect(moveFolder(t.db, top.id, target)).rejects.toMatchObject({
        code: "cycle",
        message: "Cannot move folder into its own subfolder",
      });
    }
    await expect(moveFolder(t.db, mid.id, low.id)).rejects.toBeInstanceOf(FolderError);
    expect(await storedRows()).toEqual(before);
    expect(await pathOf(top.id)).toBe("/Oben");
    expect(await pathOf(mid.id)).toBe("/Oben/Mitte");
    expect(await pathOf(low.id)).toBe("/Oben/Mitte/Unten");
  });

  it("refuses a move under a missing parent unchanged and returns null for a missing folder", async () => {
    const f = await createFolder(t.db, { name: "Fest" });
    const before = await storedRows();
    await expect(moveFolder(t.db, f.id, "gibt-es-nicht")).rejects.toMatchObject({ code: "parent" });
    expect(await storedRows()).toEqual(before);
    expect(await moveFolder(t.db, "gibt-es-nicht", null)).toBeNull();
    expect(await storedRows()).toEqual(before);
  });

  it("moves a folder and recomputes all descendant paths, also back to the root", async () => {
    const src = await createFolder(t.db, { name: "Quelle" });
    const sub = await createFolder(t.db, { name: "Unterordner", parent_id: src.id });
    const leaf = await createFolder(t.db, { name: "Blatt", parent_id: sub.id });
    const dest = await createFolder(t.db, { name: "Ziel" });
    const destChild = await createFolder(t.db, { name: "Kind", parent_id: dest.id });

    const moved = (await moveFolder(t.db, sub.id, destChild.id))!;
    expect(moved.parent_id).toBe(destChild.id);
    expect(moved.path).toBe("/Ziel/Kind/Unterordner");
    expect(await pathOf(leaf.id)).toBe("/Ziel/Kind/Unterordner/Blatt");
    expect(await pathOf(src.id)).toBe("/Quelle");

    // Moving an ancestor sideways carries the whole subtree along.
    await moveFolder(t.db, dest.id, src.id);
    expect(await pathOf(dest.id)).toBe("/Quelle/Ziel");
    expect(await pathOf(destChild.id)).toBe("/Quelle/Ziel/Kind");
    expect(await pathOf(leaf.id)).toBe("/Quelle/Ziel/Kind/Unterordner/Blatt");

    const atRoot = (await moveFolder(t.db, sub.id, null))!;
    expect(atRoot.parent_id).toBeNull();
    expect(atRoot.path).toBe("/Unterordner");
    expect(await pathOf(leaf.id)).toBe("/Unterordner/Blatt");

    const viaEmpty = (await moveFolder(t.db, dest.id, ""))!;
    expect(viaEmpty.parent_id).toBeNull();
    expect(await pathOf(destChild.id)).toBe("/Ziel/Kind");
  });

  it("joins a caller's transaction, so an outer rollback undoes a create, rename and move", async () => {
    const before = await storedRows();
    const existing = before[0];
    await expect(
      t.db.transaction().execute(async (trx) => {
        const f = await createFolder(trx, { name: "Vorübergehend" });
        await renameFolder(trx, existing.id, "Umbenannt");
        await moveFolder(trx, existing.id, f.id);
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(await storedRows()).toEqual(before);
  });

  it("sets and clears the download flag as a real boolean", async () => {
    const f = await createFolder(t.db, { name: "Downloads" });
    const on = (await setDownloadFolder(t.db, f.id, true))!;
    expect(on.is_download_folder).toBe(true);
    expect((await getFolder(t.db, f.id))!.is_download_folder).toBe(true);
    const off = (await setDownloadFolder(t.db, f.id, false))!;
    expect(off.is_download_folder).toBe(false);
    expect(await setDownloadFolder(t.db, "gibt-es-nicht", true)).toBeNull();
  });

  it("deletes a folder and moves its files and subfolders up to its parent, paths recomputed", async () => {
    const top = await createFolder(t.db, { name: "Löschen" });
    const mid = await createFolder(t.db, { name: "Mitte", parent_id: top.id });
    const sub = await createFolder(t.db, { name: "Unter", parent_id: mid.id });
    const other = await createFolder(t.db, { name: "Anderer" });
    const inMid = await createAsset(t.db, { name: "a.pdf", file_path: "del/a.pdf", mime_type: "application/pdf", file_size: 1, folder_id: mid.id });
    const inSub = await createAsset(t.db, { name: "b.pdf", file_path: "del/b.pdf", mime_type: "application/pdf", file_size: 1, folder_id: sub.id });
    const inOther = await createAsset(t.db, { name: "c.pdf", file_path: "del/c.pdf", mime_type: "application/pdf", file_size: 1, folder_id: other.id });

    expect(await deleteFolder(t.db, mid.id)).toBe(true);
    expect(await getFolder(t.db, mid.id)).toBeNull();
    expect(await getFolder(t.db, sub.id)).toMatchObject({ parent_id: top.id, path: "/Löschen/Unter" });
    expect((await getAsset(t.db, inMid.id))!.folder_id).toBe(top.id);
    expect((await getAsset(t.db, inSub.id))!.folder_id).toBe(sub.id);

    expect(await deleteFolder(t.db, top.id)).toBe(true);
    expect(await getFolder(t.db, sub.id)).toMatchObject({ parent_id: null, path: "/Unter" });
    expect((await getAsset(t.db, inMid.id))!.folder_id).toBeNull();
    expect((await getAsset(t.db, inOther.id))!.folder_id).toBe(other.id);
    expect(await deleteFolder(t.db, top.id)).toBe(false);
  });
});
