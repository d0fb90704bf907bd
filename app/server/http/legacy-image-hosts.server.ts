import { isLegacyImageHost } from "~/lib/legacy-image-hosts";
import type { Db } from "../db/client.server";
import type { ChangeFeed } from "../events/changes.server";
import { logger } from "../logger.server";
import { getSettings } from "../settings/settings.server";

/**
 * The hosts of 'Bilder der alten Website anzeigen' (settings.legacy_image_hosts, issue 39) for the
 * Content-Security-Policy of this instance (securityHeaders' `imageHosts`). Read once at start and
 * again on every settings change or restore from any instance (the change feed), never per
 * request: `current` answers the same frozen list until the stored one differs, so the header is
 * built once per change.
 */
export interface LegacyImageHosts {
  current: () => readonly string[];
  /** Reads the stored list (the one in flight and at most one more: calls meanwhile share it). */
  reload: () => Promise<void>;
  stop: () => void;
}

const NONE: readonly string[] = Object.freeze([]);

export function followLegacyImageHosts(options: {
  db: Db;
  /** Without a feed (tests, scripts) the list is read once. */
  feed: ChangeFeed | null;
  /** The list changed (after the load): e.g. drop cached answers that carry the old header. */
  onChange?: (hosts: readonly string[]) => void;
}): LegacyImageHosts {
  let current = NONE;
  let running: Promise<void> | null = null;
  let again = false;

  const load = async () => {
    const stored = (await getSettings(options.db)).settings.legacy_image_hosts.filter(isLegacyImageHost);
    if (stored.length === current.length && stored.every((host, i) => host === current[i])) return;
    current = stored.length === 0 ? NONE : Object.freeze([...stored]);
    options.onChange?.(current);
  };
  const reload = (): Promise<void> => {
    if (running) {
      // A change while reading: one more read after this one sees it.
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await load();
        } while (again);
      } catch (error) {
        // The last list stays: a failed read neither opens nor closes the policy.
        logger().error({ err: error }, "Hosts der alten Website für die Sicherheitsrichtlinie nicht gelesen");
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const unsubscribe = options.feed?.subscribe((event) => {
    // Settings saved (here or elsewhere), or a restore replaced them.
    if (event.topic === "settings" || event.topic === "maintenance") void reload();
  });
  void reload();
  return { current: () => current, reload, stop: () => unsubscribe?.() };
}
