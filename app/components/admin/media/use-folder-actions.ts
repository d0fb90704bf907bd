import { useState } from "react";
import { describeFailure } from "~/components/admin/pages/api-client";
import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";
import type { FolderTreeActions } from "./folder-tree-view";
import { mediaApi, type FolderWithCount } from "./media-api";

const t = deMedia.toasts;

/** The spec words the cycle refusal in English ('Cannot move folder into its own subfolder'); the admin reads German. */
const CYCLE = "Cannot move folder into its own subfolder";

export function folderFailureText(result: { error: string; fields: Record<string, string> }): string {
  const text = describeFailure(result);
  return text.includes(CYCLE) ? deMedia.folders.cycle : text;
}

/** Folder create/rename/move/delete/download flag through the API, with the toasts; dialogs are the screen's. */
export function useFolderActions(refresh: () => Promise<void>) {
  const [moving, setMoving] = useState<FolderWithCount | null>(null);
  const [deleting, setDeleting] = useState<FolderWithCount | null>(null);

  async function patch(folder: FolderWithCount, body: Parameters<typeof mediaApi.updateFolder>[1], success: string): Promise<boolean> {
    const result = await mediaApi.updateFolder(folder.id, body);
    if (!result.ok) {
      toast.error(t.folderFailed, { description: folderFailureText(result) });
      return false;
    }
    toast.success(success);
    await refresh();
    return true;
  }

  const actions: FolderTreeActions = {
    create: async (name, parentId) => {
      const result = await mediaApi.createFolder({ name, parent_id: parentId });
      if (!result.ok) {
        toast.error(t.folderFailed, { description: folderFailureText(result) });
        return false;
      }
      toast.success(t.folderCreated);
      await refresh();
      return true;
    },
    rename: (folder, name) => patch(folder, { name }, t.folderRenamed),
    move: (folder) => setMoving(folder),
    remove: (folder) => setDeleting(folder),
    setDownload: (folder, value) => void patch(folder, { is_download_folder: value }, value ? t.downloadOn(folder.name) : t.downloadOff(folder.name)),
  };

  /** Also the drop of a folder onto another (or onto "Ohne Ordner" = top level). */
  const moveFolder = (folder: FolderWithCount, parentId: string | null) =>
    folder.parent_id === parentId || folder.id === parentId ? Promise.resolve(false) : patch(folder, { parent_id: parentId }, t.folderMoved);

  async function deleteFolder(folder: FolderWithCount): Promise<boolean> {
    const result = await mediaApi.deleteFolder(folder.id);
    if (!result.ok) {
      toast.error(t.folderDeleteFailed, { description: folderFailureText(result) });
      return false;
    }
    toast.success(t.folderDeleted);
    await refresh();
    return true;
  }

  return { actions, moving, setMoving, deleting, setDeleting, moveFolder, deleteFolder };
}
