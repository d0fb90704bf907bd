import { useState } from "react";

/**
 * What a control shows while the user edits it. Outside an edit it shows the stored value (so
 * undo or a server version shows at once); during one, the typed text, so typing never waits for
 * the editor state and never jumps while the builder debounces or an intermediate value is invalid.
 */
export function useDraft(stored: string) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    shown: draft ?? stored,
    editing: draft !== null,
    set: setDraft,
    begin: () => setDraft(stored),
    end: () => setDraft(null),
  };
}
