import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Block } from "~/blocks/types";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { deEditor } from "~/i18n/editor";
import { createEditingSession, statusTone, type EditingSession, type EditingSessionOptions, type SessionState, type StatusTone } from "./session";

export interface UseEditingSessionOptions extends EditingSessionOptions {
  /** The editor's blocks now: every change goes to the queue and the browser draft. */
  blocks: Block[];
  /** Sonner id of the failure toasts (one toast per editor, replaced on each new failure). */
  toastId?: string;
}

export interface UseEditingSession extends SessionState {
  session: EditingSession;
  /** Unsaved work: the queue's or the editor's own (extraDirty). */
  dirty: boolean;
  /** The status line: 'Gespeichert', 'Speichern…', 'Speicherfehler', … ('Ungespeicherte Änderungen' while only other work is unsaved). */
  label: string;
  tone: StatusTone;
}

/**
 * The editing session (session.ts) as React state, one per open editor: the blocks go to it in a
 * layout effect (so a reload right after a keystroke finds them in the last-moment draft), its
 * window listeners live as long as the editor, failures show as toasts once per change of status.
 */
export function useEditingSession(options: UseEditingSessionOptions): UseEditingSession {
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const make = () =>
    createEditingSession({
      ...optionsRef.current,
      extraDirty: () => optionsRef.current.extraDirty?.() ?? false,
      onRebase: (rebase) => optionsRef.current.onRebase?.(rebase),
    });
  const holder = useRef<{ session: EditingSession; disposed: boolean } | null>(null);
  holder.current ??= { session: make(), disposed: false };
  const [, setGeneration] = useState(0);

  useEffect(() => {
    const current = holder.current!;
    // StrictMode mounts twice in development: the first cleanup disposed the session, start a new one.
    if (current.disposed) {
      current.session = make();
      current.disposed = false;
      setGeneration((g) => g + 1);
    }
    const detach = current.session.attach(window, document);
    return () => {
      detach();
      current.session.dispose();
      current.disposed = true;
    };
  }, []);

  const session = holder.current.session;
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);

  useLayoutEffect(() => session.change(options.blocks), [session, options.blocks]);

  // Failures as toasts, once per change of status (the toolbar keeps showing the label).
  const status = state.save.status;
  const lastStatus = useRef(status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = status;
    if (previous === status) return;
    const id = optionsRef.current.toastId ?? "editor-save";
    if (status === "error") toast.error(deEditor.state.saveError, { id, description: deEditor.state.saveErrorDescription });
    if (status === "failed-repeatedly") toast.error(deEditor.state.autoSaveFailed, { id, description: undefined });
  }, [status]);

  const extraDirty = options.extraDirty?.() ?? false;
  const dirty = state.save.dirty || extraDirty;
  return {
    ...state,
    session,
    dirty,
    label: state.save.label || (dirty ? de.pagesAdmin.form.unsaved : ""),
    tone: statusTone(state.save, extraDirty),
  };
}
