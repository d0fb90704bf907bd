import { useState } from "react";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { SIGN_UP_LANDING } from "~/lib/account-landing";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { authClient } from "~/lib/auth-client";
import { checkEmail, checkName, checkNewPassword, NAME_MAX, signUpErrorReason } from "./auth-errors";
import { AuthForm, Field, SubmitButton, type SubmitGate } from "./form-parts";
import { useAuthForm } from "./use-auth-form";

const t = de.auth;

/** Long enough to read the success toast before the next page loads. */
const REDIRECT_DELAY_MS = 1500;

interface SignUpFormProps {
  gate: SubmitGate;
  email: string;
  onEmailChange: (email: string) => void;
  onSigningIn: (running: boolean) => void;
  onSignedIn: (delayMs?: number) => void;
  /** The server created the account without signing it in: continue with the sign-in form. */
  onNeedsSignIn: () => void;
}

/** Registration: name (shown as author of the person's posts), e-mail and a password of at least 6 characters. */
export function SignUpForm({ gate, email, onEmailChange, onSigningIn, onSignedIn, onNeedsSignIn }: SignUpFormProps) {
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const form = useAuthForm<"name" | "email" | "password">({ gate, failTitle: t.signUpFailed, step: "Registrierung", onBusy: onSigningIn });

  const submit = form.handleSubmit(
    () => ({ name: checkName(name), email: checkEmail(email), password: checkNewPassword(password) }),
    async () => {
      const { data, error } = await authClient.signUp.email({
        email: email.trim(),
        password,
        name: name.trim(),
        // Spec §7: the confirmation link leads to the site root, which says whether access is still
        // to be granted (a new account has no role; the admin area would only say 'Kein Zugriff').
        callbackURL: SIGN_UP_LANDING,
      });
      if (error) return form.refused(error, signUpErrorReason(error));
      // Signed in only as the very first account (the admin); every later sign-up gets the same
      // answer whether the address was new or taken, and the mail says which it was.
      const [title, description] = (data?.token ? t.signUpSuccess : t.signUpMailSent).split(" - ");
      toast.success(title, { description });
      if (!data?.token) return onNeedsSignIn();
      setDone(true);
      onSignedIn(REDIRECT_DELAY_MS);
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      errorId="sign-up-error"
      error={form.error}
      actions={
        <SubmitButton busy={form.busy || done} busyLabel={done ? t.redirecting : t.signingUp} disabled={gate.disabled}>
          {t.signUpButton}
        </SubmitButton>
      }
    >
      <Field
        ref={form.fieldRef("name")}
        id="sign-up-name"
        label={t.name}
        hint={t.nameHint}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={NAME_MAX}
        error={form.fieldErrors.name}
        required
      />
      <Field
        ref={form.fieldRef("email")}
        id="sign-up-email"
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={form.fieldErrors.email}
        required
      />
      <Field
        ref={form.fieldRef("password")}
        id="sign-up-password"
        label={t.password}
        hint={t.passwordHint}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={form.fieldErrors.password}
        required
      />
    </AuthForm>
  );
}
