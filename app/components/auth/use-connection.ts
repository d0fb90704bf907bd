import { useCallback, useEffect, useRef, useState } from "react";

export type HealthState = "checking" | "healthy" | "error";

export const HEALTH_INTERVAL_MS = 30_000;
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * The browser's online flag. Server rendering cannot know it, so the first render says online and
 * the real value is read after mounting; then it follows the online/offline events.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/**
 * Server health (spec §4: checking, healthy, error) from GET /healthz, once on mount and every
 * 30 s. While the browser is offline the server cannot be judged, so polling pauses and resumes
 * with a check as soon as the connection is back.
 */
export function useServerHealth(online: boolean): { state: HealthState; checkedAt: Date | null; check: () => void } {
  const [state, setState] = useState<HealthState>("checking");
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const running = useRef<AbortController | null>(null);

  const check = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
    let next: HealthState;
    try {
      const response = await fetch("/healthz", { cache: "no-store", headers: { accept: "application/json" }, signal: controller.signal });
      // Read the body: an unread body keeps the request (and its connection) open.
      const body = (await response.json().catch(() => null)) as { status?: string } | null;
      // "warning" (low disk space): the server answers and works; the operator sees it in /healthz.
      next = response.ok && (body?.status === "ok" || body?.status === "warning") ? "healthy" : "error";
      if (!response.ok) console.warn(`Serverprüfung: HTTP ${response.status}`);
    } catch (error) {
      // A newer check replaced this one: let that one report.
      if (running.current !== controller) return;
      console.warn("Serverprüfung fehlgeschlagen", error);
      next = "error";
    } finally {
      clearTimeout(timer);
    }
    if (running.current !== controller) return;
    running.current = null;
    setState(next);
    setCheckedAt(new Date());
  }, []);

  useEffect(() => {
    if (!online) return;
    void check();
    const interval = setInterval(() => void check(), HEALTH_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      running.current?.abort();
      running.current = null;
    };
  }, [online, check]);

  return { state, checkedAt, check: () => void check() };
}
