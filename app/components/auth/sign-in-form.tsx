import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { checkEmail, signInErrorReason } from "./auth-errors";
import { Field, FormError, SubmitButton, type SubmitGate } from "./form-parts";
import { readRememberMe, writeRememberMe } from "./remember-me";

const t = de.auth;

interface SignInFormProps {
  gate: SubmitGate;
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSigningIn: (running: boolean) => void;
  onTwoFactor: () => void;
  onSignedIn: () => void;
}

/** E-mail and password; with two-factor switched on, the server asks for the code next. */
export function SignInForm({ gate, email, onEmailChange, onForgotPassword, onSigningIn, onTwoFactor, onSignedIn }: SignInFormProps) {
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string | null; password?: string | null }>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Local storage exists only in the browser: read it after hydration.
  useEffect(() => setRemember(readRememberMe()), []);

  function fail(reason: string) {
    setError(reason);
    toast.error(t.signInFailed, { description: reason });
    setPassword("");
    passwordRef.current?.focus();
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = { email: checkEmail(email), password: password === "" ? t.errors.passwordRequired : null };
    setFieldErrors(errors);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    if (!gate.ensureOnline()) return;

    writeRememberMe(remember);
    setError(null);
    setBusy(true);
    onSigningIn(true);
    try {
      const { data, error } = await authClient.signIn.email({ email: email.trim(), password, rememberMe: remember });
      if (error) {
        if (error.status >= 500) console.error("Anmeldung: Serverfehler", error.status, error.code);
        return fail(signInErrorReason(error));
      }
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return onTwoFactor();
      setDone(true);
      onSignedIn();
    } catch (caught) {
      console.error("Anmeldung: Server nicht erreichbar", caught);
      fail(t.errors.serverUnreachable);
    } finally {
      setBusy(false);
      onSigningIn(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-4" aria-describedby="sign-in-error">
      <Field
        ref={emailRef}
        id="sign-in-email"
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={fieldErrors.email}
        required
      />
      <div className="grid gap-1.5">
        <Field
          ref={passwordRef}
          id="sign-in-password"
          label={t.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <Button
          type="button"
          variant="link"
          size="sm"
          // Foreground, not the brand blue: the link must keep AA contrast on white.
          className="h-auto justify-self-end px-0 py-0.5 text-foreground underline decoration-muted-foreground/60 hover:decoration-foreground"
          onClick={onForgotPassword}
        >
          {t.forgotPassword}
        </Button>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="sign-in-remember"
          checked={remember}
          onCheckedChange={(value) => {
            setRemember(value === true);
            writeRememberMe(value === true);
          }}
        />
        <Label htmlFor="sign-in-remember" className="font-normal">
          {t.rememberMe}
        </Label>
      </div>
      <FormError id="sign-in-error" message={error} />
      <SubmitButton busy={busy || done} busyLabel={done ? t.redirecting : t.signingIn} disabled={gate.disabled}>
        {t.signInButton}
      </SubmitButton>
    </form>
  );
}
