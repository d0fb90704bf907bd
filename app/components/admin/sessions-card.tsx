import { Laptop, Smartphone, Tablet } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { deSessions as t } from "~/i18n/sessions";
import { formatSessionTime, type AccountSession } from "~/lib/sessions";

function DeviceIcon({ device }: { device: string }) {
  const Icon = /iPhone|Android/.test(device) ? Smartphone : /iPad/.test(device) ? Tablet : Laptop;
  return <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />;
}

/** Sends a write to /api/account/sessions…; the new list, or a German reason. */
async function send(url: string): Promise<{ sessions: AccountSession[]; ended?: number } | { error: string }> {
  try {
    const response = await fetch(url, { method: "DELETE", credentials: "same-origin" });
    const body = (await response.json().catch(() => null)) as { sessions?: AccountSession[]; ended?: number; error?: string } | null;
    if (!response.ok || !body?.sessions) return { error: body?.error ?? `HTTP ${response.status}` };
    return { sessions: body.sessions, ended: body.ended };
  } catch {
    return { error: t.offline };
  }
}

/**
 * 'Aktive Sitzungen' (issue 29, item 4): where the person is signed in, with 'Abmelden' per other
 * session and 'Überall abmelden' (after a confirmation). Each answer carries the new list; a
 * failure shows a toast and leaves the list as it was.
 */
export function SessionsCard({ sessions: loaded }: { sessions: AccountSession[] }) {
  const [sessions, setSessions] = useState(loaded);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setSessions(loaded), [loaded]);
  const others = sessions.filter((s) => !s.current);

  async function end(session: AccountSession) {
    setBusy(session.id);
    const result = await send(`/api/account/sessions/${encodeURIComponent(session.id)}`);
    setBusy(null);
    if ("error" in result) return void toast.error(t.endFailed, { description: result.error });
    setSessions(result.sessions);
    toast.success(t.ended, { description: session.device });
  }

  async function endOthers() {
    setConfirming(false);
    setBusy("others");
    const result = await send("/api/account/sessions");
    setBusy(null);
    if ("error" in result) return void toast.error(t.endOthersFailed, { description: result.error });
    setSessions(result.sessions);
    toast.success(t.endedOthers(result.ended ?? 0));
  }

  return (
    <Card data-testid="sessions-card">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y rounded-md border" aria-label={t.title}>
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-start gap-3 p-3" data-session-id={s.id} data-current={s.current ? "" : undefined}>
              <DeviceIcon device={s.device} />
              <div className="min-w-56 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {s.device}
                  {s.current && <Badge variant="success">{t.current}</Badge>}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-muted-foreground [&>dt]:whitespace-nowrap">
                  <dt>{t.lastUsed}</dt>
                  <dd>{formatSessionTime(s.last_used_at)}</dd>
                  <dt>{t.signedIn}</dt>
                  <dd>{formatSessionTime(s.created_at)}</dd>
                  <dt>{t.address}</dt>
                  <dd className="tabular-nums">{s.address ?? t.unknownAddress}</dd>
                </dl>
              </div>
              {!s.current && (
                <Button type="button" variant="outline" size="sm" className="ml-8 sm:ml-0" disabled={busy !== null} onClick={() => void end(s)} aria-label={t.signOutLabel(s.device)}>
                  {t.signOut}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.onlyThisSession}</p>
        ) : (
          <Button type="button" variant="destructive" className="justify-self-start" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t.signOutEverywhere}
          </Button>
        )}
        {confirming && (
          <ConfirmDialog
            onOpenChange={setConfirming}
            title={t.confirmTitle}
            description={t.confirmText(others.length)}
            confirmLabel={t.confirm}
            onConfirm={() => void endOthers()}
          />
        )}
      </CardContent>
    </Card>
  );
}
