import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";
import type { Asset, AssetUsage } from "~/lib/assets";
import { deleteAssetWithUsages } from "./media-api";
import { UsageList } from "./usage-list";

const t = deMedia.remove;

/**
 * Spec §8 confirm naming the file. A file still in use (409) is not deleted: the dialog lists where
 * it is used and offers 'Trotzdem löschen' (?force=true).
 */
export function AssetDeleteDialog({ asset, onClose, onDeleted }: { asset: Asset; onClose: () => void; onDeleted: (asset: Asset) => void }) {
  const [usages, setUsages] = useState<AssetUsage[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(force: boolean) {
    setBusy(true);
    const result = await deleteAssetWithUsages(asset.id, force);
    setBusy(false);
    if (result.ok) {
      toast.success(deMedia.toasts.deleted);
      onDeleted(asset);
      onClose();
    } else if (result.status === 409 && !force) {
      setUsages(result.usages);
    } else {
      toast.error(deMedia.toasts.deleteFailed, { description: result.error || deMedia.upload.networkError });
    }
  }

  return (
    <AlertDialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.title}</AlertDialogTitle>
          <AlertDialogDescription>{t.confirm(asset.name)}</AlertDialogDescription>
        </AlertDialogHeader>
        {usages && (
          <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <p className="font-medium">{t.inUse}</p>
            {usages.length > 0 && <UsageList usages={usages} />}
            <p className="text-xs">{t.inUseHint}</p>
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy} />
          {usages ? (
            <Button variant="destructive" disabled={busy} onClick={() => void remove(true)}>
              {t.force}
            </Button>
          ) : (
            <Button variant="destructive" disabled={busy} onClick={() => void remove(false)}>
              {t.delete}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
