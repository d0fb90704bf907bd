import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import {
  AssetError,
  createAsset,
  deleteAsset,
  getAsset,
  listAssets,
  moveAssets,
  updateAsset,
  type NewAsset,
} from "./assets.server";
import { createFolder } from "./folders.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe(`assets query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  let folderA: string;
  let folderB: string;
  let fileNo = 0;
  beforeAll(async () => {
    t = await createTestDatabase();
    folderA = (await createFolder(t.db, { name: "Bilder" })).id;
    folderB = (await createFolder(t.db, { name: "Dokumente" })).id;
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedRows = () => t.db.selectFrom("content_assets").selectAll().orderBy("id").execute();
  // Spaced out so created_at differs and "newest first" is observable.
  async function add(input: Partial<NewAsset> & { name: string }) {
    await tick();
    fileNo += 1;
    return createAsset(t.db, { file_path: `uploads/${fileNo}-${input.name}`, mime_type: "application/pdf", file_size: 100, ...input });
  }

  it("creates an asset with typed fields and derives the type from mime and file name", async () => {
    const a = await createAsset(t.db, {
      name: "  Logo  ",
      file_path: "uploads/logo.png",
      mime_type: "image/png",
      file_size: 12345678901,
      folder_id: folderA,
    });
    expect(a.name).toBe("Logo");
    expect(a.asset_type).toBe("image");
    expect(a.file_size).toBe(12345678901);
    expect(typeof a.file_size).toBe("number");
    expect(a.description).toBeNull();
    expect(a.alt_text).toBeNull();
    expect(a.folder_id).toBe(folderA);
    expect(new Date(a.created_at).toISOString()).toBe(a.created_at);
    expect(await getAsset(t.db, a.id)).toEqual(a);

    const pptx = await createAsset(t.db, { name: "Vortrag", file_path: "uploads/vortrag.pptx", mime_type: "application/octet-stream", file_size: 1 });
    expect(pptx.asset_type).toBe("presentation");
    expect(pptx.folder_id).toBeNull();
    const explicit = await createAsset(t.db, { name: "Film", file_path: "uploads/film.bin", mime_type: "application/octet-stream", file_size: 1, asset_type: "video", folder_id: "" });
    expect(explicit.asset_type).toBe("video");
    expect(explicit.folder_id).toBeNull();
    expect(await getAsset(t.db, "gibt-es-nicht")).toBeNull();
  });

  it("refuses an empty name, a taken file path and a missing folder, storing nothing", async () => {
    const before = await storedRows();
    await expect(add({ name: "   " })).rejects.toMatchObject({ code: "name" });
    await expect(createAsset(t.db, { name: "Doppelt", file_path: "uploads/logo.png", mime_type: "image/png", file_size: 1 })).rejects.toMatchObject({ code: "file_path" });
    await expect(add({ name: "Waise", folder_id: "gibt-es-nicht" })).rejects.toMatchObject({ code: "folder" });
    await expect(add({ name: "" })).rejects.toBeInstanceOf(AssetError);
    expect(await storedRows()).toEqual(before);
  });

  it("lists newest first, everything, by folder or root only", async () => {
    const first = await add({ name: "Erste", folder_id: folderB });
    const second = await add({ name: "Zweite", folder_id: folderB });
    const all = await listAssets(t.db);
    expect(all.length).toBe((await storedRows()).length);
    expect(all.map((a) => a.created_at)).toEqual([...all.map((a) => a.created_at)].sort().reverse());
    expect(all[0].id).toBe(second.id);

    expect((await listAssets(t.db, { folderId: folderB })).map((a) => a.id)).toEqual([second.id, first.id]);
    const root = await listAssets(t.db, { folderId: null });
    expect(root.length).toBeGreaterThan(0);
    expect(root.every((a) => a.folder_id === null)).toBe(true);
    expect(root.map((a) => a.name)).toEqual(expect.arrayContaining(["Vortrag", "Film"]));
    expect(root.map((a) => a.id)).not.toContain(first.id);
    expect(await listAssets(t.db, { folderId: "gibt-es-nicht" })).toEqual([]);
  });

  it("searches name and description case-insensitively, including umlauts", async () => {
    const ueber = await add({ name: "Über uns Broschüre" });
    const desc = await add({ name: "Flyer", description: "Alles ÜBER unsere Qualität" });
    const other = await add({ name: "Preisliste" });
    const hits = (term: string) => listAssets(t.db, { search: term }).then((r) => r.map((a) => a.id));
    expect(await hits("über")).toEqual([desc.id, ueber.id]);
    expect(await hits("ÜBER")).toEqual([desc.id, ueber.id]);
    expect(await hits("qualität")).toEqual([desc.id]);
    expect(await hits("broschÜre")).toEqual([ueber.id]);
    expect(await hits("100%")).toEqual([]);
    expect(await hits("_")).toEqual([]);
    expect(await hits("  ")).toContain(other.id);
  });

  it("combines the type filter with search and folder", async () => {
    const img = await add({ name: "Über-Foto", mime_type: "image/jpeg", folder_id: folderA });
    const doc = await add({ name: "Über-Dokument", mime_type: "application/pdf", folder_id: folderA });
    const vid = await add({ name: "Über-Film", mime_type: "video/mp4" });
    expect((await listAssets(t.db, { type: "image", search: "über" })).map((a) => a.id)).toEqual([img.id]);
    expect((await listAssets(t.db, { type: "video", search: "über" })).map((a) => a.id)).toEqual([vid.id]);
    expect((await listAssets(t.db, { type: "document", search: "über-" })).map((a) => a.id)).toEqual([doc.id]);
    expect(await listAssets(t.db, { type: "presentation", search: "über" })).toEqual([]);
    expect((await listAssets(t.db, { type: "image", folderId: folderA })).map((a) => a.name)).toEqual(["Über-Foto", "Logo"]);
    expect(await listAssets(t.db, { type: "video", folderId: folderA })).toEqual([]);
    const images = await listAssets(t.db, { type: "image" });
    expect(images.every((a) => a.asset_type === "image")).toBe(true);
  });

  it("updates partially and returns null for a missing asset", async () => {
    const a = await add({ name: "Alt", description: "Beschreibung", folder_id: folderA });
    const updated = (await updateAsset(t.db, a.id, { alt_text: "Ein Bild", name: " Neu " }))!;
    expect(updated).toEqual({ ...a, name: "Neu", alt_text: "Ein Bild" });
    const cleared = (await updateAsset(t.db, a.id, { description: null, folder_id: "" }))!;
    expect(cleared.description).toBeNull();
    expect(cleared.folder_id).toBeNull();
    expect(cleared.name).toBe("Neu");
    expect((await updateAsset(t.db, a.id, { folder_id: folderB }))!.folder_id).toBe(folderB);
    expect(await updateAsset(t.db, a.id, {})).toEqual(await getAsset(t.db, a.id));
    expect(await updateAsset(t.db, "gibt-es-nicht", { name: "X" })).toBeNull();
  });

  it("refuses an empty name or a missing folder on update and changes nothing", async () => {
    const a = await add({ name: "Fest", folder_id: folderA });
    const before = await storedRows();
    await expect(updateAsset(t.db, a.id, { name: " " })).rejects.toMatchObject({ code: "name" });
    await expect(updateAsset(t.db, a.id, { folder_id: "gibt-es-nicht", alt_text: "x" })).rejects.toMatchObject({ code: "folder" });
    expect(await storedRows()).toEqual(before);
  });

  it("moves several assets at once, to a folder and back to the root", async () => {
    const x = await add({ name: "X" });
    const y = await add({ name: "Y" });
    const z = await add({ name: "Z" });
    expect(await moveAssets(t.db, [x.id, y.id], folderB)).toBe(2);
    expect((await getAsset(t.db, x.id))!.folder_id).toBe(folderB);
    expect((await getAsset(t.db, y.id))!.folder_id).toBe(folderB);
    expect((await getAsset(t.db, z.id))!.folder_id).toBeNull();
    expect(await moveAssets(t.db, [x.id, "gibt-es-nicht"], null)).toBe(1);
    expect((await getAsset(t.db, x.id))!.folder_id).toBeNull();
    expect(await moveAssets(t.db, [], folderA)).toBe(0);
  });

  it("refuses a move into a missing folder and changes nothing", async () => {
    const a = await add({ name: "Bleibt", folder_id: folderA });
    const before = await storedRows();
    await expect(moveAssets(t.db, [a.id], "gibt-es-nicht")).rejects.toMatchObject({ code: "folder" });
    expect(await storedRows()).toEqual(before);
  });

  it("deletes an asset and hands back the row for the file removal", async () => {
    const a = await add({ name: "Weg", description: "Wird gelöscht" });
    const deleted = await deleteAsset(t.db, a.id);
    expect(deleted).toEqual(a);
    expect(await getAsset(t.db, a.id)).toBeNull();
    expect(await deleteAsset(t.db, a.id)).toBeNull();
  });
});
