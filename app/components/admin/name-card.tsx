import { useState } from "react";
import { useRevalidator } from "react-router";
import { checkName, NAME_MAX } from "~/components/auth/auth-errors";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";

/** The person's name (better-auth's user.name), the default author of their new blog posts. */
export function NameCard({ name: stored }: { name: string }) {
  const t = de.account;
  const [name, setName] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.nameTitle}</CardTitle>
        <CardDescription>{t.nameIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid max-w-md gap-3"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            const problem = checkName(name);
            setError(problem);
            if (problem) return;
            setBusy(true);
            const { error: failed } = await authClient.updateUser({ name: name.trim() });
            setBusy(false);
            if (failed) {
              console.error("Konto: Name nicht gespeichert", failed.status, failed.code);
              return void toast.error(t.nameError, { description: failed.message });
            }
            setName(name.trim());
            toast.success(t.nameSaved);
            void revalidator.revalidate();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor="account-name">{t.nameLabel}</Label>
            <Input
              id="account-name"
              autoComplete="name"
              maxLength={NAME_MAX}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "account-name-error" : undefined}
            />
            {error && (
              <p id="account-name-error" className="text-xs font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" className="justify-self-start" disabled={busy || name.trim() === stored.trim()}>
            {t.saveName}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
