import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockDataContext, type BlockData } from "../data";
import { BlockList } from "../render";
import { renderStaticHtml } from "../static-render.server";
import { block, downloadsGridClass, groupDownloads, selectDownloads } from "./block";
import { renderBlock } from "../render-for-test";
import { orderFolders } from "./select";
import type { DownloadFile, DownloadsData } from "./downloads-data";
import { DownloadsListView, filterDownloads, resultCountLabel, type DownloadsListProps } from "./downloads-list.island";

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

const downloads: DownloadsData = {
  folders: [
    { id: "d1", name: "Datenblätter", parentId: null, isDownloadFolder: true, sortOrder: 0 },
    { id: "d2", name: "Zertifikate", parentId: null, isDownloadFolder: true, sortOrder: 0 },
    { id: "intern", name: "Website-Bilder", parentId: null, isDownloadFolder: false, sortOrder: 0 },
  ],
  files: [
    file({ id: "a", name: "Datenblatt FZ-200.pdf", description: "Technische Daten der Fräszentren", url: "/media/docs/fz-200.pdf", fileSize: 1_258_291, folderId: "d1" }),
    file({ id: "b", name: "ISO 9001 Zertifikat.pdf", url: "/media/docs/iso.pdf", fileSize: 850_000, folderId: "d2" }),
    file({ id: "c", name: "Werksansicht.jpg", assetType: "image", mimeType: "image/jpeg", url: "/media/images/werk.jpg", fileSize: 300, folderId: "d1" }),
    file({ id: "x", name: "Böse.pdf", url: "javascript:alert(1)", folderId: "d2" }),
    file({ id: "i", name: "Hero-Hintergrund.jpg", assetType: "image", url: "/media/images/hero.jpg", folderId: "intern" }),
    file({ id: "r", name: "Lose Datei.pdf", url: "/media/docs/lose.pdf", folderId: null }),
  ],
};
const data: BlockData = { loaded: { downloads } };

function render(content: Record<string, unknown>, blockData: BlockData = data): string {
  return renderBlock(block, content, { id: "dl", data: blockData, router: false });
}

const ids = (files: { id: string }[]) => files.map((f) => f.id);

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
    expect(block.type).toBe("downloads");
    expect(block.label).toBe("Downloads");
    expect(block.category).toBe("Components");
  });

  it.each([
    ["columnsDesktop", 1, 6, 3],
    ["columnsTablet", 1, 4, 2],
    ["columnsMobile", 1, 2, 1],
  ] as const)("clamps %s to %i–%i and falls back to %i", (field, min, max, fallback) => {
    const parse = (v: unknown) => block.schema.parse({ [field]: v })[field];
    expect(parse(max + 5)).toBe(max);
    expect(parse(0)).toBe(min);
    expect(parse(-2)).toBe(min);
    expect(parse(String(max))).toBe(max);
    expect(parse(1.6)).toBe(2 > max ? max : 2);
    expect(parse("viele")).toBe(fallback);
    expect(parse(null)).toBe(fallback);
    expect(parse({})).toBe(fallback);
    expect(parse(undefined)).toBe(fallback);
  });

  it("keeps the other fields when one is unreadable", () => {
    const c = block.schema.parse({ title: "Unterlagen", layout: "karussell", selectedFolders: "d1", columnsDesktop: "x" });
    expect(c).toMatchObject({ title: "Unterlagen", layout: "grid", selectedFolders: [], columnsDesktop: 3 });
  });

  it("builds literal responsive column classes (mobile < 768, tablet < 1024, desktop)", () => {
    expect(downloadsGridClass({ columnsMobile: 2, columnsTablet: 3, columnsDesktop: 5 })).toBe("grid-cols-2 md:grid-cols-3 lg:grid-cols-5");
    expect(downloadsGridClass(block.schema.parse({}))).toBe("grid-cols-1 md:grid-cols-2 lg:grid-cols-3");
    expect(render({ columnsDesktop: 6, columnsTablet: 4, columnsMobile: 2 })).toContain("grid-cols-2 md:grid-cols-4 lg:grid-cols-6");
  });

  it("lists the files of download folders with German sizes, descriptions and download links", () => {
    const html = render({});
    expect(html).toMatch(/<h2[^>]*>Downloads<\/h2>/);
    expect(html).toContain("Datenblatt FZ-200.pdf");
    expect(html).toContain("1,2 MB");
    expect(html).toContain("830,1 KB");
    expect(html).toContain("300 B");
    expect(html).toContain("Technische Daten der Fräszentren");
    // The stored names are random: the link saves the file under its own name.
    expect(html).toMatch(/<a href="\/media\/docs\/fz-200\.pdf" download="Datenblatt FZ-200.pdf"/);
    expect(html).toMatch(/<a href="\/media\/images\/werk\.jpg" download="Werksansicht.jpg"/);
    expect(html).toContain('Herunterladen<span class="sr-only">: Datenblatt FZ-200.pdf</span>');
    expect(html).toContain('placeholder="Downloads durchsuchen..."');
    for (const label of ["Alle Dateitypen", "Dokumente", "Bilder", "Videos", "Präsentationen"]) expect(html).toContain(`>${label}</option>`);
    expect(html).toMatch(/aria-live="polite"[^>]*>4 Downloads</);
    // Files outside download folders (the site's own images, loose root files) stay private.
    expect(html).not.toContain("Hero-Hintergrund.jpg");
    expect(html).not.toContain("Lose Datei.pdf");
  });

  it("lists a file with an unsafe address without a link", () => {
    const html = render({});
    expect(html).toContain("Böse.pdf");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain('Herunterladen<span class="sr-only">: Böse.pdf</span>');
    expect(html.match(/ download="/g)).toHaveLength(3);
  });

  it("hides sizes, descriptions, search and filter when switched off; list layout has one column", () => {
    const html = render({ showFileSize: false, showDescription: false, enableSearch: false, enableFiltering: false, layout: "list" });
    expect(html).toContain("Datenblatt FZ-200.pdf");
    expect(html).not.toContain("1,2 MB");
    expect(html).not.toContain("Technische Daten");
    expect(html).not.toContain("Downloads durchsuchen");
    expect(html).not.toContain("Alle Dateitypen");
    expect(html).not.toContain("lg:grid-cols-3");
    expect(html).toContain("grid-cols-1");
  });

  it("selects download folders (root files only without any), or the chosen folders", () => {
    const { files, folders } = downloads;
    expect(ids(selectDownloads(files, folders, { showAllAssets: true, selectedFolders: [] }))).toEqual(["a", "b", "c", "x"]);
    const unflagged = folders.map((f) => ({ ...f, isDownloadFolder: false }));
    expect(ids(selectDownloads(files, unflagged, { showAllAssets: true, selectedFolders: [] }))).toEqual(["r"]);
    expect(ids(selectDownloads(files, folders, { showAllAssets: false, selectedFolders: ["d2"] }))).toEqual(["b", "x"]);
    expect(ids(selectDownloads(files, folders, { showAllAssets: false, selectedFolders: ["intern", "d1"] }))).toEqual(["a", "c", "i"]);
    expect(selectDownloads(files, folders, { showAllAssets: false, selectedFolders: [] })).toEqual([]);
    const html = render({ showAllAssets: false, selectedFolders: ["d2"] });
    expect(html).toContain("ISO 9001 Zertifikat.pdf");
    expect(html).not.toContain("Datenblatt FZ-200.pdf");
  });

  it("groups by folder name, files without folder under 'Allgemein' last", () => {
    const { files, folders } = downloads;
    const groups = groupDownloads(files, folders, { groupByFolder: true, showFileSize: true });
    expect(groups.map((g) => g.title)).toEqual(["Datenblätter", "Website-Bilder", "Zertifikate", "Allgemein"]);
    expect(groups[0].items.map((i) => i.name)).toEqual(["Datenblatt FZ-200.pdf", "Werksansicht.jpg"]);
    expect(groups[0].items[0].size).toBe("1,2 MB");
    expect(groupDownloads(files, folders, { groupByFolder: false, showFileSize: false })).toEqual([
      { title: "", items: expect.arrayContaining([expect.objectContaining({ id: "a", size: "" })]) },
    ]);

    const html = render({ groupByFolder: true, showAllAssets: false, selectedFolders: ["d1", "d2"] });
    expect(html.indexOf(">Datenblätter</h3>")).toBeGreaterThan(-1);
    expect(html.indexOf(">Datenblätter</h3>")).toBeLessThan(html.indexOf(">Zertifikate</h3>"));
    expect(html.indexOf(">Datenblatt FZ-200.pdf<")).toBeLessThan(html.indexOf(">Zertifikate</h3>"));
    expect(html.indexOf(">ISO 9001 Zertifikat.pdf<")).toBeGreaterThan(html.indexOf(">Zertifikate</h3>"));
    const rootOnly = render({ groupByFolder: true }, { loaded: { downloads: { files: [file({ id: "r", name: "Lose Datei.pdf" })], folders: [] } } });
    expect(rootOnly).toContain(">Allgemein</h3>");
    // Without a block title the folder headings move up a level (no skipped heading levels).
    const untitled = render({ title: "", groupByFolder: true });
    expect(untitled).toContain(">Datenblätter</h2>");
    expect(untitled).not.toContain("<h3");
  });

  it("orders folders by their sort order (set in /admin/downloads), then by name; files by name with numbers as numbers", () => {
    const folders = [
      { id: "z", name: "Zertifikate", parentId: null, isDownloadFolder: true, sortOrder: 0 },
      { id: "d", name: "Datenblätter", parentId: null, isDownloadFolder: true, sortOrder: 10 },
      { id: "b", name: "Broschüren", parentId: null, isDownloadFolder: true, sortOrder: 10 },
    ];
    const files = [
      file({ id: "1", name: "Datenblatt 10.pdf", folderId: "d" }),
      file({ id: "2", name: "Datenblatt 9.pdf", folderId: "d" }),
      file({ id: "3", name: "ISO 9001.pdf", folderId: "z" }),
      file({ id: "4", name: "Katalog.pdf", folderId: "b" }),
    ];
    const groups = groupDownloads(files, folders, { groupByFolder: true, showFileSize: false });
    expect(groups.map((g) => g.title)).toEqual(["Zertifikate", "Broschüren", "Datenblätter"]);
    expect(groups[2].items.map((i) => i.name)).toEqual(["Datenblatt 9.pdf", "Datenblatt 10.pdf"]);
    expect(orderFolders(folders).map((f) => f.id)).toEqual(["z", "b", "d"]);
    const html = render({ groupByFolder: true }, { loaded: { downloads: { files, folders } } });
    expect(html.indexOf(">Zertifikate</h3>")).toBeLessThan(html.indexOf(">Broschüren</h3>"));
    expect(html.indexOf(">Broschüren</h3>")).toBeLessThan(html.indexOf(">Datenblätter</h3>"));
  });

  it("keeps two folders of the same name apart", () => {
    const folders = [
      { id: "a", name: "Archiv", parentId: null, isDownloadFolder: true, sortOrder: 0 },
      { id: "b", name: "Archiv", parentId: "x", isDownloadFolder: true, sortOrder: 10 },
    ];
    const groups = groupDownloads([file({ id: "1", folderId: "a" }), file({ id: "2", folderId: "b" })], folders, { groupByFolder: true, showFileSize: true });
    expect(groups.map((g) => g.items.map((i) => i.id))).toEqual([["1"], ["2"]]);
  });

  it("lists audio files under all types only", () => {
    const items = [file({ id: "a", assetType: "audio", name: "Signalton.wav" }), file({ id: "d" })];
    expect(ids(filterDownloads(items, "", ""))).toEqual(["a", "d"]);
    for (const type of ["document", "image", "video", "presentation"]) expect(ids(filterDownloads(items, "", type))).not.toContain("a");
  });

  it("says so when there are no downloads at all", () => {
    for (const html of [render({}, {}), render({ showAllAssets: false, selectedFolders: ["leer"] })]) {
      expect(html).toContain("Es sind noch keine Downloads verfügbar");
      expect(html).not.toContain("Keine Downloads gefunden");
      expect(html).not.toContain("Downloads durchsuchen");
      expect(html).toContain("0 Downloads");
    }
  });
});

describe("downloads list (island)", () => {
  it("is an island with plain JSON props whose server HTML already lists every file", () => {
    const { html, islands } = renderStaticHtml(
      <BlockDataContext.Provider value={data}>
        <BlockList blocks={[{ id: "dl", type: "downloads", content: { groupByFolder: true } }]} />
      </BlockDataContext.Provider>,
    );
    expect(islands.map((i) => i.name)).toEqual(["downloads/downloads-list"]);
    expect(JSON.parse(JSON.stringify(islands[0].props))).toEqual(islands[0].props);
    for (const name of ["Datenblatt FZ-200.pdf", "ISO 9001 Zertifikat.pdf", "Werksansicht.jpg"]) expect(html).toContain(name);
    expect(html).toContain('data-island="downloads/downloads-list"');
  });

  const items = downloads.files;

  it("filters by search term in name and description and by file type", () => {
    expect(ids(filterDownloads(items, "fräs", ""))).toEqual(["a"]);
    expect(ids(filterDownloads(items, "ZERTIFIKAT", ""))).toEqual(["b"]);
    expect(ids(filterDownloads(items, "", "image"))).toEqual(["c", "i"]);
    expect(ids(filterDownloads(items, "werk", "image"))).toEqual(["c"]);
    expect(filterDownloads(items, "datenblatt", "image")).toEqual([]);
    expect(filterDownloads(items, "", "video")).toEqual([]);
    expect(filterDownloads(items, "  ", "")).toHaveLength(items.length);
  });

  it("announces the number of results", () => {
    expect(resultCountLabel(0)).toBe("0 Downloads");
    expect(resultCountLabel(1)).toBe("1 Download");
    expect(resultCountLabel(3)).toBe("3 Downloads");
  });

  const props: DownloadsListProps = {
    groups: groupDownloads(items.slice(0, 3), downloads.folders, { groupByFolder: true, showFileSize: true }),
    showDescription: true,
    enableSearch: true,
    enableFiltering: true,
    layout: "grid",
    gridClass: "grid-cols-1 md:grid-cols-2 lg:grid-cols-3",
    headingLevel: 3,
  };
  const view = (query: string, type: string) => renderToStaticMarkup(<DownloadsListView {...props} query={query} type={type} idPrefix="t" />);

  it("shows the matching files and drops emptied folders", () => {
    const html = view("iso", "");
    expect(html).toContain("ISO 9001 Zertifikat.pdf");
    expect(html).not.toContain("Datenblatt FZ-200.pdf");
    expect(html).not.toContain(">Datenblätter</h3>");
    expect(html).toMatch(/aria-live="polite"[^>]*>1 Download</);
    expect(html).toContain('value="iso"');
  });

  it("shows the spec's empty state when search or filter find nothing", () => {
    const html = view("gibt es nicht", "");
    expect(html).toContain("Keine Downloads gefunden");
    expect(html).toContain("Versuchen Sie andere Suchbegriffe oder Filter");
    expect(html).not.toContain("Es sind noch keine Downloads verfügbar");
    // The controls stay, so the visitor can change the search.
    expect(html).toContain('placeholder="Downloads durchsuchen..."');
    expect(view("", "presentation")).toContain("Keine Downloads gefunden");
  });
});
