import { useEffect, useRef, useState } from "react";
import type { PresenceAnswer, PresencePerson } from "~/lib/presence";

/**
 * Presence of this browser tab on one page (issue 30): joins, sends a heartbeat every
 * HEARTBEAT_MS, leaves on pagehide and unmount, and follows the page's editor stream
 * (GET /api/events?page=…) so joins, leaves and saves of others arrive at once. Everything runs
 * beside the editor: no state of the editor waits for it, and a failed request is retried quietly
 * (the rows of the others simply stay as they were).
 *
 * `mode: null`: not decided yet (the editor asks first whether someone else edits): only looks,
 * without joining. Small and free of UI-kit imports: the inline-edit bundle uses it too.
 */

export const HEARTBEAT_MS = 10_000;
const RETRY_MS = 5_000;

/** Where a tab keeps its presence id over a reload (sessionStorage: one per tab). */
export const TAB_ID_KEY = "cms-presence-tab";
const TAB_ID = /^[A-Za-z0-9_-]{8,64}$/;

function tabStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    // Storage disabled (a sandboxed frame, a locked-down browser): access itself throws.
    return null;
  }
}

/**
 * One id per browser tab: several tabs of one person are several rows, but a reload (or a tab
 * reopened from the history) is the same tab, so its row from before never shows as
 * 'Sie (anderer Tab)' (issue 38, item 2). The id lives in sessionStorage only while the document is
 * gone: taken out on load and put back on pagehide, so 'Tab duplizieren' (which copies the
 * sessionStorage of a living tab) gets an id of its own.
 */
let tabId: string | null = null;
export function presenceClientId(): string {
  if (tabId) return tabId;
  const storage = tabStorage();
  let kept: string | null = null;
  try {
    kept = storage?.getItem(TAB_ID_KEY) ?? null;
    storage?.removeItem(TAB_ID_KEY);
  } catch {
    kept = null;
  }
  const random = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  const id = kept && TAB_ID.test(kept) ? kept : `tab-${random}`;
  tabId = id;
  if (typeof window !== "undefined") {
    const keep = () => {
      try {
        storage?.setItem(TAB_ID_KEY, id);
      } catch {
        // Full or disabled: the next document takes a new id, as before.
      }
    };
    window.addEventListener("pagehide", keep);
    window.addEventListener("pageshow", (event) => {
      // Back from the back/forward cache: the document lives again, the id is its own again.
      if (event.persisted) storage?.removeItem(TAB_ID_KEY);
    });
  }
  return id;
}

export interface PresenceOptions {
  mode: "edit" | "view" | null;
  surface: "builder" | "slides" | "inline";
  /** False: nothing at all (e.g. no page). */
  enabled?: boolean;
  /** The page changed on the server (someone saved, published …): its id and the event's action. */
  onPageChange?: (action: string) => void;
}

export interface PresenceState {
  /** The others (own other tabs with `self`), editors first. */
  people: PresencePerson[];
  /** True once the first answer came. */
  ready: boolean;
}

function url(pageId: string, query = ""): string {
  return `/api/pages/${encodeURIComponent(pageId)}/presence${query}`;
}

export function usePresence(pageId: string, options: PresenceOptions): PresenceState {
  const { mode, surface, enabled = true } = options;
  const [state, setState] = useState<PresenceState>({ people: [], ready: false });
  const onPageChange = useRef(options.onPageChange);
  onPageChange.current = options.onPageChange;
  // The heartbeat reads the current mode; a change of mode beats at once (effect below).
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const beatRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled || typeof window === "undefined") return;
    const clientId = presenceClientId();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let joined = false;
    let inFlight: AbortController | null = null;

    const schedule = (ms: number) => {
      clearTimeout(timer);
      if (!stopped) timer = setTimeout(beat, ms);
    };
    async function beat() {
      if (stopped) return;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const current = modeRef.current;
      try {
        const response =
          current === null
            ? await fetch(url(pageId, `?client_id=${clientId}`), { signal: controller.signal, headers: { accept: "application/json" } })
            : await fetch(url(pageId), {
                method: "POST",
                signal: controller.signal,
                headers: { "content-type": "application/json", accept: "application/json" },
                body: JSON.stringify({ client_id: clientId, mode: current, surface }),
              });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as PresenceAnswer;
        if (current !== null) joined = true;
        if (!stopped) setState({ people: Array.isArray(body.people) ? body.people : [], ready: true });
        schedule(HEARTBEAT_MS);
      } catch {
        // Silent: presence is a courtesy; the next beat tries again.
        if (!controller.signal.aborted) schedule(RETRY_MS);
      }
    }
    beatRef.current = () => void beat();

    const goodbye = () => {
      // No heartbeat after the goodbye: a beat landing after the DELETE would bring the row back for 30 s.
      clearTimeout(timer);
      inFlight?.abort();
      if (!joined) return;
      joined = false;
      // keepalive: the request outlives the closing tab.
      void fetch(url(pageId, `?client_id=${clientId}`), { method: "DELETE", keepalive: true }).catch(() => {});
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void beat();
    };
    const onShow = (event: PageTransitionEvent) => {
      // Back from the back/forward cache: join again.
      if (event.persisted) void beat();
    };
    window.addEventListener("pagehide", goodbye);
    window.addEventListener("pageshow", onShow);
    document.addEventListener("visibilitychange", onVisible);

    // Joins, leaves and saves of others, at once (any instance). Without EventSource: the heartbeat.
    let source: EventSource | null = null;
    if (typeof EventSource !== "undefined") {
      source = new EventSource(`/api/events?page=${encodeURIComponent(pageId)}`);
      source.addEventListener("change", (event) => {
        let data: { topic?: string; action?: string; pageId?: string | null };
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as typeof data;
        } catch {
          return;
        }
        if (data.pageId !== pageId) return;
        if (data.topic === "presence" && data.action !== "saved") void beat();
        else onPageChange.current?.(data.action ?? "");
      });
    }
    void beat();

    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      source?.close();
      window.removeEventListener("pagehide", goodbye);
      window.removeEventListener("pageshow", onShow);
      document.removeEventListener("visibilitychange", onVisible);
      goodbye();
    };
  }, [pageId, surface, enabled]);

  // A new mode (joined after the dialog, 'Ansehen' ↔ 'Bearbeiten') is told at once.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    beatRef.current();
  }, [mode]);

  return state;
}
