import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { twoFactorErrorReason } from "./auth-errors";
import { Field, FormError, SubmitButton, type SubmitGate } from "./form-parts";

const t = de.auth;

interface TwoFactorFormProps {
  gate: SubmitGate;
  onSignedIn: () => void;
  /** Back to e-mail and password (cancelled, or the pending sign-in expired). */
  onRestart: () => void;
}

/** Second step of a sign-in with two-factor authentication: the 6-digit TOTP code. */
export function TwoFactorForm({ gate, onSignedIn, onRestart }: TwoFactorFormProps) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  // The password was right after all: an earlier 'wrong password' toast would now contradict this step.
  useEffect(() => {
    toast.dismiss();
  }, []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = code.replace(/\s+/g, "");
    if (!/^\d{6}$/.test(trimmed)) return setFieldError(t.errors.codeInvalidFormat);
    setFieldError(null);
    if (!gate.ensureOnline()) return;

    setError(null);
    setBusy(true);
    try {
      const { error } = await authClient.twoFactor.verifyTotp({ code: trimmed, trustDevice: false });
      if (!error) {
        setDone(true);
        return onSignedIn();
      }
      const { reason, restart } = twoFactorErrorReason(error);
      if (error.status >= 500) console.error("Zwei-Faktor-Bestätigung: Serverfehler", error.status, error.code);
      toast.error(t.signInFailed, { description: reason });
      setCode("");
      if (restart) return onRestart();
      setError(reason);
    } catch (caught) {
      console.error("Zwei-Faktor-Bestätigung: Server nicht erreichbar", caught);
      toast.error(t.signInFailed, { description: t.errors.serverUnreachable });
      setError(t.errors.serverUnreachable);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4" aria-describedby="two-factor-error">
      <Field
        id="two-factor-code"
        label={t.twoFactorCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        // The step replaces the form the user just sent: continue where the keyboard is.
        autoFocus
        className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ""))}
        error={fieldError}
        required
      />
      <FormError id="two-factor-error" message={error} />
      <SubmitButton busy={busy || done} busyLabel={done ? t.redirecting : t.verifying} disabled={gate.disabled || code.trim() === ""}>
        {t.twoFactorVerify}
      </SubmitButton>
      <Button type="button" variant="ghost" onClick={onRestart} disabled={busy || done}>
        {t.backToSignIn}
      </Button>
    </form>
  );
}
