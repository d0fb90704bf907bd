import { Maximize2 } from "lucide-react";
import { useState } from "react";
import type { RichTextField } from "~/blocks/types";
import { RichTextDialog } from "~/components/admin/editor/rich-text/rich-text-dialog";
import { RichTextEditor } from "~/components/admin/editor/rich-text/rich-text-editor";
import { unsupportedContent } from "~/components/admin/editor/rich-text/unsupported";
import { Button } from "~/components/ui/button";
import { deEditor } from "~/i18n/editor";
import type { FieldInputProps } from "./field-props";

const t = deEditor.richText;

/**
 * Rich text in the formatting editor (TipTap), plus the large modal editor for long texts. Typing
 * is one coalesced change per pause, like the other text inputs; toolbar commands and the modal's
 * 'Übernehmen' are steps of their own. Content the editor cannot hold (a table written as HTML)
 * is shown read-only here and edited as HTML in the modal, so nothing is lost by a keystroke.
 */
export function RichTextInput({ field, value, id, onChange }: FieldInputProps<RichTextField>) {
  const html = typeof value === "string" ? value : "";
  const [large, setLarge] = useState(false);
  const lossy = unsupportedContent(html);
  const labelId = `${id}-label`;
  const describedBy = [lossy.length > 0 && `${id}-lossy`, field.help && `${id}-hint`].filter(Boolean).join(" ") || undefined;

  return (
    // A contenteditable cannot be the target of <label for>; the label names it via aria-labelledby.
    <div id={id} role="group" aria-labelledby={labelId} className="grid content-start gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="text-sm leading-none font-medium">
          {field.label}
        </span>
        <Button type="button" variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={() => setLarge(true)}>
          <Maximize2 aria-hidden="true" />
          {t.openLarge}
        </Button>
      </div>
      {lossy.length > 0 && (
        <p id={`${id}-lossy`} className="rounded-md border border-amber-300 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900">
          {t.unsupported(lossy.join(", "))}
        </p>
      )}
      <RichTextEditor
        value={html}
        onChange={(next, typing) => onChange(next, typing)}
        label={field.label}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        editable={lossy.length === 0}
      />
      {field.help && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {field.help}
        </div>
      )}
      <RichTextDialog open={large} onOpenChange={setLarge} value={html} title={field.label} onSave={(next) => next !== html && onChange(next)} />
    </div>
  );
}
