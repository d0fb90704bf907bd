import { describe, expect, it } from "vitest";
import { groupDownloads, selectDownloads } from "~/blocks/downloads/select";
import type { Asset, Folder } from "~/lib/assets";
import { buildDownloadsOverview, moveInOrder, PREVIEW_LIMIT, toDownloadFile, toDownloadFolder } from "./preview";

/** The overview of a whole library on one page (the server reads only a page and the previews' files). */
function overviewOf(folders: Folder[], assets: Asset[]) {
  const counts = new Map<string, number>();
  for (const a of assets) counts.set(a.folder_id ?? "", (counts.get(a.folder_id ?? "") ?? 0) + 1);
  const downloadFolders = folders.filter((f) => f.is_download_folder);
  const shown = new Set<string | null>([null, ...downloadFolders.map((f) => f.id)]);
  return buildDownloadsOverview({
    page: [...folders].sort((a, b) => a.path.localeCompare(b.path, "de")),
    downloadFolders,
    parents: new Map(folders.map((f) => [f.id, f.parent_id])),
    counts,
    previewFiles: assets.filter((a) => shown.has(a.folder_id)),
  });
}

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

  it("lists the page's folders by path with depth and file count, and every download folder in page order", () => {
    const overview = overviewOf(folders, assets);
    expect(overview.folders.map((f) => [f.name, f.depth, f.fileCount, f.isDownloadFolder])).toEqual([
      ["Datenblätter", 0, 13, true],
      ["Produkte", 0, 0, false],
      ["Archiv", 1, 1, false],
      ["Zertifikate", 0, 1, true],
    ]);
    expect(overview.order).toEqual(["z", "d"]);
    expect(overview.downloadFolders.map((f) => f.id)).toEqual(["z", "d"]);
  });

  it("counts the files of a preview from the counts, not from the files it was given (only the first ten of a folder are read)", () => {
    const d = folders.find((f) => f.id === "d")!;
    const firstTen = assets.filter((a) => a.folder_id === "d").slice(0, PREVIEW_LIMIT);
    const overview = buildDownloadsOverview({ page: [], downloadFolders: [d], parents: new Map([["d", null]]), counts: new Map([["d", 13]]), previewFiles: firstTen });
    expect(overview.folders).toEqual([]);
    expect(overview.downloadFolders[0]).toMatchObject({ fileCount: 13, preview: { more: 3 } });
    expect(overview.downloadFolders[0]!.preview!.items).toHaveLength(PREVIEW_LIMIT);
  });

  it("previews the first 10 files in the order of the downloads page, then 'und n weitere'", () => {
    const overview = overviewOf(folders, assets);
    const sheets = overview.downloadFolders.find((f) => f.id === "d")!;
    expect(sheets.preview!.items).toHaveLength(PREVIEW_LIMIT);
    expect(sheets.preview!.more).toBe(3);
    // Exactly what /downloads shows first for this folder.
    const files = assets.map(toDownloadFile);
    const dlFolders = folders.map(toDownloadFolder);
    const page = groupDownloads(selectDownloads(files, dlFolders, { showAllAssets: true, selectedFolders: [] }), dlFolders, { groupByFolder: true, showFileSize: true });
    expect(page.map((g) => g.title)).toEqual(["Zertifikate", "Datenblätter"]);
    expect(sheets.preview!.items).toEqual(page[1].items.slice(0, PREVIEW_LIMIT));
    expect(sheets.preview!.items.map((i) => i.name).slice(0, 3)).toEqual(["Datenblatt 1.pdf", "Datenblatt 2.pdf", "Datenblatt 3.pdf"]);
    const certificates = overview.downloadFolders.find((f) => f.id === "z")!;
    expect(certificates.preview).toEqual({ items: [expect.objectContaining({ name: "ISO 9001.pdf", size: "1,2 MB" })], more: 0 });
  });

  it("previews the root files, which /downloads lists while no folder is flagged", () => {
    const overview = overviewOf(
      folders.map((f) => ({ ...f, is_download_folder: false })),
      assets,
    );
    expect(overview.order).toEqual([]);
    expect(overview.root).toEqual({ items: [expect.objectContaining({ name: "Lose.pdf", size: "2,0 KB" })], more: 0, fileCount: 1 });
  });

  it("counts depth by parents, not by slashes in names", () => {
    const overview = overviewOf([folder({ id: "x", name: "A/B", path: "/A/B" })], []);
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
