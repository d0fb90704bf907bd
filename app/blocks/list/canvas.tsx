import { Plus, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { defineCanvasTools, type CanvasToolsProps } from "../canvas-tool";
import type { ListContent } from "./block";
import { addItem, removeItem } from "./list-ops";

const t = deCanvasTools.list;

/** Spec §4 'List in edit mode': add an item ('New item'), remove any item (numbered as stored). */
function Tools({ content, onContent }: CanvasToolsProps<ListContent>) {
  // Padded, not a margin: a margin would collapse through the frame and leave the
  // frame's bar (absolute, at its top edge) over the toolbar.
  return (
    <div className="pt-5">
      <div role="toolbar" aria-label={t.toolbar} className="mb-2 flex flex-wrap items-center gap-1 rounded-md border border-border bg-background p-1 shadow-xs">
        <Button type="button" variant="ghost" size="sm" onClick={() => onContent(addItem(content))} className="h-7 px-2 text-xs">
          <Plus aria-hidden="true" />
          {t.addItem}
        </Button>
        {content.items.map((text, i) => (
          <Button
            key={i}
            type="button"
            variant="outline"
            size="sm"
            aria-label={t.removeItem(i + 1)}
            title={t.removeItemTitle(i + 1, text)}
            onClick={() => onContent(removeItem(content, i))}
            className="h-7 gap-1 px-2 text-xs"
          >
            <X aria-hidden="true" className="size-3.5" />
            {i + 1}
          </Button>
        ))}
      </div>
    </div>
  );
}

export const canvasTools = defineCanvasTools<ListContent>({
  type: "list",
  Tools,
});
