import { RefreshCwIcon, ServerCrashIcon, WifiOffIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import type { HealthState } from "./use-connection";

const t = de.auth;

/** Offline and server-problem banners (spec §2); each announces itself when it appears. */
export function StatusBanners({ online, health, onRetry }: { online: boolean; health: HealthState; onRetry: () => void }) {
  return (
    <div className="grid w-full gap-2 empty:hidden">
      {!online && (
        <div role="alert" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t.offlineBanner}</p>
            <p className="text-amber-900">{t.offlineToastText}</p>
          </div>
        </div>
      )}
      {health === "error" && (
        <div role="alert" className="flex gap-3 rounded-lg border border-destructive/30 bg-red-50 px-4 py-3 text-sm text-red-950">
          <ServerCrashIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <div className="grid flex-1 gap-2">
            <div>
              <p className="font-medium">{t.serverProblemBanner}</p>
              <p className="text-red-900">{t.serverProblemText}</p>
            </div>
            {online && (
              <Button type="button" variant="outline" size="sm" className="justify-self-start bg-white" onClick={onRetry}>
                <RefreshCwIcon aria-hidden="true" />
                {t.retryHealth}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
