import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { deMedia } from "~/i18n/media";
import type { Folder } from "~/lib/assets";
import { FolderSelect } from "./folder-select";

/** 'Verschieben nach…': the keyboard way to do what dragging onto a folder does (files or a folder). */
export function MoveDialog({
  title,
  description,
  folders,
  initial,
  exclude,
  rootLabel,
  onClose,
  onMove,
}: {
  title: string;
  description?: string;
  folders: Folder[];
  initial: string | null;
  exclude?: ReadonlySet<string>;
  rootLabel?: string;
  onClose: () => void;
  /** Resolves true when done (the dialog closes). */
  onMove: (target: string | null) => Promise<boolean>;
}) {
  const [target, setTarget] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            setBusy(true);
            const done = await onMove(target);
            setBusy(false);
            if (done) onClose();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <FolderSelect id="move-target" label={deMedia.move.target} folders={folders} value={target} exclude={exclude} rootLabel={rootLabel} onChange={setTarget} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
              {deMedia.edit.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {deMedia.move.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
