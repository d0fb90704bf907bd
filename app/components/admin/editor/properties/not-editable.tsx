import type { NotEditableField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";

/** A key no form edits (column widths set by dragging …): its label and why, greyed. */
export function NotEditable({ field, id }: { field: NotEditableField; id: string }) {
  return (
    <div id={id} className="grid gap-1 rounded-lg border border-dashed px-3 py-2 text-muted-foreground" aria-disabled="true">
      <span className="text-sm font-medium">{field.label ?? deEditor.properties.notEditable}</span>
      <span className="text-xs">{field.reason}</span>
    </div>
  );
}
