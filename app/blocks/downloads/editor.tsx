import { Download } from "lucide-react";
import { defineBlockEditor, type InsertDialogProps } from "../block-editor";
import type { DownloadsContent } from "./block";
import { CanvasTools } from "./canvas";
import { DownloadsConfigDialog } from "./config-dialog";
import { deDownloadsEditor } from "./editor-strings";

/** Inserting asks for the configuration first (spec §2), with 'Einfügen' as its confirm button. */
function InsertDialog({ onCancel, onInsert }: InsertDialogProps) {
  return <DownloadsConfigDialog open onOpenChange={(open) => !open && onCancel()} content={{}} submitLabel={deDownloadsEditor.insert} onSave={onInsert} />;
}

/** The admin side of the downloads block (app/blocks/admin-registry.ts). */
export const editor = defineBlockEditor<DownloadsContent>({
  type: "downloads",
  icon: Download,
  InsertDialog,
  strings: { inserted: deDownloadsEditor.inserted, insertFailed: deDownloadsEditor.insertFailed },
  CanvasTools,
});
