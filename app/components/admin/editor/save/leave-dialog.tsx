import { Loader2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Blocker } from "react-router";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { deEditor } from "~/i18n/editor";

const t = deEditor.leave;

export interface LeaveSaveOutcome {
  ok: boolean;
  message?: string;
}

type Phase = "idle" | "saving" | "failed";

/**
 * The editors' leave guard (issue 38, item 8), for the blocker of useEditingGuards: in-app
 * navigation away from unsaved work first saves it ('Wird gespeichert …') and then leaves; nothing
 * is asked unless that save fails. Then 'Speichern und verlassen' (tries again) comes first,
 * 'Verwerfen und verlassen' (the browser draft keeps the editor's content) second.
 */
export function EditorLeaveDialog({ blocker, save }: { blocker: Blocker; save: () => Promise<LeaveSaveOutcome> }) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [reason, setReason] = useState("");
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const saveRef = useRef(save);
  saveRef.current = save;
  /** Counts attempts: the answer of one the user walked away from ('Weiter bearbeiten') is ignored. */
  const attemptRef = useRef(0);
  const blocked = blocker.state === "blocked";

  async function saveAndLeave() {
    const attempt = ++attemptRef.current;
    setPhase("saving");
    let outcome: LeaveSaveOutcome;
    try {
      outcome = await saveRef.current();
    } catch (error) {
      console.error("Speichern vor dem Verlassen fehlgeschlagen", error);
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    if (attempt !== attemptRef.current) return;
    if (outcome.ok) {
      setPhase("idle");
      if (blockerRef.current.state === "blocked") blockerRef.current.proceed();
      return;
    }
    setReason(outcome.message ?? "");
    setPhase("failed");
  }

  useEffect(() => {
    if (blocked && phase === "idle") void saveAndLeave();
    if (!blocked && phase !== "idle") {
      attemptRef.current += 1;
      setPhase("idle");
    }
    // saveAndLeave reads refs only; the effect runs on a new block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocked]);

  const stay = () => {
    attemptRef.current += 1;
    setPhase("idle");
    if (blockerRef.current.state === "blocked") blockerRef.current.reset();
  };
  const discard = () => {
    attemptRef.current += 1;
    setPhase("idle");
    if (blockerRef.current.state === "blocked") blockerRef.current.proceed();
  };

  return (
    <AlertDialog open={blocked && phase !== "idle"}>
      <AlertDialogContent data-testid="leave-dialog" onEscapeKeyDown={(event) => (event.preventDefault(), phase === "failed" && stay())}>
        <AlertDialogHeader>
          <AlertDialogTitle>{phase === "saving" ? t.saving : t.failedTitle}</AlertDialogTitle>
          <AlertDialogDescription>{phase === "saving" ? t.savingText : t.failedText(reason)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {phase === "saving" ? (
            <>
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground sm:mr-auto">
                <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                {t.saving}
              </p>
              <Button type="button" variant="outline" onClick={stay}>
                {t.stay}
              </Button>
            </>
          ) : (
            // Order in the DOM is the reading and tab order: the safe choice first.
            <div className="flex w-full flex-col-reverse gap-2 sm:flex-row-reverse sm:justify-start">
              <Button type="button" onClick={() => void saveAndLeave()} autoFocus>
                {t.saveAndLeave}
              </Button>
              <Button type="button" variant="outline" className="text-destructive" onClick={discard}>
                {t.discardAndLeave}
              </Button>
              <Button type="button" variant="ghost" onClick={stay}>
                {t.stay}
              </Button>
            </div>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
