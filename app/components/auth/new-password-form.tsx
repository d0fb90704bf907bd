import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { checkNewPassword, resetErrorReason } from "./auth-errors";
import { Field, FormError, SubmitButton, type SubmitGate } from "./form-parts";

const t = de.auth;

interface NewPasswordFormProps {
  gate: SubmitGate;
  token: string;
  onDone: () => void;
  /** The link was no good: offer the 'Passwort vergessen?' form. */
  onRequestNewLink: () => void;
}

/** The target of the reset e-mail's link: sets the new password with the token from the URL. */
export function NewPasswordForm({ gate, token, onDone, onRequestNewLink }: NewPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkNewPassword(password);
    setFieldError(invalid);
    if (invalid) return passwordRef.current?.focus();
    if (!gate.ensureOnline()) return;

    setError(null);
    setBusy(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (!error) {
        toast.success(t.passwordChanged);
        return onDone();
      }
      if (error.status >= 500) console.error("Neues Passwort: Serverfehler", error.status, error.code);
      const reason = resetErrorReason(error);
      setLinkInvalid(reason === t.errors.invalidLink);
      setError(reason);
      toast.error(t.resetFailed, { description: reason });
    } catch (caught) {
      console.error("Neues Passwort: Server nicht erreichbar", caught);
      setError(t.errors.serverUnreachable);
      toast.error(t.resetFailed, { description: t.errors.serverUnreachable });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4" aria-describedby="new-password-error">
      <Field
        ref={passwordRef}
        id="new-password"
        label={t.newPassword}
        hint={t.passwordHint}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldError}
        required
      />
      <FormError id="new-password-error" message={error} />
      <SubmitButton busy={busy} busyLabel={t.saving} disabled={gate.disabled}>
        {t.savePassword}
      </SubmitButton>
      {linkInvalid ? (
        <Button type="button" variant="outline" onClick={onRequestNewLink}>
          {t.requestNewLink}
        </Button>
      ) : (
        <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
          {t.backToSignIn}
        </Button>
      )}
    </form>
  );
}
