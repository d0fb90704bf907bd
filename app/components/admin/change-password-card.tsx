import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/lib/password-policy";

/** Changing the password ends every other session (the server enforces that too). */
export function ChangePasswordCard() {
  const t = de.account;
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.changePasswordTitle}</CardTitle>
        <CardDescription>{t.changePasswordIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-md gap-3"
          onSubmit={async (e) => {
            e.preventDefault();
            setBusy(true);
            const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next, revokeOtherSessions: true });
            setBusy(false);
            if (error) return void toast.error(t.changePasswordError, { description: error.status === 400 || error.status === 401 ? t.wrongPassword : error.message });
            toast.success(t.passwordChanged);
            setCurrent("");
            setNext("");
            // The other sessions are gone: the 'Aktive Sitzungen' list shows it.
            void revalidator.revalidate();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="current-password">{t.currentPassword}</Label>
            <Input id="current-password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} required />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="new-password">{de.auth.newPassword}</Label>
            <Input id="new-password" type="password" autoComplete="new-password" minLength={PASSWORD_MIN} maxLength={PASSWORD_MAX} value={next} onChange={(e) => setNext(e.target.value)} required aria-describedby="new-password-hint" />
            <p id="new-password-hint" className="text-xs text-muted-foreground">
              {de.auth.passwordHint}
            </p>
          </div>
          <Button type="submit" className="justify-self-start" disabled={busy || current === "" || next.length < PASSWORD_MIN}>
            {t.changePassword}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
