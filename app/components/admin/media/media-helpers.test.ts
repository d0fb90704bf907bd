import { describe, expect, it } from "vitest";
import type { Asset, Folder } from "~/lib/assets";
import { altTextsFromPattern } from "./alt-pattern";
import { acceptFor } from "./accept";
import { assetExtension, thumbnailUrl } from "./asset-preview";
import { buildFolderTree, canMoveFolder, flattenFolderTree, folderAndDescendants, folderLabel } from "./folder-tree";
import { assetsUrl } from "./media-api";
import { queryFromParams } from "./media-library";

function folder(id: string, name: string, parent: string | null, path: string, sort_order = 0): Folder {
  return { id, name, parent_id: parent, path, is_download_folder: false, sort_order, created_at: "2024-01-01T00:00:00.000Z" };
}

const folders = [
  folder("b", "Bilder", null, "/Bilder"),
  folder("p", "Produkte", null, "/Produkte", -10),
  folder("d", "Datenblätter", "p", "/Produkte/Datenblätter"),
  folder("x", "Alt", "d", "/Produkte/Datenblätter/Alt"),
  folder("o", "Verwaist", "gone", "/gone/Verwaist"),
];

describe("folder tree", () => {
  it("nests children under parents, by sort order then name; orphans go to the top", () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((n) => n.folder.id)).toEqual(["p", "b", "o"]);
    expect(tree[0].children.map((n) => n.folder.id)).toEqual(["d"]);
    expect(flattenFolderTree(tree).map((n) => `${n.depth}:${n.folder.name}`)).toEqual(["0:Produkte", "1:Datenblätter", "2:Alt", "0:Bilder", "0:Verwaist"]);
    expect(flattenFolderTree(tree, new Set(["p"])).map((n) => n.folder.id)).toEqual(["p", "b", "o"]);
  });

  it("knows a folder's subtree and refuses moves into it", () => {
    expect([...folderAndDescendants(folders, "p")].sort()).toEqual(["d", "p", "x"]);
    expect(canMoveFolder(folders, "p", "x")).toBe(false);
    expect(canMoveFolder(folders, "p", "p")).toBe(false);
    expect(canMoveFolder(folders, "d", "b")).toBe(true);
    expect(canMoveFolder(folders, "x", null)).toBe(true);
  });

  it("labels folders by their path", () => {
    expect(folderLabel(folders[2])).toBe("Produkte / Datenblätter");
    expect(folderLabel({ path: "", name: "Ohne Pfad" })).toBe("Ohne Pfad");
  });
});

describe("bulk alt text (spec §5)", () => {
  const images = [{ id: "1" }, { id: "2" }, { id: "3" }];
  it("numbers the images with {n}", () => {
    expect(altTextsFromPattern("Produktfoto {n}", images)).toEqual([
      { id: "1", alt_text: "Produktfoto 1" },
      { id: "2", alt_text: "Produktfoto 2" },
      { id: "3", alt_text: "Produktfoto 3" },
    ]);
    expect(altTextsFromPattern("{n}/{n}", images.slice(0, 1))).toEqual([{ id: "1", alt_text: "1/1" }]);
  });
  it("does nothing with an empty pattern", () => {
    expect(altTextsFromPattern("", images)).toEqual([]);
    expect(altTextsFromPattern("   ", images)).toEqual([]);
  });
});

describe("URLs and query", () => {
  it("builds the list address from the query", () => {
    expect(assetsUrl({})).toBe("/api/assets");
    expect(assetsUrl({ folder: "root", q: "  Müller ", type: "image" })).toBe("/api/assets?q=M%C3%BCller&type=image&folder_id=root");
    // A page of a picker for two types; the default order is not spelled out.
    expect(assetsUrl({ type: ["image", "video"], sort: "neueste" }, { limit: 50, offset: 100 })).toBe("/api/assets?type=image%2Cvideo&limit=50&offset=100");
    expect(assetsUrl({ sort: "name" }, { limit: 50, offset: 0 })).toBe("/api/assets?sort=name&limit=50&offset=0");
  });
  it("reads folder, search, type, order, page and view from the screen's URL", () => {
    expect(queryFromParams(new URLSearchParams("folder=p&q=foto&type=video&sort=groesse&page=3&view=list"))).toEqual({ folder: "p", q: "foto", type: "video", sort: "groesse", page: 3, view: "list" });
    expect(queryFromParams(new URLSearchParams("type=exe&sort=zufall&page=-1&view=tiles"))).toEqual({ folder: undefined, q: undefined, type: undefined, sort: "neueste", page: 1, view: "grid" });
  });
  it("names extensions and thumbnails", () => {
    expect(assetExtension({ file_path: "documents/ab12.pdf", name: "Datenblatt" } as Asset)).toBe("PDF");
    expect(assetExtension({ file_path: "documents/ab12", name: "x.DOCX" } as Asset)).toBe("DOCX");
    expect(thumbnailUrl("/media/images/a.png")).toBe("/media/images/a.png?width=640&format=webp");
  });
  it("offers only the caller's types in the file chooser", () => {
    expect(acceptFor(["image"])).toBe("image/jpeg,image/png,image/gif,image/webp,image/avif");
    expect(acceptFor()).toContain(".pptx");
  });
});

describe("folder errors", () => {
  it("says the spec's English cycle refusal in German, other messages as they come", async () => {
    const { folderFailureText } = await import("./use-folder-actions");
    expect(folderFailureText({ error: "Cannot move folder into its own subfolder", fields: { parent_id: "Cannot move folder into its own subfolder" } })).toBe(
      "Ein Ordner kann nicht in sich selbst oder in einen seiner Unterordner verschoben werden.",
    );
    expect(folderFailureText({ error: "x", fields: { name: "Bitte geben Sie einen Namen für den Ordner ein." } })).toBe("Bitte geben Sie einen Namen für den Ordner ein.");
  });
});
