import type { Folder } from "~/lib/assets";

/** Pure helpers for the folder tree of the media library and the picker. */

export interface FolderNode<F extends Folder = Folder> {
  folder: F;
  depth: number;
  children: FolderNode<F>[];
}

function byOrderThenName(a: Folder, b: Folder): number {
  return a.sort_order - b.sort_order || a.name.localeCompare(b.name, "de", { sensitivity: "base" });
}

/** The folders as a tree; a folder whose parent is missing is shown at the top level rather than lost. */
export function buildFolderTree<F extends Folder>(folders: F[]): FolderNode<F>[] {
  const ids = new Set(folders.map((f) => f.id));
  const childrenOf = new Map<string | null, F[]>();
  for (const folder of folders) {
    const parent = folder.parent_id && ids.has(folder.parent_id) ? folder.parent_id : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(folder);
    childrenOf.set(parent, list);
  }
  const seen = new Set<string>();
  const build = (parent: string | null, depth: number): FolderNode<F>[] =>
    (childrenOf.get(parent) ?? [])
      .slice()
      .sort(byOrderThenName)
      .filter((folder) => !seen.has(folder.id) && seen.add(folder.id))
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1) }));
  return build(null, 0);
}

/** Depth-first order (as the tree shows it), each with its depth: for selects and keyboard lists. */
export function flattenFolderTree<F extends Folder>(nodes: FolderNode<F>[], collapsed?: ReadonlySet<string>): FolderNode<F>[] {
  const out: FolderNode<F>[] = [];
  const walk = (list: FolderNode<F>[]) => {
    for (const node of list) {
      out.push(node);
      if (!collapsed?.has(node.folder.id)) walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/** The folder and every folder below it. */
export function folderAndDescendants(folders: Folder[], id: string): Set<string> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const folder of folders) {
      if (folder.parent_id && result.has(folder.parent_id) && !result.has(folder.id)) {
        result.add(folder.id);
        grew = true;
      }
    }
  }
  return result;
}

/**
 * Whether `folderId` may move under `parentId` (null = top level). The server refuses the same
 * ('Cannot move folder into its own subfolder'); checking here keeps a drop from even trying.
 */
export function canMoveFolder(folders: Folder[], folderId: string, parentId: string | null): boolean {
  if (parentId === null) return true;
  return !folderAndDescendants(folders, folderId).has(parentId);
}

/** "/Produkte/Datenblätter" → "Produkte / Datenblätter": how a folder is named in selects and toasts. */
export function folderLabel(folder: Pick<Folder, "path" | "name">): string {
  const parts = folder.path.split("/").filter(Boolean);
  return parts.length > 0 ? parts.join(" / ") : folder.name;
}
