import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Keeps an open public page current (spec §7: the realtime subscription on content_pages): when
 * pages or settings change, the server says so over Server-Sent Events (GET /api/events) and the
 * page reloads its data (navigation, footer, content) without a reload. EventSource reconnects by
 * itself and sends Last-Event-ID, so changes made while the connection was down arrive too.
 */
export function LiveUpdates() {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    let timer: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener("change", () => {
      // Several changes in a row (a reorder, a save with redirects) cost one refresh.
      clearTimeout(timer);
      timer = setTimeout(() => void revalidateRef.current(), 150);
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, []);
  return null;
}
