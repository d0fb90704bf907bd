import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/textarea";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { RichTextEditor } from "./rich-text-editor";
import { unsupportedContent } from "./unsupported";

const t = deEditor.richText;

export interface RichTextDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The HTML the dialog starts from each time it opens. */
  value: string;
  /** Called with the edited HTML on 'Übernehmen' only; closing otherwise changes nothing. */
  onSave: (html: string) => void;
  title: string;
}

/**
 * The modal rich-text editor of spec §2 for long texts: a tall writing area with the same toolbar,
 * and an HTML view for content the formatting editor cannot hold (tables, images, classes).
 * 'Übernehmen' applies, 'Abbrechen' or Escape discard the dialog's edits.
 */
export function RichTextDialog({ open, onOpenChange, value, onSave, title }: RichTextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] flex-col sm:max-w-4xl">
        {open && (
          <DialogBody
            value={value}
            title={title}
            onCancel={() => onOpenChange(false)}
            onApply={(html) => {
              onSave(html);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Mounted per opening, so every opening starts from the stored value. */
function DialogBody({ value, title, onCancel, onApply }: { value: string; title: string; onCancel: () => void; onApply: (html: string) => void }) {
  const [draft, setDraft] = useState(value);
  const lossy = unsupportedContent(draft);
  const [mode, setMode] = useState<"visual" | "source">(lossy.length > 0 ? "source" : "visual");
  const id = useId();

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t.dialog.description}</DialogDescription>
      </DialogHeader>
      <div role="group" aria-label={t.dialog.modeLabel} className="inline-flex w-fit rounded-md border bg-muted p-0.5">
        {(["visual", "source"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={cn(
              "rounded px-2.5 py-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              mode === m && "bg-background text-foreground shadow-xs",
            )}
          >
            {t.dialog[m]}
          </button>
        ))}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {mode === "visual" ? (
          <div className="grid gap-2">
            {lossy.length > 0 && (
              <p id={`${id}-lossy`} className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t.unsupported(lossy.join(", "))}
              </p>
            )}
            <RichTextEditor
              value={draft}
              onChange={(html) => setDraft(html)}
              label={title}
              aria-describedby={lossy.length > 0 ? `${id}-lossy` : undefined}
              size="large"
              autoFocus
              editable={lossy.length === 0}
            />
          </div>
        ) : (
          <Textarea
            aria-label={t.dialog.sourceLabel(title)}
            value={draft}
            spellCheck={false}
            rows={20}
            className="min-h-[50vh] font-mono text-xs [field-sizing:fixed]"
            onChange={(e) => setDraft(e.target.value)}
          />
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.dialog.cancel}
        </Button>
        <Button type="button" onClick={() => onApply(draft)}>
          {t.dialog.apply}
        </Button>
      </DialogFooter>
    </>
  );
}
