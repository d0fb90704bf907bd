import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { deMedia } from "~/i18n/media";
import type { Folder } from "~/lib/assets";
import { folderLabel } from "./folder-tree";

const t = deMedia.folders;

/** Spec §8 confirm; says where the folder's files go (the server moves them to the parent). */
export function FolderDeleteDialog({ folder, parent, onClose, onConfirm }: { folder: Folder; parent: Folder | null; onClose: () => void; onConfirm: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.deleteTitle(folder.name)}</AlertDialogTitle>
          <AlertDialogDescription>{t.confirmDelete}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">{parent ? t.deleteExplainParent(folderLabel(parent)) : t.deleteExplainRoot}</p>
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            {t.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
