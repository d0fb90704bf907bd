import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { checkEmail, resetErrorReason } from "./auth-errors";
import { Field, FormError, SubmitButton, type SubmitGate } from "./form-parts";

const t = de.auth;

/** Where the link in the reset e-mail leads (better-auth appends `token=…` or `error=…`). */
export const RESET_CALLBACK = "/auth?reset=1";

interface ResetRequestFormProps {
  gate: SubmitGate;
  email: string;
  onEmailChange: (email: string) => void;
  onDone: () => void;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + separator.length)];
}

/**
 * 'Passwort vergessen?': asks for a reset e-mail. The server answers the same for addresses
 * without an account, and so does this form.
 */
export function ResetRequestForm({ gate, email, onEmailChange, onDone }: ResetRequestFormProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkEmail(email);
    setFieldError(invalid);
    if (invalid) return emailRef.current?.focus();
    if (!gate.ensureOnline()) return;

    setError(null);
    setBusy(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: RESET_CALLBACK });
      if (error) {
        if (error.status >= 500) console.error("Passwort zurücksetzen: Serverfehler", error.status, error.code);
        const reason = resetErrorReason(error);
        setError(reason);
        toast.error(t.resetFailed, { description: reason });
        return;
      }
      const [title, description] = splitOnce(t.resetSent, ": ");
      toast.success(title, { description });
      onDone();
    } catch (caught) {
      console.error("Passwort zurücksetzen: Server nicht erreichbar", caught);
      setError(t.errors.serverUnreachable);
      toast.error(t.resetFailed, { description: t.errors.serverUnreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="reset-title" aria-describedby="reset-intro reset-error">
      <div className="grid gap-1">
        <h2 id="reset-title" className="text-base font-semibold">
          {t.resetTitle}
        </h2>
        <p id="reset-intro" className="text-sm text-muted-foreground">
          {t.resetIntro}
        </p>
      </div>
      <Field
        ref={emailRef}
        id="reset-email"
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={fieldError}
        required
      />
      <FormError id="reset-error" message={error} />
      <div className="grid gap-2">
        <SubmitButton busy={busy} busyLabel={t.sending} disabled={gate.disabled || email.trim() === ""}>
          {t.sendResetMail}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onDone} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
