import { useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { SIGN_UP_LANDING } from "~/lib/account-landing";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";
import { authClient } from "~/lib/auth-client";
import { checkEmail, checkName, checkNewPassword, NAME_MAX, signUpErrorReason } from "./auth-errors";
import { Field, FormError, SubmitButton, type SubmitGate } from "./form-parts";

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
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ name?: string | null; email?: string | null; password?: string | null }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function fail(reason: string) {
    setError(reason);
    toast.error(t.signUpFailed, { description: reason });
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = { name: checkName(name), email: checkEmail(email), password: checkNewPassword(password) };
    setFieldErrors(errors);
    if (errors.name) return nameRef.current?.focus();
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    if (!gate.ensureOnline()) return;

    setError(null);
    setBusy(true);
    onSigningIn(true);
    try {
      const { data, error } = await authClient.signUp.email({
        email: email.trim(),
        password,
        name: name.trim(),
        // Spec §7: the confirmation link leads to the site root, which says whether access is still
        // to be granted (a new account has no role; the admin area would only say 'Kein Zugriff').
        callbackURL: SIGN_UP_LANDING,
      });
      if (error) {
        if (error.status >= 500) console.error("Registrierung: Serverfehler", error.status, error.code);
        return fail(signUpErrorReason(error));
      }
      // Signed in only as the very first account (the admin); every later sign-up gets the same
      // answer whether the address was new or taken, and the mail says which it was.
      const [title, description] = (data?.token ? t.signUpSuccess : t.signUpMailSent).split(" - ");
      toast.success(title, { description });
      if (!data?.token) return onNeedsSignIn();
      setDone(true);
      onSignedIn(REDIRECT_DELAY_MS);
    } catch (caught) {
      console.error("Registrierung: Server nicht erreichbar", caught);
      fail(t.errors.serverUnreachable);
    } finally {
      setBusy(false);
      onSigningIn(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4" aria-describedby="sign-up-error">
      <Field
        ref={nameRef}
        id="sign-up-name"
        label={t.name}
        hint={t.nameHint}
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={NAME_MAX}
        error={fieldErrors.name}
        required
      />
      <Field
        ref={emailRef}
        id="sign-up-email"
        label={t.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={fieldErrors.email}
        required
      />
      <Field
        ref={passwordRef}
        id="sign-up-password"
        label={t.password}
        hint={t.passwordHint}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        required
      />
      <FormError id="sign-up-error" message={error} />
      <SubmitButton busy={busy || done} busyLabel={done ? t.redirecting : t.signingUp} disabled={gate.disabled}>
        {t.signUpButton}
      </SubmitButton>
    </form>
  );
}
