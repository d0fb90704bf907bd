import { deSchedule } from "~/i18n/schedule";
import type { Db } from "../db/client.server";
import type { ChangeFeed } from "../events/changes.server";
import { logger } from "../logger.server";
import { listDuePages, nextPublishAt } from "./pages.server";
import { onScheduleChange } from "./schedule-signal.server";
import { publishScheduledPage } from "./service.server";

/**
 * Scheduled publishing, inside every server instance (no second process): a timer aimed at the
 * next due schedule publishes what is due. Several instances may look at once; each due page is
 * claimed by a conditional UPDATE (publishScheduledPage), so exactly one of them publishes it.
 *
 * The timer is re-aimed when a schedule changes (the service tells this instance, change events
 * tell the others) and never waits longer than `fallbackMs`, which covers a missed event, a
 * schedule too far ahead for one setTimeout and a publish that failed (tried again then).
 */

export const SCHEDULER_FALLBACK_MS = 30_000;

/** Time and timers, injectable so tests drive them. */
export interface SchedulerClock {
  now(): Date;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const systemClock: SchedulerClock = {
  now: () => new Date(),
  setTimeout: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    // A schedule must not keep a finished process (or test) alive.
    timer.unref();
    return timer;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface SchedulerOptions {
  clock?: SchedulerClock;
  fallbackMs?: number;
  /** Change events of the other instances (and this one's) re-aim the timer. */
  feed?: ChangeFeed | null;
}

export interface Scheduler {
  /** Publishes what is due now and re-aims the timer; resolves with the pages this instance published. */
  check(): Promise<string[]>;
  /** Re-aims the timer at the next schedule (after a change). */
  rearm(): Promise<void>;
  /** Settles when no check or re-aim of this scheduler is running. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function startScheduler(db: Db, options: SchedulerOptions = {}): Scheduler {
  const clock = options.clock ?? systemClock;
  const fallbackMs = options.fallbackMs ?? SCHEDULER_FALLBACK_MS;
  let timer: unknown = null;
  let stopped = false;
  /** Checks and re-aims run one after another, so two never race for the timer. */
  let tail: Promise<unknown> = Promise.resolve();

  const arm = (ms: number) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = stopped ? null : clock.setTimeout(() => void serial(run), Math.max(0, Math.min(ms, fallbackMs)));
  };

  function serial<T>(work: () => Promise<T>): Promise<T> {
    const next = tail.then(() => (stopped ? (undefined as T) : work()));
    tail = next.catch(() => undefined);
    return next;
  }

  /** Aims at the next schedule; a due one left after a check (its publish failed) waits the fallback. */
  async function aim(afterCheck: boolean): Promise<void> {
    const next = await nextPublishAt(db);
    if (stopped) return;
    if (!next) return arm(fallbackMs);
    const wait = Date.parse(next) - clock.now().getTime();
    arm(wait <= 0 && afterCheck ? fallbackMs : wait);
  }

  async function run(): Promise<string[]> {
    const published: string[] = [];
    try {
      for (const due of await listDuePages(db, clock.now())) {
        try {
          const page = await publishScheduledPage(db, due.id, due.publish_at);
          if (!page) continue;
          published.push(page.id);
          logger().info({ pageId: page.id, slug: page.slug, publishAt: due.publish_at }, deSchedule.published);
        } catch (error) {
          logger().error({ err: error, pageId: due.id }, deSchedule.failed);
        }
      }
      await aim(true);
    } catch (error) {
      logger().error({ err: error }, deSchedule.failed);
      arm(fallbackMs);
    }
    return published;
  }

  const rearm = () =>
    serial(() =>
      aim(false).catch((error: unknown) => {
        logger().error({ err: error }, deSchedule.failed);
        arm(fallbackMs);
      }),
    );

  const unsubscribeSignal = onScheduleChange(() => void rearm());
  const unsubscribeFeed = options.feed?.subscribe((event) => {
    if (event.topic === "pages") void rearm();
  });
  // Look at once: a schedule may have come due while no instance ran.
  void serial(run);

  return {
    check: () => serial(run),
    rearm,
    idle: async () => {
      await tail;
    },
    async stop() {
      stopped = true;
      unsubscribeSignal();
      unsubscribeFeed?.();
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await tail;
    },
  };
}
