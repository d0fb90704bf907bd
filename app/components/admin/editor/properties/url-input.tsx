import type { ComponentProps } from "react";
import { Input } from "~/components/ui/input";
import type { useDraft } from "./use-draft";

/** An address typed by hand (link target, asset URL): no spell check or autofill; every keystroke is one coalesced change. */
export function UrlInput({
  draft,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "onFocus" | "onBlur"> & { draft: ReturnType<typeof useDraft>; onChange: (value: string, typing: boolean) => void }) {
  return (
    <Input
      type="text"
      inputMode="url"
      spellCheck={false}
      autoComplete="off"
      value={draft.shown}
      onFocus={draft.begin}
      onBlur={draft.end}
      onChange={(e) => {
        draft.set(e.target.value);
        onChange(e.target.value, true);
      }}
      {...props}
    />
  );
}
