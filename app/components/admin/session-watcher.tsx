import { useEffect } from "react";
import { toast } from "~/components/ui/sonner";
import { de } from "~/i18n/de";

/** Spec §9: warn 300000 ms before expiry; refresh retries start at 200 ms and double. */
export const EXPIRY_WARNING_MS = 300_000;
const REFRESH_INTERVAL_MS = 10 * 60_000;
const MAX_RETRIES = 5;

export async function fetchWithBackoff(url: string, attempts = MAX_RETRIES, delay = 200): Promise<Response> {
  try {
    const response = await fetch(url, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (response.status >= 500 && attempts > 1) throw new Error(`HTTP ${response.status}`);
    return response;
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((r) => setTimeout(r, delay));
    return fetchWithBackoff(url, attempts - 1, delay * 2);
  }
}

/**
 * Keeps the admin session alive: asks the server now and then (which refreshes the session and
 * its cookie), warns five minutes before it would expire, and sends the user to /auth when the
 * session is gone.
 */
export function SessionWatcher({ expiresAt }: { expiresAt: string }) {
  useEffect(() => {
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let currentExpiry = new Date(expiresAt).getTime();

    const schedule = () => {
      clearTimeout(warnTimer);
      const delay = currentExpiry - Date.now() - EXPIRY_WARNING_MS;
      // Timers beyond ~24 days overflow; the periodic refresh reschedules long before that.
      if (delay < 2 ** 31 - 1) {
        warnTimer = setTimeout(() => {
          const [title, description] = de.auth.sessionExpiring.split(" - ");
          toast.warning(title, { description, duration: 60_000 });
        }, Math.max(0, delay));
      }
    };

    const refresh = async () => {
      try {
        const response = await fetchWithBackoff("/api/auth/get-session");
        const body = response.ok ? ((await response.json()) as { session?: { expiresAt: string } } | null) : null;
        if (!body?.session) {
          window.location.assign(`/auth?redirectTo=${encodeURIComponent(window.location.pathname)}`);
          return;
        }
        currentExpiry = new Date(body.session.expiresAt).getTime();
        schedule();
      } catch (error) {
        // Not retryable any more (network down): keep the page and the work on it; try later.
        console.warn("Sitzung konnte nicht aktualisiert werden", error);
      }
    };

    schedule();
    const interval = setInterval(refresh, REFRESH_INTERVAL_MS);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      clearTimeout(warnTimer);
      clearInterval(interval);
      window.removeEventListener("focus", onFocus);
    };
  }, [expiresAt]);
  return null;
}
