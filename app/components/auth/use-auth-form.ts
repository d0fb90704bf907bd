import { useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import type { SubmitGate } from "./form-parts";

const t = de.auth;

interface AuthFormOptions {
  gate: SubmitGate;
  /** The toast's title when the request fails ('Anmeldung fehlgeschlagen'). */
  failTitle: string;
  /** The step in the browser's log ('Anmeldung'). */
  step: string;
  /** While the request runs (the screen keeps its tabs still during a sign-in). */
  onBusy?: (busy: boolean) => void;
  /** After a failure was shown (clear and focus the password). */
  onFail?: () => void;
}

/** A failed answer of better-auth's client. */
interface AuthError {
  status: number;
  code?: string;
}

/**
 * What the auth forms share: field errors checked in the browser (the first wrong field gets the
 * focus), the online check, the busy state, the form's error line with its toast, and the log of
 * server failures and of a server that cannot be reached.
 */
export function useAuthForm<F extends string>({ gate, failTitle, step, onBusy, onFail }: AuthFormOptions) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<F, string | null>>>({});
  const fields = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  /** Shows `reason` in the form and as a toast. */
  function fail(reason: string) {
    setError(reason);
    toast.error(failTitle, { description: reason });
    onFail?.();
  }

  return {
    busy,
    error,
    fieldErrors,
    fail,
    /** The ref of the field `name`, which gets the focus when it is the first wrong one. */
    fieldRef: (name: F) => (input: HTMLInputElement | null) => {
      fields.current[name] = input;
    },
    focus: (name: F) => fields.current[name]?.focus(),
    /** A refused request: a server failure (5xx) is logged; the reason is shown. */
    refused(answer: AuthError, reason: string) {
      if (answer.status >= 500) console.error(`${step}: Serverfehler`, answer.status, answer.code);
      fail(reason);
    },
    /**
     * The form's submit handler: `check` gives each field's error (null when right), in the order
     * of the form; only when all are right and the browser is online does `send` run.
     */
    handleSubmit: (check: () => Record<F, string | null>, send: () => Promise<void>) => async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const errors = check();
      setFieldErrors(errors);
      const wrong = (Object.keys(errors) as F[]).find((name) => errors[name]);
      if (wrong !== undefined) return fields.current[wrong]?.focus();
      if (!gate.ensureOnline()) return;

      setError(null);
      setBusy(true);
      onBusy?.(true);
      try {
        await send();
      } catch (caught) {
        console.error(`${step}: Server nicht erreichbar`, caught);
        fail(t.errors.serverUnreachable);
      } finally {
        setBusy(false);
        onBusy?.(false);
      }
    },
  };
}
