import { describe, expect, it, vi } from "vitest";
import { createIndicatorStore, createSelectionStore, createValueStore, throttle } from "./indicator-store";

/** Subscribes a listener each for "a", "b" and "c" and returns them. */
function subscribeThree(store: { subscribe(id: string, listener: () => void): unknown }) {
  const listeners = [vi.fn(), vi.fn(), vi.fn()] as const;
  store.subscribe("a", listeners[0]);
  store.subscribe("b", listeners[1]);
  store.subscribe("c", listeners[2]);
  return listeners;
}

describe("indicator store", () => {
  it("tells only the block or zone the indicator leaves and the one it arrives at", () => {
    const store = createIndicatorStore();
    const [a, b, c] = subscribeThree(store);
    store.set({ overId: "a", position: "before" });
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([1, 0, 0]);
    store.set({ overId: "a", position: "before" });
    expect(a).toHaveBeenCalledTimes(1);
    store.set({ overId: "a", position: "after" });
    expect(a).toHaveBeenCalledTimes(2);
    store.set({ overId: "b", position: "after" });
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([3, 1, 0]);
    store.set(null);
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([3, 2, 0]);
    expect(store.get()).toBeNull();
  });

  it("stops telling a frame that unsubscribed", () => {
    const store = createIndicatorStore();
    const a = vi.fn();
    const off = store.subscribe("a", a);
    off();
    store.set({ overId: "a", position: "inside" });
    expect(a).not.toHaveBeenCalled();
  });
});

describe("selection store", () => {
  it("tells the old and the new selected block, nobody else, and nothing for the same selection", () => {
    const store = createSelectionStore("a");
    const [a, b, c] = subscribeThree(store);
    store.set("a");
    expect(a).not.toHaveBeenCalled();
    store.set("b");
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([1, 1, 0]);
    store.set(null);
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([1, 2, 0]);
    expect(store.get()).toBeNull();
  });
});

describe("throttle (spec §9: dragging above 50 blocks at most every 8 ms)", () => {
  function clock() {
    let now = 0;
    const timers: Array<{ at: number; cb: () => void; id: number }> = [];
    let next = 1;
    return {
      now: () => now,
      setTimeout: (cb: () => void, ms: number) => {
        const id = next++;
        timers.push({ at: now + ms, cb, id });
        return id;
      },
      clearTimeout: (id: unknown) => {
        const i = timers.findIndex((t) => t.id === id);
        if (i >= 0) timers.splice(i, 1);
      },
      advance(ms: number) {
        now += ms;
        for (const t of timers.filter((t) => t.at <= now)) {
          timers.splice(timers.indexOf(t), 1);
          t.cb();
        }
      },
    };
  }

  it("runs the first call at once and a burst once at the end of the window with the newest arguments", () => {
    const c = clock();
    const fn = vi.fn();
    const call = throttle(fn, 8, c);
    call(1);
    expect(fn.mock.calls).toEqual([[1]]);
    c.advance(2);
    call(2);
    c.advance(2);
    call(3);
    expect(fn).toHaveBeenCalledTimes(1);
    c.advance(4);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    // A call a full window later runs at once again.
    c.advance(20);
    call(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });

  it("never runs more often than every 8 ms under a steady stream of calls", () => {
    const c = clock();
    const times: number[] = [];
    const call = throttle(() => times.push(c.now()), 8, c);
    for (let i = 0; i < 100; i++) {
      call();
      c.advance(1);
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]);
    expect(times.length).toBeGreaterThan(10);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8);
  });

  it("cancel drops a pending call, flush runs it now", () => {
    const c = clock();
    const fn = vi.fn();
    const call = throttle(fn, 8, c);
    call("a");
    call("b");
    call.cancel();
    c.advance(10);
    expect(fn.mock.calls).toEqual([["a"]]);
    call("c");
    call("d");
    call.flush();
    expect(fn.mock.calls).toEqual([["a"], ["c"], ["d"]]);
  });
});

describe("value store", () => {
  it("tells its readers when the value becomes another one, not when the same one is set again", () => {
    const first = { blocks: [] };
    const store = createValueStore(first);
    const reader = vi.fn();
    const off = store.subscribe(reader);
    store.set(first);
    expect(reader).not.toHaveBeenCalled();
    const second = { blocks: [] };
    store.set(second);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(second);
    off();
    store.set({ blocks: [] });
    expect(reader).toHaveBeenCalledTimes(1);
  });
});
