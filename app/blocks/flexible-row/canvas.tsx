import { Minus, Plus } from "lucide-react";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "../canvas-toolbar";
import { defineCanvasTools, type CanvasToolsProps } from "../canvas-tool";
import { MAX_COLUMNS, type FlexibleRowContent } from "./block";
import { columnsPatch } from "./row-ops";

const t = deCanvasTools.row;

function Tools({ content, onContent }: CanvasToolsProps<FlexibleRowContent>) {
  const count = content.columns;
  const set = (n: number) => {
    const patch = columnsPatch(n);
    if (patch) onContent(patch);
  };
  const buttons = [
    {
      label: t.addColumn,
      icon: Plus,
      enabled: count < MAX_COLUMNS,
      why: t.maxColumns(MAX_COLUMNS),
      run: () => set(count + 1),
    },
    {
      label: t.removeColumn,
      icon: Minus,
      enabled: count > 1,
      why: t.minColumns,
      hint: t.removeColumnHint,
      run: () => set(count - 1),
    },
  ];
  return (
    <CanvasToolbar label={t.toolbar} actions={buttons}>
      <span className="ml-auto px-2 text-xs text-muted-foreground" aria-live="polite">
        {t.count(count)}
      </span>
    </CanvasToolbar>
  );
}

export const canvasTools = defineCanvasTools<FlexibleRowContent>({
  type: "flexible-row",
  Tools,
});
