import QRCode from "qrcode";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { authClient } from "~/lib/auth-client";

type Step = { kind: "idle" } | { kind: "enroll"; qr: string; secret: string; backupCodes: string[] };

/** TOTP two-factor: enrol with a QR code, confirm with a code, or switch off with the password. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = de.account;
  const revalidator = useRevalidator();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: "idle" });

  async function start() {
    setBusy(true);
    const { data, error } = await authClient.twoFactor.enable({ password });
    setBusy(false);
    if (error || !data || !("totpURI" in data)) return void toast.error(t.twoFactorError, { description: error?.status === 400 || error?.status === 401 ? t.wrongPassword : error?.message });
    const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
    setStep({ kind: "enroll", qr: await QRCode.toDataURL(data.totpURI, { margin: 1, width: 200 }), secret, backupCodes: data.backupCodes });
    setPassword("");
  }

  async function verify() {
    setBusy(true);
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    setBusy(false);
    if (error) return void toast.error(t.twoFactorError, { description: t.wrongCode });
    toast.success(t.twoFactorEnabled);
    setStep({ kind: "idle" });
    setCode("");
    revalidator.revalidate();
  }

  async function disable() {
    setBusy(true);
    const { error } = await authClient.twoFactor.disable({ password });
    setBusy(false);
    if (error) return void toast.error(t.twoFactorError, { description: t.wrongPassword });
    toast.success(t.twoFactorDisabled);
    setPassword("");
    revalidator.revalidate();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.twoFactorTitle}</CardTitle>
        <CardDescription>{enabled ? de.admin.twoFactorOn : t.twoFactorIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {step.kind === "enroll" ? (
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              void verify();
            }}
          >
            <p>{t.scanQr}</p>
            <img src={step.qr} alt={t.qrAlt} width={200} height={200} className="rounded-md border" />
            <p className="text-muted-foreground">
              {t.secretLabel} <code className="select-all break-all rounded bg-muted px-1.5 py-0.5">{step.secret}</code>
            </p>
            <div>
              <p className="font-medium">{t.backupCodes}</p>
              <ul className="mt-1 grid grid-cols-2 gap-1 font-mono text-xs sm:grid-cols-5">
                {step.backupCodes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
            <div className="max-w-xs space-y-1.5">
              <Label htmlFor="totp-code">{t.codeLabel}</Label>
              <Input id="totp-code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} required />
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={busy || code.trim().length !== 6}>
                {t.confirm}
              </Button>
              <Button type="button" variant="outline" onClick={() => setStep({ kind: "idle" })}>
                {de.auth.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void (enabled ? disable() : start());
            }}
          >
            <div className="min-w-56 flex-1 space-y-1.5 sm:max-w-xs">
              <Label htmlFor="twofactor-password">{t.currentPassword}</Label>
              <Input id="twofactor-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </div>
            <Button type="submit" variant={enabled ? "destructive" : "default"} disabled={busy || password === ""}>
              {enabled ? t.disable : t.enable}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
