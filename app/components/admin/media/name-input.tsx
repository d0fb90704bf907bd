import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deMedia } from "~/i18n/media";

const t = deMedia.folders;

/** A folder name field: trimmed, Enter submits, Escape cancels, the button is off while empty (spec §5). */
export function NameInput({ label, initial, submitLabel, onSubmit, onCancel, compact }: { label: string; initial: string; submitLabel: string; onSubmit: (name: string) => Promise<void>; onCancel: () => void; compact?: boolean }) {
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const name = value.trim();
  const submit = async () => {
    if (!name || busy) return;
    setBusy(true);
    try {
      await onSubmit(name);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Input
        autoFocus
        aria-label={label}
        placeholder={compact ? undefined : t.name}
        value={value}
        maxLength={100}
        className="h-8"
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
        title={t.renameHint}
      />
      <Button type="submit" size="sm" className="h-8" disabled={!name || busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
