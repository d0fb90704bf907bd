import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { checkEmail, signInErrorReason } from "./auth-errors";
import { AuthForm, Field, SubmitButton, type SubmitGate } from "./form-parts";
import { readRememberMe, writeRememberMe } from "./remember-me";
import { useAuthForm } from "./use-auth-form";

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
  const [done, setDone] = useState(false);
  const form = useAuthForm<"email" | "password">({
    gate,
    failTitle: t.signInFailed,
    step: "Anmeldung",
    onBusy: onSigningIn,
    onFail: () => {
      setPassword("");
      form.focus("password");
    },
  });

  // Local storage exists only in the browser: read it after hydration.
  useEffect(() => setRemember(readRememberMe()), []);

  const submit = form.handleSubmit(
    () => ({ email: checkEmail(email), password: password === "" ? t.errors.passwordRequired : null }),
    async () => {
      writeRememberMe(remember);
      const { data, error } = await authClient.signIn.email({ email: email.trim(), password, rememberMe: remember });
      if (error) return form.refused(error, signInErrorReason(error));
      if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return onTwoFactor();
      setDone(true);
      onSignedIn();
    },
  );

  return (
    <AuthForm
      onSubmit={submit}
      errorId="sign-in-error"
      error={form.error}
      actions={
        <SubmitButton busy={form.busy || done} busyLabel={done ? t.redirecting : t.signingIn} disabled={gate.disabled}>
          {t.signInButton}
        </SubmitButton>
      }
    >
      <Field
        ref={form.fieldRef("email")}
        id="sign-in-email"
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={form.fieldErrors.email}
        required
      />
      <div className="grid gap-1.5">
        <Field
          ref={form.fieldRef("password")}
          id="sign-in-password"
          label={t.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={form.fieldErrors.password}
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
    </AuthForm>
  );
}
