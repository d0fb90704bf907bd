import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { checkEmail, resetErrorReason } from "./auth-errors";
import { AuthForm, Field, SubmitButton, type SubmitGate } from "./form-parts";
import { useAuthForm } from "./use-auth-form";

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
  const form = useAuthForm<"email">({ gate, failTitle: t.resetFailed, step: "Passwort zurücksetzen" });

  const submit = form.handleSubmit(
    () => ({ email: checkEmail(email) }),
    async () => {
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: RESET_CALLBACK });
      if (error) return form.refused(error, resetErrorReason(error));
      const [title, description] = splitOnce(t.resetSent, ": ");
      toast.success(title, { description });
      onDone();
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      errorId="reset-error"
      error={form.error}
      aria-labelledby="reset-title"
      aria-describedby="reset-intro reset-error"
      actions={
        <div className="grid gap-2">
          <SubmitButton busy={form.busy} busyLabel={t.sending} disabled={gate.disabled || email.trim() === ""}>
            {t.sendResetMail}
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onDone} disabled={form.busy}>
            {t.cancel}
          </Button>
        </div>
      }
    >
      <div className="grid gap-1">
        <h2 id="reset-title" className="text-base font-semibold">
          {t.resetTitle}
        </h2>
        <p id="reset-intro" className="text-sm text-muted-foreground">
          {t.resetIntro}
        </p>
      </div>
      <Field
        ref={form.fieldRef("email")}
        id="reset-email"
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={form.fieldErrors.email}
        required
      />
    </AuthForm>
  );
}
