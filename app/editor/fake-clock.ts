import type { Timers } from "./save-queue";

/** A clock for tests: timers run only when the test advances time, promise callbacks in between. */
export class FakeClock implements Timers {
  time = Date.UTC(2025, 0, 15, 11, 34);
  private nextId = 1;
  private tasks = new Map<number, { at: number; fn: () => void }>();

  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.tasks.set(id, { at: this.time + ms, fn });
    return id;
  };

  clearTimeout = (handle: unknown): void => {
    this.tasks.delete(handle as number);
  };

  now = (): number => this.time;

  get pending(): number {
    return this.tasks.size;
  }

  /** Runs every timer due within `ms`, in time order, letting promise callbacks settle after each. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await settle();
    for (;;) {
      const due = [...this.tasks.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      this.tasks.delete(due[0]);
      this.time = due[1].at;
      due[1].fn();
      await settle();
    }
    this.time = end;
  }
}

/** Lets pending promise callbacks run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
