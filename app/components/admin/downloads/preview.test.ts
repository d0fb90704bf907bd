import { describe, expect, it } from "vitest";
import { groupDownloads, selectDownloads } from "~/blocks/downloads/select";
import type { Asset, Folder } from "~/lib/assets";
import { buildDownloadsOverview, moveInOrder, PREVIEW_LIMIT, toDownloadFile, toDownloadFolder } from "./preview";

const folder = (over: Partial<Folder> & Pick<Folder, "id" | "name">): Folder => ({
  parent_id: null,
  path: `/${over.name}`,
  is_download_folder: false,
  sort_order: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

let n = 0;
const asset = (over: Partial<Asset> & Pick<Asset, "name">): Asset => ({
  id: `a${++n}`,
  description: null,
  alt_text: null,
  file_path: `documents/${n}.pdf`,
  url: `/media/documents/${n}.pdf`,
  asset_type: "document",
  mime_type: "application/pdf",
  file_size: 2048,
  width: null,
  height: null,
  folder_id: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...over,
});

describe("the /admin/downloads overview", () => {
  const folders = [
    folder({ id: "z", name: "Zertifikate", is_download_folder: true, sort_order: 0 }),
    folder({ id: "d", name: "Datenblätter", is_download_folder: true, sort_order: 10 }),
    folder({ id: "p", name: "Produkte" }),
    folder({ id: "pd", name: "Archiv", parent_id: "p", path: "/Produkte/Archiv" }),
  ];
  const assets = [
    ...Array.from({ length: 13 }, (_, i) => asset({ name: `Datenblatt ${i + 1}.pdf`, folder_id: "d" })),
    asset({ name: "ISO 9001.pdf", folder_id: "z", file_size: 1_258_291 }),
    asset({ name: "Lose.pdf", folder_id: null }),
    asset({ name: "Intern.pdf", folder_id: "pd" }),
  ];

  it("lists every folder by path with its depth and file count, and the download folders in page order", () => {
    const overview = buildDownloadsOverview(folders, assets);
    expect(overview.folders.map((f) => [f.name, f.depth, f.fileCount, f.isDownloadFolder])).toEqual([
      ["Datenblätter", 0, 13, true],
      ["Produkte", 0, 0, false],
      ["Archiv", 1, 1, false],
      ["Zertifikate", 0, 1, true],
    ]);
    expect(overview.order).toEqual(["z", "d"]);
  });

  it("previews the first 10 files in the order of the downloads page, then 'und n weitere'", () => {
    const overview = buildDownloadsOverview(folders, assets);
    const sheets = overview.folders.find((f) => f.id === "d")!;
    expect(sheets.preview.items).toHaveLength(PREVIEW_LIMIT);
    expect(sheets.preview.more).toBe(3);
    // Exactly what /downloads shows first for this folder.
    const files = assets.map(toDownloadFile);
    const dlFolders = folders.map(toDownloadFolder);
    const page = groupDownloads(selectDownloads(files, dlFolders, { showAllAssets: true, selectedFolders: [] }), dlFolders, { groupByFolder: true, showFileSize: true });
    expect(page.map((g) => g.title)).toEqual(["Zertifikate", "Datenblätter"]);
    expect(sheets.preview.items).toEqual(page[1].items.slice(0, PREVIEW_LIMIT));
    expect(sheets.preview.items.map((i) => i.name).slice(0, 3)).toEqual(["Datenblatt 1.pdf", "Datenblatt 2.pdf", "Datenblatt 3.pdf"]);
    const certificates = overview.folders.find((f) => f.id === "z")!;
    expect(certificates.preview).toEqual({ items: [expect.objectContaining({ name: "ISO 9001.pdf", size: "1,2 MB" })], more: 0 });
  });

  it("previews the root files, which /downloads lists while no folder is flagged", () => {
    const overview = buildDownloadsOverview(
      folders.map((f) => ({ ...f, is_download_folder: false })),
      assets,
    );
    expect(overview.order).toEqual([]);
    expect(overview.root).toEqual({ items: [expect.objectContaining({ name: "Lose.pdf", size: "2,0 KB" })], more: 0, fileCount: 1 });
  });

  it("counts depth by parents, not by slashes in names", () => {
    const overview = buildDownloadsOverview([folder({ id: "x", name: "A/B", path: "/A/B" })], []);
    expect(overview.folders[0].depth).toBe(0);
  });

  it("moves a folder one place up or down, and not past the ends", () => {
    expect(moveInOrder(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveInOrder(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveInOrder(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(moveInOrder(["a", "b"], "b", 1)).toEqual(["a", "b"]);
    expect(moveInOrder(["a"], "x", 1)).toEqual(["a"]);
  });
});
