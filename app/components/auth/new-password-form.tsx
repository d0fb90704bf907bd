import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { checkNewPassword, resetErrorReason } from "./auth-errors";
import { AuthForm, Field, SubmitButton, type SubmitGate } from "./form-parts";
import { useAuthForm } from "./use-auth-form";

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
  const [linkInvalid, setLinkInvalid] = useState(false);
  const form = useAuthForm<"password">({ gate, failTitle: t.resetFailed, step: "Neues Passwort" });

  const submit = form.handleSubmit(
    () => ({ password: checkNewPassword(password) }),
    async () => {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (!error) {
        toast.success(t.passwordChanged);
        return onDone();
      }
      const reason = resetErrorReason(error);
      setLinkInvalid(reason === t.errors.invalidLink);
      form.refused(error, reason);
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      errorId="new-password-error"
      error={form.error}
      actions={
        <>
          <SubmitButton busy={form.busy} busyLabel={t.saving} disabled={gate.disabled}>
            {t.savePassword}
          </SubmitButton>
          {linkInvalid ? (
            <Button type="button" variant="outline" onClick={onRequestNewLink}>
              {t.requestNewLink}
            </Button>
          ) : (
            <Button type="button" variant="ghost" onClick={onDone} disabled={form.busy}>
              {t.backToSignIn}
            </Button>
          )}
        </>
      }
    >
      <Field
        ref={form.fieldRef("password")}
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
        error={form.fieldErrors.password}
        required
      />
    </AuthForm>
  );
}
