import { useEffect, useRef } from "react";

/** Same address the public site listens on (app/site-runtime/contract.ts). */
const EVENTS_URL = "/api/events";
const DELAY_MS = 300;

/**
 * Calls `onChange` when assets or folders change anywhere (another admin's upload, a rename in a
 * second tab): the server's change stream announces topic "media". Bursts (a batch upload, a
 * folder delete moving many files) cost one call. EventSource reconnects by itself.
 */
export function useMediaEvents(onChange: () => void): void {
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(EVENTS_URL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", (event) => {
      let topic: unknown;
      try {
        topic = (JSON.parse((event as MessageEvent<string>).data) as { topic?: unknown }).topic;
      } catch {
        return;
      }
      if (topic !== "media") return;
      clearTimeout(timer);
      timer = setTimeout(() => callback.current(), DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, []);
}
