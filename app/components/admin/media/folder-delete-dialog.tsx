import { deMedia } from "~/i18n/media";
import type { Folder } from "~/lib/assets";
import { folderLabel } from "./folder-tree";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

const t = deMedia.folders;

/** Spec §8 confirm; says where the folder's files go (the server moves them to the parent). */
export function FolderDeleteDialog({ folder, parent, onClose, onConfirm }: { folder: Folder; parent: Folder | null; onClose: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      onOpenChange={(open) => !open && onClose()}
      title={t.deleteTitle(folder.name)}
      description={t.confirmDelete}
      confirmLabel={t.delete}
      onConfirm={onConfirm}
    >
      <p className="text-sm">{parent ? t.deleteExplainParent(folderLabel(parent)) : t.deleteExplainRoot}</p>
    </ConfirmDialog>
  );
}
