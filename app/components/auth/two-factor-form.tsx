import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { twoFactorErrorReason } from "./auth-errors";
import { AuthForm, Field, SubmitButton, type SubmitGate } from "./form-parts";
import { useAuthForm } from "./use-auth-form";

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
  const [done, setDone] = useState(false);
  const form = useAuthForm<"code">({ gate, failTitle: t.signInFailed, step: "Zwei-Faktor-Bestätigung" });
  const digits = code.replace(/\s+/g, "");

  // The password was right after all: an earlier 'wrong password' toast would now contradict this step.
  useEffect(() => {
    toast.dismiss();
  }, []);

  const submit = form.handleSubmit(
    () => ({ code: /^\d{6}$/.test(digits) ? null : t.errors.codeInvalidFormat }),
    async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: digits, trustDevice: false });
      if (!error) {
        setDone(true);
        return onSignedIn();
      }
      const { reason, restart } = twoFactorErrorReason(error);
      setCode("");
      if (!restart) return form.refused(error, reason);
      if (error.status >= 500) console.error("Zwei-Faktor-Bestätigung: Serverfehler", error.status, error.code);
      // The pending sign-in expired: the toast says so on the sign-in form.
      toast.error(t.signInFailed, { description: reason });
      onRestart();
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      errorId="two-factor-error"
      error={form.error}
      actions={
        <>
          <SubmitButton busy={form.busy || done} busyLabel={done ? t.redirecting : t.verifying} disabled={gate.disabled || code.trim() === ""}>
            {t.twoFactorVerify}
          </SubmitButton>
          <Button type="button" variant="ghost" onClick={onRestart} disabled={form.busy || done}>
            {t.backToSignIn}
          </Button>
        </>
      }
    >
      <Field
        ref={form.fieldRef("code")}
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
        error={form.fieldErrors.code}
        required
      />
    </AuthForm>
  );
}
