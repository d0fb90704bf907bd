import { Plus, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "../canvas-toolbar";
import type { CanvasToolsProps } from "../canvas-tool";
import type { ListContent } from "./block";
import { addItem, removeItem } from "./list-ops";

const t = deCanvasTools.list;

/** Spec §4 'List in edit mode': add an item ('New item'), remove any item (numbered as stored). */
export function CanvasTools({ content, onContent }: CanvasToolsProps<ListContent>) {
  const add = { label: t.addItem, icon: Plus, enabled: true, why: "", run: () => onContent(addItem(content)) };
  return (
    <CanvasToolbar label={t.toolbar} actions={[add]}>
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
    </CanvasToolbar>
  );
}
