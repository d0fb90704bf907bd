import { useState } from "react";
import { FormDialog } from "~/components/admin/forms/form-dialog";
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
  async function submit() {
    setBusy(true);
    const done = await onMove(target);
    setBusy(false);
    if (done) onClose();
  }
  return (
    <FormDialog title={title} description={description} onClose={onClose} onSubmit={submit} busy={busy} submitLabel={deMedia.move.submit} cancelLabel={deMedia.edit.cancel}>
      <FolderSelect id="move-target" label={deMedia.move.target} folders={folders} value={target} exclude={exclude} rootLabel={rootLabel} onChange={setTarget} />
    </FormDialog>
  );
}
