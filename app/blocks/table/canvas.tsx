import { Minus, Plus } from "lucide-react";
import { deCanvasTools } from "~/i18n/canvas-tools";
import { CanvasToolbar } from "../canvas-toolbar";
import type { CanvasToolsProps } from "../canvas-tool";
import { useColumnResize, type ColumnLayout } from "../use-column-resize";
import { MAX_COLUMNS, MAX_ROWS, type TableContent } from "./block";
import { addColumn, addRow, canAddColumn, canAddRow, canRemoveColumn, canRemoveRow, removeColumn, removeRow, resizeColumns, startWidths } from "./table-ops";

const t = deCanvasTools.table;

/** The table's columns: the cells of its first row, spanning the whole table. */
function tableLayout(body: HTMLElement): ColumnLayout | null {
  const table = body.querySelector("table");
  const cells = table?.rows[0]?.cells;
  return table && cells ? { container: table, columns: Array.from(cells) } : null;
}

export function CanvasTools({ block, content, getBody, onContent }: CanvasToolsProps<TableContent>) {
  useColumnResize({
    getBody,
    layoutOf: tableLayout,
    startWidths: (measured) => startWidths(content, measured),
    stored: () => block.content.columnWidths,
    onWidths: (columnWidths, key) => onContent({ columnWidths }, key),
    resize: resizeColumns,
  });
  const apply = (patch: Record<string, unknown> | null) => {
    if (patch) onContent(patch);
  };
  const buttons = [
    {
      label: t.addRow,
      icon: Plus,
      enabled: canAddRow(content),
      why: t.maxRows(MAX_ROWS),
      run: () => apply(addRow(content)),
    },
    {
      label: t.removeRow,
      icon: Minus,
      enabled: canRemoveRow(content),
      why: t.noRows,
      hint: t.removeRowHint,
      run: () => apply(removeRow(content)),
    },
    {
      label: t.addColumn,
      icon: Plus,
      enabled: canAddColumn(content),
      why: t.maxColumns(MAX_COLUMNS),
      run: () => apply(addColumn(content)),
    },
    {
      label: t.removeColumn,
      icon: Minus,
      enabled: canRemoveColumn(content),
      why: t.minColumns,
      hint: t.removeColumnHint,
      run: () => apply(removeColumn(content)),
    },
  ];
  return (
    <CanvasToolbar label={t.toolbar} actions={buttons}>
      <span className="px-2 text-xs text-muted-foreground">{t.resizeHint}</span>
    </CanvasToolbar>
  );
}
