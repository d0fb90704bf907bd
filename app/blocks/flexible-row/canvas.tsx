import { Minus, Plus } from "lucide-react";
import { Button } from "~/components/ui/button";
import { deCanvasTools } from "~/i18n/canvas-tools";
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
  // Padded, not a margin: a margin would collapse through the frame and leave the
  // frame's bar (absolute, at its top edge) over the toolbar.
  return (
    <div className="pt-5">
      <div role="toolbar" aria-label={t.toolbar} className="mb-2 flex flex-wrap items-center gap-1 rounded-md border border-border bg-background p-1 shadow-xs">
        {buttons.map(({ label, icon: Icon, enabled, why, hint, run }) => (
          <Button
            key={label}
            type="button"
            variant="ghost"
            size="sm"
            disabled={!enabled}
            title={enabled ? hint : why}
            onClick={run}
            className="h-7 px-2 text-xs disabled:pointer-events-auto disabled:cursor-not-allowed"
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
        <span className="ml-auto px-2 text-xs text-muted-foreground" aria-live="polite">
          {t.count(count)}
        </span>
      </div>
    </div>
  );
}

export const canvasTools = defineCanvasTools<FlexibleRowContent>({
  type: "flexible-row",
  Tools,
});
