import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData, type DownloadFile } from "../data";
import { block, downloadsGridClass, groupDownloads, selectDownloads } from "./block";
import { filterDownloads } from "./downloads-list.island";

const file = (over: Partial<DownloadFile>): DownloadFile => ({
  id: "f",
  name: "Datei.pdf",
  description: "",
  url: "/media/docs/datei.pdf",
  mimeType: "application/pdf",
  fileSize: 1000,
  assetType: "document",
  folderId: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...over,
});

const data: BlockData = {
  downloads: {
    folders: [
      { id: "d1", name: "Datenblätter", parentId: null, isDownloadFolder: true },
      { id: "d2", name: "Zertifikate", parentId: null, isDownloadFolder: true },
    ],
    files: [
      file({ id: "a", name: "Datenblatt FZ-200.pdf", description: "Technische Daten der Fräszentren", fileSize: 1_258_291, folderId: "d1" }),
      file({ id: "b", name: "ISO 9001 Zertifikat.pdf", fileSize: 850_000, folderId: "d2" }),
      file({ id: "c", name: "Werksansicht.jpg", assetType: "image", mimeType: "image/jpeg", url: "/media/images/werk.jpg", fileSize: 300, folderId: null }),
      file({ id: "x", name: "Böse.pdf", url: "javascript:alert(1)" }),
    ],
  },
};

function render(content: Record<string, unknown>, blockData: BlockData = data): string {
  const Render = block.Render;
  return renderToStaticMarkup(
    <BlockDataContext.Provider value={blockData}>
      <Render block={{ id: "dl", type: "downloads", content }} content={block.schema.parse(content)} renderBlocks={() => null} />
    </BlockDataContext.Provider>,
  );
}

describe("downloads block", () => {
  it("has the spec's fields with defaults", () => {
    expect(block.schema.parse({})).toEqual({
      title: "Downloads",
      description: "",
      selectedFolders: [],
      showAllAssets: true,
      groupByFolder: false,
      layout: "grid",
      showFileSize: true,
      showDescription: true,
      enableSearch: true,
      enableFiltering: true,
      columnsDesktop: 3,
      columnsTablet: 2,
      columnsMobile: 1,
    });
    expect(block.label).toBe("Downloads");
    expect(block.category).toBe("Components");
  });

  it("clamps columns to 1–6 / 1–4 / 1–2 and falls back to 3/2/1 for unreadable values", () => {
    expect(block.schema.parse({ columnsDesktop: 9, columnsTablet: 0, columnsMobile: 5 })).toMatchObject({ columnsDesktop: 6, columnsTablet: 1, columnsMobile: 2 });
    expect(block.schema.parse({ columnsDesktop: "viele", columnsTablet: null, columnsMobile: {} })).toMatchObject({ columnsDesktop: 3, columnsTablet: 2, columnsMobile: 1 });
    expect(block.schema.parse({ layout: "karussell" }).layout).toBe("grid");
    expect(downloadsGridClass({ columnsMobile: 2, columnsTablet: 3, columnsDesktop: 5 })).toBe("grid-cols-2 md:grid-cols-3 lg:grid-cols-5");
  });

  it("lists files with German sizes, descriptions and download links", () => {
    const html = render({});
    expect(html).toContain("<h2");
    expect(html).toContain("Datenblatt FZ-200.pdf");
    expect(html).toContain("1,2 MB");
    expect(html).toContain("830 KB");
    expect(html).toContain("300 B");
    expect(html).toContain("Technische Daten der Fräszentren");
    expect(html).toMatch(/<a href="\/media\/docs\/datei.pdf" download=""|<a href="\/media\/images\/werk.jpg" download=""/);
    expect(html).toContain("Herunterladen<span class=\"sr-only\">: Datenblatt FZ-200.pdf</span>");
    expect(html).toContain('placeholder="Downloads durchsuchen..."');
    expect(html).toContain("Alle Dateitypen");
    expect(html).toContain("lg:grid-cols-3");
    // A file with an unsafe address is listed without a link.
    expect(html).toContain("Böse.pdf");
    expect(html).not.toContain("javascript:");
  });

  it("hides sizes, descriptions, search and filter when switched off", () => {
    const html = render({ showFileSize: false, showDescription: false, enableSearch: false, enableFiltering: false, layout: "list" });
    expect(html).not.toContain("1,2 MB");
    expect(html).not.toContain("Technische Daten");
    expect(html).not.toContain("Downloads durchsuchen");
    expect(html).not.toContain("Alle Dateitypen");
    expect(html).not.toContain("lg:grid-cols-3");
  });

  it("lists only the selected folders when not showing all, and groups by folder", () => {
    expect(selectDownloads(data.downloads!.files, { showAllAssets: false, selectedFolders: ["d2"] }).map((f) => f.id)).toEqual(["b"]);
    const groups = groupDownloads(data.downloads!.files, data.downloads!.folders, { groupByFolder: true, showFileSize: true });
    expect(groups.map((g) => g.title)).toEqual(["Datenblätter", "Zertifikate", "Allgemein"]);
    const html = render({ groupByFolder: true });
    expect(html.indexOf(">Datenblätter</h3>")).toBeLessThan(html.indexOf(">Zertifikate</h3>"));
    expect(html).toContain(">Allgemein</h3>");
  });

  it("says so when there are no downloads", () => {
    expect(render({}, {})).toContain("Es sind noch keine Downloads verfügbar");
    expect(render({ showAllAssets: false, selectedFolders: ["leer"] })).toContain("Es sind noch keine Downloads verfügbar");
  });

  it("filters by search term and file type in the browser", () => {
    const items = data.downloads!.files;
    expect(filterDownloads(items, "fräs", "").map((f) => f.id)).toEqual(["a"]);
    expect(filterDownloads(items, "ZERTIFIKAT", "").map((f) => f.id)).toEqual(["b"]);
    expect(filterDownloads(items, "", "image").map((f) => f.id)).toEqual(["c"]);
    expect(filterDownloads(items, "datenblatt", "image")).toEqual([]);
    expect(filterDownloads(items, "  ", "").length).toBe(4);
  });
});
