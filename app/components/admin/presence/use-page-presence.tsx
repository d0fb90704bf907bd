import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import type { PresencePerson } from "~/lib/presence";
import { usePresence } from "./use-presence";

export type AskedPerson = PresencePerson & { left: boolean };

export interface PagePresence {
  people: PresencePerson[];
  /**
   * The person editing elsewhere when this tab opened (the dialog asks), until a choice; `left`
   * once nobody else edits any more (the dialog says so and offers editing, issue 38).
   */
  asking: AskedPerson | null;
  /** Watching ('Ansehen'): read-only, following saves. */
  viewing: boolean;
  /** The first other editor (for the banner). */
  editor: PresencePerson | null;
  view: () => void;
  edit: () => void;
}

/**
 * The editor screens' presence: first only looks (GET), then joins as editor, or (someone else
 * edits) asks. While watching, every change of the page on the server revalidates the route, so
 * the read-only canvas shows the other person's saves. A person's own other tabs never ask (they
 * show as 'Sie (anderer Tab)'); the conflict dialog covers two own tabs as before.
 * `mayEdit: false` (e.g. an Autor on another's page): only watches, never asks.
 */
export function usePagePresence(pageId: string, options: { mayEdit: boolean; surface: "builder" | "slides" }): PagePresence {
  const revalidator = useRevalidator();
  // null: not decided yet.
  const [choice, setChoice] = useState<"edit" | "view" | null>(options.mayEdit ? null : "view");
  const [asked, setAsked] = useState<PresencePerson | null>(null);
  const viewing = choice === "view";
  const onPageChange = useCallback(() => {
    if (viewing && revalidator.state === "idle") void revalidator.revalidate();
  }, [viewing, revalidator]);
  const { people, ready } = usePresence(pageId, { mode: choice, surface: options.surface, onPageChange });
  const editor = people.find((p) => p.mode === "edit" && !p.self) ?? null;
  // Decided once, on the first answer: nobody else edits → edit; someone does → ask.
  if (choice === null && ready && !asked) {
    if (editor) setAsked(editor);
    else setChoice("edit");
  }
  // The question follows the page live: who edits now, or that the one asked about has left.
  const asking: AskedPerson | null = choice === null && asked ? (editor ? { ...editor, left: false } : { ...asked, left: true }) : null;
  return {
    people,
    asking,
    viewing,
    editor,
    view: useCallback(() => setChoice("view"), []),
    edit: useCallback(() => setChoice("edit"), []),
  };
}
