import { Settings2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { CanvasToolsProps } from "../canvas-tool";
import type { DownloadsContent } from "./block";
import { changedContent } from "./changed-content";
import { DownloadsConfigDialog } from "./config-dialog";
import { deDownloadsEditor } from "./editor-strings";

/**
 * The selected downloads block opens the same configuration as inserting one (spec §2: tabs
 * 'Inhalt', 'Ordner', 'Darstellung'), prefilled with its content; 'Übernehmen' is one undo step.
 */
export function CanvasTools({ content, onContent }: CanvasToolsProps<DownloadsContent>) {
  const [open, setOpen] = useState(false);
  const current = content as unknown as Record<string, unknown>;
  return (
    // Below the frame bar, which overhangs the frame's top right edge.
    <div className="flex pt-5 pb-2">
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Settings2 aria-hidden="true" />
        {deDownloadsEditor.configure}
      </Button>
      <DownloadsConfigDialog
        open={open}
        onOpenChange={setOpen}
        content={current}
        onSave={(next) => {
          const patch = changedContent(current, next);
          if (Object.keys(patch).length > 0) onContent(patch);
        }}
      />
    </div>
  );
}
