import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";
import type { HealthState } from "./use-connection";

const t = de.auth.debug;

export type SessionPhase = "signed-out" | "signing-in" | "two-factor" | "signed-in";

export const DEBUG_PANEL_ID = "auth-debug-panel";

const HEALTH_LABEL: Record<HealthState, string> = {
  checking: t.healthChecking,
  healthy: t.healthHealthy,
  error: t.healthError,
};

const PHASE_LABEL: Record<SessionPhase, string> = {
  "signed-out": t.sessionSignedOut,
  "signing-in": t.sessionSigningIn,
  "two-factor": t.sessionTwoFactor,
  "signed-in": t.sessionSignedIn,
};

interface DebugPanelProps {
  health: HealthState;
  checkedAt: Date | null;
  phase: SessionPhase;
  online: boolean;
  version: string;
}

/**
 * Diagnose panel (Ctrl+Shift+D or the 'Diagnose' button). It shows states only: never tokens,
 * cookies, e-mail addresses or anything else a screenshot of it should not carry.
 */
export function DebugPanel({ health, checkedAt, phase, online, version }: DebugPanelProps) {
  const rows: [string, string, boolean?][] = [
    [t.health, HEALTH_LABEL[health], health === "error"],
    [t.lastCheck, checkedAt ? checkedAt.toLocaleTimeString("de-DE") : t.never],
    [t.session, PHASE_LABEL[phase]],
    [t.network, online ? t.online : t.offline, !online],
    [t.version, version],
  ];
  return (
    <section id={DEBUG_PANEL_ID} aria-labelledby="auth-debug-title" className="w-full rounded-lg border bg-card p-4 text-sm shadow-xs">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="auth-debug-title" className="text-sm font-semibold">
          {t.title}
        </h2>
        <p className="text-xs text-muted-foreground">{t.hint}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        {rows.map(([label, value, bad]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={cn("font-medium tabular-nums", bad && "text-destructive")}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
