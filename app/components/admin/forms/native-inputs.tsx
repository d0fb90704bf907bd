import type { Ref } from "react";

/**
 * The file input behind a card's own buttons ('Datei auswählen', a drop zone): hidden from sight,
 * not from assistive technology, and tied to the card's error line while there is one.
 */
export function HiddenFileInput({ ref, id, accept, label, errorId, disabled, onFiles }: { ref: Ref<HTMLInputElement>; id: string; accept: string; label: string; /** The error line's id while it shows an error. */ errorId: string | null; disabled: boolean; onFiles: (files: File[]) => void }) {
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={accept}
      className="sr-only"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId ?? undefined}
      disabled={disabled}
      onChange={(e) => onFiles(Array.from(e.target.files ?? []))}
    />
  );
}

/** One choice of a radio group with its explanation under the label. */
export function RadioChoice({ name, value, label, hint, checked, onChange }: { name: string; value: string; label: string; hint: string; checked: boolean; onChange: () => void }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="radio" name={name} value={value} className="mt-1 accent-primary" checked={checked} onChange={onChange} />
      <span className="grid gap-0.5">
        <span>{label}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
}
