import { useState } from "react";
import { TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { deMedia } from "~/i18n/media";
import type { Asset } from "~/lib/assets";
import { altTextsFromPattern } from "./alt-pattern";

const t = deMedia.bulkAlt;

/** Spec §5: one pattern with {n} for many images; empty does nothing (the button stays off). */
export function BulkAltDialog({ images, fromSelection, onClose, onApply }: { images: Asset[]; fromSelection: boolean; onClose: () => void; onApply: (texts: { id: string; alt_text: string }[]) => Promise<boolean> }) {
  const [pattern, setPattern] = useState("");
  const [busy, setBusy] = useState(false);
  const texts = altTextsFromPattern(pattern, images);
  async function apply() {
    setBusy(true);
    const done = await onApply(texts);
    setBusy(false);
    if (done) onClose();
  }
  return (
    <FormDialog
      title={t.title}
      description={images.length === 0 ? t.noImages : fromSelection ? t.intro(images.length) : t.introAll(images.length)}
      onClose={onClose}
      onSubmit={apply}
      busy={busy}
      submitDisabled={texts.length === 0}
      submitLabel={t.apply}
      busyLabel={deMedia.edit.saving}
      cancelLabel={deMedia.edit.cancel}
    >
      <TextField id="bulk-alt-pattern" label={t.pattern} hint={t.patternHint} placeholder={t.placeholder} value={pattern} maxLength={400} onChange={setPattern} />
      {texts.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">{t.preview}</p>
          <ol className="max-h-40 overflow-y-auto rounded-md border bg-muted/30 p-2 text-xs">
            {texts.slice(0, 50).map((text, index) => (
              <li key={text.id} className="grid grid-cols-[1fr_auto_1fr] gap-2">
                <span className="truncate text-muted-foreground">{images[index].name}</span>
                <span aria-hidden="true">→</span>
                <span className="truncate">{text.alt_text}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </FormDialog>
  );
}
