import cluster from "node:cluster";
import type { FeedPeers } from "../events/changes.server";

/**
 * Change announcements between the worker processes of one server (node:cluster, see server.mjs):
 * a worker that committed a change tells the primary, which passes it to every other worker; they
 * read the change log at once. PostgreSQL's NOTIFY does the same between machines; on SQLite this
 * is what keeps every worker's page cache, memos and live-update streams within milliseconds.
 */
export const CHANGES_MESSAGE = "cms:changes";

export function clusterPeers(): (FeedPeers & { close(): void }) | null {
  if (!cluster.isWorker || !process.send) return null;
  const listeners = new Set<() => void>();
  const onMessage = (message: unknown) => {
    if ((message as { type?: string } | null)?.type !== CHANGES_MESSAGE) return;
    for (const listener of listeners) listener();
  };
  process.on("message", onMessage);
  return {
    announce() {
      if (process.connected) process.send!({ type: CHANGES_MESSAGE });
    },
    onAnnounce(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      process.off("message", onMessage);
      listeners.clear();
    },
  };
}
